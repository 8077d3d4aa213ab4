// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the page tests' badInputIsRefusedInTheForm share (tst_seekpage, tst_zonepage,
// tst_syncwritepage, tst_bandwidthpage): a table of bad text for the form's fields and
// one check that Start refuses it in words and runs nothing. One copy here instead of
// four that could drift apart.

#include "ui/models/runsmodel.h"
#include "ui/pages/benchmarkpage.h"
#include "ui/pages/formfields.h"
#include "ui/window/mainwindow.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QList>
#include <QSignalSpy>
#include <QTest>

namespace DriveScope::Test {

// One text field a bad-input table fills: the table's column and the form's edit.
template<typename Form> struct BadInputField {
    const char *column;
    QLineEdit *(Form::*edit)() const;
};

// In a _data function: one QString column per field, in order, then "expected" (what
// the form's error text must contain; empty: any error text).
template<typename Form> void addBadInputColumns(const QList<BadInputField<Form>> &fields)
{
    for (const BadInputField<Form> &f : fields)
        QTest::addColumn<QString>(f.column);
    QTest::addColumn<QString>("expected");
}

// In the test: the current row's text into each field (QFETCH by the column's name).
template<typename Form> void fillBadInput(Form *form, const QList<BadInputField<Form>> &fields)
{
    for (const BadInputField<Form> &f : fields)
        (form->*f.edit)()->setText(*static_cast<QString *>(QTest::qData(f.column, QMetaType::QString)));
}

// What a refusal must look like.
struct FormRejection {
    QString message; // the form's error text contains it
    Qt::CaseSensitivity caseSensitivity = Qt::CaseSensitive;
    // A check that needs the opened target (a region against a file's size) refuses
    // from the run controller, which then winds down: wait for that (up to 5 s) instead
    // of requiring it within 100 ms.
    bool runEndsAfterTheRefusal = false;
};

// Clicks Start on a page whose form holds bad input: formRejected within 10 s, the
// error text says why, and nothing runs or lands in the runs table. A void function so
// the QVERIFYs can return; callers check QTest::currentTestFailed() before going on.
template<typename Page> void expectFormRejected(MainWindow &w, Page *page, const FormRejection &expected)
{
    QSignalSpy rejected(page, &BenchmarkPage::formRejected);
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    // Refused before opening (what the form can check against the drive panel's facts),
    // or once the target is open (a folder's scratch file, a file's block size).
    const bool beforeOpening = rejected.size() == 1;
    QTRY_COMPARE_WITH_TIMEOUT(rejected.size(), 1, 10000);
    const QString error = page->form()->errorText();
    QVERIFY2(!error.isEmpty(), "the form shows no error text");
    QVERIFY2(error.contains(expected.message, expected.caseSensitivity), qPrintable(error));
    if (expected.runEndsAfterTheRefusal) {
        QTRY_VERIFY(!page->isRunning());
        QTest::qWait(100);
    } else {
        QTest::qWait(100);
        QVERIFY(!page->isRunning());
    }
    QCOMPARE(w.runsModel()->rowCount(), 0);
    // Checked as typed too (issue 18): a moment later Start is disabled and says why.
    if (beforeOpening) {
        QTRY_VERIFY(!page->startButton()->isEnabled());
        QVERIFY2(page->startButton()->toolTip().contains(expected.message, expected.caseSensitivity),
            qPrintable(page->startButton()->toolTip()));
        // The field the sentence names ("Read size: …") is marked, and only that one.
        QList<QWidget *> marked;
        for (QWidget *field : page->form()->template findChildren<QWidget *>())
            if (field->property(FormFields::InvalidProperty).toBool())
                marked.append(field);
        QVERIFY2(marked.size() <= 1, qPrintable(error));
        for (QFormLayout *layout : page->form()->template findChildren<QFormLayout *>())
            for (int row = 0; row < layout->rowCount(); ++row)
                if (auto *label = layout->itemAt(row, QFormLayout::LabelRole)
                        ? qobject_cast<QLabel *>(layout->itemAt(row, QFormLayout::LabelRole)->widget())
                        : nullptr;
                    label && layout->itemAt(row, QFormLayout::FieldRole)
                    && layout->itemAt(row, QFormLayout::FieldRole)->widget()
                    && error.startsWith(label->text().remove(u'&').remove(u':').trimmed() + u':'))
                    QVERIFY2(marked.contains(layout->itemAt(row, QFormLayout::FieldRole)->widget()),
                        qPrintable(QStringLiteral("\"%1\" names a field that is not marked").arg(error)));
    }
}

// One row of a page test's badInputIsRefusedInTheForm: in a shown window, choosePage(w)
// makes the page's target the window's and returns the page; the row's text goes into
// fields and Start must refuse it (expectFormRejected) with the row's "expected" words.
template<typename Form, typename ChoosePage>
void expectBadInputRowRefused(const QList<BadInputField<Form>> &fields, ChoosePage choosePage)
{
    const QString expected = *static_cast<QString *>(QTest::qData("expected", QMetaType::QString));
    MainWindow w;
    w.show();
    auto *page = choosePage(w);
    fillBadInput(page->form(), fields);
    expectFormRejected(w, page, { expected });
}

} // namespace DriveScope::Test
