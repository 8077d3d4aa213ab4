// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

class QCheckBox;
class QComboBox;
class QColor;
class QLabel;
class QLineEdit;
class QWidget;

namespace DriveScope::FormFields {

// What the zone sweep, sync write and bandwidth forms share with the CLI's syntax.
// A size field (CLI syntax: 512, 4KiB, 128MiB, 1GB); nullopt with "Block size: ..." when
// it does not parse or is not positive.
std::optional<qint64> size(const QLineEdit *edit, const QString &label, QString *error);
// The colour of errors in forms: their sentence, and the frame of the field it names.
QColor errorColor();
// The red sentence under a form, hidden while empty.
QLabel *makeErrorLabel(QWidget *parent);
void setError(QLabel *label, const QString &message);
// "Huge-page buffer" (drivescope-cli --huge-pages), off: the bandwidth and zone forms'.
QCheckBox *makeHugePagesBox(QWidget *parent);
// "Buffered (page cache)": reads without O_DIRECT, said in its tooltip (short, so forms
// fit a 1024 px screen at a 12 pt font).
QCheckBox *makeBufferedBox(QWidget *parent);
// Marks the field an error names (a red frame, the sentence as its tooltip): the row of
// a QFormLayout in form whose label starts the sentence ("Read size: …"). Clears the
// marks of every other field; an empty error clears them all. Returns the marked field.
QWidget *markField(QWidget *form, const QString &error);
// A choice box's items carry a key: the name core gives the value (placementName,
// zoneWriteName, …), so forms map the choice by name, not by position, and settings
// remember names that survive reordered items.
void addChoice(QComboBox *box, const QString &text, const QString &key);
// The chosen item's key; empty when nothing is chosen.
QString choiceKey(const QComboBox *box);
// Chooses the item whose key this is; false (the choice unchanged) when there is none.
bool selectChoice(QComboBox *box, const QString &key);
// The property a marked field carries (tests find it by this).
constexpr const char *InvalidProperty = "drivescopeInvalid";

} // namespace DriveScope::FormFields
