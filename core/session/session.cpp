// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/session/session.h"

#include "core/util/text.h"

namespace DriveScope {

void SessionRuns::push_back(RunResult run)
{
    auto mine = std::make_shared<RunResult>(std::move(run));
    m_mine.push_back(mine.get());
    m_runs.push_back(std::move(mine));
}

void SessionRuns::push_back(Shared run)
{
    m_mine.push_back(nullptr);
    m_runs.push_back(std::move(run));
}

RunResult &SessionRuns::edit(std::size_t i)
{
    if (!m_mine[i] || m_runs[i].use_count() > 1) {
        auto copy = std::make_shared<RunResult>(*m_runs[i]);
        m_mine[i] = copy.get();
        m_runs[i] = std::move(copy);
    }
    return *m_mine[i];
}

RunResult SessionRuns::take(std::size_t i)
{
    if (m_mine[i] && m_runs[i].use_count() == 1)
        return std::move(*m_mine[i]);
    return *m_runs[i];
}

qint64 Session::sampleCount() const
{
    qint64 n = 0;
    for (const RunResult &r : runs)
        n += qint64(r.samples.size());
    return n;
}

QString describeRun(const RunResult &run, const QString &label)
{
    const QString status = runStatusName(run.status);
    const QString samples = QString::number(run.samples.size());
    //: A run in a list of a session's runs: benchmark, target, status, sample count.
    QString s = run.startedAt.isValid()
        ? Text::tr("%1 of %2, %3, %4 samples, started %5")
              .arg(run.benchmark, run.target.path, status, samples, run.startedAt.toString(Qt::ISODate))
        //: A run in a list of a session's runs: benchmark, target, status, sample count.
        : Text::tr("%1 of %2, %3, %4 samples").arg(run.benchmark, run.target.path, status, samples);
    if (!label.isEmpty())
        s += QStringLiteral(" [%1]").arg(label);
    return s;
}

} // namespace DriveScope
