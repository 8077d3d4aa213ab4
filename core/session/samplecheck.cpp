// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/session/samplecheck.h"

namespace DriveScope {

namespace {

QString whyImplausible(const Sample &s, qint64 targetSizeBytes)
{
    constexpr quint16 KnownFlags = Sample::WarmUp | Sample::Failed | Sample::Write;
    if (s.offset < 0)
        return QStringLiteral("a negative offset (%1)").arg(s.offset);
    if (s.bytes < 0)
        return QStringLiteral("a negative size (%1 bytes)").arg(s.bytes);
    if (targetSizeBytes > 0 && s.offset > targetSizeBytes - qint64(s.bytes))
        return QStringLiteral("an I/O at byte %1 past the end of its %2-byte target")
            .arg(s.offset)
            .arg(targetSizeBytes);
    if (s.result < SampleBounds::MinErrno || s.result > s.bytes)
        return QStringLiteral("a result of %1 for a %2-byte request").arg(s.result).arg(s.bytes);
    if (s.latencyNs < 0 || s.latencyNs > SampleBounds::MaxLatencyNs)
        return QStringLiteral("a latency of %1 ns").arg(s.latencyNs);
    if (s.startNs < 0 || s.startNs > SampleBounds::MaxStartNs)
        return QStringLiteral("a start time of %1 ns").arg(s.startNs);
    if (s.flags & ~KnownFlags)
        return QStringLiteral("unknown flags (0x%1)").arg(s.flags, 0, 16);
    return {};
}

} // namespace

QString checkSamples(const std::vector<Sample> &samples, qint64 targetSizeBytes)
{
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const QString why = whyImplausible(samples[i], targetSizeBytes);
        if (!why.isEmpty())
            return QStringLiteral("sample %1 of %2 has %3, which no measurement gives.")
                .arg(i + 1)
                .arg(samples.size())
                .arg(why);
    }
    return {};
}

} // namespace DriveScope
