// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparefiguresmodel.h"

#include "axisunit.h"
#include "comparestyle.h"

#include "core/bench/zoneconfig.h"
#include "core/stats/bandwidthsummary.h"
#include "core/stats/zoneprofile.h"

#include <QGuiApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace DriveScope {

namespace {

constexpr double None = std::numeric_limits<double>::quiet_NaN();

} // namespace

CompareFiguresModel::CompareFiguresModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_palette(QGuiApplication::palette())
{
}

CompareFiguresModel::Figure &CompareFiguresModel::add(
    const QString &key, const QString &name, const QString &unit, Better better)
{
    Q_ASSERT(m_figures.size() < MaxFigures);
    Figure f;
    f.key = key;
    f.name = name;
    f.unit = unit;
    f.better = better;
    f.values.assign(std::size_t(m_runs.size()), None);
    m_figures.push_back(std::move(f));
    return m_figures.back();
}

void CompareFiguresModel::setRuns(const QList<RunRecordPtr> &runs, const QStringList &labels)
{
    beginResetModel();
    m_runs = runs;
    m_labels = labels;
    m_figures.clear();
    // add() hands out references that the add*Figures functions keep while adding more
    // rows: no reallocation may move them (no benchmark has half this many figures).
    m_figures.reserve(MaxFigures);
    const QString benchmark = runs.isEmpty() ? QString() : runs.front()->result.benchmark;
    if (benchmark == QStringLiteral("zone"))
        addZoneFigures();
    else if (benchmark == QStringLiteral("bandwidth"))
        addBandwidthFigures();
    else if (benchmark == QStringLiteral("syncwrite"))
        addLatencyFigures(QStringLiteral("Writes"));
    else if (!runs.isEmpty())
        addLatencyFigures(QStringLiteral("Reads"));
    endResetModel();
}

void CompareFiguresModel::addLatencyFigures(const QString &countName)
{
    const int n = int(m_runs.size());
    Figure &count = add(QStringLiteral("count"), countName, QStringLiteral("count"), Better::Neither);
    count.integer = true;
    for (int i = 0; i < n; ++i)
        count.values[std::size_t(i)] = double(m_runs[i]->summary.count);

    // Latencies: a unit per row from its largest value, so 85 µs is not "0.085 ms".
    struct L {
        const char *key;
        QString name;
        double (*get)(const LatencySummary &);
    };
    const bool writes = countName == QStringLiteral("Writes");
    const L latencies[] = {
        { "mean", writes ? QStringLiteral("Average (avg)") : QStringLiteral("Mean"),
            [](const LatencySummary &s) { return s.meanNs; } },
        { "median", QStringLiteral("Median"), [](const LatencySummary &s) { return double(s.p50Ns); } },
        { "p90", QStringLiteral("90th percentile"), [](const LatencySummary &s) { return double(s.p90Ns); } },
        { "p99", QStringLiteral("99th percentile"), [](const LatencySummary &s) { return double(s.p99Ns); } },
        { "p999", QStringLiteral("99.9th percentile"), [](const LatencySummary &s) { return double(s.p999Ns); } },
        { "stddev", QStringLiteral("Standard deviation"), [](const LatencySummary &s) { return s.stddevNs; } },
        { "min", QStringLiteral("Minimum"), [](const LatencySummary &s) { return double(s.minNs); } },
        { "max", QStringLiteral("Maximum"), [](const LatencySummary &s) { return double(s.maxNs); } },
    };
    for (const L &l : latencies) {
        Figure &f = add(QString::fromLatin1(l.key), l.name, QString(), Better::Lower);
        double largest = 0;
        for (int i = 0; i < n; ++i) {
            const LatencySummary &s = m_runs[i]->summary;
            if (s.count > 0) {
                f.values[std::size_t(i)] = l.get(s);
                largest = std::max(largest, f.values[std::size_t(i)]);
            }
        }
        const AxisUnit unit = AxisUnit::forNanoseconds(largest);
        f.unit = unit.name;
        f.divisor = unit.divisor;
    }
    Figure &rate = add(QStringLiteral("ops_per_second"),
        writes ? QStringLiteral("Writes per second") : QStringLiteral("Reads per second"), QStringLiteral("1/s"),
        Better::Higher);
    Figure &mbps = add(QStringLiteral("mbps"), QStringLiteral("Throughput"), QStringLiteral("MB/s"), Better::Higher);
    for (int i = 0; i < n; ++i) {
        const LatencySummary &s = m_runs[i]->summary;
        if (s.count > 0 && s.elapsedSeconds > 0) {
            rate.values[std::size_t(i)] = s.opsPerSecond;
            mbps.values[std::size_t(i)] = s.megabytesPerSecond();
        }
    }
}

void CompareFiguresModel::addZoneFigures()
{
    const int n = int(m_runs.size());
    Figure &points = add(
        QStringLiteral("zone_points"), QStringLiteral("Complete points"), QStringLiteral("count"), Better::Neither);
    points.integer = true;
    Figure &max = add(QStringLiteral("zone_max"), QStringLiteral("Maximum"), QStringLiteral("MB/s"), Better::Higher);
    Figure &min = add(QStringLiteral("zone_min"), QStringLiteral("Minimum"), QStringLiteral("MB/s"), Better::Higher);
    Figure &mean = add(QStringLiteral("zone_mean"), QStringLiteral("Mean"), QStringLiteral("MB/s"), Better::Higher);
    Figure &outer = add(
        QStringLiteral("zone_first"), QStringLiteral("First tenth (outer)"), QStringLiteral("MB/s"), Better::Higher);
    Figure &inner = add(
        QStringLiteral("zone_last"), QStringLiteral("Last tenth (inner)"), QStringLiteral("MB/s"), Better::Higher);
    // How much a disk slows towards its inner tracks is its geometry, not a quality:
    // not judged.
    Figure &drop = add(
        QStringLiteral("zone_drop"), QStringLiteral("Drop first → last tenth"), QStringLiteral("%"), Better::Neither);
    for (int i = 0; i < n; ++i) {
        const auto plan = ZonePlan::fromJson(m_runs[i]->result.config);
        if (!plan)
            continue;
        const ZoneProfile p = ZoneProfile::compute(m_runs[i]->result.samples, *plan);
        const auto at = std::size_t(i);
        points.values[at] = double(p.completePoints);
        if (p.completePoints == 0)
            continue;
        max.values[at] = p.maxMBps;
        min.values[at] = p.minMBps;
        mean.values[at] = p.meanMBps;
        if (p.hasDrop) {
            outer.values[at] = p.firstTenthMBps;
            inner.values[at] = p.lastTenthMBps;
            drop.values[at] = p.dropPercent;
        }
    }
}

void CompareFiguresModel::addBandwidthFigures()
{
    const int n = int(m_runs.size());
    Figure &mbps = add(QStringLiteral("bw_mbps"), QStringLiteral("Throughput"), QStringLiteral("MB/s"), Better::Higher);
    Figure &bytes
        = add(QStringLiteral("bw_bytes"), QStringLiteral("Transferred"), QStringLiteral("MB"), Better::Neither);
    bytes.divisor = 1e6;
    Figure &seconds
        = add(QStringLiteral("bw_seconds"), QStringLiteral("Duration"), QStringLiteral("s"), Better::Neither);
    Figure &request = add(QStringLiteral("bw_request"), QStringLiteral("Device request size (average)"),
        QStringLiteral("kB"), Better::Neither);
    request.divisor = 1e3;
    Figure &flush = add(QStringLiteral("bw_flush"), QStringLiteral("Final flush"), QStringLiteral("ms"), Better::Lower);
    flush.divisor = 1e6;
    for (int i = 0; i < n; ++i) {
        const BandwidthSummary s = summarizeBandwidth(m_runs[i]->result);
        const auto at = std::size_t(i);
        bytes.values[at] = double(s.bytes);
        seconds.values[at] = s.seconds;
        if (s.seconds > 0)
            mbps.values[at] = s.megabytesPerSecond();
        if (s.requestSize.requests > 0)
            request.values[at] = s.requestSize.averageRequestBytes;
        if (s.flushNs >= 0)
            flush.values[at] = double(s.flushNs);
    }
    // Rows no run has (no device counters, read runs without a flush) say nothing.
    std::erase_if(m_figures, [](const Figure &f) {
        return std::all_of(f.values.begin(), f.values.end(), [](double v) { return std::isnan(v); });
    });
}

void CompareFiguresModel::setPalette(const QPalette &palette)
{
    m_palette = palette;
    if (!m_figures.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), { Qt::ForegroundRole });
    if (columnCount() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

int CompareFiguresModel::rowOf(const QString &key) const
{
    for (std::size_t i = 0; i < m_figures.size(); ++i)
        if (m_figures[i].key == key)
            return int(i);
    return -1;
}

int CompareFiguresModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_figures.size());
}

int CompareFiguresModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

double CompareFiguresModel::percentDifference(double baseline, double value)
{
    if (std::isnan(baseline) || std::isnan(value) || baseline == 0)
        return None;
    return (value - baseline) / baseline * 100.0;
}

QString CompareFiguresModel::formatDifference(double percent)
{
    if (std::isnan(percent))
        return QStringLiteral("—");
    const QString number = QString::number(std::abs(percent), 'f', 1);
    if (number == QStringLiteral("0.0"))
        return QStringLiteral("±0.0 %");
    return (percent > 0 ? QStringLiteral("+") : QStringLiteral("−")) + number + QStringLiteral(" %");
}

QString CompareFiguresModel::formatValue(const Figure &f, double value) const
{
    if (std::isnan(value))
        return QStringLiteral("—");
    const double shown = value / f.divisor;
    if (f.integer)
        return QString::number(qint64(std::llround(shown)));
    // Four significant digits, never an exponent: 8.391, 85.12, 1234.
    const double magnitude = shown == 0 ? 0 : std::floor(std::log10(std::abs(shown)));
    const int decimals = std::clamp(3 - int(magnitude), 0, 6);
    return QString::number(shown, 'f', decimals);
}

int CompareFiguresModel::verdict(const Figure &f, double percent) const
{
    // Differences that round to 0.0 % are not worth a colour.
    if (std::isnan(percent) || std::abs(percent) < 0.05 || f.better == Better::Neither)
        return 0;
    const bool higher = percent > 0;
    return (higher == (f.better == Better::Higher)) ? 1 : -1;
}

QVariant CompareFiguresModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const Figure &f = m_figures[std::size_t(index.row())];
    const double value = f.values[std::size_t(index.column())];
    const double diff = index.column() == 0 ? None : percentDifference(f.values.front(), value);
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == 0 || std::isnan(value))
            return formatValue(f, value);
        return QStringLiteral("%1  (%2)").arg(formatValue(f, value), formatDifference(diff));
    case Qt::TextAlignmentRole: return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ForegroundRole: {
        const int v = verdict(f, diff);
        if (v == 0)
            return {};
        return v > 0 ? CompareStyle::betterColor(m_palette) : CompareStyle::worseColor(m_palette);
    }
    case Qt::ToolTipRole: {
        if (index.column() == 0)
            return QStringLiteral("%1: the baseline").arg(m_labels.value(0));
        if (std::isnan(diff))
            return {};
        const int v = verdict(f, diff);
        const QString judged = v > 0 ? QStringLiteral(": better") : v < 0 ? QStringLiteral(": worse") : QString();
        return QStringLiteral("%1 %2 than the baseline%3")
            .arg(QString::number(std::abs(diff), 'f', 1) + QStringLiteral(" %"),
                diff >= 0 ? QStringLiteral("higher") : QStringLiteral("lower"), judged);
    }
    case ValueRole: return value;
    case DifferenceRole: return std::isnan(diff) ? QVariant() : QVariant(diff);
    case VerdictRole: return verdict(f, diff);
    case KeyRole: return f.key;
    default: return {};
    }
}

QVariant CompareFiguresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= rowCount())
            return {};
        const Figure &f = m_figures[std::size_t(section)];
        if (role == Qt::DisplayRole)
            return f.unit == QStringLiteral("count") ? f.name : QStringLiteral("%1 (%2)").arg(f.name, f.unit);
        if (role == KeyRole)
            return f.key;
        if (role == Qt::ToolTipRole && f.better != Better::Neither)
            return f.better == Better::Lower ? QStringLiteral("Lower is better") : QStringLiteral("Higher is better");
        return {};
    }
    if (section < 0 || section >= columnCount())
        return {};
    switch (role) {
    case Qt::DisplayRole: {
        // The drive on one line, when (and what) on the next: columns stay narrow.
        QString text = m_labels.value(section);
        const qsizetype cut = text.indexOf(QStringLiteral(" · "));
        if (cut > 0)
            text = text.left(cut) + QLatin1Char('\n') + text.mid(cut + 3);
        return section == 0 ? text + QStringLiteral(" (baseline)") : text;
    }
    case Qt::DecorationRole: return CompareStyle::runColor(section, m_palette);
    case Qt::ToolTipRole: {
        const DeviceInfo &t = m_runs[section]->result.target;
        return QStringLiteral("%1\n%2").arg(t.canonicalPath.isEmpty() ? t.path : t.canonicalPath,
            m_runs[section]->result.startedAt.toLocalTime().toString(Qt::ISODate));
    }
    default: return {};
    }
}

} // namespace DriveScope
