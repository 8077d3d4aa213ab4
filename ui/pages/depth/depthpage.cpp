// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/depth/depthpage.h"

#include "ui/pages/depth/depthchart.h"
#include "ui/pages/depth/depthform.h"

#include "core/bench/depth/depthbenchmark.h"
#include "core/bench/depth/depthkind.h"
#include "core/io/uringqueue.h"

namespace DriveScope {

DepthPage::DepthPage(QWidget *parent)
    : FormChartsPage(depthKind(), parent)
{
    setCharts(m_charts, m_charts);
}

std::shared_ptr<BenchmarkJob> DepthPage::makeJob(Target &target, QString *error)
{
    const auto plan = m_form->plan(target.info(), error);
    if (!plan)
        return nullptr;
    if (!target.isSimulated() && !uringAvailable(error))
        return nullptr;
    return makeDepthBenchmark(target, *plan);
}

} // namespace DriveScope
