// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageparts.h"

#include <QString>
#include <QWidget>

#include <utility>
#include <vector>

// The fields forms are made of: each form hands its own out (tests fill them in).
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace DriveScope {

// A benchmark page's options form: a widget that is a PageForm, with the one error
// sentence every form shows the same way under its fields, and the fields it remembers
// across sessions saved and restored in one place.
class BenchmarkForm : public QWidget, public PageForm {
    Q_OBJECT
public:
    // The remembered fields, each under its key (in the page's settings group).
    void save(QSettings &settings) const override;
    // The remembered fields back, in the order remembered; a field with nothing saved
    // keeps what it shows. A form with more to restore calls this from its own.
    void restore(const QSettings &settings) override;
    void setError(const QString &message) final;
    // applyPlan, then the Buffered box as the run read (when the form has one).
    bool useSettings(const RunResult &run, QString *why) final;
    // The sentence shown under the fields, or empty when none is.
    QString errorText() const;
    // Reads through the page cache: the form's "Buffered" box is ticked (false when the
    // form has none: its benchmark always reads with O_DIRECT).
    bool buffered() const;
    // What save() writes from remember(): each key and its field, in order.
    const std::vector<std::pair<QString, QWidget *>> &rememberedFields() const { return m_remembered; }

protected:
    explicit BenchmarkForm(QWidget *parent);
    // The form's fields from run's plan: usePlan<ItsPlan>(run, why, its setConfig).
    virtual bool applyPlan(const RunResult &run, QString *why) = 0;
    // Plan::fromJson of run's plan, then set(configFromPlan(plan, run.target)); false and
    // why when the plan does not read back.
    template<class Plan, class Set> static bool usePlan(const RunResult &run, QString *why, Set set)
    {
        const auto plan = Plan::fromJson(run.config);
        if (!plan) {
            if (why)
                *why = unreadablePlan();
            return false;
        }
        set(configFromPlan(*plan, run.target));
        return true;
    }
    static QString unreadablePlan();
    // For the form's layout to place under its fields; hidden until setError.
    QLabel *errorLabel() const { return m_error; }
    // Saves field's user property (a line edit's text, a spin box's value, a check box's
    // state) under key; a combo box's item data, or its index when its items have none,
    // so that renaming an item keeps what was chosen. What is chosen afresh each time (a
    // write) is not remembered.
    void remember(QWidget *field, const char *key);
    // The "Buffered (page cache)" box buffered() reads, made and remembered once, for the
    // form's layout to place.
    QCheckBox *addBufferedBox();
    QCheckBox *bufferedBox() const { return m_buffered; }

private:
    QLabel *const m_error;
    QCheckBox *m_buffered = nullptr;
    std::vector<std::pair<QString, QWidget *>> m_remembered;
};

} // namespace DriveScope
