// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthpage.h"

#include "bandwidthcharts.h"
#include "bandwidthform.h"
#include "writeconfirmdialog.h"

#include "core/bench/bandwidthbenchmark.h"
#include "core/stats/bandwidthsummary.h"

#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

namespace DriveScope {

namespace {

class BandwidthJob : public BenchmarkJob {
public:
    BandwidthJob(Target &target, BandwidthPlan plan, std::shared_ptr<BandwidthPage::Live> live)
        : m_target(target)
        , m_plan(std::move(plan))
        , m_live(std::move(live))
    {
    }
    // On a pool thread (RunController): finding the counters stats /sys, and the
    // sampler's first snapshot reads /sys/block/X/stat.
    void start(BenchRunner &runner) override
    {
        m_live->bench = std::make_shared<BandwidthBenchmark>(m_target, m_plan, DiskStatsSource::forTarget(m_target.info()));
        m_live->bench->start(runner);
    }
    // result() stops the sampler (a last, shorter row): not const in the engine.
    RunResult result(const BenchRunner &runner) const override { return m_live->bench->result(runner); }
    bool includeWarmUp() const override { return true; } // every block counts
    QString keyFigures(const RunResult &result, const LatencySummary &) const override
    {
        return BandwidthPage::keyFigures(result);
    }
    QJsonObject config() const override { return m_plan.toJson(); }

private:
    Target &m_target;
    BandwidthPlan m_plan;
    std::shared_ptr<BandwidthPage::Live> m_live;
};

} // namespace

BandwidthPage::BandwidthPage(QWidget *parent)
    : BenchmarkPage(QStringLiteral("bandwidth"), QStringLiteral("Bandwidth"), parent)
    , m_form(new BandwidthForm)
    , m_charts(new BandwidthCharts)
    , m_requestSize(new QLabel)
{
    m_requestSize->setObjectName(QStringLiteral("requestSize"));
    m_requestSize->setWordWrap(true);
    m_requestSize->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *charts = new QWidget;
    auto *layout = new QVBoxLayout(charts);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_requestSize);
    layout->addWidget(m_charts, 1);
    setFormWidget(m_form);
    setChartsWidget(charts);
    connect(this, &BenchmarkPage::runFinished, this, [this](const RunRecordPtr &record) {
        m_live.reset();
        // The rows the result kept (the sampler's last, shorter one included).
        beginCharts(record->result);
        addSamples(record->result.samples);
        refreshCharts(true);
    });
}

QString BandwidthPage::keyFigures(const RunResult &result)
{
    const BandwidthSummary s = summarizeBandwidth(result);
    QString text = QStringLiteral("%1 %2 MB/s")
                       .arg(result.config.value(QStringLiteral("direction")).toString(),
                           QString::number(s.megabytesPerSecond(), 'f', 1));
    if (s.requestSize.requests > 0)
        text += QStringLiteral(" · device requests %1 kB")
                    .arg(QString::number(s.requestSize.averageRequestBytes / 1e3, 'f', 1));
    return text;
}

QString BandwidthPage::requestSizeText() const
{
    return m_requestSize->text();
}

bool BandwidthPage::checkForm(const DeviceInfo &info, QString *error)
{
    if (info.sizeBytes <= 0 || info.logicalBlockSize <= 0 || target().kind != TargetChoice::Kind::Drive)
        return m_form->config(error).has_value();
    return m_form->plan(info, error).has_value();
}

void BandwidthPage::showFormError(const QString &message)
{
    m_form->setError(message);
}

bool BandwidthPage::prepareTarget(TargetChoice *choice)
{
    QString error;
    const auto config = m_form->config(&error);
    if (!config || !config->write)
        return true; // reads change nothing
    if (WriteConfirmDialog::prepareWrite(this, choice, config->total, QStringLiteral("The bandwidth write"), &error))
        return true;
    if (!error.isEmpty())
        showBanner(error, true);
    return false;
}

std::unique_ptr<BenchmarkJob> BandwidthPage::makeJob(Target &target, QString *error)
{
    const auto plan = m_form->plan(target.info(), error);
    if (!plan)
        return nullptr;
    if (plan->write && !target.isWritable()) {
        *error = QStringLiteral("The target was opened read-only; nothing was written.");
        return nullptr;
    }
    m_live = std::make_shared<Live>();
    RunResult header;
    header.target = target.info();
    header.config = plan->toJson();
    beginCharts(header);
    return std::make_unique<BandwidthJob>(target, *plan, m_live);
}

void BandwidthPage::beginCharts(const RunResult &header)
{
    m_charts->begin(header);
    if (header.deviceStats.empty() && header.samples.empty())
        m_requestSize->setText(QStringLiteral("<b>Requests:</b> what the device received is known when the run ends."));
    else
        m_requestSize->setText(QStringLiteral("<b>Requests:</b> ") + checkRequestSize(header).sentence.toHtmlEscaped());
}

void BandwidthPage::addSamples(std::span<const Sample> samples)
{
    m_charts->add(samples);
}

void BandwidthPage::refreshCharts(bool final)
{
    // live->bench is set on the pool thread that starts the run; the controller turns
    // Running only after that thread is done, so it is safe to read from then on.
    if (m_live && m_live->bench && controller()->state() == RunController::State::Running)
        m_charts->setDeviceRows(m_live->bench->sampler().rows());
    m_charts->refresh(final);
}

QString BandwidthPage::chartFigures() const
{
    return m_charts->figures();
}

void BandwidthPage::setFormEnabled(bool enabled)
{
    m_form->setEnabled(enabled);
}

void BandwidthPage::saveSettings(QSettings &settings) const
{
    settings.beginGroup(QStringLiteral("bandwidth"));
    m_form->save(settings);
    settings.endGroup();
}

void BandwidthPage::restoreSettings(QSettings &settings)
{
    settings.beginGroup(QStringLiteral("bandwidth"));
    m_form->restore(settings);
    settings.endGroup();
}

} // namespace DriveScope
