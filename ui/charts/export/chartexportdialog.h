// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/export/chartexporter.h"

#include <QDialog>

class QChartView;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace DriveScope {

// Export chart…: a file, a format (PNG with width × height in pixels and DPI, SVG, PDF)
// and the file written off the GUI thread (the chart is drawn on it first). An error is
// shown as one sentence in the dialog, which stays open.
class ChartExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ChartExportDialog(QChartView *view, QWidget *parent = nullptr);

    ChartExporter::Options options() const;
    QString path() const;
    void setPath(const QString &path);
    QString errorText() const;

    // Opens the dialog for view (non-modal, deletes itself when closed).
    static void open(QChartView *view);

    void accept() override;

signals:
    void exported(const QString &path);

private:
    void onFormatChanged();
    void browse();

    QChartView *m_view;
    QComboBox *m_format;
    QLineEdit *m_path;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QSpinBox *m_dpi;
    QLabel *m_note;
    QLabel *m_error;
    QCheckBox *m_caption;
    QCheckBox *m_light;
    bool m_busy = false;
};

} // namespace DriveScope
