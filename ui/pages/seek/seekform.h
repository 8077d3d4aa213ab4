// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/benchmarkform.h"

#include "core/bench/seek/seekconfig.h"

class QListWidget;

namespace DriveScope {

// Every option of SeekConfig, with presets for the classic experiments. Sizes take the
// CLI's syntax (512, 8KiB, 2GB); regions the syntax of core/bench/region.h.
class SeekForm : public BenchmarkForm {
    Q_OBJECT
public:
    explicit SeekForm(QWidget *parent = nullptr);

    // The config, or nullopt with one sentence; checked against target when it is known.
    std::optional<SeekConfig> config(QString *error) const;
    std::optional<SeekPlan> plan(const DeviceInfo &target, QString *error) const;
    void setConfig(const SeekConfig &config, bool buffered = false);
    static QStringList presetNames();
    void applyPreset(int index); // index into presetNames()
    // Presets whose regions do not fit a target of this size (0: not known) are shown
    // greyed out, with the size they need as their tooltip.
    void fitPresetsTo(qint64 targetBytes);
    bool presetFits(int index) const; // index into presetNames()

    void save(QSettings &settings) const override;
    void restore(const QSettings &settings) override;

    // For tests: the widgets by role.
    QSpinBox *countBox() const { return m_count; }
    QLineEdit *readSizeEdit() const { return m_readSize; }
    QListWidget *regionList() const { return m_regions; }

protected:
    bool applyPlan(const RunResult &run, QString *why) override;

private:
    void addRegion(const QString &spec);
    QStringList regionSpecs() const;

    QComboBox *m_preset;
    QSpinBox *m_count;
    QLineEdit *m_readSize;
    QLineEdit *m_alignment;
    QListWidget *m_regions;
    QComboBox *m_placement;
    QSpinBox *m_workers;
    QSpinBox *m_queueDepth;
    QLineEdit *m_seed;
    QCheckBox *m_warmUp;
    bool m_applyingPreset = false;
};

} // namespace DriveScope
