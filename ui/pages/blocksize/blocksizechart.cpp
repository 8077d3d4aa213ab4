// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/blocksize/blocksizechart.h"
#include "ui/charts/axisunit.h"

#include "ui/charts/seriescolors.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCursor>
#include <QFontMetricsF>
#include <QHorizontalBarSeries>
#include <QToolTip>
#include <QValueAxis>

namespace DriveScope {

BlockSizeChart::BlockSizeChart(QWidget *parent)
    : ChartView(Text::tr("Sequential MB/s by transfer size"), parent)
{
    setEmptyHint(Text::tr("Press Start: each transfer size gets a bar for reads (and writes) as it finishes."));
    connect(chart(), &QChart::plotAreaChanged, this, &BlockSizeChart::fitLabels);
}

void BlockSizeChart::begin(const RunResult &header)
{
    m_plan = BlockSizePlan::fromJson(header.config);
    m_phases = header.phases;
    refresh(false);
}

void BlockSizeChart::appendPhases(std::vector<PhaseStats> phases)
{
    for (PhaseStats &p : phases)
        m_phases.push_back(std::move(p));
}

std::vector<double> BlockSizeChart::drawnMegabytes(bool write) const
{
    std::vector<double> out;
    if (!m_plan)
        return out;
    for (qint64 size : m_plan->sizes) {
        double v = 0;
        for (const BlockSizeRow &r : m_profile.rows)
            if (r.size == size)
                v = write ? r.write.megabytesPerSecond : r.read.megabytesPerSecond;
        out.push_back(v);
    }
    return out;
}

void BlockSizeChart::refresh(bool final)
{
    Q_UNUSED(final);
    QChart *c = chart();
    m_series = nullptr;
    c->removeAllSeries();
    for (QAbstractAxis *a : c->axes()) {
        c->removeAxis(a);
        delete a;
    }
    m_profile = m_plan ? BlockSizeProfile::of(*m_plan, m_phases) : BlockSizeProfile {};
    if (!m_plan)
        return;
    auto *series = new QHorizontalBarSeries;
    const QColor base = palette().color(QPalette::Base);
    double top = 0;
    QBarSet *writeSet = nullptr;
    for (const bool write : { false, true }) {
        if (write && !m_plan->write)
            continue;
        auto *set = new QBarSet(write ? Text::tr("write", "direction") : Text::tr("read", "direction"));
        if (write)
            writeSet = set;
        set->setColor(SeriesColors::of(write ? SeriesColors::Vermillion : SeriesColors::Blue, base));
        set->setLabelColor(palette().color(QPalette::Text));
        // The category axis counts upwards: the largest size first, so 512 B is on top.
        const std::vector<double> values = drawnMegabytes(write);
        for (auto i = values.size(); i-- > 0;) {
            *set << values[i];
            top = std::max(top, values[i]);
        }
        series->append(set);
    }
    // A value beside each bar where the bars are as tall as a line of text; where they
    // are thinner (many sizes on a short chart) the labels would overprint each other, and
    // hovering a bar says its value instead.
    m_series = series;
    connect(series, &QHorizontalBarSeries::hovered, this, [this, writeSet](bool on, int index, QBarSet *set) {
        const std::vector<double> values = drawnMegabytes(set == writeSet);
        const auto at = values.size() - 1 - std::size_t(index); // bars run bottom up
        if (!on || index < 0 || at >= values.size())
            return QToolTip::hideText();
        QToolTip::showText(QCursor::pos(),
            QStringLiteral("%1 %2: %3 MB/s")
                .arg(transferSizeName(m_plan->sizes[at]), set->label(), formatGrouped(values[at], 1)),
            this);
    });
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(4);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    c->addSeries(series);
    QStringList names;
    for (auto i = m_plan->sizes.size(); i-- > 0;)
        names << transferSizeName(m_plan->sizes[i]);
    auto *sizes = new QBarCategoryAxis;
    sizes->append(names);
    sizes->setLabelsFont(font());
    // Qt sizes the label column by its minimum ("...") at some fonts and elides the
    // sizes; a size name is short enough never to need it.
    sizes->setTruncateLabels(false);
    c->addAxis(sizes, Qt::AlignLeft);
    series->attachAxis(sizes);
    auto *mbps = new QValueAxis;
    mbps->setTitleText(AxisUnit::megabytesPerSecondTitle());
    // Room for the labels beyond the longest bar.
    mbps->setRange(0, niceCeil(std::max(top * 1.2, 1.0)));
    mbps->setLabelFormat(QStringLiteral("%.0f"));
    c->addAxis(mbps, Qt::AlignBottom);
    series->attachAxis(mbps);
    applyPalette();
    // Qt elides a category label to "..." where its row is shorter than a line: the chart
    // asks for the height its sizes need, and the page scrolls it on a short screen.
    const double line = QFontMetricsF(sizes->labelsFont()).height();
    setMinimumHeight(int(double(m_plan->sizes.size()) * line * 1.3) + 150);
    fitLabels();
}

void BlockSizeChart::fitLabels()
{
    if (!m_series || !m_plan)
        return;
    const int bars = int(m_plan->sizes.size()) * m_series->count();
    const double barHeight = chart()->plotArea().height() * 0.8 / std::max(bars, 1);
    m_series->setLabelsVisible(barHeight >= QFontMetricsF(chart()->font()).height());
}

QString BlockSizeChart::figures() const
{
    if (m_profile.rows.empty())
        return {};
    const QString bestRead = formatGrouped(m_profile.bestReadMBps, 1);
    //: the best read MB/s, and the smallest transfer size that reaches 95 % of it
    QString text = m_profile.readFullFrom
        ? Text::tr("best read %1 MB/s, 95 % from %2").arg(bestRead, transferSizeName(m_profile.readFullFrom))
        : Text::tr("best read %1 MB/s").arg(bestRead);
    if (m_profile.writes()) {
        const QString bestWrite = formatGrouped(m_profile.bestWriteMBps, 1);
        //: the best write MB/s, and the smallest transfer size that reaches 95 % of it
        text += QStringLiteral(" · ")
            + (m_profile.writeFullFrom ? Text::tr("best write %1 MB/s, 95 % from %2")
                                             .arg(bestWrite, transferSizeName(m_profile.writeFullFrom))
                                       : Text::tr("best write %1 MB/s").arg(bestWrite));
    }
    return text;
}

} // namespace DriveScope
