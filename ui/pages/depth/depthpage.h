// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/formchartspage.h"

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
};

} // namespace DriveScope
