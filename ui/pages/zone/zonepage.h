// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/formchartspage.h"

class QComboBox;

namespace DriveScope {

class ZoneChart;
class ZoneForm;

// Sequential throughput against offset: ZoneForm, ZoneChart, ZoneBenchmark.
// Write sweeps go through the write guard like the CLI's --write: a scratch file in the
// scratch target's folder, or a whole drive after its name is typed to confirm.
class ZonePage : public FormChartsPage<ZoneForm, ZoneChart> {
    Q_OBJECT
public:
    explicit ZonePage(QWidget *parent = nullptr);
    bool writes() const override;

    QComboBox *xAxisBox() const { return m_xAxis; }

protected:
    bool prepareTarget(TargetChoice *choice) override;
    std::shared_ptr<BenchmarkJob> makeJob(Target &target, QString *error) override;
    void saveExtra(QSettings &settings) const override;
    void restoreExtra(const QSettings &settings) override;

private:
    QComboBox *m_xAxis;
};

} // namespace DriveScope
