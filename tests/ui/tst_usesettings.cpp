// SPDX-License-Identifier: GPL-3.0-or-later
// Run ▸ Use These Settings: a run in the runs table (measured here, or in a session
// loaded beside this one) sets its page to the options it was measured with, so Start
// measures the chosen drive the same way. For every page the window has (PageRegistry:
// a benchmark added later is in this test from its first commit): its kind's small run
// on a simulated drive goes into the runs table, the action sets the page, and the run
// Start makes has the same plan, but for its seeds (a fresh seed, so that the same
// offsets are not served from the drive's cache). A crafted plan is refused in one
// sentence and leaves the form as it was. The regions and sizes a plan resolved are
// named again for a target of another size.

#include "kindruns.h"
#include "privateuserdirs.h"
#include "uitestsupport.h"

#include "core/bench/engine/region.h"
#include "core/util/byteunits.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/benchmarkform.h"
#include "ui/pages/benchmarkpage.h"
#include "ui/pages/pageregistry.h"
#include "ui/session/sessiondocument.h"
#include "ui/window/drivepanel.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

const QString Drive = QStringLiteral("sim:ssd");

// A plan without what is drawn afresh for every run (its seeds) and what a page finds
// out about the drive before it starts (sync write's write cache probe): what was asked.
QJsonObject withoutSeeds(QJsonObject plan)
{
    for (const QString &key : plan.keys())
        if (key.contains(QStringLiteral("seed")) || key == u"write_cache")
            plan.remove(key);
    return plan;
}

// The page's remembered options, as its settings group would hold them.
QVariantMap formValues(BenchmarkPage *page)
{
    QSettings settings;
    settings.remove(QStringLiteral("formValues"));
    settings.beginGroup(QStringLiteral("formValues"));
    page->saveSettings(settings);
    QVariantMap values;
    for (const QString &key : settings.allKeys())
        values.insert(key, settings.value(key));
    settings.endGroup();
    return values;
}

} // namespace

class TestUseSettings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(usePrivateUserDirs(QStringLiteral("tst_usesettings")));
        QSettings().clear();
    }

    void everyPageMeasuresARunAgain_data()
    {
        QTest::addColumn<QString>("id");
        for (const PageEntry &entry : PageRegistry::all())
            QTest::newRow(qPrintable(entry.kind->id())) << entry.kind->id();
    }

    void everyPageMeasuresARunAgain()
    {
        QFETCH(QString, id);
        const PageEntry *entry = PageRegistry::find(id);
        QVERIFY(entry);
        std::optional<RunResult> original = smallRun(*entry->kind, Drive);
        QVERIFY2(original, "the kind has no small run on a simulated drive");
        QCOMPARE(original->status, RunStatus::Completed);

        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(addPathAndWait(w.drivePanel(), Drive));
        w.document()->addRun(makeRunRecord(1, *original));
        w.runsView()->setCurrentIndex(w.runsModel()->index(0, 0));
        w.showPage(0);
        auto *use = w.findChild<QAction *>(QStringLiteral("useSettings"));
        QVERIFY(use);
        use->trigger();

        BenchmarkPage *page = w.currentBenchmarkPage();
        QVERIFY(page);
        QCOMPARE(page->pageId(), id);
        QVERIFY2(page->bannerText().isEmpty(), qPrintable(page->bannerText()));
        QSignalSpy finished(page, &BenchmarkPage::runFinished);
        page->start();
        QTRY_VERIFY2_WITH_TIMEOUT(finished.size() >= 1 && !page->isRunning(),
            qPrintable(page->bannerText() + page->liveFiguresText()), 60000);
        const RunRecordPtr again = w.runsModel()->record(1);
        QVERIFY(again);
        QCOMPARE(again->result.status, RunStatus::Completed);
        QCOMPARE(again->result.direct, original->direct);
        const QJsonObject expected = withoutSeeds(original->config);
        const QJsonObject measured = withoutSeeds(again->result.config);
        QVERIFY2(measured == expected,
            qPrintable(QStringLiteral("asked for\n%1\nmeasured\n%2")
                           .arg(QString::fromUtf8(QJsonDocument(expected).toJson(QJsonDocument::Compact)),
                               QString::fromUtf8(QJsonDocument(measured).toJson(QJsonDocument::Compact)))));
    }

    void aCraftedPlanIsRefused_data() { everyPageMeasuresARunAgain_data(); }

    void aCraftedPlanIsRefused()
    {
        QFETCH(QString, id);
        const PageEntry *entry = PageRegistry::find(id);
        QVERIFY(entry);
        const std::optional<RunResult> run = smallRun(*entry->kind, Drive);
        QVERIFY(run);
        std::unique_ptr<BenchmarkPage> page(entry->createPage());
        const QVariantMap before = formValues(page.get());
        RunResult bad = *run;
        bad.config = {};
        QVERIFY(!page->useSettingsOf(bad));
        QVERIFY2(page->bannerText().contains(QStringLiteral("cannot be read back")), qPrintable(page->bannerText()));
        QCOMPARE(formValues(page.get()), before);
        // Each field in turn out of every bound, negative, or of another type: read back
        // whole or refused with the form untouched, never half set.
        for (const QString &key : run->config.keys()) {
            for (const QJsonValue &v : { QJsonValue(1e300), QJsonValue(-1), QJsonValue(QStringLiteral("x")) }) {
                bad.config = run->config;
                bad.config.insert(key, v);
                std::unique_ptr<BenchmarkPage> fresh(entry->createPage());
                const QVariantMap untouched = formValues(fresh.get());
                if (!fresh->useSettingsOf(bad))
                    QVERIFY2(formValues(fresh.get()) == untouched, qPrintable(key));
            }
        }
    }

    // The region a plan resolved, named again for a target of another size.
    void regionsNamedAgain()
    {
        const qint64 size = qint64(64) << 30;
        QCOMPARE(regionSpec(Region { 0, size, {} }, size), QString());
        QCOMPARE(regionSpec(Region { 0, qint64(2) << 30, {} }, size), QStringLiteral("first:2GiB"));
        QCOMPARE(
            regionSpec(Region { size - (qint64(2) << 30), qint64(2) << 30, {} }, size), QStringLiteral("last:2GiB"));
        QCOMPARE(regionSpec(Region { qint64(1) << 30, 512 << 20, {} }, size), QStringLiteral("1GiB:512MiB"));
        // A whole target a plan aligned inward is the whole target still.
        QCOMPARE(regionSpec(Region { 512, size - 1024, {} }, size, 4095), QString());
        QCOMPARE(
            regionSpec(Region { 4096, size - 8192, {} }, size), QStringLiteral("4KiB:") + exactSizeText(size - 8192));
        // Each reads back to the region it names, on the target it was made for.
        for (const Region &r :
            { Region { 0, qint64(3) << 20, {} }, Region { size - 1536, 1536, {} }, Region { 7 * 512, 9 * 512, {} } }) {
            QString why;
            const auto back = planRegion(regionSpec(r, size), size, &why);
            QVERIFY2(back, qPrintable(why));
            QCOMPARE(back->start, r.start);
            QCOMPARE(back->length, r.length);
        }
    }
};

QTEST_MAIN(TestUseSettings)
#include "tst_usesettings.moc"
