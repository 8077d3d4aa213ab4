// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/syncwrite/syncwriteform.h"

#include "ui/widgets/hintlabel.h"

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

SyncWriteForm::SyncWriteForm(QWidget *parent)
    : BenchmarkForm(parent)
    , m_preset(new ElidingComboBox(12, this))
    , m_count(new QSpinBox(this))
    , m_sizes(new QLineEdit(this))
    , m_start(new QLineEdit(this))
    , m_mode(new ElidingComboBox(12, this))
    , m_warmUp(new QCheckBox(Text::tr("Count each run's first write"), this))
{
    m_preset->addItem(Text::tr("Custom", "preset: the user's own values"));
    m_preset->addItems(presetNames());
    m_preset->setToolTip(Text::tr("Small synchronous writes: %1 contiguous O_DIRECT|O_SYNC writes of 512 B")
                             .arg(formatCount(SyncWriteConfig().count)));
    m_count->setRange(1, 100'000'000);
    m_count->setGroupSeparatorShown(true);
    m_count->setToolTip(Text::tr("Timed writes per run (the warm-up write comes on top)"));
    m_sizes->setToolTip(Text::tr("Bytes per write, comma-separated, one run each: 512,1024,4KiB"));
    m_start->setToolTip(Text::tr("Offset of the first write in the scratch file or device"));
    for (SyncMode mode : allSyncModes())
        m_mode->addItem(
            QStringLiteral("%1 (%2)").arg(syncModeTitle(mode), syncModeFlagsText(mode)), syncModeName(mode));
    m_mode->addItem(Text::tr("all (one run per mode)"), QStringLiteral("all"));
    m_mode->setToolTip(Text::tr("How each write reaches stable storage (pg_test_fsync's choices)"));

    auto *outer = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    outer->addLayout(form);
    auto *where = new HintLabel(Text::tr("Writes go to a scratch file in the scratch target's folder (removed "
                                         "after the run), or to a whole drive once you type its name."),
        this);
    outer->addWidget(where);
    outer->addStretch(1);
    form->addRow(Text::tr("Preset"), m_preset);
    form->addRow(Text::tr("Writes per run"), m_count);
    form->addRow(Text::tr("Sizes"), m_sizes);
    form->addRow(Text::tr("Start", "offset of the first write"), m_start);
    form->addRow(Text::tr("Sync mode"), m_mode);
    form->addRow(Text::tr("Warm-up"), m_warmUp);
    form->addRow(errorLabel());
    remember(m_count, "count");
    remember(m_sizes, "sizes");
    remember(m_start, "start");
    remember(m_warmUp, "warmUp");
    remember(m_mode, "mode");

    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            applyPreset(index - 1);
    });
    auto custom = [this] { m_preset->setCurrentIndex(0); };
    connect(m_count, &QSpinBox::valueChanged, this, custom);
    for (QLineEdit *e : { m_sizes, m_start })
        connect(e, &QLineEdit::textEdited, this, custom);
    connect(m_mode, &QComboBox::activated, this, custom);
    applyPreset(0);
}

QStringList SyncWriteForm::presetNames()
{
    return { Text::tr("%1 synchronous 512 B writes").arg(formatCount(SyncWriteConfig().count)) };
}

void SyncWriteForm::applyPreset(int index)
{
    if (index != 0)
        return;
    SyncWriteConfig c;
    c.sizes = { 512 };
    setConfig(c);
    const QSignalBlocker block(m_preset);
    m_preset->setCurrentIndex(1);
}

void SyncWriteForm::setConfig(const SyncWriteConfig &c)
{
    const QSignalBlocker b1(m_count);
    const QSignalBlocker b2(m_preset);
    m_count->setValue(int(c.count));
    QStringList sizes;
    for (qint64 s : c.sizes)
        sizes << exactSizeText(s);
    m_sizes->setText(sizes.join(u','));
    m_start->setText(c.start == 0 ? QStringLiteral("0") : exactSizeText(c.start));
    if (c.modes.size() == 1)
        m_mode->setCurrentIndex(m_mode->findData(syncModeName(c.modes.front())));
    else
        m_mode->setCurrentIndex(m_mode->count() - 1);
    m_warmUp->setChecked(c.includeWarmUp);
    m_preset->setCurrentIndex(0);
}

std::optional<SyncWriteConfig> SyncWriteForm::config(QString *error) const
{
    SyncWriteConfig c;
    c.count = m_count->value();
    c.sizes.clear();
    const QStringList parts = m_sizes->text().split(u',', Qt::SkipEmptyParts);
    if (parts.isEmpty()) {
        *error = QStringLiteral("%1: %2").arg(Text::tr("Sizes"), Text::tr("give at least one size (512, 4KiB)."));
        return std::nullopt;
    }
    for (const QString &part : parts) {
        QString why;
        const auto size = parseByteSize(QStringView(part).trimmed(), &why);
        if (!size || *size <= 0) {
            *error = QStringLiteral("%1: %2").arg(Text::tr("Sizes"),
                why.isEmpty() ? Text::tr("\"%1\" must be positive.").arg(part.trimmed()) : why + u'.');
            return std::nullopt;
        }
        c.sizes.push_back(*size);
    }
    QString why;
    const auto start = parseByteSize(QStringView(m_start->text()).trimmed(), &why);
    if (!start || *start < 0) {
        *error = QStringLiteral("%1: %2").arg(
            Text::tr("Start", "offset of the first write"), Text::tr("\"%1\" is not an offset.").arg(m_start->text()));
        return std::nullopt;
    }
    c.start = *start;
    const auto modes = parseSyncModes(m_mode->currentData().toString(), error);
    if (!modes)
        return std::nullopt;
    c.modes = *modes;
    c.includeWarmUp = m_warmUp->isChecked();
    return c;
}

void SyncWriteForm::restore(const QSettings &s)
{
    if (!s.contains(QStringLiteral("count")))
        return; // nothing saved yet: the first preset stays
    BenchmarkForm::restore(s);
    m_preset->setCurrentIndex(0);
}

bool SyncWriteForm::applyPlan(const RunResult &run, QString *why)
{
    return usePlan<SyncWritePlan>(run, why, [this](const auto &c) { setConfig(c); });
}

} // namespace DriveScope
