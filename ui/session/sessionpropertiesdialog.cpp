// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/sessionpropertiesdialog.h"

#include "ui/models/runsmodel.h"
#include "ui/session/sessiondocument.h"
#include "ui/widgets/hintlabel.h"

#include "core/util/text.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPointer>
#include <QVBoxLayout>

namespace DriveScope {

namespace {

QString runsText(int runs, int unsaved)
{
    if (unsaved > 0 && unsaved < runs)
        //: %1: how many runs the session has; %2: how many of them no file holds.
        return Text::tr("%1 runs (%2 not saved yet)").arg(runs).arg(unsaved);
    if (unsaved > 0)
        return runs == 1 ? Text::tr("1 run (not saved yet)") : Text::tr("%1 runs (none saved yet)").arg(runs);
    return runs == 1 ? Text::tr("1 run") : Text::tr("%1 runs").arg(runs);
}

// First start to last finish of the runs, in local time as the runs table shows them.
QString measuredText(const SessionDocument *document)
{
    QDateTime first, last;
    for (int row = 0; row < document->runCount(); ++row) {
        const RunRecordPtr record = document->model()->record(row);
        if (!record)
            continue;
        const RunResult &r = record->result;
        if (r.startedAt.isValid() && (!first.isValid() || r.startedAt < first))
            first = r.startedAt;
        if (r.finishedAt.isValid() && (!last.isValid() || r.finishedAt > last))
            last = r.finishedAt;
    }
    if (!first.isValid())
        return Text::tr("no runs yet");
    const QString format = QStringLiteral("yyyy-MM-dd HH:mm");
    const QDateTime from = first.toLocalTime();
    if (!last.isValid())
        return Text::tr("from %1", "measured from a date").arg(from.toString(format));
    const QDateTime to = last.toLocalTime();
    // One day: the date once ("2026-11-30 07:12 to 07:40").
    const QString toText = to.date() == from.date() ? to.toString(QStringLiteral("HH:mm")) : to.toString(format);
    return Text::tr("%1 to %2 (local time)").arg(from.toString(format), toText);
}

} // namespace

SessionPropertiesDialog::SessionPropertiesDialog(SessionDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_title(new QLineEdit)
    , m_notes(new QPlainTextEdit)
    , m_facts(new QFormLayout)
    , m_shownTitle(document->title())
    , m_shownNotes(document->notes())
{
    setObjectName(QStringLiteral("sessionProperties"));
    setWindowTitle(Text::tr("Session Properties — %1").arg(document->displayName()));

    m_title->setObjectName(QStringLiteral("sessionTitle"));
    m_title->setText(m_shownTitle);
    m_title->setPlaceholderText(Text::tr("e.g. Three SATA drives for the NAS"));
    m_title->setClearButtonEnabled(true);
    // Typing replaces the title shown (it appended to it): the whole text selected.
    m_title->selectAll();
    m_title->setFocus();
    m_notes->setObjectName(QStringLiteral("sessionNotes"));
    m_notes->setPlainText(m_shownNotes);
    m_notes->setPlaceholderText(Text::tr("e.g. SATA cable swapped before run 3; room at 28 °C"));
    m_notes->setTabChangesFocus(true); // Tab goes on to OK, as in the other fields
    m_notes->setMinimumHeight(fontMetrics().lineSpacing() * 6);

    auto *form = new QFormLayout;
    form->addRow(Text::tr("&Title:"), m_title);
    form->addRow(Text::tr("&Notes:"), m_notes);
    form->addRow(QString(),
        new HintLabel(Text::tr("The title names the window and the PDF/HTML reports; the notes are printed "
                               "under the report's title. Both are saved in the session file.")));

    auto *facts = new QGroupBox(Text::tr("This session"));
    facts->setObjectName(QStringLiteral("sessionFacts"));
    facts->setLayout(m_facts);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form, 1);
    layout->addWidget(facts);
    layout->addWidget(buttons);

    const QString path = document->path();
    // The first name is the fact's id (its label's object name, fact()), the second what is shown.
    addFact(QStringLiteral("File"), Text::tr("File:", "a session's file"),
        path.isEmpty() ? Text::tr("not saved yet") : QDir::toNativeSeparators(path))
        ->setTextInteractionFlags(Qt::TextSelectableByMouse);
    addFact(QStringLiteral("Runs"), Text::tr("Runs:"), runsText(document->runCount(), document->unsavedRunCount()));
    addFact(QStringLiteral("Measured"), Text::tr("Measured:", "when the runs were measured"), measuredText(document));

    resize(560, sizeHint().height());
}

QLabel *SessionPropertiesDialog::addFact(const QString &name, const QString &shownName, const QString &value)
{
    auto *label = new QLabel(value);
    label->setObjectName(QStringLiteral("fact") + name);
    label->setWordWrap(true);
    m_facts->addRow(shownName, label);
    return label;
}

QString SessionPropertiesDialog::fact(const QString &name) const
{
    const auto *label = findChild<QLabel *>(QStringLiteral("fact") + name);
    return label ? label->text() : QString();
}

void SessionPropertiesDialog::apply()
{
    // Surrounding blanks in a title are a slip, not a change; notes are kept as typed.
    const QString title = m_title->text().trimmed();
    if (title != m_shownTitle.trimmed())
        m_document->setTitle(title);
    const QString notes = m_notes->toPlainText();
    if (notes != m_shownNotes)
        m_document->setNotes(notes);
}

SessionPropertiesDialog *SessionPropertiesDialog::edit(SessionDocument *document, QWidget *parent)
{
    auto *dialog = new SessionPropertiesDialog(document, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QPointer<SessionDocument> doc(document);
    connect(dialog, &QDialog::accepted, dialog, [dialog, doc] {
        if (doc)
            dialog->apply();
    });
    dialog->open(); // window-modal: the window stays visible, runs keep going
    return dialog;
}

} // namespace DriveScope
