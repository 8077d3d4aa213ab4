// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/benchmarkpage.h"

namespace DriveScope {

// A benchmark page with its own Form (a QWidget and a PageForm) and Charts (a QWidget
// and a PageCharts): both made here, the form shown at once, each reachable with its
// own type. The page shows its charts with setCharts(m_charts, m_charts), or inside a
// widget of its own with a few controls beside them.
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

    Form *const m_form;
    Charts *const m_charts;
};

} // namespace DriveScope
