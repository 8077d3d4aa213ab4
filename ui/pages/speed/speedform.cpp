// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/speed/speedform.h"

#include "ui/pages/formfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace DriveScope {

namespace {

const QString Custom = QStringLiteral("custom");

QString testsText(const std::vector<SpeedTest> &tests)
{
    QStringList names;
    for (const SpeedTest &t : tests)
        names << t.name();
    return names.join(QStringLiteral(", "));
}

} // namespace

SpeedForm::SpeedForm(QWidget *parent)
    : QWidget(parent)
    , m_profile(new QComboBox(this))
    , m_tests(new QLineEdit(this))
    , m_write(new QCheckBox(QStringLiteral("Writes too"), this))
    , m_mix(new QCheckBox(QStringLiteral("Mixed"), this))
    , m_mixPercent(new QSpinBox(this))
    , m_area(new QLineEdit(this))
    , m_duration(new QDoubleSpinBox(this))
    , m_runs(new QSpinBox(this))
    , m_buffered(FormFields::makeBufferedBox(this))
    , m_error(FormFields::makeErrorLabel(this))
{
    const SpeedConfig defaults;
    for (const QString &name : speedProfileNames())
        m_profile->addItem(name, name);
    m_profile->addItem(QStringLiteral("your own list"), Custom);
    m_profile->setToolTip(QStringLiteral("standard: CrystalDiskMark's default set · nvme: its NVMe SSD set"));
    m_tests->setToolTip(QStringLiteral("SEQ or RND, the block size (4K, 128K, 1M), then Q<depth>T<threads>, "
                                       "separated by commas: RND4K Q32T1, SEQ1M Q8T1"));
    m_write->setChecked(true);
    m_write->setToolTip(QStringLiteral("On the scratch target a scratch file of the test area is made and removed; a "
                                       "whole drive is written only after you type its name, and never while in use"));
    m_mixPercent->setRange(0, 100);
    m_mixPercent->setValue(70);
    m_mixPercent->setSuffix(QStringLiteral(" % reads"));
    m_mixPercent->setEnabled(false);
    m_area->setText(FormFields::sizeText(defaults.areaBytes));
    m_area->setToolTip(QStringLiteral("Bytes the tests use, from the start of the target"));
    m_duration->setRange(0.01, 3600);
    m_duration->setDecimals(2);
    m_duration->setSuffix(QStringLiteral(" s"));
    m_duration->setValue(double(defaults.durationNs) / 1e9);
    m_duration->setToolTip(QStringLiteral("Time of each run of each test"));
    m_runs->setRange(1, SpeedConfig::MaxRuns);
    m_runs->setValue(defaults.runs);
    m_runs->setToolTip(QStringLiteral("Runs of each test: the tiles show the median run, the best beside it"));

    auto *mixRow = new QHBoxLayout;
    mixRow->addWidget(m_mix);
    mixRow->addWidget(m_mixPercent, 1);
    auto *outer = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    outer->addLayout(form);
    outer->addStretch(1);
    form->addRow(QStringLiteral("Profile"), m_profile);
    form->addRow(QStringLiteral("Tests"), m_tests);
    form->addRow(m_write);
    form->addRow(QStringLiteral("Mix"), mixRow);
    form->addRow(QStringLiteral("Test area"), m_area);
    form->addRow(QStringLiteral("Time per run"), m_duration);
    form->addRow(QStringLiteral("Runs"), m_runs);
    form->addRow(m_buffered);
    form->addRow(m_error);
    connect(m_profile, &QComboBox::currentIndexChanged, this, &SpeedForm::onProfileChanged);
    connect(m_mix, &QCheckBox::toggled, m_mixPercent, &QWidget::setEnabled);
    onProfileChanged();
}

void SpeedForm::onProfileChanged()
{
    const QString profile = m_profile->currentData().toString();
    const bool custom = profile == Custom;
    m_tests->setReadOnly(!custom);
    if (!custom) {
        QString ignored;
        m_tests->setText(testsText(*speedProfile(profile, &ignored)));
        m_tests->setCursorPosition(0); // the list from its first test
    }
}

std::optional<SpeedConfig> SpeedForm::config(QString *error) const
{
    SpeedConfig c;
    const auto tests = parseSpeedTests(m_tests->text(), error);
    if (!tests) {
        *error = QStringLiteral("Tests: ") + *error;
        return std::nullopt;
    }
    c.tests = *tests;
    const auto area = FormFields::size(m_area, QStringLiteral("Test area"), error);
    if (!area)
        return std::nullopt;
    c.areaBytes = *area;
    c.write = m_write->isChecked();
    c.mixReadPercent = m_mix->isChecked() ? m_mixPercent->value() : -1;
    c.durationNs = qint64(m_duration->value() * 1e9);
    c.runs = m_runs->value();
    return c;
}

std::optional<SpeedPlan> SpeedForm::plan(const DeviceInfo &target, bool writable, QString *error) const
{
    const auto c = config(error);
    if (!c)
        return std::nullopt;
    return planSpeed(*c, target, writable, error);
}

bool SpeedForm::writes() const
{
    return m_write->isChecked() || m_mix->isChecked();
}

bool SpeedForm::buffered() const
{
    return m_buffered->isChecked();
}

void SpeedForm::setError(const QString &message)
{
    FormFields::setError(m_error, message);
}

QString SpeedForm::errorText() const
{
    return m_error->isVisibleTo(this) ? m_error->text() : QString();
}

void SpeedForm::save(QSettings &s) const
{
    s.setValue(QStringLiteral("profile"), m_profile->currentData().toString());
    s.setValue(QStringLiteral("tests"), m_tests->text());
    s.setValue(QStringLiteral("write"), m_write->isChecked());
    s.setValue(QStringLiteral("mix"), m_mix->isChecked());
    s.setValue(QStringLiteral("mixPercent"), m_mixPercent->value());
    s.setValue(QStringLiteral("area"), m_area->text());
    s.setValue(QStringLiteral("duration"), m_duration->value());
    s.setValue(QStringLiteral("runs"), m_runs->value());
    s.setValue(QStringLiteral("buffered"), m_buffered->isChecked());
}

void SpeedForm::restore(const QSettings &s)
{
    if (!s.contains(QStringLiteral("profile")))
        return;
    const int index = m_profile->findData(s.value(QStringLiteral("profile")).toString());
    m_profile->setCurrentIndex(std::max(0, index));
    if (m_profile->currentData().toString() == Custom)
        m_tests->setText(s.value(QStringLiteral("tests")).toString());
    m_write->setChecked(s.value(QStringLiteral("write")).toBool());
    m_mix->setChecked(s.value(QStringLiteral("mix")).toBool());
    m_mixPercent->setValue(s.value(QStringLiteral("mixPercent")).toInt());
    m_area->setText(s.value(QStringLiteral("area")).toString());
    m_duration->setValue(s.value(QStringLiteral("duration")).toDouble());
    m_runs->setValue(s.value(QStringLiteral("runs")).toInt());
    m_buffered->setChecked(s.value(QStringLiteral("buffered")).toBool());
}

} // namespace DriveScope
