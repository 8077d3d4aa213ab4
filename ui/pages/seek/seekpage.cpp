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
    // The outer/inner presets' 2 GB regions on a 1 GiB scratch file cannot run: greyed
    // out, with why.
    connect(this, &BenchmarkPage::targetChanged, this,
        [this](const TargetChoice &target) { m_form->fitPresetsTo(target.info.sizeBytes); });
    m_form->fitPresetsTo(target().info.sizeBytes);
}

std::shared_ptr<BenchmarkJob> SeekPage::makeJob(Target &target, QString *error)
{
    const auto plan = m_form->plan(target.info(), error);
    if (!plan)
        return nullptr;
    return makeSeekBenchmark(target, *plan);
}

} // namespace DriveScope
