// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/speed/speedform.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"
#include "ui/pages/benchmarkpage.h"
#include "ui/pages/formfields.h"
#include "ui/widgets/elidingcombobox.h"

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
    : BenchmarkForm(parent)
    , m_profile(new ElidingComboBox(12, this))
    , m_tests(new QLineEdit(this))
    , m_write(new QCheckBox(Text::tr("Writes too"), this))
    , m_mix(new QCheckBox(Text::tr("Mixed"), this))
    , m_mixPercent(new QSpinBox(this))
    , m_area(new QLineEdit(this))
    , m_duration(new QDoubleSpinBox(this))
    , m_runs(new QSpinBox(this))
    , m_estimate(new QLabel(this))
{
    const SpeedConfig defaults;
    for (const QString &name : speedProfileNames()) // the data stays the command line's name
        m_profile->addItem(
            name == u"standard" ? Text::tr("standard", "the speed grid's default set of tests") : name, name);
    m_profile->addItem(Text::tr("your own list"), Custom);
    //: keep standard and nvme: the profiles' names, as the command line takes them
    m_profile->setToolTip(Text::tr("standard: CrystalDiskMark's default set · nvme: its NVMe SSD set"));
    m_write->setChecked(true);
    m_write->setToolTip(Text::tr("On the scratch target a scratch file of the test area is made and removed; a "
                                 "whole drive is written only after you type its name, and never while in use"));
    m_mixPercent->setRange(0, 100);
    m_mixPercent->setValue(70);
    m_mixPercent->setSuffix(Text::tr(" % reads", "after the share of reads in a mixed test: 70 % reads"));
    m_mixPercent->setEnabled(false);
    m_area->setText(exactSizeText(defaults.areaBytes));
    m_area->setToolTip(Text::tr("Bytes the tests use, from the start of the target"));
    m_duration->setRange(0.01, 3600);
    m_duration->setDecimals(2);
    m_duration->setSuffix(QStringLiteral(" s"));
    m_duration->setValue(double(defaults.durationNs) / 1e9);
    m_duration->setToolTip(Text::tr("Time of each run of each test"));
    m_runs->setRange(1, SpeedConfig::MaxRuns);
    m_runs->setValue(defaults.runs);
    m_runs->setToolTip(Text::tr("Runs of each test: the tiles show the median run, the best beside it"));

    auto *mixRow = new QHBoxLayout;
    mixRow->addWidget(m_mix);
    mixRow->addWidget(m_mixPercent, 1);
    auto *outer = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    outer->addLayout(form);
    outer->addStretch(1);
    form->addRow(Text::tr("Profile"), m_profile);
    form->addRow(Text::tr("Tests"), m_tests);
    form->addRow(m_write);
    form->addRow(Text::tr("Mix", "a test that reads and writes"), mixRow);
    form->addRow(Text::tr("Test area"), m_area);
    form->addRow(Text::tr("Time per run"), m_duration);
    form->addRow(Text::tr("Runs"), m_runs);
    m_estimate->setWordWrap(true);
    m_estimate->setObjectName(QStringLiteral("speedEstimate"));
    form->addRow(Text::tr("Takes", "how long the grid takes"), m_estimate);
    form->addRow(addBufferedBox());
    form->addRow(errorLabel());
    remember(m_profile, "profile"); // first: choosing it fills the tests in
    remember(m_write, "write");
    remember(m_mix, "mix");
    remember(m_mixPercent, "mixPercent");
    remember(m_area, "area");
    remember(m_duration, "duration");
    remember(m_runs, "runs");
    connect(m_profile, &QComboBox::currentIndexChanged, this, &SpeedForm::onProfileChanged);
    connect(m_mix, &QCheckBox::toggled, m_mixPercent, &QWidget::setEnabled);
    connect(m_tests, &QLineEdit::textChanged, this, &SpeedForm::updateEstimate);
    connect(m_write, &QCheckBox::toggled, this, &SpeedForm::updateEstimate);
    connect(m_mix, &QCheckBox::toggled, this, &SpeedForm::updateEstimate);
    connect(m_duration, &QDoubleSpinBox::valueChanged, this, &SpeedForm::updateEstimate);
    connect(m_runs, &QSpinBox::valueChanged, this, &SpeedForm::updateEstimate);
    onProfileChanged();
    updateEstimate();
}

QString SpeedForm::estimateText() const
{
    return m_estimate->text();
}

void SpeedForm::updateEstimate()
{
    QString ignored;
    const auto tests = parseSpeedTests(m_tests->text(), &ignored);
    // The field is narrower than a long list: its tooltip shows the whole of it.
    //: keep SEQ, RND, Q<depth>T<threads> and the examples: what the field takes
    const QString syntax = Text::tr("SEQ or RND, the block size (4K, 128K, 1M), then Q<depth>T<threads>, "
                                    "separated by commas: RND4K Q32T1, SEQ1M Q8T1");
    m_tests->setToolTip(tests
            ? testsText(*tests).replace(QStringLiteral(", "), QStringLiteral("\n")) + QStringLiteral("\n\n") + syntax
            : syntax);
    if (!tests) {
        m_estimate->clear();
        return;
    }
    // Each test runs once per direction and run, for the time per run: the grid's time,
    // before the test area is made (random bytes, with progress) and between phases.
    const int directions = 1 + (m_write->isChecked() ? 1 : 0) + (m_mix->isChecked() ? 1 : 0);
    const double seconds = double(tests->size()) * directions * m_runs->value() * m_duration->value();
    const qsizetype testCount = qsizetype(tests->size());
    const int runs = m_runs->value();
    //: how long the grid takes, then what it is made of: "about 1 min 12 s (6 tests × 2 directions × 3 runs × 2 s)"
    QString text = Text::tr("about %1 (%2 × %3 × %4 × %5 s)")
                       .arg(BenchmarkPage::etaText(seconds),
                           testCount == 1 ? Text::tr("1 test") : Text::tr("%1 tests").arg(testCount),
                           directions == 1 ? Text::tr("1 direction") : Text::tr("%1 directions").arg(directions),
                           runs == 1 ? Text::tr("1 run") : Text::tr("%1 runs").arg(runs),
                           formatNumber(m_duration->value(), 'g', 4));
    // What the timed tests leave out, and the drive's speed decides: on a slow disk
    // writing the area and flushing each write test took longer than the tests.
    if (m_write->isChecked())
        //: after "about 8 s (4 tests × 2 directions × 1 run × 1 s)"
        text += u' ' + Text::tr("plus writing the test area and flushing each write test");
    m_estimate->setText(text);
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

void SpeedForm::setConfig(const SpeedConfig &c)
{
    // No tests means the standard profile, as for the CLI.
    QString standardMissing;
    const QString tests = testsText(c.tests.empty()
            ? speedProfile(QStringLiteral("standard"), &standardMissing).value_or(std::vector<SpeedTest> {})
            : c.tests);
    int profile = m_profile->findData(Custom);
    for (const QString &name : speedProfileNames()) {
        QString ignored;
        if (testsText(speedProfile(name, &ignored).value_or(std::vector<SpeedTest> {})) == tests)
            profile = m_profile->findData(name);
    }
    m_profile->setCurrentIndex(profile);
    onProfileChanged(); // also when the index was already this one
    if (m_profile->currentData().toString() == Custom) {
        m_tests->setText(tests);
        m_tests->setCursorPosition(0);
    }
    m_write->setChecked(c.write);
    m_mix->setChecked(c.mixReadPercent >= 0);
    if (c.mixReadPercent >= 0)
        m_mixPercent->setValue(c.mixReadPercent);
    m_area->setText(exactSizeText(c.areaBytes));
    m_duration->setValue(double(c.durationNs) / 1e9);
    m_runs->setValue(c.runs);
}

std::optional<SpeedConfig> SpeedForm::config(QString *error) const
{
    SpeedConfig c;
    const auto tests = parseSpeedTests(m_tests->text(), error);
    if (!tests) {
        *error = QStringLiteral("%1: %2").arg(Text::tr("Tests"), *error);
        return std::nullopt;
    }
    c.tests = *tests;
    const auto area = FormFields::size(m_area, Text::tr("Test area"), error);
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

void SpeedForm::save(QSettings &s) const
{
    BenchmarkForm::save(s);
    s.setValue(QStringLiteral("tests"), m_tests->text());
}

void SpeedForm::restore(const QSettings &s)
{
    if (!s.contains(QStringLiteral("profile")))
        return;
    BenchmarkForm::restore(s);
    if (m_profile->currentData().toString() == Custom)
        m_tests->setText(s.value(QStringLiteral("tests")).toString());
}

bool SpeedForm::applyPlan(const RunResult &run, QString *why)
{
    return usePlan<SpeedPlan>(run, why, [this](const auto &c) { setConfig(c); });
}

} // namespace DriveScope
