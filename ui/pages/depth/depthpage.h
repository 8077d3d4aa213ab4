// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/benchmarkpage.h"

namespace DriveScope {

class DepthCharts;
class DepthForm;

// IOPS and latency against queue depth: DepthForm, DepthCharts, DepthBenchmark. Reads
// only, so it needs no write guard.
class DepthPage : public BenchmarkPage {
    Q_OBJECT
public:
    explicit DepthPage(QWidget *parent = nullptr);

    DepthForm *form() const { return m_form; }
    DepthCharts *charts() const { return m_charts; }

protected:
    bool checkForm(const DeviceInfo &info, QString *error) override;
    OpenOptions openOptions() const override;
    std::shared_ptr<BenchmarkJob> makeJob(Target &target, QString *error) override;

private:
    DepthForm *m_form;
    DepthCharts *m_charts;
};

} // namespace DriveScope
