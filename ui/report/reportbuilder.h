// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/session/session.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <memory>
#include <vector>

namespace DriveScope {

class RunChartRenderer;

// A session as a report for a purchase decision or a bug report: title, host and date,
// an overview, each drive's facts, and per run its parameters, statistics table, charts
// and a note on how the figures were obtained. HTML is one self-contained file (charts
// inline as SVG, or as PNG at 2× where that is smaller: see ReportImage); PDF is A4
// with the charts as vectors and page breaks only between blocks, so no chart or table
// row is cut. No dialogs: the window and drivescope-cli report --pdf/--html both use
// it. The charts are widgets, so constructing and drawNextRun() belong to the GUI
// thread; they leave only recorded pictures behind, so once every run is drawn
// (allDrawn()), html() and pdf() may run on any one thread — the window paints and
// encodes there.
class ReportBuilder {
public:
    // The report's words, tables and figures: a pass over every run's samples, and no
    // widget, so made on any thread (a pool thread, for the window).
    struct Text {
        QString title;
        QDateTime generatedAt;
        QString heading;
        QString overview;
        std::vector<QString> drives; // each drive's facts, in order of first use
        std::vector<QString> runFigures; // per run: its heading and statistics
        std::vector<QString> runMethod; // per run: its parameters and method
    };
    static Text writeText(const Session &session, const QString &title = {},
        const QDateTime &generatedAt = QDateTime::currentDateTimeUtc());

    // All at once: the words, then every run's charts (drivescope-cli, tests).
    explicit ReportBuilder(const Session &session, const QString &title = {},
        const QDateTime &generatedAt = QDateTime::currentDateTimeUtc());
    // In steps, for a window that stays responsive: text from writeText(), then one
    // run's charts per drawNextRun() with the event loop turning in between. session
    // must outlive the builder.
    ReportBuilder(const Session &session, Text text);
    // Draws the next run's charts; false once every run's are drawn.
    bool drawNextRun();
    int runsDrawn() const { return int(m_charts.size()); }
    bool allDrawn() const { return m_charts.size() == m_session.runs.size(); }
    ~ReportBuilder();
    ReportBuilder(const ReportBuilder &) = delete;
    ReportBuilder &operator=(const ReportBuilder &) = delete;

    // Each draws whatever runs drawNextRun() left first: on the GUI thread, unless allDrawn().
    QByteArray html();
    QByteArray pdf();
    // Pages of the last pdf().
    int pageCount() const { return m_pages; }

    bool writeHtml(const QString &path, QString *error);
    bool writePdf(const QString &path, QString *error);

private:
    struct Block {
        QString html; // a text block
        int run = -1; // a chart block: the run and its charts, side by side
        std::vector<int> charts;
        bool pageBreakBefore = false;
    };
    static Block textBlock(const QString &html, bool pageBreakBefore = false);
    void buildBlocks();

    void drawAll();

    const Session &m_session;
    Text m_text;
    std::vector<std::unique_ptr<RunChartRenderer>> m_charts;
    std::vector<Block> m_blocks;
    int m_pages = 0;
};

} // namespace DriveScope
