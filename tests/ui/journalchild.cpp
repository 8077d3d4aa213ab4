// SPDX-License-Identifier: GPL-3.0-or-later
// Not a test by itself: tst_sessionrecovery starts this, lets its window
// run a long Seek on the file given as the argument, and kills it with SIGKILL once the
// run's journal holds samples. Prints "journal PATH" when the journal is going. With a
// second argument COUNT the run is that many reads and, once it has finished and its
// journal holds its end, prints "finished" (the test then kills a window whose run is
// done but saved nowhere).
// The XDG directories come from the environment the test sets.
#include "ui/pages/benchmarkpage.h"
#include "ui/pages/seek/seekform.h"
#include "ui/pages/seek/seekpage.h"
#include "ui/session/runjournalkeeper.h"
#include "ui/window/drivepanel.h"
#include "ui/window/mainwindow.h"

#include <QString>

#include <QApplication>
#include <QSpinBox>

#include <cstdio>

using namespace DriveScope;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DriveScopeTest"));
    QApplication::setApplicationName(QStringLiteral("tst_sessionwindow"));
    if (argc < 2) {
        std::fprintf(stderr, "usage: journalchild TARGET [COUNT]\n");
        return 2;
    }
    MainWindow w;
    w.show();
    const int count = argc > 2 ? QString::fromLocal8Bit(argv[2]).toInt() : 50'000'000; // far longer than the test waits
    w.page<SeekPage>()->form()->countBox()->setValue(count);
    QObject::connect(w.page<SeekPage>(), &BenchmarkPage::runFinished, &app, [&w] {
        w.journals()->waitForIdle(); // the journal holds the run's end
        std::printf("finished\n");
        std::fflush(stdout);
    });
    QObject::connect(
        w.journals(), &RunJournalKeeper::journalStarted, &app, [](const QString &path, bool ok, const QString &error) {
            if (ok)
                std::printf("journal %s\n", qPrintable(path));
            else
                std::printf("error %s\n", qPrintable(error));
            std::fflush(stdout);
        });
    QObject::connect(w.page<SeekPage>(), &BenchmarkPage::formRejected, &app, [](const QString &message) {
        std::printf("error %s\n", qPrintable(message));
        std::fflush(stdout);
    });
    // The panel stats the path on a pool thread: start once its row is there and selected.
    QObject::connect(
        w.drivePanel(), &DrivePanel::pathAdded, w.page<SeekPage>(), [&w] { w.page<SeekPage>()->start(); },
        Qt::SingleShotConnection);
    w.drivePanel()->addPath(QString::fromLocal8Bit(argv[1]));
    return app.exec();
}
