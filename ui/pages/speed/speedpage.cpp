// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/speed/speedpage.h"

#include "ui/pages/speed/speedform.h"
#include "ui/pages/speed/speedtiles.h"
#include "ui/run/writeconfirmdialog.h"

#include "core/bench/speed/speedbenchmark.h"
#include "core/bench/speed/speedkind.h"
#include "core/io/uringqueue.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

namespace DriveScope {

SpeedPage::SpeedPage(QWidget *parent)
    : FormChartsPage(speedKind(), parent)
{
    setCharts(m_charts, m_charts);
    // The final refresh took the last phases; a run picked later draws from its record.
    connect(this, &BenchmarkPage::runFinished, this, [this] { m_live.reset(); });
}

bool SpeedPage::checkForm(const DeviceInfo &info, QString *error)
{
    if (info.sizeBytes <= 0 || info.logicalBlockSize <= 0)
        return m_form->config(error).has_value();
    // Writability is known once opened (a scratch file, or a confirmed drive).
    return m_form->plan(info, true, error).has_value();
}

bool SpeedPage::writes() const
{
    return m_form->writes();
}

bool SpeedPage::prepareTarget(TargetChoice *choice)
{
    if (!m_form->writes())
        return true; // reads change nothing
    QString error;
    const auto config = m_form->config(&error);
    const qint64 area = config ? config->areaBytes : SpeedConfig().areaBytes;
    if (WriteConfirmDialog::prepareWrite(this, choice, area,
            //: who writes: the start of "%1 writes to the whole of /dev/sdb."
            Text::tr("The speed grid's writes"), &error))
        return true;
    if (!error.isEmpty())
        showBanner(error, true);
    return false;
}

std::shared_ptr<BenchmarkJob> SpeedPage::makeJob(Target &target, QString *error)
{
    const auto plan = m_form->plan(target.info(), target.isWritable(), error);
    if (!plan)
        return nullptr;
    if (!target.isSimulated() && !uringAvailable(error))
        return nullptr;
    auto bench = std::make_shared<SpeedBenchmark>(target, *plan);
    m_live = bench;
    return bench;
}

void SpeedPage::refreshCharts(bool final)
{
    // The phases come from the benchmark (every I/O), not from the capped samples.
    // Only the phases finished since the last refresh are copied (59 KB each).
    if (const auto bench = m_live.lock(); bench && controller()->state() == RunController::State::Running)
        m_charts->appendPhases(bench->finishedPhases(m_charts->phaseCount()), bench->currentPhase());
    else if (final && bench)
        m_charts->appendPhases(bench->finishedPhases(m_charts->phaseCount()), -1);
    m_charts->refresh(final);
}

QString SpeedPage::liveStatus(qint64 done, qint64 total, const QString &rate) const
{
    Q_UNUSED(rate);
    QString now = m_charts->currentText();
    // Between phases the timed progress waits while a write test's writes reach the
    // drive: say so, or the bar looks stuck.
    if (const auto bench = m_live.lock(); bench && bench->flushingPhase() >= 0)
        now = Text::tr("flushing the writes of %1 to the drive").arg(m_charts->phaseText(bench->flushingPhase()));
    const QString progress
        = Text::tr("%1 of %2 s of tests")
              .arg(formatCount(qRound64(double(done) / 1e3)), formatCount(qRound64(double(total) / 1e3)));
    return (now.isEmpty() ? QString() : now + QStringLiteral(" · ")) + progress + QStringLiteral(" · ");
}

} // namespace DriveScope
