// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace DriveScope {

// The unit an axis shows its values in, picked from the largest value so the tick
// labels stay short: "Latency (ms)" with 17.3 instead of 17300000 ns.
struct AxisUnit
{
    QString name;       // "ms", "µs", "GB", "MB", "s"
    double divisor = 1; // raw value / divisor = shown value

    static AxisUnit forNanoseconds(double largestNs);
    static AxisUnit forBytes(double largestBytes); // decimal, like every size we print
    QString title(const QString &quantity) const { return QStringLiteral("%1 (%2)").arg(quantity, name); }
};

} // namespace DriveScope
