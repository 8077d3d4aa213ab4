// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/runsmodel.h"

#include "core/bench/benchmarkregistry.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <algorithm>

namespace DriveScope {

RunsModel::RunsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

namespace {

const QString WholeWhen = QStringLiteral("yyyy-MM-dd HH:mm:ss"); // the tooltip, and any day but today

} // namespace

QString RunsModel::whenText(const QDateTime &startedAt, const QDate &today)
{
    const QDateTime local = startedAt.toLocalTime();
    return local.toString(local.date() == today ? QStringLiteral("HH:mm:ss") : WholeWhen);
}

void RunsModel::add(const RunRecordPtr &record, const QString &label)
{
    if (!record)
        return;
    beginInsertRows({}, int(m_runs.size()), int(m_runs.size()));
    m_runs.append(record);
    m_labels.append(label);
    endInsertRows();
}

void RunsModel::remove(int row)
{
    if (row < 0 || row >= m_runs.size())
        return;
    beginRemoveRows({}, row, row);
    m_runs.removeAt(row);
    m_labels.removeAt(row);
    endRemoveRows();
}

void RunsModel::insert(int row, const RunRecordPtr &record, const QString &label)
{
    if (!record)
        return;
    row = std::clamp(row, 0, int(m_runs.size()));
    beginInsertRows({}, row, row);
    m_runs.insert(row, record);
    m_labels.insert(row, label);
    endInsertRows();
}

void RunsModel::setRuns(const QList<RunRecordPtr> &records, const QStringList &labels)
{
    beginResetModel();
    m_runs.clear();
    m_labels.clear();
    for (qsizetype i = 0; i < records.size(); ++i) {
        if (!records[i])
            continue;
        m_runs.append(records[i]);
        m_labels.append(labels.value(i));
    }
    endResetModel();
}

QString RunsModel::label(int row) const
{
    return row >= 0 && row < m_labels.size() ? m_labels[row] : QString();
}

RunRecordPtr RunsModel::record(int row) const
{
    return row >= 0 && row < m_runs.size() ? m_runs[row] : nullptr;
}

RunRecordPtr RunsModel::recordById(int id) const
{
    for (const RunRecordPtr &r : m_runs)
        if (r->id == id)
            return r;
    return nullptr;
}

void RunsModel::clear()
{
    beginResetModel();
    m_runs.clear();
    m_labels.clear();
    endResetModel();
}

int RunsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int RunsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RunRecord &r = *m_runs[index.row()];
    if (role == RecordIdRole)
        return r.id;
    if (role == Qt::TextAlignmentRole)
        return index.column() >= Reads && index.column() <= Throughput ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                       : QVariant();
    if (role == Qt::ToolTipRole && index.column() == Status && r.result.status == RunStatus::Failed)
        return r.result.failure.message;
    // Both are elided to fit the window; the whole text on hover.
    if (role == Qt::ToolTipRole && index.column() == Target)
        return r.result.target.path;
    if (role == Qt::ToolTipRole && index.column() == KeyFigures && !r.summary.keyFigures.isEmpty())
        return r.summary.keyFigures;
    if (role == Qt::ToolTipRole && index.column() == Result)
        return r.summary.headline;
    if (role == Qt::ToolTipRole && index.column() == When)
        return r.result.startedAt.toLocalTime().toString(WholeWhen);
    if (role != Qt::DisplayRole)
        return {};
    const LatencySummary &s = r.summary.latency;
    switch (Column(index.column())) {
    case When: return whenText(r.result.startedAt, QDate::currentDate());
    case Target: return r.result.target.path;
    case Benchmark: return BenchmarkRegistry::of(r.result).title();
    case Status:
        if (!m_labels[index.row()].isEmpty())
            return m_labels[index.row()];
        return r.result.isPartial() ? Text::tr("%1 (partial)").arg(runStatusName(r.result.status))
                                    : runStatusName(r.result.status);
    // The headline's large part, as the page shows it ("mean access 8.41 ms").
    case Result: return r.summary.headlineLead();
    case Reads: return formatCount(s.count);
    case Mean: return s.count ? formatDurationNs(s.meanNs) : QStringLiteral("–");
    case P99: return s.count ? formatDurationNs(double(s.p99Ns)) : QStringLiteral("–");
    // The run's own throughput figures (a zone sweep's MB/s is the mean of its points).
    case Rate: return s.count ? QStringLiteral("%1 /s").arg(formatRate(r.summary.opsPerSecond)) : QStringLiteral("–");
    case Throughput:
        return s.count ? QStringLiteral("%1 MB/s").arg(formatNumber(r.summary.megabytesPerSecond, 'f', 2))
                       : QStringLiteral("–");
    case KeyFigures: return r.summary.keyFigures;
    case ColumnCount: break;
    }
    return {};
}

QVariant RunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case When: return Text::tr("When");
    case Target: return Text::tr("Target");
    case Benchmark: return Text::tr("Benchmark");
    case Status: return Text::tr("Status");
    case Result: return Text::tr("Result");
    case Reads: return QStringLiteral("I/Os");
    case Mean: return Text::tr("Mean");
    case P99: return QStringLiteral("p99");
    case Rate: return Text::tr("I/Os per s");
    case Throughput: return Text::tr("Throughput");
    case KeyFigures: return Text::tr("Key figures");
    case ColumnCount: break;
    }
    return {};
}

} // namespace DriveScope
