// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/benchmarkform.h"

#include "core/bench/syncwrite/syncwriteconfig.h"

namespace DriveScope {

// Every option of SyncWriteConfig (drivescope-cli syncwrite), with a preset of 2000
// writes of 512 B.
// Each (size, mode) pair is one run, as in the CLI.
class SyncWriteForm : public BenchmarkForm {
    Q_OBJECT
public:
    explicit SyncWriteForm(QWidget *parent = nullptr);

    std::optional<SyncWriteConfig> config(QString *error) const;
    void setConfig(const SyncWriteConfig &config);
    static QStringList presetNames();
    void applyPreset(int index);
    void restore(const QSettings &settings) override;

    QSpinBox *countBox() const { return m_count; }
    QLineEdit *sizesEdit() const { return m_sizes; }
    QLineEdit *startEdit() const { return m_start; }

protected:
    bool applyPlan(const RunResult &run, QString *why) override;

private:
    QComboBox *m_preset;
    QSpinBox *m_count;
    QLineEdit *m_sizes;
    QLineEdit *m_start;
    QComboBox *m_mode;
    QCheckBox *m_warmUp;
};

} // namespace DriveScope
