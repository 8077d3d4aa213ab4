// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window's page tests share: checksums that prove nothing was written,
// where screenshots go, a dark palette, answering the typed-name confirmation dialog,
// choosing a target, running and checking a write to a folder's scratch file, and each
// kind's picture example as a page takes it.

#include "testfiles.h"

#include "core/bench/engine/benchmarkjob.h"
#include "core/io/target.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/benchmarkpage.h"
#include "ui/run/targetchoice.h"
#include "ui/run/writeconfirmdialog.h"
#include "ui/window/drivepanel.h"
#include "ui/window/mainwindow.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QPalette>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

namespace DriveScope::Test {

inline QByteArray checksum(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

// Where a page's screenshot goes: the build tree, so running the tests leaves the
// sources clean; with DRIVESCOPE_UPDATE_SCREENSHOTS=1, docs/screenshots/NAME in the
// source tree (this header lives in tests/ui/), to refresh the README's pictures.
inline QString docsScreenshot(const QString &name)
{
    if (qEnvironmentVariableIntValue("DRIVESCOPE_UPDATE_SCREENSHOTS") != 1)
        return QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-") + name;
    // The source tree as CMake knows it: __FILE__ is relative under ccache's base dir,
    // which made the path depend on where the test was started.
    return QStringLiteral(DRIVESCOPE_SOURCE_DIR "/docs/screenshots/") + name;
}

// Answers the next confirmation dialog (it is modal: exec() returns once we close it).
inline void answerConfirmation(QWidget *page, const QString &typed, bool accept)
{
    QTimer::singleShot(50, page, [page, typed, accept] {
        auto *d = page->findChild<WriteConfirmDialog *>();
        if (!d)
            return;
        d->nameEdit()->setText(typed);
        if (accept)
            d->accept();
        else
            d->reject();
    });
}

// Start on a whole-device write with the typed-name dialog cancelled: nothing starts.
template<typename Page> void expectCancelledConfirmationStartsNothing(Page *page, const QString &device)
{
    answerConfirmation(page, device, false);
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    QTest::qWait(300);
    QVERIFY(!page->isRunning());
}

// The typed-name dialog guarding a whole-device write, cancelled, then answered with
// wrongName and with the device's name and a space (it must match exactly): each time
// the banner says why, no run starts or lands in the runs table, and the device's bytes
// are still before (its checksum).
template<typename Page>
void expectNoOrWrongNameWritesNothing(
    MainWindow &w, Page *page, const QString &device, const QString &wrongName, const QByteArray &before)
{
    QVERIFY2(!before.isEmpty(), "no checksum of the device to compare with");
    expectCancelledConfirmationStartsNothing(page, device);
    if (QTest::currentTestFailed())
        return;
    answerConfirmation(page, wrongName, true);
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(page->bannerText().contains(QStringLiteral("nothing was written")), 5000);
    QTest::qWait(300);
    QVERIFY(!page->isRunning());
    answerConfirmation(page, device + u' ', true);
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    // The sentence quotes what was typed: the wrong name's banner cannot pass for it.
    QTRY_VERIFY_WITH_TIMEOUT(page->bannerText().contains(QStringLiteral("(\"%1 \") is not").arg(device)), 5000);
    QTest::qWait(300);
    QVERIFY(!page->isRunning());
    QCOMPARE(w.runsModel()->rowCount(), 0);
    QCOMPARE(checksum(device), before);
}

// A scratch file to be made at scratchRoot()/name, of size bytes (nothing there yet).
inline TargetChoice freshScratchChoice(const QString &name, qint64 size)
{
    TargetChoice choice;
    choice.kind = TargetChoice::Kind::ScratchFile;
    choice.path = scratchRoot() + u'/' + name;
    choice.info.sizeBytes = size;
    QFile::remove(choice.path);
    return choice;
}

// Shows w at 1400×900 (the size the page tests' screenshots show) and waits until it
// is on screen.
inline bool showLarge(MainWindow &w)
{
    w.resize(1400, 900);
    w.show();
    return QTest::qWaitForWindowExposed(&w);
}

// The room of a 1024×768 screen less a window manager's frame and panel: the smallest
// screen the window is made for.
inline constexpr QSize SmallLaptopRoom(1024 - 16, 768 - 48);

// Shows w at SmallLaptopRoom and waits until it is on screen.
inline bool showInLaptopRoom(MainWindow &w)
{
    w.resize(SmallLaptopRoom);
    w.show();
    return QTest::qWaitForWindowExposed(&w);
}

// Adds a file or folder to the drive panel and waits until its row is there and
// selected (the panel stats the path on a pool thread).
inline bool addPathAndWait(DrivePanel *panel, const QString &path)
{
    QSignalSpy added(panel, &DrivePanel::pathAdded);
    panel->addPath(path);
    return added.wait(10000);
}

// Makes path the window's target: a block device is picked from the drive list once
// the panel's poll has seen it (refreshed now, waited for up to 10 s); a file is added.
inline void chooseTarget(MainWindow &w, const QString &path, bool isBlockDevice)
{
    if (isBlockDevice) {
        w.drivePanel()->refreshNow();
        QElapsedTimer t;
        t.start();
        while (!w.drivePanel()->select(path) && t.elapsed() < 10000)
            QTest::qWait(100);
    } else {
        addPathAndWait(w.drivePanel(), path);
    }
}

// path made w's target (isBlockDevice: see chooseTarget) and the page at index shown:
// the Page the test drives there.
template<typename Page> Page *chooseAndShow(MainWindow &w, const QString &path, bool isBlockDevice, int index)
{
    chooseTarget(w, path, isBlockDevice);
    w.showPage(index);
    return w.page<Page>();
}

// Clicks page's Start and waits up to timeoutMs for its run: true once runFinished has
// come, exactly once.
inline bool startAndWaitForTheEnd(BenchmarkPage *page, int timeoutMs = 60000)
{
    QSignalSpy finished(page, &BenchmarkPage::runFinished);
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    return QTest::qWaitFor([&] { return !finished.isEmpty(); }, timeoutMs) && finished.size() == 1;
}

// After a run: the page and the whole window as NAME-page.png and NAME-window.png in the
// scratch directory, to look at. The docs pictures come from tst_pagescreenshots
// (1280×820, light and dark).
inline void saveRunScreenshots(QWidget *page, QWidget *window, const QString &name)
{
    QTest::qWait(50);
    QVERIFY(page->grab().save(scratchRoot() + u'/' + name + QStringLiteral("-page.png")));
    QVERIFY(window->grab().save(scratchRoot() + u'/' + name + QStringLiteral("-window.png")));
}

// folder made empty (and made, when missing): true when it is there.
inline bool makeEmptyFolder(const QString &folder)
{
    QDir(folder).removeRecursively();
    return QDir().mkpath(folder);
}

// A write run on a folder: w's first run completed, on a scratch file DriveScope made in
// folder. *record: that run.
inline void expectCompletedOnAScratchFileIn(MainWindow &w, const QString &folder, RunRecordPtr *record)
{
    *record = w.runsModel()->record(0);
    QCOMPARE((*record)->result.status, RunStatus::Completed);
    QVERIFY2((*record)->result.target.path.startsWith(folder + QStringLiteral("/drivescope-write-")),
        qPrintable((*record)->result.target.path));
}

// Fusion's dark scheme as desktops ship it (KDE Breeze Dark-like colours): the palette
// the dark screenshots show and the window must stay readable in.
inline QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::AlternateBase, QColor(0x2f, 0x2f, 0x2f));
    p.setColor(QPalette::ToolTipBase, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::ToolTipText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Light, QColor(0x50, 0x50, 0x50));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::Mid, QColor(0x60, 0x60, 0x60));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x18));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    for (auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, QColor(0x90, 0x90, 0x90));
    return p;
}

// The kind's picture example (BenchmarkKind::Example::Picture) planned on a simulated
// drive: a run header whose plan the page takes through Use These Settings.
inline std::optional<RunResult> pictureExample(const BenchmarkKind &kind)
{
    OpenOptions options;
    options.access = OpenOptions::Access::ReadWrite;
    auto target = Target::open(QStringLiteral("sim:ssd"), options, nullptr);
    if (!target)
        return std::nullopt;
    const auto job = kind.makeExampleJob(*target, BenchmarkKind::Example::Picture);
    if (!job)
        return std::nullopt;
    RunResult header;
    header.benchmark = kind.id();
    header.target = target->info();
    header.config = job->config();
    return header;
}

} // namespace DriveScope::Test
