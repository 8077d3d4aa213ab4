// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/speed/speedcompareview.h"
#include "ui/charts/axisunit.h"

#include "ui/compare/comparefiguresmodel.h"
#include "ui/compare/comparestyle.h"
#include "ui/pages/speed/speedtiles.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QGridLayout>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QScrollArea>
#include <QValueAxis>

#include <algorithm>

namespace DriveScope {

namespace {

QString directionTitle(SpeedDirection direction)
{
    switch (direction) {
    case SpeedDirection::Read: return Text::tr("Read (MB/s)");
    case SpeedDirection::Write: return Text::tr("Write (MB/s)");
    case SpeedDirection::Mix: return Text::tr("Mix (MB/s)");
    }
    return {};
}

QLabel *boldLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    return label;
}

} // namespace

SpeedCompareView::SpeedCompareView(CompareRuns compared, QObject *parent)
    : CompareView(std::move(compared), parent)
{
    double slowestMeanNs = 0;
    for (const RunRecordPtr &run : runs().runs) {
        const auto plan = SpeedPlan::fromJson(run->result.config);
        m_grids.push_back(plan ? SpeedGrid::of(*plan, run->result.phases) : SpeedGrid {});
    }
    for (std::size_t r = 0; r < m_grids.size(); ++r)
        for (const SpeedCell &c : m_grids[r].cells) {
            if (!c.measured())
                continue;
            slowestMeanNs = std::max(slowestMeanNs, c.median.meanNs);
            if (std::find(m_directions.begin(), m_directions.end(), c.direction) == m_directions.end())
                m_directions.push_back(c.direction);
            const QString name = c.test.name();
            auto at = std::find_if(m_cells.begin(), m_cells.end(),
                [&](const Cell &cell) { return cell.test == name && cell.direction == c.direction; });
            if (at == m_cells.end()) {
                m_cells.push_back({ name, c.direction, std::vector<const SpeedCell *>(m_grids.size(), nullptr) });
                at = m_cells.end() - 1;
            }
            at->perRun[r] = &c;
        }
    std::sort(m_directions.begin(), m_directions.end());
    m_latencyUnit
        = slowestMeanNs > 10e6 ? AxisUnit { QStringLiteral("ms"), 1e6 } : AxisUnit { QStringLiteral("µs"), 1e3 };

    auto *tiles = new QWidget;
    tiles->setObjectName(QStringLiteral("compareSpeedTiles"));
    buildTiles(new QGridLayout(tiles));
    auto *scroll = new QScrollArea;
    scroll->setWidget(tiles);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Room for the run names and two whole rows of tiles; more rows scroll.
    if (const auto *tile = tiles->findChild<SpeedTile *>()) {
        const int lines = 4 + tiles->fontMetrics().height() * 5; // a run name of three lines, the direction
        scroll->setMinimumHeight(std::min(tiles->sizeHint().height(), lines + 2 * (tile->sizeHint().height() + 8)));
    }
    addChart(scroll);

    m_bars = new ChartView(Text::tr("Median MB/s per test, a bar per run"));
    m_bars->setObjectName(QStringLiteral("compareSpeedBars"));
    addChart(m_bars);
}

void SpeedCompareView::buildTiles(QGridLayout *grid)
{
    const int columns = int(m_directions.size());
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(8);
    QStringList tests;
    for (const Cell &c : m_cells)
        if (!tests.contains(c.test))
            tests << c.test;
    for (int r = 0; r < int(m_grids.size()); ++r) {
        // Each run's block under its label, a little apart from the next.
        auto *header
            = boldLabel(r == 0 ? Text::tr("%1 (baseline)").arg(runs().labels.value(r)) : runs().labels.value(r),
                grid->parentWidget());
        header->setObjectName(QStringLiteral("compareSpeedRun"));
        header->setWordWrap(true);
        header->setAlignment(Qt::AlignCenter);
        grid->addWidget(header, 0, 1 + r * (columns + 1), 1, columns);
        for (int d = 0; d < columns; ++d) {
            auto *title = new QLabel(directionTitle(m_directions[std::size_t(d)]), grid->parentWidget());
            title->setAlignment(Qt::AlignCenter);
            grid->addWidget(title, 1, 1 + r * (columns + 1) + d);
            grid->setColumnStretch(1 + r * (columns + 1) + d, 1);
        }
        if (r + 1 < int(m_grids.size()))
            grid->setColumnMinimumWidth((r + 1) * (columns + 1), 12);
    }
    m_tiles.assign(m_grids.size(), std::vector<SpeedTile *>(m_cells.size(), nullptr));
    for (int t = 0; t < tests.size(); ++t) {
        grid->addWidget(boldLabel(tests[t], grid->parentWidget()), 2 + t, 0);
        for (std::size_t i = 0; i < m_cells.size(); ++i) {
            const Cell &cell = m_cells[i];
            if (cell.test != tests[t])
                continue;
            const int d
                = int(std::find(m_directions.begin(), m_directions.end(), cell.direction) - m_directions.begin());
            for (std::size_t r = 0; r < m_grids.size(); ++r) {
                auto *tile = new SpeedTile(cell.direction, grid->parentWidget());
                tile->setLatencyUnit(m_latencyUnit);
                if (cell.perRun[r])
                    tile->setCell(*cell.perRun[r], 0, 0);
                grid->addWidget(tile, 2 + t, 1 + int(r) * (columns + 1) + d);
                m_tiles[r][i] = tile;
            }
        }
    }
}

SpeedTile *SpeedCompareView::tile(int run, int cell) const
{
    if (run < 0 || run >= int(m_tiles.size()) || cell < 0 || cell >= int(m_cells.size()))
        return nullptr;
    return m_tiles[std::size_t(run)][std::size_t(cell)];
}

void SpeedCompareView::redraw()
{
    // Differences and their colours follow the palette (light or dark).
    const QPalette &palette = this->palette();
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        const SpeedCell *baseline = m_cells[i].perRun.front();
        for (std::size_t r = 0; r < m_tiles.size(); ++r) {
            m_tiles[r][i]->setAccent(colorOf(int(r))); // the run's colour, as in the bars
            m_tiles[r][i]->update();
            const SpeedCell *cell = m_cells[i].perRun[r];
            if (r == 0 || !cell) {
                m_tiles[r][i]->setDifference(r == 0 ? Text::tr("baseline") : QString(), {});
                continue;
            }
            const double percent = CompareFiguresModel::percentDifference(
                baseline ? baseline->median.megabytesPerSecond : std::nan(""), cell->median.megabytesPerSecond);
            const QColor color = std::isnan(percent) || std::abs(percent) < 0.05 ? QColor()
                : percent > 0                                                    ? CompareStyle::betterColor(palette)
                                                                                 : CompareStyle::worseColor(palette);
            m_tiles[r][i]->setDifference(CompareFiguresModel::formatDifference(percent), color);
        }
    }
    drawBars();
}

void SpeedCompareView::drawBars()
{
    QChart *c = m_bars->chart();
    c->removeAllSeries();
    for (QAbstractAxis *a : c->axes()) {
        c->removeAxis(a);
        delete a;
    }
    auto *series = new QHorizontalBarSeries;
    double top = 0;
    for (std::size_t r = 0; r < m_grids.size(); ++r) {
        auto *set = new QBarSet(runs().labels.value(int(r)));
        set->setColor(colorOf(int(r)));
        set->setLabelColor(palette().color(QPalette::WindowText)); // the compare's palette, light or dark
        // Bars run top to bottom in the grid's order: the category axis counts upwards.
        for (auto i = m_cells.size(); i-- > 0;) {
            const SpeedCell *cell = m_cells[i].perRun[r];
            const double mbps = cell ? cell->median.megabytesPerSecond : 0;
            *set << mbps;
            top = std::max(top, mbps);
        }
        series->append(set);
    }
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(4); // 519.6, 44.17: as the tiles show them
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    c->addSeries(series);
    QStringList names;
    for (auto i = m_cells.size(); i-- > 0;)
        names << QStringLiteral("%1 %2").arg(m_cells[i].test, speedDirectionTitle(m_cells[i].direction));
    auto *categories = new QBarCategoryAxis;
    categories->append(names);
    c->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    auto *mbps = new QValueAxis;
    mbps->setTitleText(AxisUnit::megabytesPerSecondTitle());
    mbps->setRange(0, ChartView::niceCeil(std::max(top * 1.15, 1.0)));
    mbps->setLabelFormat(QStringLiteral("%.0f"));
    c->addAxis(mbps, Qt::AlignBottom);
    series->attachAxis(mbps);
    // A bar per run and category, each a text line high: the chart asks for that room.
    m_bars->setMinimumHeight(std::max(
        240, int(names.size() * m_grids.size()) * m_bars->fontMetrics().height() + 6 * m_bars->fontMetrics().height()));
    m_bars->applyPalette();
}

} // namespace DriveScope
