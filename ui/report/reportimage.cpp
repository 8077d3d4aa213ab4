// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/reportimage.h"

#include "ui/charts/export/chartexporter.h"

#include <QBuffer>
#include <QImage>

namespace DriveScope {

namespace {

constexpr int Dpi = 96; // the chart's layout size is its size in pixels at 96 DPI

} // namespace

QByteArray ReportImage::svg(const RunChartRenderer::Chart &chart)
{
    QString error;
    return ChartExporter::render(
        chart.view, { ChartExporter::Format::Svg, chart.size.toSize(), Dpi, {}, false }, &error);
}

QByteArray ReportImage::png(const RunChartRenderer::Chart &chart, int scale)
{
    const QImage img = ChartExporter::image(
        chart.view, { ChartExporter::Format::Png, (chart.size * scale).toSize(), Dpi * scale, {}, false });
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    // Opaque RGB: an alpha channel adds a quarter to the bytes and the chart's background
    // is filled anyway. Quality 0 is zlib's strongest compression (lossless either way).
    if (!img.convertToFormat(QImage::Format_RGB888).save(&buffer, "PNG", 0))
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
