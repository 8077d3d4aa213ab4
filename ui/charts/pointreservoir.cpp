// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/pointreservoir.h"

#include <algorithm>

namespace DriveScope {

PointReservoir::PointReservoir(int capacity)
    : m_capacity(std::max(1, capacity))
{
    m_heap.reserve(std::size_t(m_capacity));
}

void PointReservoir::clear()
{
    m_heap.clear();
    m_seen = 0;
    m_changed = true;
}

quint64 PointReservoir::priority(quint64 key)
{
    // splitmix64: a fixed bijection, so priorities are distinct and reproducible.
    quint64 z = key + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void PointReservoir::add(quint64 key, double x, double y)
{
    ++m_seen;
    const Entry e { priority(key), x, y };
    if (int(m_heap.size()) < m_capacity) {
        m_heap.push_back(e);
        std::push_heap(m_heap.begin(), m_heap.end());
        m_changed = true;
    } else if (e.priority < m_heap.front().priority) {
        std::pop_heap(m_heap.begin(), m_heap.end());
        m_heap.back() = e;
        std::push_heap(m_heap.begin(), m_heap.end());
        m_changed = true;
    }
}

std::vector<QPointF> PointReservoir::take(double *maxX, double *maxY)
{
    std::vector<Entry> sorted = m_heap;
    std::sort(sorted.begin(), sorted.end());
    std::vector<QPointF> out;
    out.reserve(sorted.size());
    double mx = 0, my = 0;
    for (const Entry &e : sorted) {
        out.emplace_back(e.x, e.y);
        mx = std::max(mx, e.x);
        my = std::max(my, e.y);
    }
    if (maxX)
        *maxX = mx;
    if (maxY)
        *maxY = my;
    m_changed = false;
    return out;
}

} // namespace DriveScope
