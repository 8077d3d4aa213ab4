// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/depth/depthpage.h"

#include "ui/pages/depth/depthchart.h"
#include "ui/pages/depth/depthform.h"

#include "core/bench/depth/depthbenchmark.h"
#include "core/bench/depth/depthkind.h"
#include "core/bench/engine/phaseprogress.h"
#include "core/io/uringqueue.h"
#include "core/util/text.h"

#include <algorithm>

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
    m_liveDepths = plan->depths;
    return makeDepthBenchmark(target, *plan);
}

QString DepthPage::liveStatus(qint64 done, qint64 total, const QString &rate) const
{
    Q_UNUSED(total);
    if (m_liveDepths.empty())
        return rate;
    const auto count = qint64(m_liveDepths.size());
    const qint64 index = std::clamp<qint64>(done / PhaseProgress::PerPhase, 0, count - 1);
    //: the running depth of a depth sweep: "QD 16 (5 of 9) · " then the rate ("2,345 reads/s · ") or nothing
    return Text::tr("QD %1 (%2 of %3) · %4").arg(m_liveDepths[std::size_t(index)]).arg(index + 1).arg(count).arg(rate);
}

} // namespace DriveScope
