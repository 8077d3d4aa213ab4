// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/benchmarkform.h"

#include "ui/pages/formfields.h"

#include "core/util/text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QMetaProperty>
#include <QSettings>

#include <algorithm>

namespace DriveScope {

BenchmarkForm::BenchmarkForm(QWidget *parent)
    : QWidget(parent)
    , m_error(FormFields::makeErrorLabel(this))
{
}

namespace {

// What a field's value is remembered as: a combo box's item data, or its index when it
// has none; any other field's user property.
QVariant rememberedValue(const QWidget *field)
{
    if (const auto *box = qobject_cast<const QComboBox *>(field)) {
        const QVariant data = box->currentData();
        return data.isValid() ? data : QVariant(box->currentIndex());
    }
    return field->metaObject()->userProperty().read(field);
}

// Settings read back from disk are strings: item data is found by its text (unknown
// data keeps what the box shows), an index is taken to the nearest item there is, and a
// property converts them to its type.
void setRememberedValue(QWidget *field, const QVariant &value)
{
    if (auto *box = qobject_cast<QComboBox *>(field)) {
        if (box->count() == 0)
            return;
        const bool byData = box->itemData(0).isValid();
        const int index = byData ? box->findData(value.toString()) : std::clamp(value.toInt(), 0, box->count() - 1);
        if (index >= 0)
            box->setCurrentIndex(index);
        return;
    }
    field->metaObject()->userProperty().write(field, value);
}

} // namespace

void BenchmarkForm::remember(QWidget *field, const char *key)
{
    Q_ASSERT(qobject_cast<QComboBox *>(field) || field->metaObject()->userProperty().isValid());
    m_remembered.emplace_back(QString::fromLatin1(key), field);
}

bool BenchmarkForm::useSettings(const RunResult &run, QString *why)
{
    if (!applyPlan(run, why))
        return false;
    if (m_buffered)
        m_buffered->setChecked(!run.direct);
    setError(QString());
    return true;
}

QString BenchmarkForm::unreadablePlan()
{
    return Text::tr("This run's settings cannot be read back: its session file may be damaged.");
}

QCheckBox *BenchmarkForm::addBufferedBox()
{
    Q_ASSERT(!m_buffered);
    m_buffered = FormFields::makeBufferedBox(this);
    remember(m_buffered, "buffered");
    return m_buffered;
}

bool BenchmarkForm::buffered() const
{
    return m_buffered && m_buffered->isChecked();
}

void BenchmarkForm::save(QSettings &settings) const
{
    for (const auto &[key, field] : m_remembered)
        settings.setValue(key, rememberedValue(field));
}

void BenchmarkForm::restore(const QSettings &settings)
{
    for (const auto &[key, field] : m_remembered)
        if (settings.contains(key))
            setRememberedValue(field, settings.value(key));
}

void BenchmarkForm::setError(const QString &message)
{
    FormFields::setError(m_error, message);
}

QString BenchmarkForm::errorText() const
{
    return m_error->isVisibleTo(this) ? m_error->text() : QString();
}

} // namespace DriveScope
