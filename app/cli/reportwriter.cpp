// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/reportwriter.h"

#ifdef DRIVESCOPE_CLI_HAS_UI
#include "core/util/safefile.h"
#include "ui/charts/export/chartexporter.h"
#include "ui/report/reportbuilder.h"

#include <cstdio>

#include <QApplication>
#else
#include <QCoreApplication>
#endif

namespace Cli {

std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv, bool widgets)
{
#ifdef DRIVESCOPE_CLI_HAS_UI
    if (widgets) {
        // Charts are widgets: they need a QApplication, but never a screen.
        qputenv("QT_QPA_PLATFORM", "offscreen");
        // Without a login session (root in a script, cron) Qt notes on stderr that
        // XDG_RUNTIME_DIR is not set; nothing here needs that directory, and a report
        // command's stderr is for its own sentences.
        static QtMessageHandler previous
            = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &context, const QString &message) {
                  if (!message.startsWith(u"QStandardPaths: XDG_RUNTIME_DIR not set"))
                      previous(type, context, message);
              });
        return std::make_unique<QApplication>(argc, argv);
    }
#else
    Q_UNUSED(widgets);
#endif
    return std::make_unique<QCoreApplication>(argc, argv);
}

bool writeReport(const DriveScope::Session &session, const QString &title, const QString &pdfPath,
    const QString &htmlPath, QString *error)
{
#ifdef DRIVESCOPE_CLI_HAS_UI
    DriveScope::ReportBuilder report(session, title);
    // '-' is standard output, as for --csv and --json.
    auto write = [error](const QString &path, const QByteArray &data) {
        if (path != u"-")
            return DriveScope::ChartExporter::writeFile(path, data, error);
        return DriveScope::SafeFile::writeStandardOutput(data, error);
    };
    if (!pdfPath.isEmpty() && !write(pdfPath, report.pdf()))
        return false;
    if (!htmlPath.isEmpty() && !write(htmlPath, report.html()))
        return false;
    return true;
#else
    Q_UNUSED(session);
    Q_UNUSED(title);
    Q_UNUSED(pdfPath);
    Q_UNUSED(htmlPath);
    *error = QStringLiteral("this drivescope-cli was built without the window's charts, so it cannot write PDF or "
                            "HTML reports.");
    return false;
#endif
}

} // namespace Cli
