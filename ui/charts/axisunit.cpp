// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/axisunit.h"

#include "core/util/text.h"

namespace DriveScope {

AxisUnit AxisUnit::forNanoseconds(double largestNs)
{
    if (largestNs >= 10e9)
        return { QStringLiteral("s"), 1e9 };
    if (largestNs >= 2e6)
        return { QStringLiteral("ms"), 1e6 };
    return { QStringLiteral("µs"), 1e3 };
}

AxisUnit AxisUnit::forBytes(double largestBytes)
{
    if (largestBytes >= 2e9)
        return { QStringLiteral("GB"), 1e9 };
    if (largestBytes >= 2e6)
        return { QStringLiteral("MB"), 1e6 };
    return { QStringLiteral("kB"), 1e3 };
}

AxisUnit AxisUnit::sticky(AxisUnit (*picker)(double), const AxisUnit &current, double largest)
{
    const AxisUnit wanted = picker(largest);
    if (wanted.name == current.name)
        return current;
    // Kept only while largest is within a factor of 2 of current's own range: from kB a
    // live seek distance of 3 GB goes to GB (it stayed in kB, ticks "5e+…", until the
    // run ended, because 1.5 GB was not yet GB).
    if (!current.name.isEmpty()
        && (picker(largest * 2).name == current.name || picker(largest / 2).name == current.name))
        return current;
    return wanted;
}

QString AxisUnit::megabytesPerSecondTitle()
{
    return Text::tr("MB/s (10⁶ B/s)");
}

} // namespace DriveScope
