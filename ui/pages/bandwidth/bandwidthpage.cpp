// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/bandwidth/bandwidthpage.h"

#include "ui/pages/bandwidth/bandwidthcharts.h"
#include "ui/pages/bandwidth/bandwidthform.h"
#include "ui/run/writeconfirmdialog.h"

#include "core/bench/bandwidth/bandwidthbenchmark.h"
#include "core/bench/bandwidth/bandwidthkind.h"
#include "core/bench/bandwidth/bandwidthsummary.h"
#include "core/util/text.h"

#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

namespace DriveScope {

BandwidthPage::BandwidthPage(QWidget *parent)
    : FormChartsPage(bandwidthKind(), parent)
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
    setCharts(charts, m_charts);
    connect(this, &BenchmarkPage::runFinished, this, [this](const RunRecordPtr &record) {
        m_live.reset();
        // The rows the result kept (the sampler's last, shorter one included).
        beginCharts(record->result);
        m_charts->add(record->result.samples);
        refreshCharts(true);
    });
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

bool BandwidthPage::writes() const
{
    QString ignored;
    const auto config = m_form->config(&ignored);
    return config && config->write;
}

bool BandwidthPage::prepareTarget(TargetChoice *choice)
{
    if (!writes())
        return true; // reads change nothing
    QString error;
    const auto config = m_form->config(&error);
    if (WriteConfirmDialog::prepareWrite(this, choice, config->total,
            //: who writes: the start of "%1 writes to the whole of /dev/sdb."
            Text::tr("The bandwidth write"), &error))
        return true;
    if (!error.isEmpty())
        showBanner(error, true);
    return false;
}

std::shared_ptr<BenchmarkJob> BandwidthPage::makeJob(Target &target, QString *error)
{
    const auto plan = m_form->plan(target.info(), error);
    if (!plan)
        return nullptr;
    if (plan->write && !target.isWritable()) {
        *error = Text::tr("The target was opened read-only; nothing was written.");
        return nullptr;
    }
    // The device's counters are found when it starts, on the controller's pool thread.
    auto bench = std::make_shared<BandwidthBenchmark>(target, *plan);
    m_live = bench;
    return bench;
}

void BandwidthPage::beginCharts(const RunResult &header)
{
    BenchmarkPage::beginCharts(header);
    if (header.deviceStats.empty() && header.samples.empty())
        m_requestSize->setText(Text::tr("<b>Requests:</b> what the device received is known when the run ends."));
    else
        m_requestSize->setText(Text::tr("<b>Requests:</b> %1").arg(checkRequestSize(header).sentence.toHtmlEscaped()));
}

void BandwidthPage::refreshCharts(bool final)
{
    // The sampler is made on the pool thread that starts the run; the controller turns
    // Running only after that thread is done, so it is safe to read from then on.
    if (const auto bench = m_live.lock(); bench && controller()->state() == RunController::State::Running)
        m_charts->setDeviceRows(bench->sampler().rows());
    m_charts->refresh(final);
}

} // namespace DriveScope
