// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/benchmarkform.h"

#include "core/bench/zone/zoneconfig.h"

namespace DriveScope {

// Every option of ZoneConfig (drivescope-cli zone), with a preset of its defaults.
// Sizes take the CLI's syntax (1MiB, 128MiB); the region that of core/bench/region.h.
class ZoneForm : public BenchmarkForm {
    Q_OBJECT
public:
    explicit ZoneForm(QWidget *parent = nullptr);

    std::optional<ZoneConfig> config(QString *error) const;
    std::optional<ZonePlan> plan(const DeviceInfo &target, QString *error) const;
    qint64 scratchSize() const;
    void setConfig(const ZoneConfig &config);
    static QStringList presetNames();
    void applyPreset(int index);
    void restore(const QSettings &settings) override;

    QLineEdit *bytesPerPointEdit() const { return m_bytesPerPoint; }
    QLineEdit *blockSizeEdit() const { return m_blockSize; }
    QLineEdit *regionEdit() const { return m_region; }
    QComboBox *writeBox() const { return m_write; }
    QCheckBox *hugePagesBox() const { return m_hugePages; }
    QLineEdit *scratchSizeEdit() const { return m_scratchSize; }

protected:
    bool applyPlan(const RunResult &run, QString *why) override;

private:
    QComboBox *m_preset;
    QSpinBox *m_points;
    QLineEdit *m_bytesPerPoint;
    QLineEdit *m_blockSize;
    QLineEdit *m_region;
    QComboBox *m_write;
    QLineEdit *m_scratchSize;
    QCheckBox *m_hugePages;
};

} // namespace DriveScope
