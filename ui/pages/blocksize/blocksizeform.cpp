// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/blocksize/blocksizeform.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"
#include "ui/pages/formfields.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace DriveScope {

BlockSizeForm::BlockSizeForm(QWidget *parent)
    : BenchmarkForm(parent)
    , m_sizes(new QLineEdit(this))
    , m_write(new QCheckBox(Text::tr("Writes too"), this))
    , m_depth(new QSpinBox(this))
    , m_area(new QLineEdit(this))
    , m_duration(new QDoubleSpinBox(this))
    , m_keep(new QSpinBox(this))
{
    const BlockSizeConfig defaults;
    m_sizes->setPlaceholderText(Text::tr("block size .. 64 MiB"));
    m_sizes->setToolTip(Text::tr("Powers of two from 512 B to 64 MiB, ascending: 4KiB..8MiB is every one "
                                 "between, 4KiB,64KiB,1MiB just those. Empty: from the drive's block size "
                                 "to 64 MiB"));
    m_write->setChecked(true);
    m_write->setToolTip(Text::tr("On the scratch target a scratch file of the test area is made and removed; a "
                                 "whole drive is written only after you type its name, and never while in use"));
    m_depth->setRange(1, BlockSizeConfig::MaxDepth);
    m_depth->setValue(defaults.queueDepth);
    m_depth->setToolTip(Text::tr("Transfers in flight (io_uring)"));
    m_area->setText(exactSizeText(defaults.areaBytes));
    m_area->setToolTip(Text::tr("Bytes streamed at each size, from the start of the target; a multiple of "
                                "the largest size"));
    m_duration->setRange(0.01, 3600);
    m_duration->setDecimals(2);
    m_duration->setSuffix(QStringLiteral(" s"));
    m_duration->setValue(double(defaults.durationNs) / 1e9);
    m_duration->setToolTip(Text::tr("Time of each size and direction at most: a size ends at the end of the "
                                    "area or of its time, whichever comes first"));
    m_keep->setRange(0, int(BlockSizeConfig::MaxKeepSamples));
    m_keep->setGroupSeparatorShown(true);
    m_keep->setValue(int(defaults.keepSamplesPerPhase));
    m_keep->setToolTip(Text::tr("Transfers kept as samples (the first) of each size and direction; every "
                                "transfer counts in the figures"));

    auto *outer = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    outer->addLayout(form);
    outer->addStretch(1);
    form->addRow(Text::tr("Transfer sizes"), m_sizes);
    form->addRow(m_write);
    form->addRow(Text::tr("Queue depth"), m_depth);
    form->addRow(Text::tr("Test area"), m_area);
    form->addRow(Text::tr("Time per size"), m_duration);
    form->addRow(Text::tr("Samples kept"), m_keep);
    form->addRow(addBufferedBox());
    form->addRow(errorLabel());
    remember(m_sizes, "sizes");
    remember(m_write, "write");
    remember(m_depth, "depth");
    remember(m_area, "area");
    remember(m_duration, "duration");
    remember(m_keep, "keep");
}

void BlockSizeForm::setConfig(const BlockSizeConfig &c)
{
    m_sizes->setText(transferSizesText(c.sizes, exactSizeText)); // as the CLI takes them
    m_keep->setValue(int(std::min<qint64>(c.keepSamplesPerPhase, m_keep->maximum())));
    m_write->setChecked(c.write);
    m_depth->setValue(c.queueDepth);
    m_area->setText(exactSizeText(c.areaBytes));
    m_duration->setValue(double(c.durationNs) / 1e9);
}

std::optional<BlockSizeConfig> BlockSizeForm::config(QString *error) const
{
    BlockSizeConfig c;
    if (!m_sizes->text().trimmed().isEmpty()) {
        const auto sizes = parseTransferSizes(m_sizes->text(), error);
        if (!sizes) {
            *error = QStringLiteral("%1: %2").arg(Text::tr("Transfer sizes"), *error);
            return std::nullopt;
        }
        c.sizes = *sizes;
    }
    const auto area = FormFields::size(m_area, Text::tr("Test area"), error);
    if (!area)
        return std::nullopt;
    c.areaBytes = *area;
    c.write = m_write->isChecked();
    c.queueDepth = m_depth->value();
    c.durationNs = qint64(m_duration->value() * 1e9);
    c.keepSamplesPerPhase = m_keep->value();
    return c;
}

std::optional<BlockSizePlan> BlockSizeForm::plan(const DeviceInfo &target, bool writable, QString *error) const
{
    const auto c = config(error);
    if (!c)
        return std::nullopt;
    return planBlockSize(*c, target, writable, error);
}

bool BlockSizeForm::writes() const
{
    return m_write->isChecked();
}

bool BlockSizeForm::applyPlan(const RunResult &run, QString *why)
{
    return usePlan<BlockSizePlan>(run, why, [this](const auto &c) { setConfig(c); });
}

} // namespace DriveScope
