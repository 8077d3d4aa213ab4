// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportimage.h"

#include "chartexporter.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <cmath>

namespace DriveScope {

namespace {

constexpr double Dpi = 96;

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
    svg.setResolution(int(Dpi));
    svg.setTitle(chart.view->chart()->title());
    QPainter p(&svg);
    ChartExporter::paint(chart.view, &p, QRectF(QPointF(0, 0), chart.size), chart.size);
    p.end();
    // QSvgGenerator writes a <g> with every style attribute for each state change, most
    // of them with nothing inside: three quarters of a histogram's bytes. Empty groups
    // draw nothing, so dropping them changes no pixel.
    static const QRegularExpression emptyGroup(QStringLiteral("<g [^>]*>\\s*</g>\\s*"));
    return QString::fromUtf8(bytes).remove(emptyGroup).toUtf8();
}

QByteArray ReportImage::png(const RunChartRenderer::Chart &chart, int scale)
{
    // Opaque RGB: an alpha channel adds a quarter to the bytes and the chart's
    // background is filled anyway.
    const QSize pixels = (chart.size * scale).toSize();
    QImage img(pixels, QImage::Format_RGB32);
    img.fill(chart.view->chart()->backgroundBrush().color());
    const int dotsPerMetre = int(std::lround(Dpi * scale / 0.0254));
    img.setDotsPerMeterX(dotsPerMetre);
    img.setDotsPerMeterY(dotsPerMetre);
    QPainter p(&img);
    ChartExporter::paint(chart.view, &p, QRectF(QPointF(0, 0), QSizeF(pixels)), chart.size);
    p.end();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    // Quality 0 is zlib's strongest compression (lossless either way).
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
