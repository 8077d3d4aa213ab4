// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace DriveScope {

// The unit an axis shows its values in, picked from the largest value so the tick
// labels stay short: "Latency (ms)" with 17.3 instead of 17300000 ns.
struct AxisUnit {
    QString name; // "ms", "µs", "GB", "MB", "s"
    double divisor = 1; // raw value / divisor = shown value

    static AxisUnit forNanoseconds(double largestNs);
    static AxisUnit forBytes(double largestBytes); // decimal, like every size we print
    // picker's unit for largest, but current while largest is within a factor of 2 of
    // the boundary between them: a live maximum hovering around 2 ms must not flip the
    // axis between µs and ms (and re-lay out the chart) on every refresh.
    static AxisUnit sticky(AxisUnit (*picker)(double), const AxisUnit &current, double largest);
    // The throughput axis of every bar and curve: decimal megabytes, said so once.
    static QString megabytesPerSecondTitle();
    QString title(const QString &quantity) const { return QStringLiteral("%1 (%2)").arg(quantity, name); }
};

} // namespace DriveScope
