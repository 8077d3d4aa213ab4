// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/blocksize/blocksizepage.h"

#include "ui/pages/blocksize/blocksizechart.h"
#include "ui/pages/blocksize/blocksizeform.h"
#include "ui/run/writeconfirmdialog.h"

#include "core/bench/blocksize/blocksizebenchmark.h"
#include "core/bench/blocksize/blocksizekind.h"
#include "core/bench/engine/phaseprogress.h"
#include "core/io/uringqueue.h"
#include "core/util/text.h"

namespace DriveScope {

BlockSizePage::BlockSizePage(QWidget *parent)
    : FormChartsPage(blockSizeKind(), parent)
{
    setCharts(m_charts, m_charts);
    // The final refresh took the last phases; a run picked later draws from its record.
    connect(this, &BenchmarkPage::runFinished, this, [this] { m_live.reset(); });
}

bool BlockSizePage::checkForm(const DeviceInfo &info, QString *error)
{
    if (info.sizeBytes <= 0 || info.logicalBlockSize <= 0)
        return m_form->config(error).has_value();
    // Writability is known once opened (a scratch file, or a confirmed drive).
    return m_form->plan(info, true, error).has_value();
}

bool BlockSizePage::writes() const
{
    return m_form->writes();
}

bool BlockSizePage::prepareTarget(TargetChoice *choice)
{
    if (!m_form->writes())
        return true; // reads change nothing
    QString error;
    const auto config = m_form->config(&error);
    const qint64 area = config ? config->areaBytes : BlockSizeConfig().areaBytes;
    if (WriteConfirmDialog::prepareWrite(this, choice, area,
            //: who writes: the start of "%1 writes to the whole of /dev/sdb."
            Text::tr("The transfer-size sweep's writes"), &error))
        return true;
    if (!error.isEmpty())
        showBanner(error, true);
    return false;
}

std::shared_ptr<BenchmarkJob> BlockSizePage::makeJob(Target &target, QString *error)
{
    const auto plan = m_form->plan(target.info(), target.isWritable(), error);
    if (!plan)
        return nullptr;
    if (!target.isSimulated() && !uringAvailable(error))
        return nullptr;
    auto bench = std::make_shared<BlockSizeBenchmark>(target, *plan);
    m_live = bench;
    return bench;
}

void BlockSizePage::refreshCharts(bool final)
{
    // The phases come from the benchmark (every transfer), not from the capped samples;
    // only those finished since the last refresh are copied.
    if (const auto bench = m_live.lock())
        m_charts->appendPhases(bench->finishedPhases(m_charts->phaseCount()));
    m_charts->refresh(final);
}

QString BlockSizePage::liveStatus(qint64 done, qint64 total, const QString &rate) const
{
    // Only the first few transfers of each size are kept as samples: no rate from them.
    Q_UNUSED(rate);
    Q_UNUSED(total);
    const auto bench = m_live.lock();
    if (!bench || bench->phaseCount() == 0)
        return {};
    const int index = int(std::min<qint64>(done / PhaseProgress::PerPhase, bench->phaseCount() - 1));
    //: the running part of a transfer-size sweep: "4 KiB read (3 of 34) · "
    return Text::tr("%1 (%2 of %3) · ").arg(bench->phaseTitle(index)).arg(index + 1).arg(bench->phaseCount());
}

} // namespace DriveScope
