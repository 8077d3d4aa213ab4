// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/reportimage.h"

#include "ui/charts/export/chartexporter.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>

namespace DriveScope {

namespace {

constexpr int Dpi = 96; // the chart's layout size is its size in pixels at 96 DPI

} // namespace

QByteArray ReportImage::svg(const RunChartRenderer::Chart &chart)
{
    return ChartExporter::canvasSvg(
        chart.size, chart.title, [&](QPainter *p) { p->drawPicture(QPointF(0, 0), chart.picture); });
}

QByteArray ReportImage::png(const RunChartRenderer::Chart &chart, int scale)
{
    // Opaque RGB: an alpha channel adds a quarter to the bytes and the chart's background
    // is filled anyway. The picture carries the render hints the chart was drawn with.
    const QImage img = ChartExporter::canvasImage(
        (chart.size * scale).toSize(), Dpi * scale, Qt::white, QImage::Format_RGB888, [&](QPainter *p) {
            p->scale(scale, scale);
            p->drawPicture(QPointF(0, 0), chart.picture);
        });
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    // Quality 0 is zlib's strongest compression (lossless either way).
    if (!img.save(&buffer, "PNG", 0))
        return {};
    return bytes;
}

ReportImage ReportImage::forHtml(const RunChartRenderer::Chart &chart)
{
    ReportImage out { QByteArrayLiteral("image/svg+xml"), svg(chart) };
    if (out.bytes.size() <= SvgBudget)
        return out;
    QByteArray bitmap = png(chart);
    if (!bitmap.isEmpty() && bitmap.size() < out.bytes.size())
        out = { QByteArrayLiteral("image/png"), std::move(bitmap) };
    return out;
}

QString ReportImage::dataUri() const
{
    return QStringLiteral("data:%1;base64,%2")
        .arg(QString::fromLatin1(mimeType), QString::fromLatin1(bytes.toBase64()));
}

} // namespace DriveScope
