// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the session window tests (tst_sessionwindow, tst_sessionproperties) do to a real
// MainWindow: open one that has finished its start-up journal scan, and run a seek in it.

#include "sessionprompter.h"
#include "uitestsupport.h"

#include "ui/pages/benchmarkpage.h"
#include "ui/pages/seek/seekform.h"
#include "ui/pages/seek/seekpage.h"
#include "ui/window/mainwindow.h"

#include <QSignalSpy>
#include <QSpinBox>

#include <memory>

namespace DriveScope::Test {

// A shown MainWindow whose questions the prompter answers. The start-up scan of the
// journal folder answers first (nothing to offer in these tests), so wait for it.
inline std::unique_ptr<MainWindow> openSessionWindow(Prompter &prompter)
{
    auto w = std::make_unique<MainWindow>();
    w->setPrompts(prompter.prompts());
    QSignalSpy recovery(w.get(), &MainWindow::recoveryHandled);
    w->show();
    if (!recovery.wait(10000))
        qWarning("no answer from the journal scan");
    return w;
}

// A seek of count reads on target (a file) from the Seek page; true once it finished.
inline bool runSeekIn(MainWindow &w, const QString &target, int count)
{
    chooseTarget(w, target, false);
    w.page<SeekPage>()->form()->countBox()->setValue(count);
    QSignalSpy finished(w.page<SeekPage>(), &BenchmarkPage::runFinished);
    w.page<SeekPage>()->start();
    return finished.wait(30000) || finished.count() == 1;
}

} // namespace DriveScope::Test
