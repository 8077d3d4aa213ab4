// SPDX-License-Identifier: GPL-3.0-or-later
// The runs table at the default window size (1280×820) and at 1920×1080, after three
// real runs (a seek of a random file under a long path, a zone sweep of sim:hdd, a
// bandwidth run of sim:ssd) opened as a session: every column's header is inside the
// viewport (no horizontal scrolling) and at least as wide as its header text, the
// target's full path is its tooltip, and Key figures is last and takes the rest.
// Screenshots (screenshot-runs-1280.png, -1920.png in the build tree) are for a person.
#include "cliprocess.h"
#include "privateuserdirs.h"
#include "testfiles.h"
#include "uitestsupport.h"

#include "ui/models/runsmodel.h"
#include "ui/window/mainwindow.h"

#include <QDir>
#include <QHeaderView>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <QTest>

using namespace DriveScope;
using namespace DriveScope::Test;

class TestRunsTableFit : public QObject {
    Q_OBJECT
private:
    QString m_session;
    QString m_file;
    QString m_dir;

    // Every section of the header: inside the viewport and wide enough for its text.
    // countsMayHide: a narrower window may hide the counts (I/Os, I/Os per s, p99) to keep
    // the Result whole, as the fitter does on a small laptop.
    static void checkColumns(QTableView *view, bool countsMayHide = false)
    {
        QHeaderView *header = view->horizontalHeader();
        const int viewport = view->viewport()->width();
        const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        const QFontMetrics fm(header->font());
        QCOMPARE(view->horizontalScrollBar()->maximum(), 0);
        for (int c = 0; c < header->count(); ++c) {
            const QString text = view->model()->headerData(c, Qt::Horizontal).toString();
            const int left = header->sectionViewportPosition(c);
            const int width = header->sectionSize(c);
            if (countsMayHide && header->isSectionHidden(c)
                && (c == RunsModel::Reads || c == RunsModel::Rate || c == RunsModel::P99))
                continue;
            QVERIFY2(!header->isSectionHidden(c), qPrintable(text));
            QVERIFY2(left >= 0 && left + width <= viewport,
                qPrintable(
                    QStringLiteral("%1: %2 + %3 px, viewport %4 px").arg(text).arg(left).arg(width).arg(viewport)));
            QVERIFY2(width >= fm.horizontalAdvance(text) + 2 * margin,
                qPrintable(QStringLiteral("%1: %2 px for its %3 px header text")
                               .arg(text)
                               .arg(width)
                               .arg(fm.horizontalAdvance(text))));
        }
    }

    // w at size with the session's three runs in its runs table, laid out.
    bool showWithTheSession(MainWindow &w, QSize size) const
    {
        w.show();
        w.resize(size);
        if (!QTest::qWaitForWindowExposed(&w))
            return false;
        QSignalSpy opened(&w, &MainWindow::sessionOpened);
        w.openSession(m_session);
        if (!opened.wait(20000) || !opened.first().first().toBool() || w.runsView()->model()->rowCount() != 3)
            return false;
        QTest::qWait(50);
        return true;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(usePrivateUserDirs(QStringLiteral("tst_runstablefit")));
        QSettings().clear();
        // A path as long as a real one under a home directory's project folders.
        m_dir = freshScratchPath(QStringLiteral("runsfit-") + QStringLiteral("a-rather-long-directory-name/")
            + QStringLiteral("benchmarks-of-the-build-server-disks"));
        QVERIFY(QDir().mkpath(m_dir));
        m_file = m_dir + QStringLiteral("/scratch-target-for-the-seek-benchmark.bin");
        QVERIFY(makeRandomFile(m_file, 32 << 20));
        m_session = freshScratchPath(QStringLiteral("runsfit-session.dss"));
        const QList<QStringList> runs {
            { QStringLiteral("seek"), m_file, QStringLiteral("-n"), QStringLiteral("200") },
            { QStringLiteral("zone"), QStringLiteral("sim:hdd"), QStringLiteral("--points"), QStringLiteral("8") },
            { QStringLiteral("bandwidth"), QStringLiteral("sim:ssd"), QStringLiteral("-t"), QStringLiteral("64MiB") },
        };
        const QString failed = saveCliRuns(runs, m_session);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    void cleanupTestCase() { QFile::remove(m_file); }

    void columnsFitAtDefaultAndFullHd_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x820") << QSize(1280, 820);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void columnsFitAtDefaultAndFullHd()
    {
        QFETCH(QSize, size);
        MainWindow w;
        QVERIFY(showWithTheSession(w, size));
        QTableView *view = w.runsView();

        const QString shot = docsScreenshot(QStringLiteral("runs-%1.png").arg(size.width()));
        QVERIFY(w.grab().save(shot));
        qInfo("Screenshot: %s", qPrintable(shot));

        checkColumns(view);
        if (QTest::currentTestFailed())
            return;
        QHeaderView *header = view->horizontalHeader();
        // Key figures last, taking what is left.
        QCOMPARE(header->logicalIndex(header->count() - 1), int(RunsModel::KeyFigures));
        // The full path on hover, however the column elides it.
        QCOMPARE(view->model()->index(0, RunsModel::Target).data(Qt::ToolTipRole).toString(), m_file);

        // Narrowing the window (the drive panel dragged wider) fits the columns again.
        w.resize(size.width() - 120, size.height());
        QTest::qWait(50);
        checkColumns(view, true);
    }

    // On a 1024×768 screen the Result column still shows each run's whole headline figure
    // ("mean access 134 µs", not "mean access 13…"); counts make room for it.
    void resultReadableOnASmallLaptop()
    {
        MainWindow w;
        QVERIFY(showWithTheSession(w, SmallLaptopRoom));
        QTableView *view = w.runsView();
        QHeaderView *header = view->horizontalHeader();
        const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        const QFontMetrics fm(view->font());
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            const QString shown = view->model()->index(row, RunsModel::Result).data().toString();
            QVERIFY2(fm.horizontalAdvance(shown) + 2 * margin <= header->sectionSize(RunsModel::Result),
                qPrintable(QStringLiteral("\"%1\" (%2 px) in a %3 px column")
                               .arg(shown)
                               .arg(fm.horizontalAdvance(shown))
                               .arg(header->sectionSize(RunsModel::Result))));
        }
        QCOMPARE(view->horizontalScrollBar()->maximum(), 0);
        QVERIFY(w.grab().save(scratchRoot() + QStringLiteral("/runs-1008.png")));
    }
};

QTEST_MAIN(TestRunsTableFit)
#include "tst_runstablefit.moc"
