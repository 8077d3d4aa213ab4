// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/benchmarkform.h"

#include "ui/pages/formfields.h"

#include <QLabel>
#include <QMetaProperty>
#include <QSettings>

namespace DriveScope {

BenchmarkForm::BenchmarkForm(QWidget *parent)
    : QWidget(parent)
    , m_error(FormFields::makeErrorLabel(this))
{
}

void BenchmarkForm::remember(QWidget *field, const char *key)
{
    Q_ASSERT(field->metaObject()->userProperty().isValid());
    m_remembered.emplace_back(QString::fromLatin1(key), field);
}

void BenchmarkForm::save(QSettings &settings) const
{
    for (const auto &[key, field] : m_remembered)
        settings.setValue(key, field->metaObject()->userProperty().read(field));
}

void BenchmarkForm::restore(const QSettings &settings)
{
    // Settings read back from disk are strings: the property converts them to its type.
    for (const auto &[key, field] : m_remembered)
        if (settings.contains(key))
            field->metaObject()->userProperty().write(field, settings.value(key));
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
