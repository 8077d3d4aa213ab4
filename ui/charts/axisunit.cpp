// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/axisunit.h"

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
    if (picker(largest * 2).name == wanted.name && picker(largest / 2).name == wanted.name)
        return wanted;
    return current.name.isEmpty() ? wanted : current;
}

} // namespace DriveScope
