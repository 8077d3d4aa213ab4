// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/simulateddrivedialog.h"

#include "core/io/sim/simulateddriveconfig.h"
#include "core/util/text.h"
#include "ui/pages/formfields.h"
#include "ui/widgets/hintlabel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace DriveScope {

namespace {

struct Preset {
    const char *name; // shown translated (Text::tr)
    const char *spec;
};

// paced: in real time, so a run shows progress as on a real drive.
constexpr Preset Presets[] = {
    { QT_TRANSLATE_NOOP("DriveScope", "Hard disk, 7200 rpm, 500 GB"), "sim:hdd,paced" },
    { QT_TRANSLATE_NOOP("DriveScope", "Hard disk, write cache off"), "sim:hdd,cache=off,paced" },
    { QT_TRANSLATE_NOOP("DriveScope", "Laptop hard disk, 5400 rpm, 1 TB"),
        "sim:hdd,rpm=5400,capacity=1TB,outer=120MB/s,inner=60MB/s,paced" },
    { QT_TRANSLATE_NOOP("DriveScope", "Server hard disk, 15000 rpm, 300 GB"),
        "sim:hdd,rpm=15000,capacity=300GB,t2t=0.2ms,avg=3.5ms,full=7ms,outer=200MB/s,inner=120MB/s,paced" },
    { QT_TRANSLATE_NOOP("DriveScope", "SSD"), "sim:ssd,paced" },
};

} // namespace

SimulatedDriveDialog::SimulatedDriveDialog(QWidget *parent)
    : QDialog(parent)
    , m_presets(new QComboBox(this))
    , m_spec(new QLineEdit(this))
    , m_error(FormFields::makeErrorLabel(this))
    , m_add(nullptr)
{
    setWindowTitle(Text::tr("Add simulated drive"));
    for (const Preset &p : Presets)
        m_presets->addItem(Text::tr(p.name), QString::fromUtf8(p.spec));
    m_spec->setObjectName(QStringLiteral("simulatedSpec"));
    m_spec->setText(m_presets->currentData().toString());
    m_error->setObjectName(QStringLiteral("simulatedSpecError"));
    m_error->show();
    // A fixed line for the reason: the dialog does not jump when one appears.
    m_error->setMinimumHeight(2 * fontMetrics().height());
    m_error->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_add = buttons->addButton(Text::tr("Add", "button: add the simulated drive"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(Text::tr("Model:", "a simulated drive's model"), m_presets);
    form->addRow(Text::tr("Parameters:"), m_spec);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new HintLabel(
        Text::tr("A model with known ground truth: seek curve, rotation, zone rates and write cache as the "
                 "parameters say (rpm, t2t, avg, full, outer, inner, cache=on|off, capacity, seed; an SSD: "
                 "read, write, channels). It stores nothing; \"paced\" runs it in real time."),
        this));
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(m_presets, &QComboBox::currentIndexChanged, this,
        [this] { m_spec->setText(m_presets->currentData().toString()); });
    connect(m_spec, &QLineEdit::textChanged, this, &SimulatedDriveDialog::check);
    check();
    resize(560, sizeHint().height());
}

QString SimulatedDriveDialog::spec() const
{
    return m_spec->text().trimmed();
}

QString SimulatedDriveDialog::errorText() const
{
    return m_error->text();
}

void SimulatedDriveDialog::check()
{
    QString why;
    const bool simulated = isSimulatedDrivePath(spec());
    const bool ok = simulated && parseSimulatedDriveSpec(spec(), &why).has_value();
    if (!simulated)
        why = Text::tr("A simulated drive starts with sim:hdd or sim:ssd.");
    m_error->setText(ok ? QString() : why);
    m_add->setEnabled(ok);
    m_add->setToolTip(ok ? QString() : why);
}

QString SimulatedDriveDialog::ask(QWidget *parent)
{
    SimulatedDriveDialog dialog(parent);
    return dialog.exec() == QDialog::Accepted ? dialog.spec() : QString();
}

} // namespace DriveScope
