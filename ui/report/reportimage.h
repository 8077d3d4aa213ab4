// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/report/runchartrenderer.h"

#include <QByteArray>

namespace DriveScope {

// How one chart goes into the HTML report. SVG stays sharp at any zoom and, once the
// empty groups QSvgGenerator writes are dropped, is small for charts with few shapes
// (histograms, zone curves, short timelines). A scatter of thousands of points is
// thousands of SVG elements (1.2 MB each; a 5-run report was 6 MB) and people mail
// these reports: a chart whose SVG is over SvgBudget goes in as a PNG at twice its
// layout size (crisp on HiDPI screens and at 2× zoom; opaque, lossless) when that is
// smaller. The PDF report keeps drawing vectors (ReportBuilder::pdf). Made from the chart's
// recorded picture, so on any thread.
class ReportImage {
public:
    QByteArray mimeType; // "image/svg+xml" or "image/png"
    QByteArray bytes;

    // An SVG under this many bytes is kept without trying the PNG.
    static constexpr qsizetype SvgBudget = 48 * 1024;
    static constexpr int PngScale = 2;

    static ReportImage forHtml(const RunChartRenderer::Chart &chart);
    static QByteArray svg(const RunChartRenderer::Chart &chart);
    static QByteArray png(const RunChartRenderer::Chart &chart, int scale = PngScale);
    // data:MIME;base64,... for an <img src>.
    QString dataUri() const;
};

} // namespace DriveScope
