// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/seek/seekform.h"

#include "ui/pages/formfields.h"

#include "ui/widgets/elidingcombobox.h"
#include "ui/widgets/hintlabel.h"

#include "core/bench/engine/offsetgenerator.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace DriveScope {

namespace {

struct Preset {
    const char *name;
    qint64 count;
    const char *readSize;
    QStringList regions;
    Placement placement;
    int workers;
};

// The whole-disk seek test, the outer/inner region tests, and the same idea sized for
// an SSD.
const QList<Preset> &presets()
{
    static const QList<Preset> list = {
        { QT_TRANSLATE_NOOP("DriveScope", "Whole-disk seek, 1500 × 512 B"), 1500, "512", {}, Placement::Random, 1 },
        { QT_TRANSLATE_NOOP("DriveScope", "Outer 2 GB / inner 2 GB / alternating, 2 readers"), 1000, "8KiB",
            { QStringLiteral("first:2GB"), QStringLiteral("last:2GB") }, Placement::Alternate, 2 },
        { QT_TRANSLATE_NOOP("DriveScope", "Outer 2 GB, 2 readers"), 1000, "8KiB", { QStringLiteral("first:2GB") },
            Placement::Random, 2 },
        { QT_TRANSLATE_NOOP("DriveScope", "Inner 2 GB, 2 readers"), 1000, "8KiB", { QStringLiteral("last:2GB") },
            Placement::Random, 2 },
        { QT_TRANSLATE_NOOP("DriveScope", "Outer and inner 2 GB, one reader each"), 1000, "8KiB",
            { QStringLiteral("first:2GB"), QStringLiteral("last:2GB") }, Placement::PerWorker, 2 },
        { QT_TRANSLATE_NOOP("DriveScope", "Fast device, 20000 × 4 KiB"), 20000, "4KiB", {}, Placement::Random, 1 },
    };
    return list;
}

} // namespace

SeekForm::SeekForm(QWidget *parent)
    : BenchmarkForm(parent)
    , m_preset(new ElidingComboBox(12, this))
    , m_count(new QSpinBox(this))
    , m_readSize(new QLineEdit(this))
    , m_alignment(new QLineEdit(this))
    , m_regions(new QListWidget(this))
    , m_placement(new ElidingComboBox(12, this))
    , m_workers(new QSpinBox(this))
    , m_queueDepth(new QSpinBox(this))
    , m_seed(new QLineEdit(this))
    , m_warmUp(new QCheckBox(Text::tr("Count first reads"), this))
{
    // Short, so the form fits a 1024 px screen at a 12 pt font.
    m_warmUp->setToolTip(Text::tr("Count each reader's first read, whose seek starts wherever the head "
                                  "happened to be; left out by default."));
    m_preset->addItem(Text::tr("Custom", "preset: the user's own values"));
    m_preset->addItems(presetNames());
    m_preset->setToolTip(
        Text::tr("Random reads over the whole disk, or over 2 GB at its start (outer) and end (inner)"));
    m_count->setRange(1, 1'000'000'000);
    m_count->setGroupSeparatorShown(true);
    m_count->setToolTip(Text::tr("Timed reads per reader (the warm-up read comes on top)"));
    m_readSize->setPlaceholderText(Text::tr("logical block size"));
    m_readSize->setToolTip(Text::tr("Bytes per read: 512, 4KiB, 8KiB… a multiple of the logical block size"));
    m_alignment->setPlaceholderText(Text::tr("logical block size"));
    m_alignment->setToolTip(Text::tr("Offsets are multiples of this"));
    //: keep all, first:, last: and the examples as they are: what the field takes
    m_regions->setToolTip(Text::tr("Empty: the whole target. all · first:SIZE · last:SIZE · START:LENGTH "
                                   "(e.g. first:2GB, last:2GB, 10GiB:2GiB, 90%:10%). Double-click to edit."));
    m_regions->setMaximumHeight(70);
    FormFields::addChoice(m_placement, Text::tr("Random over all regions"), placementName(Placement::Random));
    FormFields::addChoice(m_placement, Text::tr("Alternate between regions"), placementName(Placement::Alternate));
    FormFields::addChoice(m_placement, Text::tr("One region per reader"), placementName(Placement::PerWorker));
    m_workers->setRange(1, 256);
    m_workers->setToolTip(Text::tr("Concurrent readers, each its own thread"));
    m_queueDepth->setRange(1, SeekConfig::MaxQueueDepth);
    m_queueDepth->setToolTip(Text::tr("Reads each reader keeps in flight: above 1 through io_uring (32 with 1 "
                                      "reader is CrystalDiskMark's Q32T1)"));
    m_seed->setPlaceholderText(Text::tr("random", "seed: none given, a new one each run"));
    m_seed->setToolTip(Text::tr("A whole number makes the offsets reproducible"));

    auto *add = new QPushButton(Text::tr("Add", "add a region"), this);
    auto *remove = new QPushButton(Text::tr("Remove", "remove a region"), this);
    add->setToolTip(Text::tr("Add a region (first:2GB by default; edit it in place)"));
    auto *regionButtons = new QHBoxLayout;
    regionButtons->addWidget(add);
    regionButtons->addWidget(remove);
    regionButtons->addStretch();
    auto *regionBox = new QVBoxLayout;
    auto *regionHint
        //: keep first:, last: and the examples as they are: what the field takes
        = new HintLabel(Text::tr("None: the whole target. first:2GB, last:2GB, 10GiB:2GiB, 90%:10%"), this);
    regionBox->addWidget(m_regions);
    regionBox->addWidget(regionHint);
    regionBox->addLayout(regionButtons);

    auto *outer = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    outer->addLayout(form);
    outer->addStretch(1);
    form->addRow(Text::tr("Preset"), m_preset);
    form->addRow(Text::tr("Reads per reader"), m_count);
    form->addRow(Text::tr("Read size"), m_readSize);
    form->addRow(Text::tr("Alignment"), m_alignment);
    form->addRow(Text::tr("Regions"), regionBox);
    form->addRow(Text::tr("Placement"), m_placement);
    form->addRow(Text::tr("Readers"), m_workers);
    form->addRow(Text::tr("Queue depth"), m_queueDepth);
    form->addRow(Text::tr("Seed"), m_seed);
    form->addRow(Text::tr("Warm-up"), m_warmUp);
    form->addRow(addBufferedBox());
    form->addRow(errorLabel());
    remember(m_count, "count");
    remember(m_readSize, "readSize");
    remember(m_alignment, "alignment");
    remember(m_workers, "workers");
    remember(m_queueDepth, "queueDepth");
    remember(m_seed, "seed");
    remember(m_warmUp, "includeWarmUp");
    remember(m_placement, "placement");
    remember(m_preset, "preset"); // last: what the fields restored before it showed

    connect(add, &QPushButton::clicked, this, [this] {
        addRegion(m_regions->count() == 0 ? QStringLiteral("first:2GB") : QStringLiteral("last:2GB"));
        m_regions->editItem(m_regions->item(m_regions->count() - 1));
    });
    connect(remove, &QPushButton::clicked, this, [this] { delete m_regions->currentItem(); });
    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            applyPreset(index - 1);
    });
    // Editing any option makes the preset "Custom".
    auto custom = [this] {
        if (!m_applyingPreset)
            m_preset->setCurrentIndex(0);
    };
    connect(m_count, &QSpinBox::valueChanged, this, custom);
    connect(m_workers, &QSpinBox::valueChanged, this, custom);
    connect(m_queueDepth, &QSpinBox::valueChanged, this, custom);
    connect(m_readSize, &QLineEdit::textEdited, this, custom);
    connect(m_alignment, &QLineEdit::textEdited, this, custom);
    connect(m_placement, &QComboBox::activated, this, custom);
    connect(m_regions->model(), &QAbstractItemModel::dataChanged, this, custom);
    connect(m_regions->model(), &QAbstractItemModel::rowsRemoved, this, custom);

    applyPreset(0);
}

QStringList SeekForm::presetNames()
{
    QStringList names;
    for (const Preset &p : presets())
        names << Text::tr(p.name);
    return names;
}

void SeekForm::fitPresetsTo(qint64 targetBytes)
{
    auto *items = qobject_cast<QStandardItemModel *>(m_preset->model());
    if (!items)
        return;
    for (int i = 0; i < presets().size(); ++i) {
        // Regions of the outer/inner presets are "first:2GB" and "last:2GB": side by side
        // they need their sum.
        qint64 needed = 0;
        for (const QString &region : presets()[i].regions)
            needed += parseByteSize(region.section(u':', 1)).value_or(0);
        const bool fits = targetBytes <= 0 || needed <= targetBytes;
        QStandardItem *item = items->item(i + 1); // after "Custom"
        item->setEnabled(fits);
        item->setToolTip(fits ? QString()
                              : Text::tr("Needs a target of at least %1; this one has %2.")
                                    .arg(formatBytesDecimal(needed), formatBytesDecimal(targetBytes)));
    }
}

bool SeekForm::presetFits(int index) const
{
    const auto *items = qobject_cast<const QStandardItemModel *>(m_preset->model());
    return items && index >= 0 && index + 1 < items->rowCount() && items->item(index + 1)->isEnabled();
}

void SeekForm::applyPreset(int index)
{
    if (index < 0 || index >= presets().size())
        return;
    const Preset &p = presets()[index];
    SeekConfig c;
    c.count = p.count;
    c.readSize = *parseByteSize(QString::fromLatin1(p.readSize));
    c.regions = p.regions;
    c.placement = p.placement;
    c.workers = p.workers;
    m_applyingPreset = true;
    setConfig(c, false);
    m_preset->setCurrentIndex(index + 1);
    m_applyingPreset = false;
}

void SeekForm::addRegion(const QString &spec)
{
    auto *item = new QListWidgetItem(spec, m_regions);
    item->setFlags(item->flags() | Qt::ItemIsEditable);
}

QStringList SeekForm::regionSpecs() const
{
    QStringList specs;
    for (int i = 0; i < m_regions->count(); ++i) {
        const QString s = m_regions->item(i)->text().trimmed();
        if (!s.isEmpty())
            specs << s;
    }
    return specs;
}

void SeekForm::setConfig(const SeekConfig &c, bool buffered)
{
    const bool was = m_applyingPreset;
    m_applyingPreset = true;
    m_count->setValue(int(std::min<qint64>(c.count, m_count->maximum())));
    m_readSize->setText(exactSizeText(c.readSize));
    m_alignment->setText(exactSizeText(c.alignment));
    m_regions->clear();
    for (const QString &r : c.regions)
        addRegion(r);
    FormFields::selectChoice(m_placement, placementName(c.placement));
    m_workers->setValue(c.workers);
    m_queueDepth->setValue(c.queueDepth);
    m_seed->setText(c.seed ? QString::number(*c.seed) : QString());
    m_warmUp->setChecked(c.includeWarmUp);
    bufferedBox()->setChecked(buffered);
    m_applyingPreset = was;
    if (!was)
        m_preset->setCurrentIndex(0);
}

std::optional<SeekConfig> SeekForm::config(QString *error) const
{
    SeekConfig c;
    c.count = m_count->value();
    auto size = [&](QLineEdit *edit, const QString &what, qint64 *out) {
        const QString text = edit->text().trimmed();
        if (text.isEmpty())
            return true;
        QString why;
        const auto v = parseByteSize(text, &why);
        if (!v || *v <= 0) {
            // parseByteSize's sentence names the text already: said once.
            //: %1 is the field's name: keep it first (the form marks the field its error starts with)
            *error = why.isEmpty() ? Text::tr("%1 must be positive (got %2).").arg(what, text)
                                   : QStringLiteral("%1: %2.").arg(what, why);
            return false;
        }
        *out = *v;
        return true;
    };
    if (!size(m_readSize, Text::tr("Read size"), &c.readSize)
        || !size(m_alignment, Text::tr("Alignment"), &c.alignment))
        return std::nullopt;
    c.regions = regionSpecs();
    c.placement = parsePlacement(FormFields::choiceKey(m_placement)).value_or(Placement::Random);
    c.workers = m_workers->value();
    c.queueDepth = m_queueDepth->value();
    const QString seed = m_seed->text().trimmed();
    if (!seed.isEmpty()) {
        bool ok = false;
        c.seed = seed.toULongLong(&ok);
        if (!ok) {
            *error = QStringLiteral("%1: %2").arg(
                Text::tr("Seed"), Text::tr("'%1' is not a number from 0 to 18446744073709551615.").arg(seed));
            return std::nullopt;
        }
    }
    c.includeWarmUp = m_warmUp->isChecked();
    return c;
}

std::optional<SeekPlan> SeekForm::plan(const DeviceInfo &target, QString *error) const
{
    const auto c = config(error);
    if (!c)
        return std::nullopt;
    return planSeek(*c, target, error);
}

void SeekForm::save(QSettings &s) const
{
    BenchmarkForm::save(s);
    s.setValue(QStringLiteral("regions"), regionSpecs());
}

void SeekForm::restore(const QSettings &s)
{
    if (!s.contains(QStringLiteral("count")))
        return; // nothing saved yet: the first preset stays
    m_applyingPreset = true;
    BenchmarkForm::restore(s);
    m_regions->clear();
    for (const QString &r : s.value(QStringLiteral("regions")).toStringList())
        addRegion(r);
    m_applyingPreset = false;
}

bool SeekForm::applyPlan(const RunResult &run, QString *why)
{
    return usePlan<SeekPlan>(run, why, [this](const auto &c) { setConfig(c, false); });
}

} // namespace DriveScope
