// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/formchartspage.h"

#include <vector>

namespace DriveScope {

class DepthCharts;
class DepthForm;

// IOPS and latency against queue depth: DepthForm, DepthCharts, DepthBenchmark. Reads
// only, so it needs no write guard.
class DepthPage : public FormChartsPage<DepthForm, DepthCharts> {
    Q_OBJECT
public:
    explicit DepthPage(QWidget *parent = nullptr);

protected:
    std::shared_ptr<BenchmarkJob> makeJob(Target &target, QString *error) override;
    QString liveStatus(qint64 done, qint64 total, const QString &rate) const override;

private:
    std::vector<int> m_liveDepths; // the running sweep's
};

} // namespace DriveScope
