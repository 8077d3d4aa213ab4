// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/comparewindow.h"

#include "core/bench/benchmarkregistry.h"
#include "core/util/text.h"

#include "ui/compare/comparefiguresmodel.h"
#include "ui/compare/comparestyle.h"
#include "ui/compare/compareview.h"
#include "ui/pages/pageregistry.h"
#include "ui/widgets/screenfit.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace DriveScope {

QString CompareWindow::benchmarkName(const QString &benchmark)
{
    if (const BenchmarkKind *kind = BenchmarkRegistry::find(benchmark))
        return kind->title();
    return benchmark.isEmpty() ? Text::tr("unknown", "a benchmark") : benchmark;
}

QString CompareWindow::whyNotComparable(const QList<RunRecordPtr> &runs)
{
    if (runs.size() < 2 || std::any_of(runs.begin(), runs.end(), [](const RunRecordPtr &r) { return !r; }))
        return Text::tr("Pick at least two runs of the same benchmark to compare "
                        "(Ctrl+click or Shift+click in the runs table).");
    QStringList names;
    for (const RunRecordPtr &r : runs) {
        const QString name = benchmarkName(r->result.benchmark);
        if (!names.contains(name))
            names.append(name);
    }
    if (names.size() > 1) {
        const QString last = names.takeLast();
        //: %1: benchmarks' titles, comma-separated; %2: the last one.
        return Text::tr("Only runs of the same benchmark can be compared; these are %1 and %2 runs.")
            .arg(names.join(QStringLiteral(", ")), last);
    }
    return {};
}

CompareWindow *CompareWindow::open(const QList<RunRecordPtr> &runs, QWidget *parent)
{
    auto *w = new CompareWindow(runs, parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->show();
    w->raise();
    w->activateWindow();
    return w;
}

CompareWindow::CompareWindow(QList<RunRecordPtr> runs, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_runs(std::move(runs))
    , m_labels(CompareStyle::runLabels(m_runs))
    , m_benchmark(m_runs.isEmpty() ? QString() : m_runs.front()->result.benchmark)
    , m_heading(new QLabel)
    , m_model(new CompareFiguresModel(this))
    , m_table(new QTableView)
{
    //: %1: a benchmark's title.
    setWindowTitle(Text::tr("Compare %1 runs — DriveScope").arg(benchmarkName(m_benchmark)));
    setObjectName(QStringLiteral("compareWindow"));
    fitToScreen(this, { 1200, 1000 });
    // A window that only shows: Esc and Ctrl+W close it, as a viewer's do.
    for (const QKeySequence &key : { QKeySequence(QKeySequence::Close), QKeySequence(Qt::Key_Escape) })
        connect(new QShortcut(key, this), &QShortcut::activated, this, &QWidget::close);

    m_heading->setObjectName(QStringLiteral("compareHeading"));
    m_heading->setWordWrap(true);
    //: %1: a benchmark's title; %2: how many runs; %3: the first run's label.
    m_heading->setText(Text::tr("<b>%1</b>: %2 runs. The first, %3, is the baseline: the other columns give "
                                "their difference from it (green better, red worse).")
                           .arg(benchmarkName(m_benchmark))
                           .arg(m_runs.size())
                           .arg(m_labels.value(0).toHtmlEscaped()));

    // Charts one above the other, each the window's full width: a legend entry names a
    // drive and a date, and side by side two of them no longer fit one legend row.
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setChildrenCollapsible(false);
    auto *controls = new QHBoxLayout;
    const PageEntry *page = PageRegistry::find(m_benchmark);
    if (page && page->createCompareView) {
        const BenchmarkKind *kind = BenchmarkRegistry::find(m_benchmark);
        m_view
            = page->createCompareView(CompareRuns { m_runs, m_labels, kind ? kind->ioName() : Text::tr("I/Os") }, this);
    }
    if (m_view) {
        for (QWidget *chart : m_view->charts())
            splitter->addWidget(chart);
        for (const CompareView::Control &control : m_view->controls()) {
            if (controls->count() > 0)
                controls->addSpacing(12);
            if (!control.label.isEmpty())
                controls->addWidget(new QLabel(control.label));
            controls->addWidget(control.widget);
        }
    }
    controls->addStretch();

    m_model->setPalette(palette());
    m_model->setRuns(m_runs, m_labels);
    m_table->setObjectName(QStringLiteral("compareFigures"));
    m_table->setModel(m_model);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    splitter->addWidget(m_table);
    sizeTheSplitter(splitter);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(controls);
    layout->addWidget(splitter, 1);

    if (m_view)
        m_view->draw(palette());
}

void CompareWindow::sizeTheSplitter(QSplitter *splitter)
{
    // The table's rows all visible where the window (sized to its screen) allows, up to
    // half of it; the charts share the rest.
    const int splitterHeight = height() - 4 * fontMetrics().height() - 40; // less heading and controls
    const int tableHeight = std::min(
        m_table->verticalHeader()->defaultSectionSize() * (m_model->rowCount() + 1) + 16, splitterHeight / 2);
    QList<int> sizes;
    const int charts = splitter->count() - 1;
    for (int i = 0; i < charts; ++i)
        sizes.append(std::max(160, (splitterHeight - tableHeight) / charts));
    sizes.append(tableHeight);
    splitter->setSizes(sizes);
}

void CompareWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        // Run colours are picked for the palette: a light/dark switch redraws them.
        m_model->setPalette(palette());
        if (m_view)
            m_view->draw(palette());
    }
    QWidget::changeEvent(event);
}

} // namespace DriveScope
