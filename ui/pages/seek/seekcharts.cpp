// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/seek/seekcharts.h"

#include "ui/charts/latencyhistogramchart.h"
#include "ui/charts/scatterchart.h"
#include "ui/charts/timelinechart.h"
#include "ui/widgets/elidingcombobox.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>

namespace DriveScope {

SeekCharts::SeekCharts(QWidget *parent)
    : QWidget(parent)
    , m_histogram(new LatencyHistogramChart(this))
    , m_distance(
          new ScatterChart(Text::tr("Latency by seek distance"), Text::tr("Reads (sample)"), Text::tr("Seek distance"),
              &AxisUnit::forBytes, Text::tr("Latency"), &AxisUnit::forNanoseconds, SeekChartData::DistancePoints, this))
    , m_timeline(new TimelineChart(Text::tr("Latency over time"), Text::tr("Latency"), &AxisUnit::forNanoseconds,
          SeekChartData::TimelineBins, this))
    , m_scale(new ElidingComboBox(12, ElidingComboBox::Width::ShrinksFromContents, this))
    , m_estimate(new QLabel(this))
{
    m_estimate->setObjectName(QStringLiteral("accessTimeEstimate"));
    m_estimate->setWordWrap(true);
    m_estimate->hide();
    m_estimate->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Short items, so the closed box shows its whole choice; the rule behind
    // "Automatic" in its tooltip.
    m_scale->addItem(Text::tr("Automatic"));
    m_scale->setItemData(
        0, Text::tr("1 ms buckets when the median is 1 ms or more, else logarithmic µs"), Qt::ToolTipRole);
    m_scale->addItem(Text::tr("1 ms buckets (disks)"));
    m_scale->addItem(Text::tr("Logarithmic µs (fast devices)"));
    m_scale->setObjectName(QStringLiteral("histogramScale"));
    m_scale->setToolTip(m_scale->itemData(0, Qt::ToolTipRole).toString());
    m_scale->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_scale, &QComboBox::currentIndexChanged, this, &SeekCharts::applyScale);

    auto *scaleRow = new QHBoxLayout;
    scaleRow->addWidget(new QLabel(Text::tr("Histogram:"), this));
    scaleRow->addWidget(m_scale);
    scaleRow->addStretch();

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    // What the reads say about the drive, first: the answer before the charts behind it.
    grid->addWidget(m_estimate, 0, 0, 1, 2);
    grid->addLayout(scaleRow, 1, 0, 1, 2);
    grid->addWidget(m_histogram, 2, 0, 1, 2);
    grid->addWidget(m_distance, 3, 0);
    grid->addWidget(m_timeline, 3, 1);
    // Even rows: at 1280×820 a 3:2 split left the small charts ~70 px of plot, too
    // little for their axis titles and a readable latency trace.
    grid->setRowStretch(2, 1);
    grid->setRowStretch(3, 1);
}

void SeekCharts::setScaleChoice(ScaleChoice choice)
{
    m_scale->setCurrentIndex(int(choice));
}

void SeekCharts::applyScale()
{
    const auto choice = ScaleChoice(m_scale->currentIndex());
    const bool log = choice == ScaleChoice::LogMicroseconds || (choice == ScaleChoice::Auto && !m_rotational);
    m_histogram->setAutomatic(choice == ScaleChoice::Auto);
    m_histogram->setScale(
        log ? LatencyHistogramChart::Scale::LogMicroseconds : LatencyHistogramChart::Scale::Milliseconds);
}

void SeekCharts::begin(const RunResult &header)
{
    m_rotational = header.target.rotational == DeviceInfo::Rotational::Rotational;
    m_data.begin(header);
    m_histogramStale = m_plotsStale = false;
    m_histogram->clear();
    m_distance->clear();
    m_estimate->setToolTip({});
    // A disk's reads end in an estimate of its rotation and seek curve: its row is there
    // from the start, two lines high, so the charts do not jump down when it arrives. Other
    // drives get none, and no empty row above their charts.
    if (m_rotational) {
        m_estimate->setText(Text::tr("Rotation and seek curve: estimated from the reads when the run ends."));
        m_estimate->setMinimumHeight(2 * m_estimate->fontMetrics().lineSpacing());
        m_estimate->show();
    } else {
        m_estimate->clear();
        m_estimate->hide();
    }
    m_timeline->clear();
    applyScale();
}

void SeekCharts::add(std::span<const Sample> samples)
{
    m_data.add(samples);
    if (!samples.empty())
        m_histogramStale = m_plotsStale = true;
}

bool SeekCharts::showPrepared(const PreparedCharts &prepared)
{
    const auto *data = dynamic_cast<const SeekChartData *>(&prepared);
    if (!data)
        return false;
    m_data = *data;
    m_histogramStale = m_plotsStale = true;
    return true;
}

void SeekCharts::refresh(bool final)
{
    // The histogram on one drain, the scatter and the timeline on the next (each about
    // 12 Hz): drains that redrew all three gave GUI-thread stalls of p99 25.4-25.9 ms in
    // a 37,000 reads/s run, taking turns 21.1-21.8 ms (gui_seek_perf); at queue depth 32
    // the turns made no difference beyond the noise.
    const bool slowDue = final || !m_slowRefresh.isValid() || m_slowRefresh.elapsed() >= 75;
    if (final || !slowDue) {
        // The charts draw their own copy (~150 kB, copied only when it changed).
        if (m_histogramStale)
            m_histogram->setCounts(m_data.latency);
        m_histogramStale = false;
        m_histogram->refresh();
    }
    if (slowDue) {
        m_slowRefresh.start();
        if (m_plotsStale) {
            m_distance->setPoints(m_data.distance);
            m_timeline->setSeries(m_data.timeline);
        }
        m_plotsStale = false;
        m_distance->refresh(final);
        m_timeline->refresh(final);
    }
}

namespace {

QString rpmText(double rpm)
{
    //: a disk's spindle speed: "7,200 rpm"
    return Text::tr("%1 rpm").arg(formatCount(std::llround(rpm / 10) * 10));
}

bool sameDrive(const DeviceInfo &a, const DeviceInfo &b)
{
    if (!a.serial.isEmpty() || !b.serial.isEmpty())
        return a.serial == b.serial && a.model == b.model;
    return a.canonicalPath == b.canonicalPath;
}

// "7,200 rpm from writes (run of 12:03)" for every other run of the drive that
// estimated a rotation its own way (a cache-off sync-write run).
QStringList otherRotations(const RunRecord &record, const QList<RunRecordPtr> &session)
{
    QStringList out;
    for (const RunRecordPtr &other : session) {
        if (!other || other.get() == &record || !sameDrive(other->result.target, record.result.target))
            continue;
        for (const Figure &f : other->summary.figures)
            if (f.group == Figure::Group::Estimate && f.known() && f.key.endsWith(u"rotation_rpm")
                && f.key != u"rotation_rpm" && f.key != u"rotation_nominal_rpm")
                //: a figure's name, its rpm, and the start time of the run it is from
                out << Text::tr("%1 %2 (run of %3)")
                           .arg(f.name, rpmText(f.value),
                               other->result.startedAt.toLocalTime().toString(QStringLiteral("HH:mm")));
    }
    return out;
}

} // namespace

void SeekCharts::showSummary(const RunRecord &record, const QList<RunRecordPtr> &session)
{
    const AccessTimeEstimate *e = record.summary.accessTime.get();
    if (!e)
        return;
    const RotationEstimate &r = e->rotation;
    const SeekCurveEstimate &s = e->seek;
    QStringList parts;
    if (r.known)
        parts << Text::tr("<b>%1</b> (%2 ± %3 ms per revolution)")
                     .arg(rpmText(r.rpm()), formatNumber(r.revolutionNs / 1e6, 'f', 2),
                         formatNumber(std::max(r.halfWidthNs, 5e3) / 1e6, 'f', 2));
    if (s.known)
        parts << Text::tr("seek <b>%1 ms</b> average, %2 ms track-to-track, %3 ms full stroke")
                     .arg(formatNumber(s.averageNs / 1e6, 'f', 1), formatNumber(s.trackToTrackNs / 1e6, 'f', 1),
                         formatNumber(s.fullStrokeNs / 1e6, 'f', 1));
    if (record.result.target.nominalRpm > 0)
        parts << Text::tr("the drive reports %1").arg(rpmText(record.result.target.nominalRpm));
    parts << otherRotations(record, session);
    QString text = Text::tr("Estimated from %1 reads: %2").arg(formatCount(r.reads), parts.join(QStringLiteral(" · ")));
    if (!r.known)
        text = Text::tr("No rotation or seek curve estimated: %1.").arg(r.whyNot.toHtmlEscaped());
    else if (!s.known)
        text += QStringLiteral(" · ") + Text::tr("no seek curve: %1").arg(s.whyNot.toHtmlEscaped());
    m_estimate->setText(text);
    m_estimate->show();
    m_estimate->setToolTip(Text::tr("Rotation (estimated): %1\nSeek curve (estimated): %2\n\nA read waits for its "
                                    "seek, then up to one revolution for its sector: the band over the scatter is "
                                    "the fitted seek curve and one revolution above it (docs/estimates.md).")
                               .arg(rotationText(r), seekCurveText(s)));
    if (!r.known || !s.known) {
        m_distance->setBand({}, 0, {});
        return;
    }
    // The curve over byte distance: the mean over every start of the fitted seek.
    const double size = double(record.result.target.sizeBytes);
    double largest = 0;
    for (const QPointF &p : m_distance->drawnPoints())
        largest = std::max(largest, p.x());
    std::vector<QPointF> lower;
    constexpr int Steps = 64;
    for (int i = 0; i <= Steps; ++i) {
        const double x = largest * i / Steps;
        lower.emplace_back(x, s.meanSeekAtDistanceNs(x / size));
    }
    m_distance->setBand(std::move(lower), r.revolutionNs, Text::tr("Fitted band"));
}

QString SeekCharts::figures() const
{
    return m_histogram->liveFigures();
}

} // namespace DriveScope
