// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/formchartspage.h"

#include <memory>

namespace DriveScope {

class BlockSizeBenchmark;
class BlockSizeChart;
class BlockSizeForm;

// MB/s against transfer size: BlockSizeForm, BlockSizeChart, BlockSizeBenchmark. Writes
// go to a scratch file in the scratch target's folder, or to a whole drive after its
// name is typed.
class BlockSizePage : public FormChartsPage<BlockSizeForm, BlockSizeChart> {
    Q_OBJECT
public:
    explicit BlockSizePage(QWidget *parent = nullptr);
    bool writes() const override;

protected:
    bool checkForm(const DeviceInfo &info, QString *error) override;
    bool prepareTarget(TargetChoice *choice) override;
    std::shared_ptr<BenchmarkJob> makeJob(Target &target, QString *error) override;
    void refreshCharts(bool final) override;
    QString liveStatus(qint64 done, qint64 total, const QString &rate) const override;

private:
    std::weak_ptr<BlockSizeBenchmark> m_live;
};

} // namespace DriveScope
