// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/benchmarkform.h"

#include "core/bench/blocksize/blocksizeconfig.h"

namespace DriveScope {

// Every option of BlockSizeConfig (drivescope-cli blocksize): the sizes in the CLI's
// syntax (4KiB..8MiB; empty: from the block size to 64 MiB), writes, queue depth, test
// area, the time per size and the samples kept of each.
class BlockSizeForm : public BenchmarkForm {
    Q_OBJECT
public:
    explicit BlockSizeForm(QWidget *parent = nullptr);

    void setConfig(const BlockSizeConfig &config);
    std::optional<BlockSizeConfig> config(QString *error) const;
    std::optional<BlockSizePlan> plan(const DeviceInfo &target, bool writable, QString *error) const;
    bool writes() const;

    QLineEdit *sizesEdit() const { return m_sizes; }
    QCheckBox *writeBox() const { return m_write; }
    QSpinBox *depthBox() const { return m_depth; }
    QLineEdit *areaEdit() const { return m_area; }
    QDoubleSpinBox *durationBox() const { return m_duration; }
    QSpinBox *keepBox() const { return m_keep; }

protected:
    bool applyPlan(const RunResult &run, QString *why) override;

private:
    QLineEdit *m_sizes;
    QCheckBox *m_write;
    QSpinBox *m_depth;
    QLineEdit *m_area;
    QDoubleSpinBox *m_duration;
    QSpinBox *m_keep;
};

} // namespace DriveScope
