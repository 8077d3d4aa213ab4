// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/reportimage.h"

#include "ui/charts/export/chartexporter.h"

#include "core/util/text.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>

namespace DriveScope {

namespace {

constexpr int Dpi = 96; // the chart's layout size is its size in pixels at 96 DPI

} // namespace

QByteArray ReportImage::svg(const RunChartRenderer::Chart &chart)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(chart.size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), chart.size));
    svg.setResolution(Dpi);
    svg.setTitle(chart.title);
    svg.setDescription(Text::tr("DriveScope chart"));
    QPainter painter(&svg);
    painter.drawPicture(QPointF(0, 0), chart.picture);
    painter.end();
    return ChartExporter::withoutEmptyGroups(bytes);
}

QByteArray ReportImage::png(const RunChartRenderer::Chart &chart, int scale)
{
    // Opaque RGB: an alpha channel adds a quarter to the bytes and the chart's background
    // is filled anyway.
    QImage img((chart.size * scale).toSize(), QImage::Format_RGB888);
    img.fill(Qt::white);
    const int dotsPerMetre = int(std::lround(Dpi * scale / 0.0254));
    img.setDotsPerMeterX(dotsPerMetre);
    img.setDotsPerMeterY(dotsPerMetre);
    QPainter painter(&img);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.scale(scale, scale);
    painter.drawPicture(QPointF(0, 0), chart.picture);
    painter.end();
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
