// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchmarkpage.h"

class QLabel;

namespace DriveScope {

class BandwidthBenchmark;
class BandwidthCharts;
class BandwidthForm;

// Sequential MB/s with the device's own counters alongside (seed 003): BandwidthForm,
// BandwidthCharts, BandwidthBenchmark. Live, the device rows come from the benchmark's
// DiskStatsSampler (thread-safe); when the run ends, from the result. Writes go only
// through the write guard, as for the other write pages.
class BandwidthPage : public BenchmarkPage {
    Q_OBJECT
public:
    explicit BandwidthPage(QWidget *parent = nullptr);

    BandwidthForm *form() const { return m_form; }
    BandwidthCharts *charts() const { return m_charts; }
    QString requestSizeText() const;

    void saveSettings(QSettings &settings) const override;
    void restoreSettings(QSettings &settings) override;

    static QString keyFigures(const RunResult &result);

    // The running benchmark, shared with its job: made on the pool thread that starts
    // the run (it reads sysfs), read by the page for the sampler's rows while live.
    struct Live {
        std::shared_ptr<BandwidthBenchmark> bench;
    };

protected:
    bool checkForm(const DeviceInfo &info, QString *error) override;
    void showFormError(const QString &message) override;
    bool prepareTarget(TargetChoice *choice) override;
    std::unique_ptr<BenchmarkJob> makeJob(Target &target, QString *error) override;
    void beginCharts(const RunResult &header) override;
    void addSamples(std::span<const Sample> samples) override;
    void refreshCharts(bool final) override;
    QString chartFigures() const override;
    void setFormEnabled(bool enabled) override;

private:
    BandwidthForm *m_form;
    BandwidthCharts *m_charts;
    QLabel *m_requestSize;
    std::shared_ptr<Live> m_live;
};

} // namespace DriveScope
