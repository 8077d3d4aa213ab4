// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"

#include <QString>

#include <compare>
#include <cstddef>
#include <iterator>
#include <memory>
#include <vector>

namespace DriveScope {

// What a session file holds: runs in the order they were made, each with everything
// needed to show it again without the drive (target, plan, every sample, status,
// host, times), plus a title and notes. A run may carry a label ("recovered
// (partial)" for one rebuilt from a crash journal). A plain value.
// A session's runs, each held by a shared pointer: a run the window keeps goes into a
// save or an export (and onto the thread that writes it) without a copy of its samples.
// Read like a vector of RunResult; edit() and take() copy a run only while another
// holder shares it.
class SessionRuns {
public:
    using Shared = std::shared_ptr<const RunResult>;

    class const_iterator {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = RunResult;
        using difference_type = std::ptrdiff_t;
        using pointer = const RunResult *;
        using reference = const RunResult &;
        const_iterator() = default;
        explicit const_iterator(std::vector<Shared>::const_iterator at)
            : m_at(at)
        {
        }
        reference operator*() const { return **m_at; }
        pointer operator->() const { return m_at->get(); }
        reference operator[](difference_type n) const { return *m_at[n]; }
        const_iterator &operator++() { return ++m_at, *this; }
        const_iterator operator++(int) { return const_iterator(m_at++); }
        const_iterator &operator--() { return --m_at, *this; }
        const_iterator operator--(int) { return const_iterator(m_at--); }
        const_iterator &operator+=(difference_type n) { return m_at += n, *this; }
        const_iterator &operator-=(difference_type n) { return m_at -= n, *this; }
        friend const_iterator operator+(const_iterator i, difference_type n) { return i += n; }
        friend const_iterator operator+(difference_type n, const_iterator i) { return i += n; }
        friend const_iterator operator-(const_iterator i, difference_type n) { return i -= n; }
        friend difference_type operator-(const const_iterator &a, const const_iterator &b) { return a.m_at - b.m_at; }
        friend auto operator<=>(const const_iterator &, const const_iterator &) = default;

    private:
        std::vector<Shared>::const_iterator m_at;
    };

    std::size_t size() const { return m_runs.size(); }
    bool empty() const { return m_runs.empty(); }
    const RunResult &operator[](std::size_t i) const { return *m_runs[i]; }
    const RunResult &at(std::size_t i) const { return *m_runs.at(i); }
    const RunResult &front() const { return *m_runs.front(); }
    const RunResult &back() const { return *m_runs.back(); }
    const_iterator begin() const { return const_iterator(m_runs.cbegin()); }
    const_iterator end() const { return const_iterator(m_runs.cend()); }
    void reserve(std::size_t n) { m_runs.reserve(n), m_mine.reserve(n); }

    void push_back(RunResult run);
    // A run someone else holds too (the window's record of it): shared, not copied.
    void push_back(Shared run);
    Shared shared(std::size_t i) const { return m_runs[i]; }
    // Run i to change, copied first if it is shared.
    RunResult &edit(std::size_t i);
    // Run i's value (moved out when nothing else holds it; it is then left empty).
    RunResult take(std::size_t i);

private:
    std::vector<Shared> m_runs;
    std::vector<RunResult *> m_mine; // the run when this list made it (and may change it)
};

struct Session {
    QString title;
    QString notes;
    SessionRuns runs;
    std::vector<QString> labels; // one per run, usually empty

    void addRun(RunResult run, const QString &label = {})
    {
        runs.push_back(std::move(run));
        labels.push_back(label);
    }
    void addRun(SessionRuns::Shared run, const QString &label = {})
    {
        runs.push_back(std::move(run));
        labels.push_back(label);
    }
    QString label(std::size_t index) const { return index < labels.size() ? labels[index] : QString(); }
    qint64 sampleCount() const;
};

// One run as the list of a session shows it: "seek of /dev/sdb, completed, 1500
// samples" (plus the label).
QString describeRun(const RunResult &run, const QString &label = {});

} // namespace DriveScope
