// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/benchmarkform.h"

#include "core/bench/bandwidth/bandwidthconfig.h"

namespace DriveScope {

// Every option of BandwidthConfig (drivescope-cli bandwidth), a plain dd by default:
// 1 MiB blocks, 1 GiB, device statistics every second.
class BandwidthForm : public BenchmarkForm {
    Q_OBJECT
public:
    explicit BandwidthForm(QWidget *parent = nullptr);

    std::optional<BandwidthConfig> config(QString *error) const;
    std::optional<BandwidthPlan> plan(const DeviceInfo &target, QString *error) const;
    void setConfig(const BandwidthConfig &config);

    QLineEdit *blockSizeEdit() const { return m_blockSize; }
    QLineEdit *totalEdit() const { return m_total; }
    QLineEdit *regionEdit() const { return m_region; }
    QCheckBox *hugePagesBox() const { return m_hugePages; }

protected:
    bool applyPlan(const RunResult &run, QString *why) override;

private:
    QComboBox *m_direction;
    QLineEdit *m_blockSize;
    QLineEdit *m_total;
    QLineEdit *m_region;
    QDoubleSpinBox *m_interval;
    QCheckBox *m_hugePages;
};

} // namespace DriveScope
