// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/benchmarkform.h"

#include "core/bench/speed/speedconfig.h"

namespace DriveScope {

// Every option of SpeedConfig (drivescope-cli speed): the profile or your own list of
// tests in the CLI's syntax, writes and a mix, the test area, the time and runs.
class SpeedForm : public BenchmarkForm {
    Q_OBJECT
public:
    explicit SpeedForm(QWidget *parent = nullptr);

    // The profile whose tests config has, else your own list with them.
    void setConfig(const SpeedConfig &config);
    std::optional<SpeedConfig> config(QString *error) const;
    std::optional<SpeedPlan> plan(const DeviceInfo &target, bool writable, QString *error) const;
    bool writes() const; // writes or a mix asked for: the page asks for write access
    void save(QSettings &settings) const override;
    void restore(const QSettings &settings) override;

    QComboBox *profileBox() const { return m_profile; }
    QLineEdit *testsEdit() const { return m_tests; }
    QCheckBox *writeBox() const { return m_write; }
    QLineEdit *areaEdit() const { return m_area; }
    QDoubleSpinBox *durationBox() const { return m_duration; }
    QSpinBox *runsBox() const { return m_runs; }
    // How long the grid will take, before Start: "about 3 min 20 s (4 tests × 2
    // directions × 5 runs × 5 s)"; empty while the tests do not parse.
    QString estimateText() const;

protected:
    bool applyPlan(const RunResult &run, QString *why) override;

private:
    void onProfileChanged();
    void updateEstimate();

    QComboBox *m_profile;
    QLineEdit *m_tests;
    QCheckBox *m_write;
    QCheckBox *m_mix;
    QSpinBox *m_mixPercent;
    QLineEdit *m_area;
    QDoubleSpinBox *m_duration;
    QSpinBox *m_runs;
    QLabel *m_estimate;
};

} // namespace DriveScope
