// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/export/chartexporter.h"

#include "ui/charts/chartview.h"

#include "core/util/outputcheck.h"
#include "core/util/safefile.h"
#include "core/util/text.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QMimeData>
#include <QMutex>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QStyle>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace DriveScope {

namespace {

constexpr double ScreenDpi = 96;

QSizeF logicalSizeOf(const ChartExporter::Options &options)
{
    const double scale = ScreenDpi / options.dpi;
    return QSizeF(options.pixels.width() * scale, options.pixels.height() * scale);
}

// The chart's layout follows its geometry only after the posted layout requests run.
void settle()
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

// For the length of an export, the view in the light palette of the style (the chart
// follows palette changes): put back as it was, inherited or its own.
class LightPalette {
public:
    LightPalette(QChartView *view, bool light)
        : m_view(light ? view : nullptr)
        , m_own(view->testAttribute(Qt::WA_SetPalette))
        , m_old(view->palette())
    {
        if (m_view) {
            m_view->setPalette(m_view->style()->standardPalette());
            settle();
        }
    }
    ~LightPalette()
    {
        if (!m_view)
            return;
        m_view->setPalette(m_own ? m_old : QPalette());
        settle();
    }
    LightPalette(const LightPalette &) = delete;
    LightPalette &operator=(const LightPalette &) = delete;

private:
    QChartView *m_view;
    bool m_own;
    QPalette m_old;
};

// The caption's strip under the chart, in logical pixels.
double captionHeight(const QChartView *view, const QString &caption)
{
    return caption.isEmpty() ? 0 : QFontMetricsF(view->font()).height() * 1.8;
}

} // namespace

ChartExporter::Options ChartExporter::defaults(const QChartView *view, Format format)
{
    Options o;
    o.format = format;
    o.dpi = 192;
    o.pixels = view->size() * 2;
    o.caption = view->property(CaptionProperty).toString();
    return o;
}

ChartExporter::Format ChartExporter::formatForPath(const QString &path, bool *known)
{
    const QString s = QFileInfo(path).suffix().toLower();
    if (known)
        *known = s == u"png" || s == u"svg" || s == u"pdf";
    if (s == u"svg")
        return Format::Svg;
    if (s == u"pdf")
        return Format::Pdf;
    return Format::Png;
}

QString ChartExporter::suffix(Format format)
{
    switch (format) {
    case Format::Svg: return QStringLiteral("svg");
    case Format::Pdf: return QStringLiteral("pdf");
    case Format::Png: break;
    }
    return QStringLiteral("png");
}

void ChartExporter::paint(
    QChartView *view, QPainter *painter, const QRectF &target, const QSizeF &logicalSize, const QString &caption)
{
    QChart *chart = view->chart();
    const QRectF oldGeometry = chart->geometry();
    // The chart above, the caption in a strip of its own below.
    const double strip = std::min(captionHeight(view, caption), logicalSize.height() / 3);
    const QRectF laidOut(QPointF(0, 0), QSizeF(logicalSize.width(), logicalSize.height() - strip));
    const double scaleY = target.height() / logicalSize.height();
    const QRectF chartTarget(target.topLeft(), QSizeF(target.width(), laidOut.height() * scaleY));
    const bool relayout = oldGeometry != laidOut;
    // The title as it fits the exported size, not the font a narrow window shrank it to.
    auto *ours = qobject_cast<ChartView *>(view);
    if (ours)
        ours->fitTitle(int(laidOut.width()));
    if (relayout) {
        chart->setGeometry(laidOut);
        settle();
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    view->scene()->render(painter, chartTarget, laidOut, Qt::IgnoreAspectRatio);
    if (strip > 0) {
        const QRectF captionRect(QPointF(target.left(), chartTarget.bottom()),
            QSizeF(target.width(), target.bottom() - chartTarget.bottom()));
        painter->fillRect(captionRect, chart->backgroundBrush());
        // In points: the device's resolution scales it as it scales the chart's text.
        const QFont font = view->font();
        painter->setFont(font);
        painter->setPen(chart->titleBrush().color());
        painter->drawText(captionRect, Qt::AlignCenter | Qt::TextSingleLine,
            QFontMetricsF(font, painter->device()).elidedText(caption, Qt::ElideMiddle, captionRect.width() - 8));
    }
    painter->restore();
    if (ours)
        ours->fitTitle(view->width());
    if (relayout) {
        chart->setGeometry(oldGeometry);
        settle();
    }
}

QImage ChartExporter::image(QChartView *view, const Options &options)
{
    const LightPalette light(view, options.lightBackground);
    return canvasImage(options.pixels, options.dpi, view->chart()->backgroundBrush().color(),
        QImage::Format_ARGB32_Premultiplied, [&](QPainter *p) {
            paint(view, p, QRectF(QPointF(0, 0), QSizeF(options.pixels)), logicalSizeOf(options), options.caption);
        });
}

QImage ChartExporter::canvasImage(const QSize &pixels, double dpi, const QColor &background, QImage::Format format,
    const std::function<void(QPainter *)> &draw)
{
    QImage img(pixels, format);
    img.fill(background);
    const int dotsPerMetre = int(std::lround(dpi / 0.0254));
    img.setDotsPerMeterX(dotsPerMetre);
    img.setDotsPerMeterY(dotsPerMetre);
    QPainter p(&img);
    draw(&p);
    p.end();
    return img;
}

QByteArray ChartExporter::canvasSvg(
    const QSizeF &logical, const QString &title, const std::function<void(QPainter *)> &draw)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(logical.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), logical));
    svg.setResolution(int(ScreenDpi));
    svg.setTitle(title);
    svg.setDescription(Text::tr("DriveScope chart"));
    QPainter p(&svg);
    draw(&p);
    p.end();
    // QSvgGenerator writes a <g> with every style attribute for each state change,
    // most of them with nothing inside: three quarters of a histogram's bytes. Empty
    // groups draw nothing, so dropping them changes no pixel.
    static const QRegularExpression emptyGroup(QStringLiteral("<g [^>]*>\\s*</g>\\s*"));
    return QString::fromUtf8(bytes).remove(emptyGroup).toUtf8();
}

QByteArray ChartExporter::render(QChartView *view, const Options &options, QString *error)
{
    if (options.dpi < 24 || options.dpi > 2400) {
        *error = Text::tr("The resolution must be between %1 and %2 DPI.").arg(24).arg(2400);
        return {};
    }
    if (options.pixels.width() < 16 || options.pixels.height() < 16 || options.pixels.width() > MaxPixels
        || options.pixels.height() > MaxPixels) {
        *error = Text::tr("The size must be between %1 and %2 pixels each way.").arg(16).arg(MaxPixels);
        return {};
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QSizeF logical = logicalSizeOf(options);
    const LightPalette light(view, options.lightBackground && options.format != Format::Png); // image() does PNG's
    switch (options.format) {
    case Format::Png: {
        if (!image(view, options).save(&buffer, "PNG")) {
            *error = Text::tr("The chart could not be encoded as PNG.");
            return {};
        }
        break;
    }
    case Format::Svg: {
        bytes = canvasSvg(logical, view->chart()->title(),
            [&](QPainter *p) { paint(view, p, QRectF(QPointF(0, 0), logical), logical, options.caption); });
        break;
    }
    case Format::Pdf: {
        QPdfWriter pdf(&buffer);
        pdf.setCreator(QStringLiteral("DriveScope"));
        pdf.setTitle(view->chart()->title());
        // One page exactly the chart's physical size, in points (1/72 inch).
        const QSizeF points = logical * 72.0 / ScreenDpi;
        pdf.setPageSize(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(int(ScreenDpi));
        QPainter p(&pdf);
        paint(view, &p, QRectF(QPointF(0, 0), logical), logical, options.caption);
        p.end();
        break;
    }
    }
    if (bytes.isEmpty())
        *error = Text::tr("The chart could not be drawn.");
    return bytes;
}

namespace {

QMutex protectedMutex;
QList<std::pair<QString, QString>> protectedFiles;

} // namespace

void ChartExporter::setProtectedFiles(const QList<std::pair<QString, QString>> &files)
{
    QMutexLocker lock(&protectedMutex);
    protectedFiles = files;
}

bool ChartExporter::writeFile(const QString &path, const QByteArray &data, QString *error)
{
    OutputCheck files;
    {
        QMutexLocker lock(&protectedMutex);
        for (const auto &[what, file] : std::as_const(protectedFiles))
            files.reads(what, file);
    }
    //: What is written, in OutputCheck's sentences ("%1 needs a file name.").
    files.writes(Text::tr("The export"), path);
    if (const QString problem = files.problem(); !problem.isEmpty()) {
        //: %1: why the file cannot be written, a sentence.
        *error = Text::tr("%1 Nothing was written.").arg(problem);
        return false;
    }
    return SafeFile::write(path, data, SafeFile::Streams::Allowed, error);
}

bool ChartExporter::exportToFile(QChartView *view, const QString &path, const Options &options, QString *error)
{
    const QByteArray data = render(view, options, error);
    return !data.isEmpty() && writeFile(path, data, error);
}

void ChartExporter::copyToClipboard(QChartView *view)
{
    const QImage img = image(view, defaults(view));
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    img.save(&buffer, "PNG");
    auto *mime = new QMimeData;
    mime->setData(QStringLiteral("image/png"), png);
    mime->setImageData(img);
    QGuiApplication::clipboard()->setMimeData(mime);
}

} // namespace DriveScope
