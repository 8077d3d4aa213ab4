// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/depth/depthform.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"
#include "ui/pages/formfields.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace DriveScope {

DepthForm::DepthForm(QWidget *parent)
    : BenchmarkForm(parent)
    , m_depths(new QLineEdit(this))
    , m_duration(new QDoubleSpinBox(this))
    , m_reads(new QSpinBox(this))
    , m_readSize(new QLineEdit(this))
    , m_region(new QLineEdit(this))
{
    const DepthConfig defaults;
    m_depths->setText(QStringLiteral("1..256"));
    m_depths->setToolTip(Text::tr("Ascending, each 1 to 4096: 1,2,4,32 — or A..B for A, the powers of two "
                                  "between, and B (1..256 is 1, 2, 4 … 256)"));
    m_duration->setRange(0.01, 3600);
    m_duration->setDecimals(2);
    m_duration->setSuffix(QStringLiteral(" s"));
    m_duration->setValue(double(defaults.durationNs) / 1e9);
    m_duration->setToolTip(Text::tr("Time at each depth at most"));
    m_reads->setRange(1, int(DepthConfig::MaxIosPerDepth));
    m_reads->setGroupSeparatorShown(true);
    m_reads->setValue(int(defaults.maxIosPerDepth));
    m_reads->setToolTip(Text::tr("Reads at each depth at most: keeps memory bounded on a fast drive"));
    m_readSize->setText(exactSizeText(defaults.readSize));
    m_readSize->setToolTip(Text::tr("Bytes per read, a multiple of the block size"));
    m_region->setPlaceholderText(Text::tr("whole target"));
    //: keep all, first:, last: and the examples as they are: what the field takes
    m_region->setToolTip(Text::tr("One region: all · first:SIZE · last:SIZE · START:LENGTH"));

    auto *outer = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    outer->addLayout(form);
    outer->addStretch(1);
    form->addRow(Text::tr("Queue depths"), m_depths);
    form->addRow(Text::tr("Time per depth"), m_duration);
    form->addRow(Text::tr("Reads per depth"), m_reads);
    form->addRow(Text::tr("Read size"), m_readSize);
    form->addRow(Text::tr("Region"), m_region);
    form->addRow(addBufferedBox());
    form->addRow(errorLabel());
    remember(m_depths, "depths");
    remember(m_duration, "duration");
    remember(m_reads, "reads");
    remember(m_readSize, "readSize");
    remember(m_region, "region");
}

void DepthForm::setConfig(const DepthConfig &c)
{
    QStringList depths;
    for (int d : c.depths)
        depths << QString::number(d);
    m_depths->setText(depths.join(u','));
    m_duration->setValue(double(c.durationNs) / 1e9);
    m_reads->setValue(int(std::min<qint64>(c.maxIosPerDepth, m_reads->maximum())));
    m_readSize->setText(exactSizeText(c.readSize));
    m_region->setText(c.region);
}

std::optional<DepthConfig> DepthForm::config(QString *error) const
{
    DepthConfig c;
    const auto depths = parseDepthList(m_depths->text(), error);
    if (!depths) {
        *error = QStringLiteral("%1: %2").arg(Text::tr("Queue depths"), *error);
        return std::nullopt;
    }
    c.depths = *depths;
    const auto size = FormFields::size(m_readSize, Text::tr("Read size"), error);
    if (!size)
        return std::nullopt;
    c.readSize = *size;
    c.durationNs = qint64(m_duration->value() * 1e9);
    c.maxIosPerDepth = m_reads->value();
    c.region = m_region->text().trimmed();
    return c;
}

std::optional<DepthPlan> DepthForm::plan(const DeviceInfo &target, QString *error) const
{
    const auto c = config(error);
    if (!c)
        return std::nullopt;
    return planDepth(*c, target, error);
}

bool DepthForm::applyPlan(const RunResult &run, QString *why)
{
    return usePlan<DepthPlan>(run, why, [this](const auto &c) { setConfig(c); });
}

} // namespace DriveScope
