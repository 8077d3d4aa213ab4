// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/formchartspage.h"

#include <memory>

namespace DriveScope {

class SpeedBenchmark;
class SpeedForm;
class SpeedTiles;

// The speed grid: SpeedForm, SpeedTiles, SpeedBenchmark. Writes go to a scratch file
// in the scratch target's folder, or to a whole drive after its name is typed.
class SpeedPage : public FormChartsPage<SpeedForm, SpeedTiles> {
    Q_OBJECT
public:
    explicit SpeedPage(QWidget *parent = nullptr);
    bool writes() const override;

protected:
    bool checkForm(const DeviceInfo &info, QString *error) override;
    bool prepareTarget(TargetChoice *choice) override;
    std::shared_ptr<BenchmarkJob> makeJob(Target &target, QString *error) override;
    void refreshCharts(bool final) override;
    QString liveStatus(qint64 done, qint64 total, const QString &rate) const override;

private:
    std::weak_ptr<SpeedBenchmark> m_live;
};

} // namespace DriveScope
