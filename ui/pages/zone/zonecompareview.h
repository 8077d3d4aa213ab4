// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/compare/compareview.h"

class QComboBox;

namespace DriveScope {

// Zone sweeps compared: each run's MB/s against offset, in GB or, when the targets'
// sizes differ, in percent of each target so the outer and inner ends line up.
class ZoneCompareView : public CompareView {
    Q_OBJECT
public:
    enum class OffsetAxis { Gigabytes, Percent };
    enum class OffsetChoice { Auto, Gigabytes, Percent };

    ZoneCompareView(CompareRuns runs, QObject *parent);

    // (offset in GB or % of the target, MB/s) per point, the partial last point included
    // as the zone page draws it. Empty when the plan cannot be read.
    static QList<QPointF> curve(const RunRecord &record, OffsetAxis axis);
    // Percent when the targets' sizes differ, gigabytes otherwise.
    static OffsetAxis automaticOffsetAxis(const QList<RunRecordPtr> &runs);

    CompareLineChart *chart() const { return m_chart; }
    void setOffsetChoice(OffsetChoice choice);
    OffsetAxis offsetAxis() const;

protected:
    void redraw() override;

private:
    CompareLineChart *m_chart = nullptr;
    QComboBox *m_offsetAxis = nullptr;
};

} // namespace DriveScope
