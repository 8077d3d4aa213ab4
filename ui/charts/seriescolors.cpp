// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/seriescolors.h"

#include <algorithm>
#include <cmath>

namespace DriveScope::SeriesColors {

namespace {

double luminance(const QColor &c)
{
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor of(int index, const QColor &background)
{
    static const QRgb hues[Count] = { 0x0072b2, 0xd55e00, 0x009e73, 0xcc79a7, 0xe69f00, 0x56b4e9, 0x8c564b, 0x7f7f7f };
    QColor c = QColor::fromRgb(hues[((index % Count) + Count) % Count]);
    // On a dark background the set's darker hues (blue, green) sink: start from a lighter
    // tone of the same hue, as on paper they start from their own.
    const bool darkBackground = luminance(background) < 0.18;
    float h, s, l, a;
    c.getHslF(&h, &s, &l, &a);
    if (darkBackground)
        l = std::max(l, 0.62f);
    // Then away from the background, in small steps, until it stands out.
    for (int step = 0; step < 25; ++step) {
        c = QColor::fromHslF(h, s, std::clamp(l, 0.f, 1.f), a);
        if (contrast(c, background) >= MinContrast + 0.05)
            break;
        l += darkBackground ? 0.03f : -0.03f;
    }
    return c;
}

QColor quietText(const QColor &text, const QColor &background)
{
    const double t = 0.7;
    return QColor::fromRgbF(float(t * text.redF() + (1 - t) * background.redF()),
        float(t * text.greenF() + (1 - t) * background.greenF()),
        float(t * text.blueF() + (1 - t) * background.blueF()));
}

} // namespace DriveScope::SeriesColors
