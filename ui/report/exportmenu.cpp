// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/exportmenu.h"

#include "ui/charts/export/chartexporter.h"
#include "ui/report/reportbuilder.h"

#include "core/bench/benchmarkregistry.h"
#include "core/bench/engine/fiojob.h"
#include "core/report/runreport.h"
#include "core/report/sessioncsv.h"
#include "core/report/sessionjson.h"
#include "core/session/session.h"
#include "core/util/text.h"

#include <QDir>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <tuple>

namespace DriveScope {

namespace {

// name and filter are shown translated (Text::tr); filter's %1 is the pattern "*.suffix".
struct Kind {
    ExportMenu::What what;
    const char *name;
    QString suffix;
    const char *filter;

    QString filterText() const { return Text::tr(filter).arg(QStringLiteral("*.") + suffix); }
};

const QList<Kind> &kinds()
{
    static const QList<Kind> list {
        { ExportMenu::What::SamplesCsv, QT_TRANSLATE_NOOP("DriveScope", "Samples as CSV"), QStringLiteral("csv"),
            QT_TRANSLATE_NOOP("DriveScope", "CSV (%1)") },
        { ExportMenu::What::FiguresCsv, QT_TRANSLATE_NOOP("DriveScope", "Figures as CSV"), QStringLiteral("csv"),
            QT_TRANSLATE_NOOP("DriveScope", "CSV (%1)") },
        { ExportMenu::What::Json, QT_TRANSLATE_NOOP("DriveScope", "JSON"), QStringLiteral("json"),
            QT_TRANSLATE_NOOP("DriveScope", "JSON (%1)") },
        { ExportMenu::What::Text, QT_TRANSLATE_NOOP("DriveScope", "Plain-text report"), QStringLiteral("txt"),
            QT_TRANSLATE_NOOP("DriveScope", "Text (%1)") },
        { ExportMenu::What::Pdf, QT_TRANSLATE_NOOP("DriveScope", "Report as PDF"), QStringLiteral("pdf"),
            QT_TRANSLATE_NOOP("DriveScope", "PDF (%1)") },
        { ExportMenu::What::Html, QT_TRANSLATE_NOOP("DriveScope", "Report as HTML"), QStringLiteral("html"),
            QT_TRANSLATE_NOOP("DriveScope", "HTML (%1)") },
        { ExportMenu::What::FioJob, QT_TRANSLATE_NOOP("DriveScope", "fio job file"), QStringLiteral("fio"),
            QT_TRANSLATE_NOOP("DriveScope", "fio job (%1)") },
    };
    return list;
}

QByteArray textReport(const Session &session)
{
    QString out;
    for (std::size_t i = 0; i < session.runs.size(); ++i) {
        out += QStringLiteral("== Run %1 of %2: %3\n")
                   .arg(i + 1)
                   .arg(session.runs.size())
                   .arg(describeRun(session.runs[i], session.label(i)));
        out += runTextReport(session.runs[i]);
        if (i + 1 < session.runs.size())
            out += u'\n';
    }
    return out.toUtf8();
}

// Every run as fio sections, one after another; a run fio cannot repeat says why.
QByteArray fioJobs(const Session &session)
{
    QString out;
    for (std::size_t i = 0; i < session.runs.size(); ++i) {
        const RunResult &run = session.runs[i];
        QString why;
        const QString job = BenchmarkRegistry::of(run).fioJob(run, &why);
        // The run's name and why come from the file: one comment line whatever they hold.
        out += job.isEmpty()
            ? FioJobFile::commentFor(QStringLiteral("Run %1 (%2): no fio job: %3").arg(i + 1).arg(run.benchmark, why))
                + u'\n'
            : job;
        if (i + 1 < session.runs.size())
            out += u'\n';
    }
    return out.toUtf8();
}

} // namespace

ExportMenu::ExportMenu(QWidget *parent, RunsGetter selectedRuns, RunsGetter allRuns)
    : QMenu(Text::tr("E&xport"), parent)
    , m_selected(std::move(selectedRuns))
    , m_all(std::move(allRuns))
{
    setObjectName(QStringLiteral("exportMenu"));
    QMenu *selected = addMenu(Text::tr("&Selected runs"));
    QMenu *all = addMenu(Text::tr("&Whole session"));
    for (const Kind &k : kinds()) {
        selected->addAction(Text::tr(k.name) + QStringLiteral("…"), this, [this, w = k.what] { run(w, true); });
        all->addAction(Text::tr(k.name) + QStringLiteral("…"), this, [this, w = k.what] { run(w, false); });
    }
    connect(this, &QMenu::aboutToShow, this, [this, selected, all] {
        selected->setEnabled(!m_selected().isEmpty());
        all->setEnabled(!m_all().isEmpty());
    });
}

Session ExportMenu::sessionOf(const QList<RunRecordPtr> &runs, const QString &title)
{
    Session s;
    s.title = title;
    for (const RunRecordPtr &r : runs)
        if (r)
            s.addRun(SessionRuns::Shared(r, &r->result)); // the window's run itself: no copy of its samples
    return s;
}

Session ExportMenu::sessionFor(bool selectedOnly) const
{
    Session s = sessionOf(selectedOnly ? m_selected() : m_all());
    if (m_header)
        std::tie(s.title, s.notes) = m_header();
    return s;
}

QByteArray ExportMenu::bytesFor(What what, const Session &session)
{
    switch (what) {
    case What::SamplesCsv: return sessionCsv(session);
    case What::FiguresCsv: return figuresCsv(session);
    case What::Json: return sessionJson(session);
    case What::Text: return textReport(session);
    case What::Pdf: return ReportBuilder(session).pdf();
    case What::Html: return ReportBuilder(session).html();
    case What::FioJob: return fioJobs(session);
    }
    return {};
}

namespace {

// Writes bytes to path on a pool thread; done(error) on the GUI thread.
void writeInBackground(QObject *context, const QString &path, std::function<QByteArray()> make,
    std::function<void(const QString &error)> done)
{
    auto *watcher = new QFutureWatcher<QString>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context, [watcher, done] {
        watcher->deleteLater();
        done(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([path, make = std::move(make)] {
        const QByteArray data = make();
        QString error;
        if (data.isEmpty())
            return Text::tr("The report could not be drawn.");
        ChartExporter::writeFile(path, data, &error);
        return error;
    }));
}

// A report drawn in steps: its text on a pool thread, then one run's charts recorded per
// turn of the event loop, then the pages painted, encoded and written on a pool thread.
// Deletes itself when done.
class ReportExport : public QObject {
public:
    ReportExport(QObject *context, bool pdf, Session session, QString path, std::function<void(const QString &)> done,
        ExportMenu::Progress progress)
        : QObject(context)
        , m_pdf(pdf)
        , m_session(std::make_shared<const Session>(std::move(session)))
        , m_path(std::move(path))
        , m_done(std::move(done))
        , m_progress(std::move(progress))
    {
        auto *watcher = new QFutureWatcher<ReportBuilder::Text>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
            watcher->deleteLater();
            m_builder = std::make_unique<ReportBuilder>(*m_session, watcher->result());
            step();
        });
        // The pool thread holds the session too: this object may go (its window closed) first.
        watcher->setFuture(QtConcurrent::run([session = m_session] { return ReportBuilder::writeText(*session); }));
    }

private:
    void step()
    {
        const int total = int(m_session->runs.size());
        if (m_progress && !m_progress(m_builder->runsDrawn(), total))
            return finish(ExportMenu::cancelledMessage());
        if (m_builder->runsDrawn() < total) {
            m_builder->drawNextRun();
            QTimer::singleShot(0, this, [this] { step(); });
            return;
        }
        // Every chart is a recorded picture now, its widgets gone: the page layout, the
        // PDF's vectors and the HTML's images are made on the pool thread. The lambda
        // holds the session the builder reads.
        std::shared_ptr<ReportBuilder> builder = std::move(m_builder);
        writeInBackground(
            this, m_path,
            [builder, session = m_session, pdf = m_pdf] { return pdf ? builder->pdf() : builder->html(); },
            [this](const QString &error) { finish(error); });
    }
    void finish(const QString &error)
    {
        m_done(error);
        deleteLater();
    }

    bool m_pdf;
    std::shared_ptr<const Session> m_session;
    QString m_path;
    std::function<void(const QString &)> m_done;
    ExportMenu::Progress m_progress;
    std::unique_ptr<ReportBuilder> m_builder;
};

} // namespace

QString ExportMenu::cancelledMessage()
{
    return Text::tr("The export was cancelled; nothing was written.");
}

void ExportMenu::exportTo(QObject *context, What what, const Session &session, const QString &path,
    std::function<void(const QString &error)> done, Progress progress)
{
    if (what == What::Pdf || what == What::Html) {
        new ReportExport(context, what == What::Pdf, session, path, std::move(done), std::move(progress));
        return;
    }
    writeInBackground(
        context, path, [what, session] { return bytesFor(what, session); }, std::move(done));
}

void ExportMenu::run(What what, bool selectedOnly)
{
    // Taken before the file dialog: what was picked when the user chose Export.
    const Session session = sessionFor(selectedOnly);
    if (session.runs.empty())
        return;
    const Kind &kind = *std::find_if(kinds().begin(), kinds().end(), [what](const Kind &k) { return k.what == what; });
    QWidget *owner = parentWidget();
    const QString name
        = (selectedOnly ? QStringLiteral("drivescope-runs.") : QStringLiteral("drivescope-session.")) + kind.suffix;
    const QString path
        = QFileDialog::getSaveFileName(owner, Text::tr(kind.name), QDir::home().filePath(name), kind.filterText());
    if (path.isEmpty())
        return;
    QPointer<ExportMenu> self(this);
    // A report takes a while to draw: its progress, and a way out, in a window-modal box
    // that shows only when it lasts (the window keeps repainting meanwhile).
    QPointer<QProgressDialog> progress;
    if (what == What::Pdf || what == What::Html) {
        progress = new QProgressDialog(
            Text::tr("Drawing the report…"), Text::tr("Cancel"), 0, int(session.runs.size()), owner);
        progress->setWindowTitle(Text::tr(kind.name));
        progress->setWindowModality(Qt::WindowModal);
        progress->setMinimumDuration(400);
        progress->setAutoClose(false);
        progress->setAutoReset(false);
    }
    // Cancelled here, by the user: told by this flag, not by the error's words.
    const auto cancelled = std::make_shared<bool>(false);
    const auto report = [progress, cancelled](int drawn, int total) {
        if (!progress)
            return true;
        progress->setValue(drawn);
        progress->setLabelText(drawn < total
                ? Text::tr("Drawing the report's charts: run %1 of %2…").arg(drawn + 1).arg(total)
                : Text::tr("Writing the report…"));
        *cancelled = progress->wasCanceled();
        return !*cancelled;
    };
    exportTo(
        this, what, session, path,
        [self, owner, path, progress, cancelled](const QString &error) {
            if (progress)
                progress->deleteLater();
            if (*cancelled)
                return;
            if (!error.isEmpty()) {
                QMessageBox::warning(owner, Text::tr("Export"), error);
                return;
            }
            if (self)
                emit self->exported(path);
        },
        report);
}

} // namespace DriveScope
