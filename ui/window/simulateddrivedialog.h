// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace DriveScope {

// Drives > Add simulated drive…: a model disk or SSD with known ground truth
// (docs/simulated-drive.md) to try every page on without a disk, or to check a result
// against what the model says. A preset fills the spec line; any parameter of
// `sim:hdd,…` or `sim:ssd,…` can be typed there, checked as it is typed (Add is
// disabled with the reason while the spec does not parse).
class SimulatedDriveDialog : public QDialog {
    Q_OBJECT
public:
    explicit SimulatedDriveDialog(QWidget *parent = nullptr);

    QString spec() const;
    QLineEdit *specEdit() const { return m_spec; }
    QString errorText() const;

    // Asks; the spec, or empty when cancelled.
    static QString ask(QWidget *parent);

private:
    void check();

    QComboBox *m_presets;
    QLineEdit *m_spec;
    QLabel *m_error;
    QPushButton *m_add;
};

} // namespace DriveScope
