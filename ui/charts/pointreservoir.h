// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QtGlobal>

#include <vector>

namespace DriveScope {

// A bounded, order-independent sample of (x, y) points for a scatter chart: each point
// gets a pseudo-random priority from its key and the capacity lowest priorities are
// kept (bottom-k sampling). The kept set depends only on which points were added, not
// in which order, so a run redrawn from its saved samples shows exactly the points it
// showed live, and adding a point costs O(log capacity) however many there were.
class PointReservoir {
public:
    explicit PointReservoir(int capacity = 2000);

    void clear();
    void add(quint64 key, double x, double y);
    qint64 seen() const { return m_seen; }
    int size() const { return int(m_heap.size()); }
    bool changedSinceTaken() const { return m_changed; }

    // The kept points in a stable order (by priority), plus their bounds.
    std::vector<QPointF> take(double *maxX = nullptr, double *maxY = nullptr);

    static quint64 priority(quint64 key);

private:
    struct Entry {
        quint64 priority;
        double x;
        double y;
        bool operator<(const Entry &o) const { return priority < o.priority; }
    };
    std::vector<Entry> m_heap; // max-heap on priority: the top is the first to drop
    int m_capacity;
    qint64 m_seen = 0;
    bool m_changed = false;
};

} // namespace DriveScope
