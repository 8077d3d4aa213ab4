// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchmarkpage.h"

namespace DriveScope {

class SeekCharts;
class SeekForm;

// Random-access read latency (seeds 000 and 001): SeekForm on the left, SeekCharts on
// the right, SeekBenchmark as the job. The pattern for every other page.
class SeekPage : public BenchmarkPage {
    Q_OBJECT
public:
    explicit SeekPage(QWidget *parent = nullptr);

    SeekForm *form() const { return m_form; }
    SeekCharts *charts() const { return m_charts; }

    void saveSettings(QSettings &settings) const override;
    void restoreSettings(QSettings &settings) override;

    // The runs table's "Key figures" of a seek run: what sets it apart from the other
    // columns' figures (read size, readers, regions as seed 001 varies them) and its
    // median (from summary, the run's exact one), e.g. "4 KiB × 2 readers · whole target
    // · p50 173 µs".
    static QString keyFigures(const RunResult &result, const LatencySummary &summary);

protected:
    bool checkForm(const DeviceInfo &info, QString *error) override;
    void showFormError(const QString &message) override;
    OpenOptions openOptions() const override;
    std::unique_ptr<BenchmarkJob> makeJob(Target &target, QString *error) override;
    void beginCharts(const RunResult &header) override;
    void addSamples(std::span<const Sample> samples) override;
    void refreshCharts(bool final) override;
    QString chartFigures() const override;
    void setFormEnabled(bool enabled) override;

private:
    SeekForm *m_form;
    SeekCharts *m_charts;
};

} // namespace DriveScope
