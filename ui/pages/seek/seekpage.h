// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/formchartspage.h"

namespace DriveScope {

class SeekCharts;
class SeekForm;

// Random-access read latency: SeekForm on the left, SeekCharts on the right,
// SeekBenchmark as the job. The pattern for every other page.
class SeekPage : public FormChartsPage<SeekForm, SeekCharts> {
    Q_OBJECT
public:
    explicit SeekPage(QWidget *parent = nullptr);

protected:
    std::shared_ptr<BenchmarkJob> makeJob(Target &target, QString *error) override;
};

} // namespace DriveScope
