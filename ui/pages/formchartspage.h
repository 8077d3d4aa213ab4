// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/benchmarkpage.h"

namespace DriveScope {

// A benchmark page with its own Form (a BenchmarkForm) and Charts (a QWidget
// and a PageCharts): both made here, the form shown at once, each reachable with its
// own type. The page shows its charts with setCharts(m_charts, m_charts), or inside a
// widget of its own with a few controls beside them. checkForm and openOptions are the
// ones most forms want; a page whose form asks more (writability, the target's kind)
// overrides them.
template<class Form, class Charts> class FormChartsPage : public BenchmarkPage {
public:
    Form *form() const { return m_form; }
    Charts *charts() const { return m_charts; }

protected:
    FormChartsPage(const BenchmarkKind &kind, QWidget *parent)
        : BenchmarkPage(kind, parent)
        , m_form(new Form)
        , m_charts(new Charts)
    {
        setForm(m_form, m_form);
    }

    // A target whose facts are not known yet (a file not yet opened) is checked for syntax
    // here and fully once it is open; with its size and block size, the whole plan is made.
    bool checkForm(const DeviceInfo &info, QString *error) override
    {
        if constexpr (requires { m_form->plan(info, error); }) {
            if (info.sizeBytes > 0 && info.logicalBlockSize > 0)
                return m_form->plan(info, error).has_value();
        }
        return m_form->config(error).has_value();
    }

    // O_DIRECT unless the form has a "buffered" box and it is ticked.
    OpenOptions openOptions() const override
    {
        OpenOptions o;
        o.direct = !m_form->buffered();
        return o;
    }

    Form *const m_form;
    Charts *const m_charts;
};

} // namespace DriveScope
