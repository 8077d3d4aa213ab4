// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/runrecord.h"

#include <QMenu>

#include <functional>
#include <utility>

namespace DriveScope {

struct Session;

// The window's Export menu (issue 5): the selected run(s) or the whole session as
// samples CSV, JSON, the CLI's plain-text report, and the PDF/HTML report. The bytes
// are made by the same functions as drivescope-cli report (sessionCsv, sessionJson,
// runTextReport, ReportBuilder) and written off the GUI thread, atomically; a failure
// is one sentence in a message box. MainWindow gives it the runs picked in the runs
// table and all the session's runs (MainWindow::selectedRuns, allRuns).
class ExportMenu : public QMenu {
    Q_OBJECT
public:
    using RunsGetter = std::function<QList<RunRecordPtr>()>;
    enum class What { SamplesCsv, FiguresCsv, Json, Text, Pdf, Html, FioJob };

    ExportMenu(QWidget *parent, RunsGetter selectedRuns, RunsGetter allRuns);

    QList<RunRecordPtr> selectedRuns() const { return m_selected(); }
    QList<RunRecordPtr> allRuns() const { return m_all(); }
    // The session's title and notes, which reports of its runs (selected or all) carry:
    // the notes say what the runs were measured under. Unset: none.
    using HeaderGetter = std::function<std::pair<QString, QString>()>;
    void setHeader(HeaderGetter titleAndNotes) { m_header = std::move(titleAndNotes); }
    // What an export holds: the selected or all runs, with the title and notes.
    Session sessionFor(bool selectedOnly) const;

    // A session from the window's runs, in the order given.
    static Session sessionOf(const QList<RunRecordPtr> &runs, const QString &title = {});
    // The bytes of one export (GUI thread for Pdf/Html: the charts are widgets).
    static QByteArray bytesFor(What what, const Session &session);
    // How far a report's drawing is (runs drawn of total); false cancels it.
    using Progress = std::function<bool(int drawn, int total)>;
    // Makes the bytes and writes them to path; done(error) runs on the GUI thread, error
    // empty on success. Everything but a report's charts is made on a pool thread; the
    // charts are drawn a run at a time with the event loop turning in between, so the
    // window stays responsive and progress is told. The session's runs are shared, never
    // copied.
    static void exportTo(QObject *context, What what, const Session &session, const QString &path,
        std::function<void(const QString &error)> done, Progress progress = {});
    static QString cancelledMessage();

signals:
    void exported(const QString &path);

private:
    void run(What what, bool selectedOnly);

    RunsGetter m_selected;
    RunsGetter m_all;
    HeaderGetter m_header;
};

} // namespace DriveScope
