// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/syncwrite/syncwritepage.h"

#include "ui/widgets/breakablepath.h"

#include "ui/charts/latencyhistogramchart.h"
#include "ui/pages/syncwrite/syncwritecharts.h"
#include "ui/pages/syncwrite/syncwriteform.h"
#include "ui/run/writecachestatus.h"
#include "ui/run/writeconfirmdialog.h"

#include "core/bench/syncwrite/syncwritebenchmark.h"
#include "core/bench/syncwrite/syncwritekind.h"
#include "core/device/writecacheprobe.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QFutureWatcher>
#include <QGridLayout>
#include <QLabel>
#include <QSettings>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace DriveScope {

SyncWritePage::SyncWritePage(QWidget *parent)
    : FormChartsPage(syncwriteKind(), parent)
    , m_cache(new QLabel)
{
    m_cache->setObjectName(QStringLiteral("writeCache"));
    m_cache->setWordWrap(true);
    m_cache->setTextInteractionFlags(Qt::TextSelectableByMouse);
    showCacheLines();
    auto *charts = new QWidget;
    auto *grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_cache, 0, 0);
    grid->addWidget(m_charts, 1, 0);
    grid->setRowStretch(1, 1);
    setCharts(charts, m_charts);
    connect(this, &BenchmarkPage::runFinished, this, &SyncWritePage::onRunFinished);
    connect(this, &BenchmarkPage::targetChanged, this, &SyncWritePage::probeWriteCache);
    probeWriteCache(target());
}

void SyncWritePage::probeWriteCache(const TargetChoice &target)
{
    const int generation = ++m_probeGeneration;
    m_probeDone = false;
    if (!target.isValid()) {
        m_probeLine = Text::tr("no target chosen");
        showCacheLines();
        return;
    }
    // Write cache on or off (0.15 ms vs 8.4 ms a write) is told apart before a run.
    // hdparm may take seconds on a sleeping drive: on a pool thread.
    m_probeLine = Text::tr("checking %1 (sysfs, hdparm -W)…").arg(target.path.toHtmlEscaped());
    showCacheLines();
    auto *watcher = new QFutureWatcher<WriteCacheProbe::Result>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_probeGeneration)
            return; // the user has chosen another target since
        m_probeLine = WriteCacheStatus::summary(watcher->result()).toHtmlEscaped();
        m_probeDone = true;
        showCacheLines();
        emit writeCacheProbed(m_probeLine);
    });
    watcher->setFuture(QtConcurrent::run([target] { return WriteCacheStatus::probe(target); }));
}

void SyncWritePage::showCacheLines()
{
    QString text = Text::tr("<b>Write cache:</b> %1").arg(m_probeLine);
    if (!m_runLine.isEmpty())
        text += QStringLiteral("<br>") + m_runLine;
    m_cache->setText(text);
}

QString SyncWritePage::writeCacheText() const
{
    return m_cache->text();
}

bool SyncWritePage::checkForm(const DeviceInfo &info, QString *error)
{
    const auto config = m_form->config(error);
    if (!config)
        return false;
    if (info.sizeBytes > 0 && info.logicalBlockSize > 0 && target().kind == TargetChoice::Kind::Drive) {
        for (qint64 size : config->sizes)
            for (SyncMode mode : config->modes)
                if (!planSyncWrite(*config, size, mode, info, error))
                    return false;
    }
    return true;
}

OpenOptions SyncWritePage::openOptions() const
{
    return openOptionsFor(m_current.second);
}

bool SyncWritePage::prepareTarget(TargetChoice *choice)
{
    if (m_continuing) {
        // The next (size, mode) of the same Start: confirmed already.
        m_continuing = false;
        *choice = m_writeChoice;
        return true;
    }
    QString error;
    const auto config = m_form->config(&error);
    if (!config)
        return false;
    m_config = *config;
    m_queue = m_config.runs();
    m_current = m_queue.front();
    m_queue.erase(m_queue.begin());
    if (!WriteConfirmDialog::prepareWrite(this, choice, m_config.scratchFileSize(),
            //: who writes: the start of "%1 writes to the whole of /dev/sdb."
            Text::tr("The sync write benchmark"), &error)) {
        m_queue.clear();
        if (!error.isEmpty())
            showBanner(error, true);
        return false;
    }
    m_writeChoice = *choice;
    return true;
}

std::shared_ptr<BenchmarkJob> SyncWritePage::makeJob(Target &target, QString *error)
{
    auto plan = planSyncWrite(m_config, m_current.first, m_current.second, target.info(), error);
    if (!plan) {
        m_queue.clear();
        return nullptr;
    }
    if (!target.isWritable()) {
        *error = Text::tr("The target was opened read-only; nothing was written.");
        m_queue.clear();
        return nullptr;
    }
    // sysfs' view only (no hdparm here: this runs on the GUI thread).
    plan->writeCache = WriteCacheProbe::probe(target.info(), false).toJson();
    return makeSyncWriteBenchmark(target, *plan);
}

void SyncWritePage::onRunFinished(const RunRecordPtr &record)
{
    if (record->result.status != RunStatus::Completed || m_queue.empty()) {
        m_queue.clear();
        return;
    }
    m_current = m_queue.front();
    m_queue.erase(m_queue.begin());
    m_continuing = true;
    // After the runs table has the finished run.
    QTimer::singleShot(0, this, [this] {
        if (!isRunning())
            start();
    });
}

void SyncWritePage::beginCharts(const RunResult &header)
{
    BenchmarkPage::beginCharts(header);
    const auto plan = SyncWritePlan::fromJson(header.config);
    if (!plan)
        m_runLine.clear();
    else
        m_runLine = Text::tr("<b>Run:</b> %2 writes, %3 (%4), to %5; cache as recorded: %1")
                        .arg(WriteCacheProbe::Result::fromJson(plan->writeCache).describe().toHtmlEscaped(),
                            formatBytesBinary(plan->writeSize), syncModeTitle(plan->mode),
                            syncModeFlagsText(plan->mode), breakablePath(header.target.path.toHtmlEscaped()));
    showCacheLines();
}

LatencyHistogramChart *SyncWritePage::histogram() const
{
    return m_charts->histogram();
}

TimelineChart *SyncWritePage::timeline() const
{
    return m_charts->timeline();
}

} // namespace DriveScope
