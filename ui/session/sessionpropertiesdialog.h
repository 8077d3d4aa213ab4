// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace DriveScope {

class SessionDocument;

// File > Session Properties: the session's title (names the window and its reports)
// and notes ("SATA cable swapped before run 3", printed under the title of PDF/HTML
// reports), beside facts the user cannot edit: its file, its runs and when they were
// measured. OK applies only the fields the user changed, so a save finishing while the
// dialog is open (it may give an untitled session its file's name as title) is not
// undone; Cancel changes nothing. No file is touched: the facts come from memory.
class SessionPropertiesDialog : public QDialog {
    Q_OBJECT
public:
    explicit SessionPropertiesDialog(SessionDocument *document, QWidget *parent = nullptr);

    // Opens the dialog window-modal over parent (deleted when closed); OK applies it.
    static SessionPropertiesDialog *edit(SessionDocument *document, QWidget *parent);

    QLineEdit *titleEdit() const { return m_title; }
    QPlainTextEdit *notesEdit() const { return m_notes; }
    // The facts as shown ("File", "Runs", "Measured"), for tests.
    QString fact(const QString &name) const;

    // Writes the changed fields to the document (what OK does).
    void apply();

private:
    // name: the fact's id ("File", for fact()); shownName: its translated label ("File:").
    QLabel *addFact(const QString &name, const QString &shownName, const QString &value);

    SessionDocument *m_document;
    QLineEdit *m_title;
    QPlainTextEdit *m_notes;
    QFormLayout *m_facts;
    QString m_shownTitle; // what the fields held when the dialog opened
    QString m_shownNotes;
};

} // namespace DriveScope
