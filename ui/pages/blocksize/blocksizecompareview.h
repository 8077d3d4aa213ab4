// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/compare/compareview.h"

namespace DriveScope {

// Transfer-size sweeps compared: each run's read and write MB/s against transfer size
// (KiB on a log₂ axis), as BlockSizeProfile computes them for the page.
class BlockSizeCompareView : public CompareView {
    Q_OBJECT
public:
    BlockSizeCompareView(CompareRuns runs, QObject *parent);

    // (KiB, MB/s) per size measured in that direction.
    static QList<QPointF> curve(const RunRecord &record, bool write);

    CompareLineChart *readChart() const { return m_read; }
    CompareLineChart *writeChart() const { return m_write; }

protected:
    void redraw() override;

private:
    CompareLineChart *m_read;
    CompareLineChart *m_write;
};

} // namespace DriveScope
