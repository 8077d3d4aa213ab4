// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QTableView;

namespace DriveScope {

// Keeps the runs table's columns (RunsModel) inside its viewport, so nothing needs a
// horizontal scroll bar at the default 1280 px window: the figures (When … Throughput)
// get exactly their contents' width, Target (elided in the middle, full path as its
// tooltip) and Key figures (last) share the rest. Key figures get their full width
// first, as cut figures mislead more than a shortened path, as long as Target keeps a
// readable minimum; whatever is left over widens Key figures. No column is ever
// narrower than its header text. Fits again when rows come or go, their text changes
// or the viewport is resized; the user may still drag a column until the next fit.
class RunsTableFitter : public QObject {
    Q_OBJECT
public:
    // Parented to view; the view's model is a RunsModel (set before).
    explicit RunsTableFitter(QTableView *view);

    void fit();

    // Target never narrower than this many average characters ("/dev/nvme0n1p1", or a
    // file name's end after the ellipsis).
    static constexpr int TargetMinChars = 20;
    // The Result column (the headline's figure) at most this wide; the whole headline is its tooltip.
    static constexpr int ResultMaxChars = 26;
    // Below this the counts (I/Os, I/Os per s, p99) give way to it on a narrow window:
    // room for "mean access 85.8 µs" (at 14, 1024×768 showed "mean access 8…").
    static constexpr int ResultReadableChars = 20;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QTableView *m_view;
    bool m_fitting = false;
};

} // namespace DriveScope
