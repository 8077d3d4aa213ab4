// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/comparefiguresmodel.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

#include "ui/charts/axisunit.h"
#include "ui/compare/comparestyle.h"

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

void CompareFiguresModel::setRuns(const QList<RunRecordPtr> &runs, const QStringList &labels)
{
    beginResetModel();
    m_runs = runs;
    m_labels = labels;
    m_figures.clear();
    if (!runs.isEmpty())
        addFigures();
    endResetModel();
}

void CompareFiguresModel::addFigures()
{
    // The first run's figures name the rows: the benchmark's own where it has them (a
    // zone sweep's profile, a bandwidth run's MB/s), else the latency figures; then every
    // estimate any of the runs has (one SSD run among disks has no rotation).
    const std::vector<DriveScope::Figure> &first = m_runs.front()->summary.figures;
    const bool own = std::any_of(first.begin(), first.end(),
        [](const DriveScope::Figure &f) { return f.group == DriveScope::Figure::Group::Benchmark; });
    const auto group = own ? DriveScope::Figure::Group::Benchmark : DriveScope::Figure::Group::Latency;
    for (const DriveScope::Figure &f : first)
        if (f.group == group)
            addRow(f);
    for (const RunRecordPtr &run : m_runs)
        for (const DriveScope::Figure &f : run->summary.figures)
            if (f.group == DriveScope::Figure::Group::Estimate && rowOf(f.key) < 0)
                addRow(f);
    // Rows no run has (no device counters, read runs without a flush) say nothing.
    std::erase_if(m_figures, [](const Row &f) {
        return std::all_of(f.values.begin(), f.values.end(), [](double v) { return std::isnan(v); });
    });
}

void CompareFiguresModel::addRow(const DriveScope::Figure &f)
{
    Row row;
    static_cast<DriveScope::Figure &>(row) = f;
    row.value = None; // the first run's alone; the row holds every run's in values
    double largest = 0;
    for (const RunRecordPtr &run : m_runs) {
        const DriveScope::Figure *v = run->summary.figure(f.key);
        row.values.push_back(v ? v->value : None);
        if (v && v->known())
            largest = std::max(largest, v->value);
    }
    // A latency row in the unit its largest value asks for: 85 µs is not "0.085 ms".
    if (row.unit.isEmpty()) {
        const AxisUnit unit = AxisUnit::forNanoseconds(largest);
        row.unit = unit.name;
        row.divisor = unit.divisor;
    }
    m_figures.push_back(std::move(row));
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
    const QString number = formatNumber(std::abs(percent), 'f', 1);
    if (std::abs(percent) < 0.05) // prints as zero: neither sign is true
        return QStringLiteral("±") + number + QStringLiteral(" %");
    return (percent > 0 ? QStringLiteral("+") : QStringLiteral("−")) + number + QStringLiteral(" %");
}

QString CompareFiguresModel::formatValue(const Row &f, double value) const
{
    if (std::isnan(value))
        return QStringLiteral("—");
    const double shown = value / f.divisor;
    if (f.integer)
        return formatCount(std::llround(shown));
    // Four significant digits, never an exponent, grouped as the window's other counts:
    // 8.391, 85.12, 1,234, 11,638.
    const double magnitude = shown == 0 ? 0 : std::floor(std::log10(std::abs(shown)));
    const int decimals = std::clamp(3 - int(magnitude), 0, 6);
    return formatGrouped(shown, decimals);
}

int CompareFiguresModel::verdict(const Row &f, double percent) const
{
    // Differences that round to 0.0 % are not worth a colour.
    if (std::isnan(percent) || std::abs(percent) < 0.05 || f.better == DriveScope::Figure::Better::Neither)
        return 0;
    const bool higher = percent > 0;
    return (higher == (f.better == DriveScope::Figure::Better::Higher)) ? 1 : -1;
}

QVariant CompareFiguresModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const Row &f = m_figures[std::size_t(index.row())];
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
            return Text::tr("%1: the baseline").arg(m_labels.value(0));
        if (std::isnan(diff))
            return {};
        const int v = verdict(f, diff);
        const QString percent = formatNumber(std::abs(diff), 'f', 1);
        // Whole sentences: a translator words "higher … worse" as a whole.
        //: %1: the difference in percent, a number ("12.5").
        if (diff >= 0)
            return v > 0 ? Text::tr("%1 % higher than the baseline: better").arg(percent)
                : v < 0  ? Text::tr("%1 % higher than the baseline: worse").arg(percent)
                         : Text::tr("%1 % higher than the baseline").arg(percent);
        return v > 0 ? Text::tr("%1 % lower than the baseline: better").arg(percent)
            : v < 0  ? Text::tr("%1 % lower than the baseline: worse").arg(percent)
                     : Text::tr("%1 % lower than the baseline").arg(percent);
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
        const Row &f = m_figures[std::size_t(section)];
        if (role == Qt::DisplayRole)
            return f.unit == QStringLiteral("count") ? f.name : QStringLiteral("%1 (%2)").arg(f.name, f.unit);
        if (role == KeyRole)
            return f.key;
        if (role == Qt::ToolTipRole && f.better != DriveScope::Figure::Better::Neither)
            return f.better == DriveScope::Figure::Better::Lower ? Text::tr("Lower is better")
                                                                 : Text::tr("Higher is better");
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
        return section == 0 ? Text::tr("%1 (baseline)").arg(text) : text;
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
