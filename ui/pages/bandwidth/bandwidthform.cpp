// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/bandwidth/bandwidthform.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"
#include "ui/pages/formfields.h"
#include "ui/widgets/elidingcombobox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace DriveScope {

namespace {

constexpr double WindowIntervalSeconds = 0.2; // 5 points a second
// The direction box's keys: the words drivescope-cli's bandwidth run reports.
const QString DirectionRead = QStringLiteral("read");
const QString DirectionWrite = QStringLiteral("write");

} // namespace

BandwidthForm::BandwidthForm(QWidget *parent)
    : BenchmarkForm(parent)
    , m_direction(new ElidingComboBox(12, this))
    , m_blockSize(new QLineEdit(this))
    , m_total(new QLineEdit(this))
    , m_region(new QLineEdit(this))
    , m_interval(new QDoubleSpinBox(this))
    , m_hugePages(FormFields::makeHugePagesBox(this))
{
    FormFields::addChoice(m_direction, Text::tr("Read (changes nothing)"), DirectionRead);
    FormFields::addChoice(m_direction, Text::tr("Write random bytes"), DirectionWrite);
    m_direction->setToolTip(Text::tr("Writes go to a scratch file in the scratch target's folder, or to a "
                                     "whole drive once you type its name to confirm"));
    m_blockSize->setToolTip(Text::tr("Bytes per pread/pwrite (dd's bs=), a multiple of the logical block size"));
    m_total->setToolTip(Text::tr("Bytes to transfer, one block after another; capped to the region"));
    m_region->setPlaceholderText(Text::tr("whole target"));
    //: keep all, first:, last: and the examples as they are: what the field takes
    m_region->setToolTip(Text::tr("all · first:SIZE · last:SIZE · START:LENGTH (10GiB:2GiB, 50%:)"));
    m_interval->setRange(0.1, 3600); // planBandwidth's limits
    m_interval->setDecimals(2);
    m_interval->setSuffix(QStringLiteral(" s"));
    m_interval->setToolTip(Text::tr("How often the device's counters are read (iostat -x INTERVAL)"));

    auto *outer = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    outer->addLayout(form);
    outer->addStretch(1);
    form->addRow(Text::tr("Direction"), m_direction);
    form->addRow(Text::tr("Block size"), m_blockSize);
    form->addRow(Text::tr("Total"), m_total);
    form->addRow(Text::tr("Region"), m_region);
    form->addRow(Text::tr("Interval"), m_interval);
    form->addRow(m_hugePages);
    form->addRow(errorLabel());
    // The direction is not remembered: a write is chosen afresh each time.
    remember(m_blockSize, "blockSize");
    remember(m_total, "total");
    remember(m_region, "region");
    remember(m_interval, "interval");
    remember(m_hugePages, "hugePages");
    setConfig(BandwidthConfig {});
    // The window's charts want points: the CLI's 1 s (iostat's) gave 2 for the default
    // 1 GiB on an 850 MB/s device.
    m_interval->setValue(WindowIntervalSeconds);
}

void BandwidthForm::setConfig(const BandwidthConfig &c)
{
    FormFields::selectChoice(m_direction, c.write ? DirectionWrite : DirectionRead);
    m_blockSize->setText(exactSizeText(c.blockSize));
    m_total->setText(exactSizeText(c.total));
    m_region->setText(c.region);
    m_interval->setValue(double(c.intervalNs) / 1e9);
    m_hugePages->setChecked(c.bufferPages == BufferPages::Huge);
}

std::optional<BandwidthConfig> BandwidthForm::config(QString *error) const
{
    BandwidthConfig c;
    c.write = FormFields::choiceKey(m_direction) == DirectionWrite;
    const auto block = FormFields::size(m_blockSize, Text::tr("Block size"), error);
    if (!block)
        return std::nullopt;
    const auto total = FormFields::size(m_total, Text::tr("Total"), error);
    if (!total)
        return std::nullopt;
    c.blockSize = *block;
    c.total = *total;
    c.region = m_region->text().trimmed();
    c.intervalNs = qint64(m_interval->value() * 1e9 + 0.5);
    c.bufferPages = m_hugePages->isChecked() ? BufferPages::Huge : BufferPages::Normal;
    return c;
}

std::optional<BandwidthPlan> BandwidthForm::plan(const DeviceInfo &target, QString *error) const
{
    const auto c = config(error);
    if (!c)
        return std::nullopt;
    return planBandwidth(*c, target, error);
}

bool BandwidthForm::applyPlan(const RunResult &run, QString *why)
{
    return usePlan<BandwidthPlan>(run, why, [this](const auto &c) { setConfig(c); });
}

} // namespace DriveScope
