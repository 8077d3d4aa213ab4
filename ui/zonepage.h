// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchmarkpage.h"

class QComboBox;

namespace DriveScope {

class ZoneChart;
class ZoneForm;

// Sequential throughput against offset (seed 004): ZoneForm, ZoneChart, ZoneBenchmark.
// Write sweeps go through the write guard like the CLI's --write: a scratch file in the
// scratch target's folder, or a whole drive after its name is typed to confirm.
class ZonePage : public BenchmarkPage {
    Q_OBJECT
public:
    explicit ZonePage(QWidget *parent = nullptr);

    ZoneForm *form() const { return m_form; }
    ZoneChart *chart() const { return m_chart; }
    QComboBox *xAxisBox() const { return m_xAxis; }

    void saveSettings(QSettings &settings) const override;
    void restoreSettings(QSettings &settings) override;

    // The runs table's key figures, from the result alone (pool thread).
    static QString keyFigures(const RunResult &result);

protected:
    bool checkForm(const DeviceInfo &info, QString *error) override;
    void showFormError(const QString &message) override;
    OpenOptions openOptions() const override;
    bool prepareTarget(TargetChoice *choice) override;
    std::unique_ptr<BenchmarkJob> makeJob(Target &target, QString *error) override;
    void beginCharts(const RunResult &header) override;
    void addSamples(std::span<const Sample> samples) override;
    void refreshCharts(bool final) override;
    QString chartFigures() const override;
    void setFormEnabled(bool enabled) override;

private:
    ZoneForm *m_form;
    ZoneChart *m_chart;
    QComboBox *m_xAxis;
};

} // namespace DriveScope
