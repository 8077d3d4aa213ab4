// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/seek/seekpage.h"

#include "ui/pages/seek/seekcharts.h"
#include "ui/pages/seek/seekform.h"

#include "core/bench/seek/seekbenchmark.h"
#include "core/bench/seek/seekkind.h"

namespace DriveScope {

SeekPage::SeekPage(QWidget *parent)
    : FormChartsPage(seekKind(), parent)
{
    setCharts(m_charts, m_charts);
    // Seed 001's 2 GB regions on a 1 GiB scratch file cannot run: greyed out, with why.
    connect(this, &BenchmarkPage::targetChanged, this,
        [this](const TargetChoice &target) { m_form->fitPresetsTo(target.info.sizeBytes); });
    m_form->fitPresetsTo(target().info.sizeBytes);
}

bool SeekPage::checkForm(const DeviceInfo &info, QString *error)
{
    // Before opening only sysfs' facts are known; a target without them (a file not
    // yet opened) is checked for syntax here and fully once it is open.
    if (info.sizeBytes <= 0 || info.logicalBlockSize <= 0)
        return m_form->config(error).has_value();
    return m_form->plan(info, error).has_value();
}

OpenOptions SeekPage::openOptions() const
{
    OpenOptions o;
    o.direct = !m_form->buffered();
    return o;
}

std::shared_ptr<BenchmarkJob> SeekPage::makeJob(Target &target, QString *error)
{
    const auto plan = m_form->plan(target.info(), error);
    if (!plan)
        return nullptr;
    return makeSeekBenchmark(target, *plan);
}

} // namespace DriveScope
