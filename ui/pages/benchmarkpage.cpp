// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/benchmarkpage.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"
#include "ui/charts/chartview.h"
#include "ui/charts/export/chartexporter.h"
#include "ui/pages/chartsscrollarea.h"
#include "ui/pages/formfields.h"
#include "ui/pages/headlinelabel.h"
#include "ui/pages/pageregistry.h"
#include "ui/widgets/breakablepath.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QChartView>
#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <cmath>

namespace DriveScope {

BenchmarkPage::BenchmarkPage(const BenchmarkKind &kind, QWidget *parent)
    : QWidget(parent)
    , m_kind(&kind)
    , m_controller(new RunController(this))
    , m_banner(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_startButton(new QPushButton(Text::tr("Start"), this))
    , m_progress(new QProgressBar(this))
    , m_eta(new QLabel(this))
    , m_figures(new QLabel(this))
    , m_targetLabel(new QLabel(this))
    , m_headline(new HeadlineLabel(this))
{
    if (const PageEntry *entry = PageRegistry::find(kind.id()))
        m_controller->setPrepareCharts(entry->prepareCharts);
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setContentsMargins(8, 6, 8, 6);
    m_banner->setAutoFillBackground(true);
    m_banner->hide();
    m_banner->setObjectName(QStringLiteral("banner"));

    m_startButton->setObjectName(QStringLiteral("startButton"));
    m_startButton->setToolTip(Text::tr("Start or stop the run (Ctrl+R; Esc stops)"));
    m_startButton->setMinimumWidth(90);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setFormat(QStringLiteral("%p %"));
    m_eta->setMinimumWidth(110);
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_figures->setObjectName(QStringLiteral("liveFigures"));
    m_figures->setWordWrap(true);
    m_targetLabel->setObjectName(QStringLiteral("targetLabel"));
    m_targetLabel->setWordWrap(true); // a long path wraps (after its slashes) instead of widening the window
    m_targetLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_startButton);
    controls->addWidget(m_progress, 1);
    controls->addWidget(m_eta);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_targetLabel);
    layout->addWidget(m_headline);
    layout->addWidget(m_splitter, 1);
    layout->addLayout(controls);
    layout->addWidget(m_figures);
    // Last, under Start: when it appears nothing above it moves (at the top it pushed
    // the form down, and a click meant for one field landed in the next).
    layout->addWidget(m_banner);

    connect(m_startButton, &QPushButton::clicked, this, &BenchmarkPage::toggleRun);
    connect(m_controller, &RunController::tick, this, &BenchmarkPage::onTick);
    connect(m_controller, &RunController::finished, this, &BenchmarkPage::onFinished);
    connect(m_controller, &RunController::stateChanged, this, &BenchmarkPage::onStateChanged);
    connect(m_controller, &RunController::started, this,
        [this](int runId, const std::shared_ptr<const BenchRunner> &runner, const RunResult &header,
            const RunJournal::PhaseSource &phases) {
            RunResult described = header;
            described.benchmark = m_kind->id();
            emit runStarted(runId, runner, described, phases);
        });
    connect(m_controller, &RunController::openProgress, this, [this](const QString &text, int percent) {
        m_eta->clear();
        m_figures->setText(text);
        if (percent >= 0 && percent <= 100)
            m_progress->setValue(percent * 10);
    });
    connect(m_controller, &RunController::failedToStart, this, [this](const QString &message) {
        // The charts and headline may still hold the run shown before: nothing of it
        // belongs beside this refusal (it stays in the runs table).
        clearShownRun();
        // Said once: under the form when the options did not fit the target, else here.
        if (!m_formRejectedStart)
            showBanner(message, true);
        m_formRejectedStart = false;
        m_figures->setText(Text::tr("Nothing ran."));
    });
    setTarget({});
}

void BenchmarkPage::setForm(QWidget *widget, PageForm *form)
{
    m_formWidget = widget;
    m_pageForm = form;
    watchForm(widget);
    // Choice boxes as wide as a short item, not their longest (a preset's whole name is
    // in the popup): the form's column then fits beside the charts at 1024×768. The
    // forms make theirs ElidingComboBox(12), so a cut text ends in "…"; this holds any other.
    for (QComboBox *box : widget->findChildren<QComboBox *>()) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    // Where the window is narrow (1024 px at a 12 pt font) a field goes under its label
    // rather than holding the window wider than the screen; beside it everywhere else.
    for (QFormLayout *rows : widget->findChildren<QFormLayout *>())
        rows->setRowWrapPolicy(QFormLayout::WrapLongRows);
    auto *scroll = new QScrollArea(m_splitter);
    scroll->setWidget(widget);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(widget->minimumSizeHint().width() + 20);
    m_splitter->insertWidget(0, scroll);
    m_splitter->setStretchFactor(0, 0);
}

void BenchmarkPage::watchForm(QWidget *widget)
{
    // Checked as typed (a moment after the last key): Start is disabled with the reason
    // while the options cannot run on the chosen target, and the form says why.
    m_validate.setSingleShot(true);
    m_validate.setInterval(150);
    connect(&m_validate, &QTimer::timeout, this, &BenchmarkPage::validateForm);
    auto later = [this] { m_validate.start(); };
    for (QLineEdit *e : widget->findChildren<QLineEdit *>())
        connect(e, &QLineEdit::textChanged, this, later);
    for (QSpinBox *b : widget->findChildren<QSpinBox *>())
        connect(b, &QSpinBox::valueChanged, this, later);
    for (QDoubleSpinBox *b : widget->findChildren<QDoubleSpinBox *>())
        connect(b, &QDoubleSpinBox::valueChanged, this, later);
    for (QComboBox *b : widget->findChildren<QComboBox *>())
        connect(b, &QComboBox::currentIndexChanged, this, later);
    for (QAbstractButton *b : widget->findChildren<QAbstractButton *>())
        connect(b, &QAbstractButton::toggled, this, later);
    for (QAbstractItemView *v : widget->findChildren<QAbstractItemView *>()) {
        connect(v->model(), &QAbstractItemModel::rowsInserted, this, later);
        connect(v->model(), &QAbstractItemModel::rowsRemoved, this, later);
        connect(v->model(), &QAbstractItemModel::dataChanged, this, later);
    }
}

void BenchmarkPage::validateForm()
{
    if (m_controller->isActive() || !m_pageForm)
        return;
    QString error;
    const bool ok = !m_target.isValid() || checkForm(m_target.info, &error);
    const QString shown = ok ? QString() : error;
    m_pageForm->setError(shown);
    FormFields::markField(m_formWidget, shown);
    m_startButton->setEnabled(ok);
    m_startButton->setToolTip(
        ok ? Text::tr("Start or stop the run (Ctrl+R; Esc stops)") : Text::tr("Cannot start: %1").arg(shown));
}

void BenchmarkPage::setCharts(QWidget *widget, PageCharts *charts)
{
    m_pageCharts = charts;
    // Once a page, in its first (main) chart: every chart saying it was noise.
    if (auto *first = widget->findChild<ChartView *>())
        first->setEmptyHint(Text::tr("Nothing measured yet: press Start (Ctrl+R)."));
    auto *scroll = new ChartsScrollArea(widget, m_splitter);
    m_splitter->addWidget(scroll);
    m_splitter->setStretchFactor(m_splitter->indexOf(scroll), 1);
    m_splitter->setSizes({ 340, 1000 }); // the charts get the room
}

void BenchmarkPage::saveSettings(QSettings &settings) const
{
    settings.beginGroup(m_kind->id());
    m_pageForm->save(settings);
    saveExtra(settings);
    settings.endGroup();
}

void BenchmarkPage::restoreSettings(QSettings &settings)
{
    settings.beginGroup(m_kind->id());
    m_pageForm->restore(settings);
    restoreExtra(settings);
    settings.endGroup();
}

void BenchmarkPage::setTarget(const TargetChoice &target)
{
    // Another target: the run shown was of the old one, and would sit under the new
    // "Target:" line. (A run picked in the runs table later says whose it is.)
    const bool other = target.path != m_target.path || target.kind != m_target.kind;
    m_target = target;
    if (other && !m_controller->isActive() && m_pageCharts)
        clearShownRun();
    else if (m_shownRunId == 0)
        showIdleHint();
    if (m_pageForm)
        m_validate.start(); // the options may fit one target and not another
    m_targetLabel->setText(target.isValid()
            ? Text::tr("<b>Target:</b> %1 — %2")
                  .arg(breakablePath(target.label().toHtmlEscaped()), formatBytesDecimal(target.info.sizeBytes))
            : Text::tr("<b>Target:</b> none chosen"));
    emit targetChanged(target);
}

void BenchmarkPage::showBanner(const QString &text, bool error)
{
    QPalette pal = m_banner->palette();
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    if (error) {
        pal.setColor(QPalette::Window, dark ? QColor(0x5c, 0x1e, 0x1e) : QColor(0xfd, 0xe2, 0xe1));
        pal.setColor(QPalette::WindowText, dark ? QColor(0xff, 0xdc, 0xdc) : QColor(0x7a, 0x12, 0x12));
    } else {
        pal.setColor(QPalette::Window, dark ? QColor(0x1e, 0x3a, 0x5c) : QColor(0xe1, 0xec, 0xfd));
        pal.setColor(QPalette::WindowText, dark ? QColor(0xdc, 0xe8, 0xff) : QColor(0x12, 0x2f, 0x7a));
    }
    m_banner->setPalette(pal);
    m_banner->setText(text);
    m_banner->show();
}

void BenchmarkPage::hideBanner()
{
    m_banner->clear();
    m_banner->hide();
}

QString BenchmarkPage::bannerText() const
{
    return m_banner->isVisibleTo(this) ? m_banner->text() : QString();
}

QString BenchmarkPage::headlineText() const
{
    return m_headline->accessibleName();
}

void BenchmarkPage::clearShownRun()
{
    m_shownRunId = 0;
    RunResult nothing;
    nothing.benchmark = m_kind->id();
    nothing.target = m_target.info;
    beginCharts(nothing);
    refreshCharts(true);
    hideBanner();
    resetProgress();
    m_figures->clear();
    showIdleHint();
    setChartCaption(nullptr);
}

void BenchmarkPage::setChartCaption(const RunResult *run)
{
    // What an exported or copied chart says under it: benchmark, drive, when.
    QString caption;
    if (run) {
        const RunResult &r = *run;
        const QDateTime when = r.startedAt.isValid() ? r.startedAt : QDateTime::currentDateTimeUtc();
        const QString drive = r.target.model.isEmpty()
            ? r.target.path
            : QStringLiteral("%1 (%2)").arg(r.target.path, r.target.shownModel());
        caption = QStringLiteral("DriveScope %1 · %2 · %3")
                      .arg(m_kind->title(), drive, when.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    }
    for (QChartView *view : findChildren<QChartView *>())
        view->setProperty(ChartExporter::CaptionProperty, caption);
}

void BenchmarkPage::showIdleHint()
{
    m_headline->showHint(m_target.isValid()
            ? Text::tr("Set the options on the left and press Start (Ctrl+R): the result appears here.")
            : Text::tr("Choose a drive or a file on the left, then press Start (Ctrl+R)."));
}

void BenchmarkPage::resetProgress()
{
    m_progress->setValue(0);
    m_eta->clear();
}

QString BenchmarkPage::liveFiguresText() const
{
    return m_figures->text();
}

void BenchmarkPage::start()
{
    if (m_controller->isActive())
        return;
    hideBanner();
    if (!m_target.isValid()) {
        resetProgress();
        showBanner(Text::tr("Choose a drive or a file to measure first."), true);
        return;
    }
    // Two runs on one drive would each measure the other's I/O: said before any
    // confirmation, and again once the target's disk is known.
    if (const QString busy = m_driveInUse ? m_driveInUse(m_target.path, QString()) : QString(); !busy.isEmpty()) {
        resetProgress();
        showBanner(busy, true);
        return;
    }
    QString error;
    if (!checkForm(m_target.info, &error)) {
        resetProgress();
        m_pageForm->setError(error);
        emit formRejected(error);
        return;
    }
    m_pageForm->setError({});
    TargetChoice choice = m_target;
    if (!prepareTarget(&choice))
        return;
    m_rate.clear();
    m_sampleRate.clear();
    m_lastLiveText = -1;
    m_progress->setValue(0);
    m_measuringPath = m_target.path;
    m_measuringDisk.clear();
    m_controller->start(
        choice, openOptions(),
        [this](Target &target, QString *why) {
            // What opening the chosen file told (its block sizes): the form is checked
            // against it as typed from now on, not only after the next open.
            if (target.info().path == m_target.path && m_target.kind == TargetChoice::Kind::File)
                m_target.info = target.info();
            // A model drive is its own (they share no disk, whatever their diskName).
            const QString disk = target.info().kind == DeviceInfo::Kind::Simulated ? QString() : target.info().diskName;
            if (m_driveInUse)
                *why = m_driveInUse(m_measuringPath, disk);
            if (!why->isEmpty())
                return std::shared_ptr<BenchmarkJob>(); // the banner says which run has the drive
            m_measuringDisk = disk;
            auto job = makeJob(target, why);
            if (!job) {
                m_formRejectedStart = true;
                m_pageForm->setError(*why);
                emit formRejected(*why);
                return job;
            }
            RunResult header;
            header.benchmark = m_kind->id();
            header.target = target.info();
            header.config = job->config();
            beginCharts(header);
            setChartCaption(&header); // a chart copied while it runs says whose it is too
            m_shownRunId = m_controller->runId();
            m_headline->showHint(Text::tr("Measuring… the result appears here when the run ends."));
            return job;
        },
        [this](std::span<const Sample> samples) { m_pageCharts->add(samples); });
    updateFigures(Text::tr("Opening %1…").arg(m_target.path));
}

QString BenchmarkPage::measuringPath() const
{
    return m_controller->isActive() ? m_measuringPath : QString();
}

QString BenchmarkPage::measuringDisk() const
{
    return m_controller->isActive() ? m_measuringDisk : QString();
}

void BenchmarkPage::stop()
{
    m_controller->stop();
}

void BenchmarkPage::toggleRun()
{
    if (m_controller->isActive())
        stop();
    else
        start();
}

void BenchmarkPage::showRun(const RunRecordPtr &record)
{
    if (!record || m_controller->isActive())
        return;
    m_shownRunId = record->id;
    beginCharts(record->result);
    if (!record->charts || !m_pageCharts->showPrepared(*record->charts))
        m_pageCharts->add(record->result.samples);
    refreshCharts(true);
    m_pageCharts->showSummary(*record, m_sessionRuns ? m_sessionRuns() : QList<RunRecordPtr> {});
    m_figures->setText(summaryText(*record));
    m_headline->showSummary(
        record->summary, runContext(*record), breakablePath(record->result.target.path), runContext(*record, false));
    setChartCaption(&record->result);
}

bool BenchmarkPage::useSettingsOf(const RunResult &run)
{
    if (m_controller->isActive()) {
        showBanner(Text::tr("Stop the run first: its settings stay as they are while it runs."), true);
        return false;
    }
    QString why;
    if (!m_pageForm->useSettings(run, &why)) {
        showBanner(why, true);
        return false;
    }
    hideBanner();
    validateForm(); // the chosen target may not take them (a region past its end)
    return true;
}

void BenchmarkPage::onStateChanged()
{
    const bool active = m_controller->isActive();
    m_startButton->setText(active ? Text::tr("Stop") : Text::tr("Start"));
    // Stop is always there to press; Start again once the options are checked.
    m_startButton->setEnabled(true);
    if (!active)
        m_validate.start();
    m_formWidget->setEnabled(!active);
    emit runningChanged(active);
}

void BenchmarkPage::onTick()
{
    refreshCharts(false);
    const qint64 done = m_controller->completed();
    const qint64 total = m_controller->expected();
    const double elapsed = m_controller->elapsedSeconds();
    const int value = total > 0 ? int(1000 * done / total) : 0;
    if (value != m_progress->value())
        m_progress->setValue(value);
    // The rates keep every tick; the words change four times a second, as fast as
    // anyone reads them. Each new text re-lays out the whole page (a wrapping label's
    // height may change): at every 40 ms tick that alone took ~18 % of a core
    // (gui_seek_perf, GUI thread busy 40 % with it, 22 % without).
    m_rate.add(elapsed, done);
    m_sampleRate.add(elapsed, m_controller->samplesSoFar());
    if (m_lastLiveText >= 0 && elapsed - m_lastLiveText < LiveTextPeriodS)
        return;
    m_lastLiveText = elapsed;
    const std::optional<double> secondsLeft = total > done ? m_rate.secondsLeft(total) : std::nullopt;
    if (secondsLeft)
        m_eta->setText(Text::tr("ETA %1").arg(etaText(*secondsLeft)));
    else
        m_eta->clear();
    // Reads per second over the last second or so, not since the start.
    QString rate;
    if (const std::optional<double> perSecond = m_sampleRate.rateOver(ProgressRate::RateWindowS))
        // In the page's own I/Os: a sync write page said "813 reads/s · 1740 writes".
        rate = QStringLiteral("%1 %2/s · ").arg(formatRate(*perSecond), m_kind->ioName());
    updateFigures(liveStatus(done, total, rate));
}

QString BenchmarkPage::liveStatus(qint64 done, qint64 total, const QString &rate) const
{
    //: 1,234 of 5,000 reads · then the rate ("2,345 reads/s · ") or nothing
    return Text::tr("%1 of %2 %3 · %4").arg(formatCount(done), formatCount(total), m_kind->ioName(), rate);
}

void BenchmarkPage::updateFigures(const QString &status)
{
    m_figures->setText(status + m_pageCharts->figures());
}

QString BenchmarkPage::etaText(double seconds)
{
    const auto s = qint64(seconds + 0.5);
    if (s >= 3600)
        return QStringLiteral("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
    if (s >= 60)
        return QStringLiteral("%1 min %2 s").arg(s / 60).arg(s % 60);
    // Rounded down to "0 s" with a second still to go, it read as done.
    return seconds < 1 ? Text::tr("under 1 s") : QStringLiteral("%1 s").arg(s);
}

QString BenchmarkPage::runContext(const RunRecord &record, bool withTarget) const
{
    const QDateTime started = record.result.startedAt.toLocalTime();
    QString context = started.isValid() ? Text::tr("run of %1").arg(started.toString(QStringLiteral("HH:mm:ss")))
                                        : Text::tr("a run");
    if (record.result.status != RunStatus::Completed)
        //: whose run the headline shows, then its status: "run of 14:03:11 cancelled"
        context = Text::tr("%1 %2", "a run and its status").arg(context, runStatusName(record.result.status));
    // A run of another target than the one chosen says whose it is.
    if (withTarget && record.result.target.path != m_target.path)
        //: whose run the headline shows, then its target: "run of 14:03:11 on /dev/sdb"
        context = Text::tr("%1 on %2").arg(context, QStringLiteral("%1")); // the path, fitted by the headline
    return context;
}

QString BenchmarkPage::summaryText(const RunRecord &record)
{
    const LatencySummary &s = record.summary.latency;
    // Named by its start time, as the runs table's "When" column shows it: the record's id
    // is internal (a reopened run's is a million or more).
    const QDateTime started = record.result.startedAt.toLocalTime();
    QString text = started.isValid()
        //: the run's start time, then its status: "Run of 14:03:11 completed"
        ? Text::tr("Run of %1 %2")
              .arg(started.toString(QStringLiteral("HH:mm:ss")), runStatusName(record.result.status))
        //: the run's status: "Run completed" (its start time unknown)
        : Text::tr("Run %1").arg(runStatusName(record.result.status));
    text += QStringLiteral(" · ") + Text::tr("%1 I/Os").arg(formatCount(s.count));
    if (s.count)
        text += QStringLiteral(" · ")
            + Text::tr("%1/s · mean %2 · p50 %3 · p99 %4 · max %5")
                  .arg(formatCount(std::llround(s.opsPerSecond)), formatDurationNs(s.meanNs),
                      formatDurationNs(double(s.p50Ns)), formatDurationNs(double(s.p99Ns)),
                      formatDurationNs(double(s.maxNs)));
    if (!record.result.direct)
        text += QStringLiteral(" · ") + Text::tr("page cache in the way");
    return text;
}

void BenchmarkPage::onFinished(const RunRecordPtr &record)
{
    refreshCharts(true);
    m_eta->clear();
    const RunResult &r = record->result;
    const LatencySummary &s = record->summary.latency;
    // A stopped or failed run's bar goes back to empty: the banner says how far it got.
    m_progress->setValue(r.status == RunStatus::Completed ? 1000 : 0);
    m_pageCharts->showSummary(*record, m_sessionRuns ? m_sessionRuns() : QList<RunRecordPtr> {});
    // The exact summary now (the live figures came from the histogram, within 0.4 %).
    m_figures->setText(summaryText(*record));
    m_headline->showSummary(
        record->summary, runContext(*record), breakablePath(record->result.target.path), runContext(*record, false));
    setChartCaption(&record->result);
    // Counts as the tables print them (12,900, not 12900), named as the benchmark's I/Os.
    const QString ios = m_kind->ioName().isEmpty() ? Text::tr("I/Os") : m_kind->ioName();
    if (r.status == RunStatus::Failed)
        showBanner(Text::tr("The run stopped on an error: %1 The %2 %3 before it are kept in the runs table.")
                       .arg(r.failure.message, formatCount(s.count), ios),
            true);
    else if (r.status == RunStatus::Cancelled)
        showBanner(Text::tr("Stopped. The partial run (%1 of %2 %3) is kept, labelled cancelled.")
                       .arg(formatCount(qint64(r.samples.size())), formatCount(r.expectedSamples), ios),
            false);
    emit runFinished(record);
}

} // namespace DriveScope
