// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/benchmarkform.h"

#include "core/bench/depth/depthconfig.h"

namespace DriveScope {

// Every option of DepthConfig (drivescope-cli depth): the depths in the CLI's syntax
// (1..256, 1,4,32), the time and reads per depth, the read size and region.
class DepthForm : public BenchmarkForm {
    Q_OBJECT
public:
    explicit DepthForm(QWidget *parent = nullptr);

    void setConfig(const DepthConfig &config);
    std::optional<DepthConfig> config(QString *error) const;
    std::optional<DepthPlan> plan(const DeviceInfo &target, QString *error) const;

    QLineEdit *depthsEdit() const { return m_depths; }
    QDoubleSpinBox *durationBox() const { return m_duration; }
    QSpinBox *readsBox() const { return m_reads; }
    QLineEdit *readSizeEdit() const { return m_readSize; }
    QLineEdit *regionEdit() const { return m_region; }

protected:
    bool applyPlan(const RunResult &run, QString *why) override;

private:
    QLineEdit *m_depths;
    QDoubleSpinBox *m_duration;
    QSpinBox *m_reads;
    QLineEdit *m_readSize;
    QLineEdit *m_region;
};

} // namespace DriveScope
