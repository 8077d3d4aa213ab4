// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/reportbuilder.h"

#include "core/bench/benchmarkregistry.h"
#include "core/util/text.h"

#include "ui/charts/export/chartexporter.h"
#include "ui/report/reportimage.h"
#include "ui/report/reportsections.h"
#include "ui/report/runchartrenderer.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace DriveScope {

namespace {

// PDF layout in 1/96 inch: A4 is 793.7 × 1122.5; 15 mm margins leave 680 wide.
constexpr double ReportPageDpi = 96;
constexpr double MarginMm = 15;
constexpr double FooterHeight = 18;
constexpr double BlockGap = 6;
constexpr double ChartGap = 12; // between side-by-side charts

} // namespace

ReportBuilder::Text ReportBuilder::writeText(const Session &session, const QString &title, const QDateTime &generatedAt)
{
    using namespace ReportSections;
    Text t;
    // DriveScope::Text: the translator; ReportBuilder::Text is the report's words.
    t.title = title.isEmpty()
        ? (session.title.isEmpty() ? DriveScope::Text::tr("DriveScope report")
                                   : DriveScope::Text::tr("DriveScope report: %1").arg(session.title))
        : title;
    t.generatedAt = generatedAt;
    t.heading = heading(session, t.title, generatedAt);
    // Each run summarised once (a seek run's summary fits its rotation and seek curve).
    std::vector<RunSummary> summaries;
    summaries.reserve(session.runs.size());
    for (const RunResult &run : session.runs)
        summaries.push_back(summarizeRun(run));
    t.overview = overview(session, summaries);

    // Drives in order of first use; runs name them by number.
    std::vector<DeviceInfo> drives;
    std::vector<int> driveOfRun;
    for (const RunResult &run : session.runs) {
        auto it
            = std::find_if(drives.begin(), drives.end(), [&](const DeviceInfo &d) { return sameDrive(d, run.target); });
        if (it == drives.end()) {
            drives.push_back(run.target);
            it = drives.end() - 1;
        }
        driveOfRun.push_back(int(it - drives.begin()) + 1);
    }
    for (std::size_t i = 0; i < drives.size(); ++i) {
        QString html = driveFacts(int(i) + 1, drives[i]);
        if (i == 0)
            html.prepend(QStringLiteral("<h2>%1</h2>").arg(DriveScope::Text::tr("Drives")));
        t.drives.push_back(html);
    }
    for (std::size_t r = 0; r < session.runs.size(); ++r) {
        const RunResult &run = session.runs[r];
        // Figures first, then what they were measured with, then the pictures.
        t.runFigures.push_back(runHeading(r, session, driveOfRun[r]) + statistics(run, summaries[r]));
        t.runMethod.push_back(parameters(run) + method(run));
    }
    return t;
}

ReportBuilder::ReportBuilder(const Session &session, const QString &title, const QDateTime &generatedAt)
    : ReportBuilder(session, writeText(session, title, generatedAt))
{
    drawAll();
}

ReportBuilder::ReportBuilder(const Session &session, Text text)
    : m_session(session)
    , m_text(std::move(text))
{
    if (m_session.runs.empty())
        buildBlocks();
}

ReportBuilder::~ReportBuilder() = default;

bool ReportBuilder::drawNextRun()
{
    const std::size_t next = m_charts.size();
    if (next >= m_session.runs.size())
        return false;
    m_charts.push_back(std::make_unique<RunChartRenderer>(m_session.runs[next]));
    if (m_charts.size() < m_session.runs.size())
        return true;
    buildBlocks();
    return false;
}

void ReportBuilder::drawAll()
{
    while (drawNextRun()) { }
}

ReportBuilder::Block ReportBuilder::textBlock(const QString &html, bool pageBreakBefore)
{
    Block b;
    b.html = html;
    b.pageBreakBefore = pageBreakBefore;
    return b;
}

void ReportBuilder::buildBlocks()
{
    m_blocks.clear();
    m_blocks.push_back(textBlock(m_text.heading));
    m_blocks.push_back(textBlock(m_text.overview));
    for (const QString &drive : m_text.drives)
        m_blocks.push_back(textBlock(drive));
    for (std::size_t r = 0; r < m_session.runs.size(); ++r) {
        // Each run starts on a new page: a reader tears out the page of one drive.
        m_blocks.push_back(textBlock(m_text.runFigures[r], true));
        m_blocks.push_back(textBlock(m_text.runMethod[r]));
        const auto &charts = m_charts[r]->charts();
        for (int c = 0; c < charts.size(); ++c) {
            Block b;
            b.run = int(r);
            b.charts = { c };
            if (charts[c].half && c + 1 < charts.size() && charts[c + 1].half)
                b.charts.push_back(++c);
            m_blocks.push_back(b);
        }
    }
    if (m_session.runs.empty())
        m_blocks.push_back(textBlock(
            QStringLiteral("<p>%1</p>").arg(DriveScope::Text::tr("The session holds no runs.").toHtmlEscaped())));
}

QByteArray ReportBuilder::html()
{
    drawAll(); // whatever drawNextRun() left
    //: The HTML report's lang attribute: the code of this translation's language ("de").
    const QString lang = DriveScope::Text::tr("en", "language code");
    QString out = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%3\"><head><meta charset=\"utf-8\">"
                                 "<meta name=\"generator\" content=\"DriveScope %1\"><title>%2</title><style>")
                      .arg(QStringLiteral(DRIVESCOPE_VERSION), m_text.title.toHtmlEscaped(), lang.toHtmlEscaped());
    out += ReportSections::styleSheet();
    out += QStringLiteral(
        "body { max-width: 760px; margin: 16px auto; } figure { margin: 4px 0 8px 0; }"
        "figure.charts { display: flex; gap: 12px; } img.chart { width: 100%; height: auto; min-width: 0; }"
        "img.chart.half { width: 50%; }"
        "section.run { border-top: 2px solid #444; margin-top: 18px; }"
        "</style></head><body>\n");
    bool inRun = false;
    for (const Block &b : m_blocks) {
        if (b.pageBreakBefore) {
            if (inRun)
                out += QStringLiteral("</section>\n");
            out += QStringLiteral("<section class=\"run\">\n");
            inRun = true;
        }
        if (b.run < 0) {
            out += b.html + u'\n';
            continue;
        }
        out += QStringLiteral("<figure class=\"charts\">");
        for (int c : b.charts) {
            const auto &chart = m_charts[std::size_t(b.run)]->charts()[c];
            out += QStringLiteral("<img class=\"%1\" width=\"%2\" height=\"%3\" alt=\"%4\" "
                                  "src=\"%5\">")
                       .arg(chart.half ? QStringLiteral("chart half") : QStringLiteral("chart"))
                       .arg(int(chart.size.width()))
                       .arg(int(chart.size.height()))
                       .arg(chart.title.toHtmlEscaped(), ReportImage::forHtml(chart).dataUri());
        }
        out += QStringLiteral("</figure>\n");
    }
    if (inRun)
        out += QStringLiteral("</section>\n");
    out += QStringLiteral("</body></html>\n");
    return out.toUtf8();
}

QByteArray ReportBuilder::pdf()
{
    drawAll();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setCreator(QStringLiteral("DriveScope %1").arg(QStringLiteral(DRIVESCOPE_VERSION)));
    writer.setTitle(m_text.title);
    writer.setResolution(int(ReportPageDpi));
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
        QMarginsF(MarginMm, MarginMm, MarginMm, MarginMm), QPageLayout::Millimeter));
    const QRectF page = writer.pageLayout().paintRectPixels(int(ReportPageDpi));
    const double width = page.width();
    const double bodyHeight = page.height() - FooterHeight;

    // Measure every block first: page numbers need the total.
    struct Placed {
        std::unique_ptr<QTextDocument> doc;
        double height = 0;
        int page = 0;
        double y = 0;
    };
    std::vector<Placed> placed(m_blocks.size());
    int pageIndex = 0;
    double y = 0;
    for (std::size_t i = 0; i < m_blocks.size(); ++i) {
        const Block &b = m_blocks[i];
        Placed &p = placed[i];
        if (b.run < 0) {
            p.doc = std::make_unique<QTextDocument>();
            p.doc->documentLayout()->setPaintDevice(&writer);
            p.doc->setDefaultStyleSheet(ReportSections::styleSheet());
            p.doc->setDocumentMargin(0);
            p.doc->setHtml(b.html);
            p.doc->setTextWidth(width);
            p.height = p.doc->size().height();
        } else {
            // Side by side charts share the width in proportion to their sizes.
            double total = 0;
            for (int c : b.charts)
                total += m_charts[std::size_t(b.run)]->charts()[c].size.width();
            const QSizeF first = m_charts[std::size_t(b.run)]->charts()[b.charts.front()].size;
            p.height = first.height() * (width - ChartGap * double(b.charts.size() - 1)) / total;
        }
        if ((b.pageBreakBefore && y > 0) || (y > 0 && y + p.height > bodyHeight)) {
            ++pageIndex;
            y = 0;
        }
        p.page = pageIndex;
        p.y = y;
        y += p.height + BlockGap;
    }
    m_pages = pageIndex + 1;

    QPainter painter(&writer);
    QFont footerFont(QStringLiteral("DejaVu Sans"));
    footerFont.setPointSizeF(7.5);
    int current = 0;
    auto footer = [&](int number) {
        painter.save();
        painter.setFont(footerFont);
        painter.setPen(QColor(0x55, 0x55, 0x55));
        const QRectF r(0, page.height() - FooterHeight + 6, width, FooterHeight - 6);
        painter.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, m_text.title);
        painter.drawText(
            r, Qt::AlignRight | Qt::AlignVCenter, DriveScope::Text::tr("page %1 of %2").arg(number).arg(m_pages));
        painter.restore();
    };
    for (std::size_t i = 0; i < m_blocks.size(); ++i) {
        const Block &b = m_blocks[i];
        Placed &p = placed[i];
        while (current < p.page) {
            footer(current + 1);
            writer.newPage();
            ++current;
        }
        if (b.run < 0) {
            painter.save();
            painter.translate(0, p.y);
            // A block taller than a page (a very long table) is clipped to the page:
            // blocks are kept small enough that this does not happen in practice.
            p.doc->drawContents(&painter, QRectF(0, 0, width, bodyHeight - p.y));
            painter.restore();
        } else {
            double total = 0;
            for (int c : b.charts)
                total += m_charts[std::size_t(b.run)]->charts()[c].size.width();
            const double scale = (width - ChartGap * double(b.charts.size() - 1)) / total;
            double x = 0;
            for (int c : b.charts) {
                const auto &chart = m_charts[std::size_t(b.run)]->charts()[c];
                painter.save();
                painter.translate(x, p.y);
                painter.scale(scale, p.height / chart.size.height());
                painter.drawPicture(QPointF(0, 0), chart.picture);
                painter.restore();
                x += chart.size.width() * scale + ChartGap;
            }
        }
    }
    footer(current + 1);
    painter.end();
    return bytes;
}

bool ReportBuilder::writeHtml(const QString &path, QString *error)
{
    return ChartExporter::writeFile(path, html(), error);
}

bool ReportBuilder::writePdf(const QString &path, QString *error)
{
    const QByteArray data = pdf();
    if (data.isEmpty()) {
        *error = DriveScope::Text::tr("The PDF could not be drawn.");
        return false;
    }
    return ChartExporter::writeFile(path, data, error);
}

} // namespace DriveScope
