// SPDX-License-Identifier: GPL-3.0-or-later
#include "zonepage.h"

#include "writeconfirmdialog.h"
#include "zonechart.h"
#include "zoneform.h"

#include "core/bench/zonebenchmark.h"
#include "core/stats/zoneprofile.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

namespace DriveScope {

namespace {

class ZoneJob : public BenchmarkJob {
public:
    ZoneJob(Target &target, const ZonePlan &plan)
        : m_bench(target, plan)
    {
    }
    void start(BenchRunner &runner) override { m_bench.start(runner); }
    RunResult result(const BenchRunner &runner) const override { return m_bench.result(runner); }
    QString keyFigures(const RunResult &result, const LatencySummary &) const override
    {
        return ZonePage::keyFigures(result);
    }
    QJsonObject config() const override { return m_bench.plan().toJson(); }

private:
    ZoneBenchmark m_bench;
};

} // namespace

ZonePage::ZonePage(QWidget *parent)
    : BenchmarkPage(QStringLiteral("zone"), QStringLiteral("Zone sweep"), parent)
    , m_form(new ZoneForm)
    , m_chart(new ZoneChart)
    , m_xAxis(new QComboBox)
{
    m_xAxis->addItem(QStringLiteral("Offset in GB"));
    m_xAxis->addItem(QStringLiteral("Offset in % of the target"));
    m_xAxis->setObjectName(QStringLiteral("zoneXAxis"));
    connect(m_xAxis, &QComboBox::currentIndexChanged, this,
        [this](int index) { m_chart->setXAxis(index == 1 ? ZoneChart::XAxis::Percent : ZoneChart::XAxis::Gigabytes); });
    auto *charts = new QWidget;
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(QStringLiteral("X axis:")));
    row->addWidget(m_xAxis);
    row->addStretch();
    auto *layout = new QVBoxLayout(charts);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_chart, 1);
    setFormWidget(m_form);
    setChartsWidget(charts);
}

QString ZonePage::keyFigures(const RunResult &result)
{
    const auto plan = ZonePlan::fromJson(result.config);
    if (!plan)
        return {};
    const ZoneProfile p = ZoneProfile::compute(result.samples, *plan);
    if (p.completePoints == 0)
        return QStringLiteral("no complete point");
    QString text = QStringLiteral("max %1 · min %2 · mean %3 MB/s")
                       .arg(QString::number(p.maxMBps, 'f', 1), QString::number(p.minMBps, 'f', 1),
                           QString::number(p.meanMBps, 'f', 1));
    if (p.hasDrop)
        text += QStringLiteral(" · drop %1 %").arg(QString::number(p.dropPercent, 'f', 1));
    return text;
}

bool ZonePage::checkForm(const DeviceInfo &info, QString *error)
{
    if (info.sizeBytes <= 0 || info.logicalBlockSize <= 0)
        return m_form->config(error).has_value();
    return m_form->plan(info, error).has_value();
}

void ZonePage::showFormError(const QString &message)
{
    m_form->setError(message);
}

OpenOptions ZonePage::openOptions() const
{
    OpenOptions o;
    o.direct = !m_form->buffered();
    return o;
}

bool ZonePage::prepareTarget(TargetChoice *choice)
{
    QString error;
    const auto config = m_form->config(&error);
    if (!config || config->write == ZoneConfig::Write::None)
        return true; // a read sweep changes nothing
    if (WriteConfirmDialog::prepareWrite(this, choice, m_form->scratchSize(), QStringLiteral("A write sweep"), &error))
        return true;
    if (!error.isEmpty())
        showBanner(error, true);
    return false;
}

std::unique_ptr<BenchmarkJob> ZonePage::makeJob(Target &target, QString *error)
{
    const auto plan = m_form->plan(target.info(), error);
    if (!plan)
        return nullptr;
    if (plan->write != ZoneConfig::Write::None && !target.isWritable()) {
        *error = QStringLiteral("The target was opened read-only; nothing was written.");
        return nullptr;
    }
    RunResult header;
    header.target = target.info();
    header.config = plan->toJson();
    beginCharts(header);
    return std::make_unique<ZoneJob>(target, *plan);
}

void ZonePage::beginCharts(const RunResult &header)
{
    m_chart->begin(header);
}

void ZonePage::addSamples(std::span<const Sample> samples)
{
    m_chart->add(samples);
}

void ZonePage::refreshCharts(bool final)
{
    m_chart->refresh(final);
}

QString ZonePage::chartFigures() const
{
    return m_chart->figures();
}

void ZonePage::setFormEnabled(bool enabled)
{
    m_form->setEnabled(enabled);
}

void ZonePage::saveSettings(QSettings &settings) const
{
    settings.beginGroup(QStringLiteral("zone"));
    m_form->save(settings);
    settings.setValue(QStringLiteral("xAxis"), m_xAxis->currentIndex());
    settings.endGroup();
}

void ZonePage::restoreSettings(QSettings &settings)
{
    settings.beginGroup(QStringLiteral("zone"));
    m_form->restore(settings);
    m_xAxis->setCurrentIndex(settings.value(QStringLiteral("xAxis"), 0).toInt());
    settings.endGroup();
}

} // namespace DriveScope
