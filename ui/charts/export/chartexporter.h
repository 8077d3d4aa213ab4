// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

#include <functional>

class QChartView;
class QColor;
class QSizeF;
class QPainter;
class QRectF;

namespace DriveScope {

// Renders a chart to PNG, SVG or PDF bytes, to a file or to the clipboard, without any
// dialog, so the window's Export chart… and the tests use the same code. A chart is laid
// out at its "logical" size, width × height × 96 / DPI (by default the size on screen),
// and drawn scaled: a 2× PNG at 192 DPI looks like the chart on a HiDPI screen, and SVG
// and PDF are the same layout as vectors (PDF page = the chart's physical size).
class ChartExporter {
public:
    enum class Format { Png, Svg, Pdf };
    struct Options {
        Format format = Format::Png;
        QSize pixels; // empty: twice the on-screen size
        int dpi = 192;
        // A line under the chart saying what it shows ("Seek · /dev/sdb (WDC …) ·
        // 2026-12-01 14:03"); empty: none. defaults() takes the view's CaptionProperty.
        QString caption;
        // Drawn in a light palette whatever the window's (for print and slides).
        bool lightBackground = false;
    };
    // The caption a page gives its charts for the run they show (a dynamic property).
    static constexpr const char *CaptionProperty = "drivescopeCaption";

    static Options defaults(const QChartView *view, Format format = Format::Png);
    // The format a file name asks for (.png, .svg, .pdf); nullopt-like Png for others.
    static Format formatForPath(const QString &path, bool *known = nullptr);
    static QString suffix(Format format);

    // Draws the chart into painter's rect, laid out at logicalSize (it is resized for
    // the drawing and put back): the path every export takes.
    static void paint(QChartView *view, QPainter *painter, const QRectF &target, const QSizeF &logicalSize,
        const QString &caption = {});

    static QImage image(QChartView *view, const Options &options);
    // The file's bytes; empty with a sentence in *error when the options make no sense.
    static QByteArray render(QChartView *view, const Options &options, QString *error);
    // The canvases every export draws on (any thread): an image of pixels at dpi filled
    // with background, and an SVG of a logical size (96 DPI) without the empty groups
    // QSvgGenerator writes. draw paints on it.
    static QImage canvasImage(const QSize &pixels, double dpi, const QColor &background, QImage::Format format,
        const std::function<void(QPainter *)> &draw);
    static QByteArray canvasSvg(
        const QSizeF &logical, const QString &title, const std::function<void(QPainter *)> &draw);
    // Atomic (QSaveFile): an error leaves no file and the previous one untouched. Safe
    // on a pool thread.
    // Never over a file the window reads (setProtectedFiles): an export there is
    // refused with one sentence.
    static bool writeFile(const QString &path, const QByteArray &data, QString *error);
    // What the window reads and no export may replace, as (how it is named, path): the
    // open session's file, the files its runs measured. Set on the GUI thread whenever
    // they change; writeFile reads it on any thread.
    static void setProtectedFiles(const QList<std::pair<QString, QString>> &files);
    static bool exportToFile(QChartView *view, const QString &path, const Options &options, QString *error);
    // A PNG of the chart (twice the screen size, 192 DPI) on the clipboard, as
    // image/png and as an image.
    static void copyToClipboard(QChartView *view);

    static constexpr int MaxPixels = 16384;
};

} // namespace DriveScope
