// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/compare/compareview.h"

namespace DriveScope {

// Sequential bandwidth runs compared: each run's MB/s per interval over time, from the
// same summary the bandwidth page draws.
class BandwidthCompareView : public CompareView {
    Q_OBJECT
public:
    BandwidthCompareView(CompareRuns runs, QObject *parent);

    // (middle of each interval in s, MB/s).
    static QList<QPointF> curve(const RunRecord &record);

    CompareLineChart *chart() const { return m_chart; }

protected:
    void redraw() override;

private:
    CompareLineChart *m_chart = nullptr;
};

} // namespace DriveScope
