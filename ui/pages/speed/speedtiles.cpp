// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/speed/speedtiles.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"
#include "ui/pages/speed/speedbarchart.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace DriveScope {

namespace {

QString describe(const SpeedTest &t)
{
    const QString size = formatBytesBinary(t.blockSize);
    return QStringLiteral("%1 · %2 · %3")
        .arg(t.sequential ? Text::tr("%1 sequential").arg(size) : Text::tr("%1 random").arg(size),
            Text::tr("%1 in flight").arg(t.depth),
            t.threads == 1 ? Text::tr("1 thread") : Text::tr("%1 threads").arg(t.threads));
}

QLabel *scaled(const QString &text, double factor, bool bold, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * factor);
    f.setBold(bold);
    label->setFont(f);
    return label;
}

} // namespace

SpeedTile::SpeedTile(SpeedDirection direction, QWidget *parent)
    : QFrame(parent)
    , m_direction(direction)
    , m_value(scaled(QStringLiteral("–"), 2.0, true, this))
    , m_unit(new QLabel(QStringLiteral("MB/s"), this))
    , m_difference(new QLabel(this))
    , m_detail(new QLabel(this))
{
    setObjectName(QStringLiteral("speedTile"));
    auto *top = new QHBoxLayout;
    top->addStretch(1);
    top->addWidget(m_value, 0, Qt::AlignBaseline);
    top->addWidget(m_unit, 0, Qt::AlignBaseline);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 8, 6);
    layout->setSpacing(2);
    layout->addStretch(1);
    layout->addLayout(top);
    layout->addWidget(m_difference, 0, Qt::AlignRight);
    layout->addWidget(m_detail, 0, Qt::AlignRight);
    m_difference->hide();
    layout->addStretch(1);
    m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setAlignment(Qt::AlignRight);
    // Room for its lines before the first result (four while a measured cell is measured
    // again), so the grid does not jump.
    m_detail->setMinimumHeight(m_detail->fontMetrics().lineSpacing() * 4);
    // The labels sit on the tile's Base colour (its background role, which paintEvent
    // fills): their text is the matching Text role.
    setBackgroundRole(QPalette::Base);
    for (QLabel *l : { m_value, m_unit, m_difference, m_detail })
        l->setForegroundRole(QPalette::Text);
}

void SpeedTile::setDifference(const QString &text, const QColor &color)
{
    m_difference->setText(text);
    QPalette p = m_difference->palette();
    p.setColor(QPalette::Text, color.isValid() ? color : palette().color(QPalette::Text));
    m_difference->setPalette(p);
    m_difference->setVisible(!text.isEmpty());
}

QString SpeedTile::differenceText() const
{
    return m_difference->text();
}

QColor SpeedTile::differenceColor() const
{
    return m_difference->palette().color(m_difference->foregroundRole());
}

void SpeedTile::setCell(const SpeedCell &cell, int measuringRun, int runs)
{
    m_active = measuringRun > 0;
    if (cell.measured()) {
        const double mbps = cell.median.megabytesPerSecond;
        m_value->setText(formatNumber(mbps, 'f', mbps < 100 ? 2 : 1));
        // One figure a line and no wrapping: the tile's minimum height then holds all
        // three (wrapped text at a 12 pt font on a 1024 px screen was cut off).
        auto latency = [this](double ns) -> QString {
            if (m_latencyUnit.name.isEmpty())
                return formatDurationNs(ns);
            // Four significant digits in the one unit: 85.20 µs, 1,907 µs, 0.9751 ms.
            const double shown = ns / m_latencyUnit.divisor;
            const int magnitude = shown > 0 ? int(std::floor(std::log10(shown))) : 0;
            return formatGrouped(shown, std::clamp(3 - magnitude, 0, 4)) + QLatin1Char(' ') + m_latencyUnit.name;
        };
        m_detail->setText(Text::tr("%1 IOPS\nmean %2\np99 %3")
                              .arg(formatCount(std::llround(cell.median.iops)), latency(cell.median.meanNs),
                                  latency(cell.median.p99Ns)));
        const QString best = formatNumber(cell.best.megabytesPerSecond, 'f', 1);
        setToolTip(cell.runs.size() == 1
                ? Text::tr("Median of 1 run; best %1 MB/s").arg(best)
                : Text::tr("Median of %1 runs; best %2 MB/s").arg(QString::number(cell.runs.size()), best));
    } else {
        m_value->setText(QStringLiteral("–"));
        m_detail->clear();
        setToolTip({});
    }
    if (m_active)
        m_detail->setText(Text::tr("measuring run %1 of %2").arg(measuringRun).arg(runs)
            + (cell.measured() ? QStringLiteral("\n") + m_detail->text() : QString()));
    update();
}

QString SpeedTile::valueText() const
{
    return m_value->text();
}

QString SpeedTile::detailText() const
{
    return m_detail->text();
}

QColor SpeedTile::accent() const
{
    return m_accent.isValid() ? m_accent : speedDirectionColor(m_direction, palette().color(backgroundRole()));
}

void SpeedTile::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event);
    // A coloured bar on the left says the direction (or, compared, the run); the running
    // tile's frame is bold in the same colour. Drawn from the palette, so light and dark
    // themes both hold.
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor base = palette().color(backgroundRole());
    const QColor accent = this->accent();
    const QRectF box = QRectF(rect()).adjusted(1, 1, -1, -1);
    p.setPen(QPen(m_active ? accent : palette().color(QPalette::Mid), m_active ? 2.0 : 1.0));
    p.setBrush(base);
    p.drawRoundedRect(box, 4, 4);
    p.setPen(Qt::NoPen);
    p.setBrush(accent);
    p.drawRoundedRect(QRectF(box.left(), box.top(), 6, box.height()), 3, 3);
}

SpeedTiles::SpeedTiles(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QGridLayout(this))
    , m_empty(new QLabel(Text::tr("Press Start: each test's tiles fill in as its runs finish."), this))
{
    m_layout->setHorizontalSpacing(10);
    m_layout->setVerticalSpacing(10);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true); // one line held the German window at 1016 px with a 12 pt font
    m_layout->addWidget(m_empty, 0, 0);
}

void SpeedTiles::begin(const RunResult &header)
{
    m_plan = SpeedPlan::fromJson(header.config);
    m_phases = header.phases;
    m_current = -1;
    rebuild();
    refresh(false);
}

void SpeedTiles::appendPhases(std::vector<PhaseStats> phases, int currentPhase)
{
    for (PhaseStats &p : phases)
        m_phases.push_back(std::move(p));
    m_current = currentPhase;
}

void SpeedTiles::rebuild()
{
    for (QWidget *w : m_built)
        delete w;
    m_built.clear();
    m_tiles.clear();
    m_empty->setVisible(!m_plan);
    if (!m_plan)
        return;
    for (std::size_t d = 0; d < m_plan->directions.size(); ++d) {
        const SpeedDirection dir = m_plan->directions[d];
        QString name = dir == SpeedDirection::Read ? Text::tr("Read", "direction")
            : dir == SpeedDirection::Write         ? Text::tr("Write", "direction")
                                                   : Text::tr("Mix (%1 % reads)").arg(m_plan->mixReadPercent);
        auto *header = scaled(name, 1.2, true, this);
        header->setAlignment(Qt::AlignCenter);
        m_layout->addWidget(header, 0, int(d) + 1);
        m_built.push_back(header);
    }
    for (std::size_t t = 0; t < m_plan->tests.size(); ++t) {
        const SpeedTest &test = m_plan->tests[t];
        auto *name = scaled(test.name(), 1.2, true, this);
        auto *what = scaled(describe(test), 0.9, false, this);
        what->setWordWrap(true);
        auto *box = new QWidget(this);
        auto *v = new QVBoxLayout(box);
        v->setContentsMargins(0, 0, 8, 0);
        v->addStretch(1);
        v->addWidget(name);
        v->addWidget(what);
        v->addStretch(1);
        m_layout->addWidget(box, int(t) + 1, 0);
        m_built.push_back(box);
        m_tiles.emplace_back();
        for (std::size_t d = 0; d < m_plan->directions.size(); ++d) {
            auto *tile = new SpeedTile(m_plan->directions[d], this);
            m_layout->addWidget(tile, int(t) + 1, int(d) + 1);
            m_tiles.back().push_back(tile);
            m_built.push_back(tile);
        }
        m_layout->setRowStretch(int(t) + 1, 1);
    }
    for (std::size_t d = 0; d < m_plan->directions.size(); ++d)
        m_layout->setColumnStretch(int(d) + 1, 1);
}

void SpeedTiles::refresh(bool final)
{
    if (!m_plan)
        return;
    m_grid = SpeedGrid::of(*m_plan, m_phases);
    const auto order = m_plan->phases();
    const bool live = !final && m_current >= 0 && m_current < int(order.size());
    for (std::size_t t = 0; t < m_tiles.size(); ++t)
        for (std::size_t d = 0; d < m_tiles[t].size(); ++d) {
            const SpeedCell &cell = m_grid.cells[t * m_plan->directions.size() + d];
            int measuring = 0;
            if (live) {
                const SpeedPlan::Phase &p = order[std::size_t(m_current)];
                if (std::size_t(p.test) == t && p.direction == m_plan->directions[d])
                    measuring = p.run;
            }
            m_tiles[t][d]->setCell(cell, measuring, m_plan->runs);
        }
}

QString SpeedTiles::currentText() const
{
    return phaseText(m_current);
}

QString SpeedTiles::phaseText(int phase) const
{
    if (!m_plan || phase < 0)
        return {};
    const auto order = m_plan->phases();
    if (phase >= int(order.size()))
        return {};
    const SpeedPlan::Phase &p = order[std::size_t(phase)];
    //: the test, its direction, and which of its runs: "RND4K Q32T1 write, run 2 of 5"
    return Text::tr("%1 %2, run %3 of %4")
        .arg(m_plan->tests[std::size_t(p.test)].name(), speedDirectionTitle(p.direction))
        .arg(p.run)
        .arg(m_plan->runs);
}

QString SpeedTiles::figures() const
{
    return {}; // the running test leads the page's live line (SpeedPage::liveStatus)
}

SpeedTile *SpeedTiles::tile(int test, int direction) const
{
    if (test < 0 || test >= int(m_tiles.size()) || direction < 0 || direction >= int(m_tiles[std::size_t(test)].size()))
        return nullptr;
    return m_tiles[std::size_t(test)][std::size_t(direction)];
}

} // namespace DriveScope
