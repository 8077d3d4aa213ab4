// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/zone/zonepage.h"

#include "ui/pages/zone/zonechart.h"
#include "ui/pages/zone/zoneform.h"
#include "ui/run/writeconfirmdialog.h"
#include "ui/widgets/elidingcombobox.h"

#include "core/bench/zone/zonebenchmark.h"
#include "core/bench/zone/zonekind.h"
#include "core/util/text.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

namespace DriveScope {

ZonePage::ZonePage(QWidget *parent)
    : FormChartsPage(zoneKind(), parent)
    , m_xAxis(new ElidingComboBox(12, ElidingComboBox::Width::ShrinksFromContents))
{
    m_xAxis->addItem(Text::tr("Offset in GB"));
    m_xAxis->addItem(Text::tr("Offset in % of the target"));
    m_xAxis->setObjectName(QStringLiteral("zoneXAxis"));
    connect(m_xAxis, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_charts->setXAxis(index == 1 ? ZoneChart::XAxis::Percent : ZoneChart::XAxis::Gigabytes);
    });
    auto *charts = new QWidget;
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(Text::tr("X axis:")));
    row->addWidget(m_xAxis);
    row->addStretch();
    auto *layout = new QVBoxLayout(charts);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_charts, 1);
    setCharts(charts, m_charts);
}

bool ZonePage::writes() const
{
    QString ignored;
    const auto config = m_form->config(&ignored);
    return config && config->write != ZoneConfig::Write::None;
}

bool ZonePage::prepareTarget(TargetChoice *choice)
{
    if (!writes())
        return true; // a read sweep changes nothing
    QString error;
    if (WriteConfirmDialog::prepareWrite(this, choice, m_form->scratchSize(),
            //: who writes: the start of "%1 writes to the whole of /dev/sdb."
            Text::tr("A write sweep"), &error))
        return true;
    if (!error.isEmpty())
        showBanner(error, true);
    return false;
}

std::shared_ptr<BenchmarkJob> ZonePage::makeJob(Target &target, QString *error)
{
    const auto plan = m_form->plan(target.info(), error);
    if (!plan)
        return nullptr;
    if (plan->write != ZoneConfig::Write::None && !target.isWritable()) {
        *error = Text::tr("The target was opened read-only; nothing was written.");
        return nullptr;
    }
    return makeZoneBenchmark(target, *plan);
}

void ZonePage::saveExtra(QSettings &settings) const
{
    settings.setValue(QStringLiteral("xAxis"), m_xAxis->currentIndex());
}

void ZonePage::restoreExtra(const QSettings &settings)
{
    m_xAxis->setCurrentIndex(settings.value(QStringLiteral("xAxis"), 0).toInt());
}

} // namespace DriveScope
