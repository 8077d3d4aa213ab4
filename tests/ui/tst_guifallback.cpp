// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 4: `drivescope` without a display says so and runs the CLI's default job, so
// the README's run command measures something on a headless machine too.

#include "testfiles.h"

#include <QFile>
#include <QProcess>
#include <QTest>

using namespace DriveScope::Test;

class TestGuiFallback : public QObject {
    Q_OBJECT

private slots:
    void noDisplayRunsTheCli()
    {
        const QString file = scratchRoot() + QStringLiteral("/gui-fallback.bin");
        QVERIFY(makeRandomFile(file, 8 << 20));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(DRIVESCOPE_GUI_PATH), { file, QStringLiteral("-n"), QStringLiteral("50") });
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QFile::remove(file);
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(err.contains(QStringLiteral("no display")), qPrintable(err));
        QVERIFY2(out.contains(QStringLiteral("for 50 seeks")), qPrintable(out));
    }

    void displayOpensTheWindow()
    {
        // With a platform (offscreen here) the window opens and stays until closed.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), scratchRoot() + QStringLiteral("/gui-fallback-config"));
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(DRIVESCOPE_GUI_PATH), {});
        QVERIFY(p.waitForStarted());
        QVERIFY2(!p.waitForFinished(1500), "the window should still be open");
        p.terminate();
        QVERIFY(p.waitForFinished(10000));
    }
};

QTEST_GUILESS_MAIN(TestGuiFallback)
#include "tst_guifallback.moc"
