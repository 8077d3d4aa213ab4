// SPDX-License-Identifier: GPL-3.0-or-later
#include "seekpage.h"

#include "seekcharts.h"
#include "seekform.h"

#include "core/bench/seekbenchmark.h"
#include "core/util/byteunits.h"

#include <QJsonArray>
#include <QSettings>

namespace DriveScope {

namespace {

class SeekJob : public BenchmarkJob {
public:
    SeekJob(Target &target, const SeekPlan &plan)
        : m_bench(target, plan)
    {
    }
    void start(BenchRunner &runner) override { m_bench.start(runner); }
    RunResult result(const BenchRunner &runner) const override { return m_bench.result(runner); }
    bool includeWarmUp() const override { return m_bench.plan().includeWarmUp; }
    QJsonObject config() const override { return m_bench.plan().toJson(); }
    QString keyFigures(const RunResult &result, const LatencySummary &summary) const override
    {
        return SeekPage::keyFigures(result, summary);
    }

private:
    SeekBenchmark m_bench;
};

} // namespace

SeekPage::SeekPage(QWidget *parent)
    : BenchmarkPage(QStringLiteral("seek"), QStringLiteral("Seek"), parent)
    , m_form(new SeekForm)
    , m_charts(new SeekCharts)
{
    setFormWidget(m_form);
    setChartsWidget(m_charts);
}

QString SeekPage::keyFigures(const RunResult &result, const LatencySummary &summary)
{
    const QJsonObject &c = result.config;
    const int readers = c.value(QStringLiteral("workers")).toInt();
    QStringList regions;
    for (const QJsonValue &r : c.value(QStringLiteral("regions")).toArray())
        regions << r.toObject().value(QStringLiteral("label")).toString();
    QString text = QStringLiteral("%1 × %2 %3 · %4")
                       .arg(formatBytesBinary(c.value(QStringLiteral("read_size")).toInteger()))
                       .arg(readers)
                       .arg(readers == 1 ? QStringLiteral("reader") : QStringLiteral("readers"))
                       .arg(regions.isEmpty() ? QStringLiteral("whole target") : regions.join(QStringLiteral(" + ")));
    if (regions.size() > 1)
        text += QStringLiteral(" (%1)").arg(c.value(QStringLiteral("placement")).toString());
    if (summary.count > 0)
        text += QStringLiteral(" · p50 ") + formatDurationNs(double(summary.p50Ns));
    return text;
}

bool SeekPage::checkForm(const DeviceInfo &info, QString *error)
{
    // Before opening only sysfs' facts are known; a target without them (a file not
    // yet opened) is checked for syntax here and fully once it is open.
    if (info.sizeBytes <= 0 || info.logicalBlockSize <= 0)
        return m_form->config(error).has_value();
    return m_form->plan(info, error).has_value();
}

void SeekPage::showFormError(const QString &message)
{
    m_form->setError(message);
}

OpenOptions SeekPage::openOptions() const
{
    OpenOptions o;
    o.direct = !m_form->buffered();
    return o;
}

std::unique_ptr<BenchmarkJob> SeekPage::makeJob(Target &target, QString *error)
{
    const auto plan = m_form->plan(target.info(), error);
    if (!plan)
        return nullptr;
    RunResult header;
    header.target = target.info();
    header.config = plan->toJson();
    beginCharts(header);
    return std::make_unique<SeekJob>(target, *plan);
}

void SeekPage::beginCharts(const RunResult &header)
{
    m_charts->begin(header);
}

void SeekPage::addSamples(std::span<const Sample> samples)
{
    m_charts->add(samples);
}

void SeekPage::refreshCharts(bool final)
{
    m_charts->refresh(final);
}

QString SeekPage::chartFigures() const
{
    return m_charts->figures();
}

void SeekPage::setFormEnabled(bool enabled)
{
    m_form->setEnabled(enabled);
}

void SeekPage::saveSettings(QSettings &settings) const
{
    settings.beginGroup(QStringLiteral("seek"));
    m_form->save(settings);
    settings.endGroup();
}

void SeekPage::restoreSettings(QSettings &settings)
{
    settings.beginGroup(QStringLiteral("seek"));
    m_form->restore(settings);
    settings.endGroup();
}

} // namespace DriveScope
