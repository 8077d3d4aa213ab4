// SPDX-License-Identifier: GPL-3.0-or-later
// drivescope: the window. Without a display it says so and runs the CLI's default job
// (drivescope-cli seek on the scratch file) instead, so the README's run command always
// measures something.

#include "core/util/environment.h"
#include "core/util/frontendwords.h"
#include "core/util/standarddescriptors.h"
#include "ui/language/language.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>
#include <vector>

namespace {

bool haveDisplay()
{
    return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY")
        || qEnvironmentVariableIsSet("QT_QPA_PLATFORM");
}

// The binary's own directory, from /proc (QCoreApplication does not exist yet).
QString ownDirectory()
{
    char buf[4096];
    const ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0)
        return {};
    buf[n] = 0;
    return QFileInfo(QString::fromLocal8Bit(buf)).absolutePath();
}

int runCliInstead(int argc, char **argv)
{
    // Installed side by side in bin/; in a build tree the CLI lives in ../cli.
    const QString dir = ownDirectory();
    QString cli = dir + QStringLiteral("/drivescope-cli");
    if (!QFileInfo(cli).isExecutable())
        cli = QDir(dir).filePath(QStringLiteral("../cli/drivescope-cli"));
    std::fprintf(stderr,
        "drivescope: no display (DISPLAY and WAYLAND_DISPLAY are unset), so no window; running "
        "'drivescope-cli seek' on the scratch file instead.\n");
    const QByteArray path = QFile::encodeName(QDir::cleanPath(cli));
    std::vector<char *> args { const_cast<char *>(path.constData()), const_cast<char *>("seek") };
    for (int i = 1; i < argc; ++i)
        args.push_back(argv[i]);
    args.push_back(nullptr);
    ::execv(path.constData(), args.data());
    std::fprintf(stderr, "drivescope: cannot run %s: %s\n", path.constData(), std::strerror(errno));
    return 3;
}

} // namespace

int main(int argc, char **argv)
{
    DriveScope::reserveStandardDescriptors();
    if (!haveDisplay())
        return runCliInstead(argc, argv);
    // The core's advice names the window's controls, not drivescope-cli's options.
    DriveScope::setFrontEnd(DriveScope::FrontEnd::Window);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("DriveScope"));
    QApplication::setOrganizationName(QStringLiteral("DriveScope"));
    QApplication::setOrganizationDomain(QStringLiteral("drivescope.org"));
    QApplication::setApplicationVersion(QStringLiteral(DRIVESCOPE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.drivescope.DriveScope"));
    // A variable DriveScope reads is checked as the CLI checks it: said, never ignored.
    if (const QString problem = DriveScope::Environment::problem(); !problem.isEmpty()) {
        std::fprintf(stderr, "drivescope: %s\n", qPrintable(problem));
        QMessageBox::critical(nullptr, QStringLiteral("DriveScope"), problem);
        return 2;
    }
    // German with --lang de, LANGUAGE=de or LANG=de_DE.UTF-8; a language DriveScope
    // lacks is said, and the window opens in English.
    QStringList arguments = QApplication::arguments();
    QString languageProblem;
    const QString language
        = DriveScope::Language::choose(arguments, QProcessEnvironment::systemEnvironment(), &languageProblem);
    if (!DriveScope::Language::install(app, language, &languageProblem) || !languageProblem.isEmpty())
        std::fprintf(stderr, "drivescope: %s\n", qPrintable(languageProblem));
    DriveScope::MainWindow window;
    window.show();
    // `drivescope FILE.dss` (and a double-clicked session file, via the desktop file's %f)
    // opens it as the session; more files add their runs beside it.
    window.openSessionFiles(arguments.mid(1));
    return app.exec();
}
