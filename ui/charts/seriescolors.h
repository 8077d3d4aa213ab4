// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

namespace DriveScope {

// Fixed series colours for every chart and for compare: the Okabe & Ito (2008) set,
// distinguishable with the common colour-vision deficiencies, without its yellow and
// black. A theme's highlight colour was used before: a dark theme with a dark highlight
// made histogram bars and mean lines all but vanish. Each colour is made lighter or
// darker until it stands out from the chart's background by at least MinContrast.
namespace SeriesColors {

constexpr double MinContrast = 3.0; // WCAG 2.1's minimum for graphical objects
enum Index { Blue, Vermillion, Green, Purple, Orange, Sky, Brown, Grey, Count };

QColor of(int index, const QColor &background);
// WCAG 2.1 contrast ratio, 1 (same luminance) to 21.
double contrast(const QColor &a, const QColor &b);
// Text quieter than data, for hints: 70 % text, 30 % background (the window's hint
// labels, an empty chart's sentence).
QColor quietText(const QColor &text, const QColor &background);

} // namespace SeriesColors

} // namespace DriveScope
