// SPDX-License-Identifier: GPL-3.0-or-later
// The window as a user first sees it: every page reachable at ordinary window sizes.
#include "ui/window/mainwindow.h"

#include "core/bench/benchmarkregistry.h"
#include <QStackedWidget>
#include <QTabBar>

#include <QTest>

using namespace DriveScope;

class TestMainWindowLayout : public QObject {
    Q_OBJECT
private slots:
    void pagesAreReachable_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1400 x 900") << QSize(1400, 900);
        QTest::newRow("1280 x 800") << QSize(1280, 800);
        QTest::newRow("1024 x 700 (small laptop)") << QSize(1024, 700);
    }
    // Regression: the pages' minimum height squeezed the tab bar to 0 px, so only the
    // Seek page could be seen (found by looking at a screenshot under Xvfb).
    void pagesAreReachable()
    {
        QFETCH(QSize, size);
        MainWindow w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const auto bars = w.findChildren<QTabBar *>();
        QTabBar *tabs = nullptr;
        for (QTabBar *b : bars) {
            if (b->count() == BenchmarkRegistry::all().size())
                tabs = b;
        }
        QVERIFY(tabs);
        QTRY_VERIFY(tabs->height() >= tabs->sizeHint().height());
        QVERIFY(tabs->isVisible());
        QCOMPARE(tabs->tabText(0), QStringLiteral("Seek"));
        QStackedWidget *pages = w.findChild<QStackedWidget *>();
        QVERIFY(pages);
        for (int i = 0; i < tabs->count(); ++i) {
            QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(i).center());
            QCOMPARE(tabs->currentIndex(), i);
            QCOMPARE(pages->currentIndex(), i);
        }
    }
};

QTEST_MAIN(TestMainWindowLayout)
#include "tst_mainwindowlayout.moc"
