// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/zone/zoneform.h"

#include "ui/pages/formfields.h"
#include "ui/widgets/elidingcombobox.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace DriveScope {

ZoneForm::ZoneForm(QWidget *parent)
    : BenchmarkForm(parent)
    , m_preset(new ElidingComboBox(12, this))
    , m_points(new QSpinBox(this))
    , m_bytesPerPoint(new QLineEdit(this))
    , m_blockSize(new QLineEdit(this))
    , m_region(new QLineEdit(this))
    , m_write(new ElidingComboBox(12, this))
    , m_scratchSize(new QLineEdit(this))
    , m_hugePages(FormFields::makeHugePagesBox(this))
{
    m_preset->addItem(Text::tr("Custom", "preset: the user's own values"));
    m_preset->addItems(presetNames());
    m_preset->setToolTip(
        Text::tr("Outer to inner tracks: 128 MiB read in 1 MiB blocks at 100 evenly spaced points "
                 "(less at each point on a drive smaller than 12.5 GiB, so the points cover it end to end)"));
    m_points->setRange(1, 1'000'000);
    m_points->setGroupSeparatorShown(true);
    m_points->setToolTip(Text::tr("Evenly spaced points from the region's start to its end"));
    m_bytesPerPoint->setToolTip(Text::tr("Bytes read (or written) at each point, a multiple of the block size"));
    m_blockSize->setToolTip(Text::tr("Bytes per I/O, a multiple of the logical block size (dd bs=)"));
    m_region->setPlaceholderText(Text::tr("whole target"));
    m_region->setToolTip(
        //: keep all, first:, last: and the examples as they are: what the field takes
        Text::tr("One region: all · first:SIZE · last:SIZE · START:LENGTH (10GiB:100GiB, 50%:)"));
    FormFields::addChoice(m_write, Text::tr("None: read (changes nothing)"), zoneWriteName(ZoneConfig::Write::None));
    FormFields::addChoice(
        m_write, Text::tr("Write back what was read (preserve)"), zoneWriteName(ZoneConfig::Write::Preserve));
    FormFields::addChoice(
        m_write, Text::tr("Write random bytes (destroys data)"), zoneWriteName(ZoneConfig::Write::Random));
    m_write->setToolTip(Text::tr("Writes go to a scratch file in the scratch target's folder, or to a whole "
                                 "drive once you type its name to confirm"));
    m_scratchSize->setToolTip(Text::tr("Write sweeps on a folder: the scratch file's size (removed after the run)"));

    auto *outer = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    outer->addLayout(form);
    outer->addStretch(1);
    form->addRow(Text::tr("Preset"), m_preset);
    form->addRow(Text::tr("Points"), m_points);
    form->addRow(Text::tr("Bytes per point"), m_bytesPerPoint);
    form->addRow(Text::tr("Block size"), m_blockSize);
    form->addRow(Text::tr("Region"), m_region);
    form->addRow(Text::tr("Write", "zone sweep: what it writes"), m_write);
    form->addRow(Text::tr("Scratch file"), m_scratchSize);
    form->addRow(addBufferedBox());
    form->addRow(m_hugePages);
    form->addRow(errorLabel());
    // The write mode is not remembered: a destructive sweep is chosen afresh each time.
    remember(m_points, "points");
    remember(m_bytesPerPoint, "bytesPerPoint");
    remember(m_blockSize, "blockSize");
    remember(m_region, "region");
    remember(m_scratchSize, "scratchSize");
    remember(m_hugePages, "hugePages");

    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            applyPreset(index - 1);
    });
    auto custom = [this] { m_preset->setCurrentIndex(0); };
    connect(m_points, &QSpinBox::valueChanged, this, custom);
    for (QLineEdit *e : { m_bytesPerPoint, m_blockSize, m_region })
        connect(e, &QLineEdit::textEdited, this, custom);
    connect(m_write, &QComboBox::activated, this, custom);
    m_scratchSize->setText(QStringLiteral("1GiB"));
    applyPreset(0);
}

QStringList ZoneForm::presetNames()
{
    return { Text::tr("128 MiB at 100 points") };
}

void ZoneForm::applyPreset(int index)
{
    if (index != 0)
        return;
    // The preset is ZoneConfig's defaults; the buffer's pages are not part of a preset.
    ZoneConfig preset;
    preset.bufferPages = m_hugePages->isChecked() ? BufferPages::Huge : BufferPages::Normal;
    setConfig(preset);
    const QSignalBlocker block(m_preset);
    m_preset->setCurrentIndex(1);
}

void ZoneForm::setConfig(const ZoneConfig &c)
{
    const QSignalBlocker b1(m_points);
    m_points->setValue(int(c.points));
    m_bytesPerPoint->setText(exactSizeText(c.bytesPerPoint));
    m_blockSize->setText(exactSizeText(c.blockSize));
    m_region->setText(c.region);
    FormFields::selectChoice(m_write, zoneWriteName(c.write));
    m_hugePages->setChecked(c.bufferPages == BufferPages::Huge);
    const QSignalBlocker b2(m_preset);
    m_preset->setCurrentIndex(0); // applyPreset names itself afterwards
}

std::optional<ZoneConfig> ZoneForm::config(QString *error) const
{
    ZoneConfig c;
    c.points = m_points->value();
    const auto bpp = FormFields::size(m_bytesPerPoint, Text::tr("Bytes per point"), error);
    if (!bpp)
        return std::nullopt;
    const auto block = FormFields::size(m_blockSize, Text::tr("Block size"), error);
    if (!block)
        return std::nullopt;
    c.write = parseZoneWriteName(FormFields::choiceKey(m_write)).value_or(ZoneConfig::Write::None);
    if (c.write != ZoneConfig::Write::None) {
        if (!FormFields::size(m_scratchSize,
                //: begins with the field's name, "Scratch file" (the form marks the field its error starts with)
                Text::tr("Scratch file size"), error))
            return std::nullopt;
    }
    c.bytesPerPoint = *bpp;
    // The preset is a recipe that fits itself to the drive; values the user typed are kept.
    c.shrinkToFit = m_preset->currentIndex() == 1;
    c.blockSize = *block;
    c.region = m_region->text().trimmed();
    c.bufferPages = m_hugePages->isChecked() ? BufferPages::Huge : BufferPages::Normal;
    if (!c.region.isEmpty() && c.region.contains(u',')) {
        *error = Text::tr("A zone sweep covers one region (got \"%1\").").arg(c.region);
        return std::nullopt;
    }
    return c;
}

std::optional<ZonePlan> ZoneForm::plan(const DeviceInfo &target, QString *error) const
{
    const auto c = config(error);
    if (!c)
        return std::nullopt;
    return planZone(*c, target, error);
}

qint64 ZoneForm::scratchSize() const
{
    QString ignored;
    return FormFields::size(m_scratchSize, QString(), &ignored).value_or(qint64(1) << 30);
}

void ZoneForm::restore(const QSettings &s)
{
    if (!s.contains(QStringLiteral("points")))
        return; // nothing saved yet: the first preset stays
    BenchmarkForm::restore(s);
    // The fields were set, not typed: they are the preset again if they say what it says.
    QString ignored;
    const auto restored = config(&ignored);
    const ZoneConfig preset;
    const bool isPreset = restored && restored->points == preset.points
        && restored->bytesPerPoint == preset.bytesPerPoint && restored->blockSize == preset.blockSize
        && restored->region.isEmpty() && restored->write == preset.write;
    m_preset->setCurrentIndex(isPreset ? 1 : 0);
}

bool ZoneForm::applyPlan(const RunResult &run, QString *why)
{
    return usePlan<ZonePlan>(run, why, [this](const auto &c) { setConfig(c); });
}

} // namespace DriveScope
