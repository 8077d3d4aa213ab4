// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/session/samplecheck.h"

#include "core/util/text.h"

namespace DriveScope {

namespace {

// One sentence for sample number (1-based) of count when it is implausible, else empty.
QString whyImplausible(const Sample &s, qint64 targetSizeBytes, std::size_t number, std::size_t count)
{
    constexpr quint16 KnownFlags = Sample::WarmUp | Sample::Failed | Sample::Write;
    const QString n = QString::number(number), of = QString::number(count);
    if (s.offset < 0)
        return Text::tr("sample %1 of %2 has a negative offset (%3), which no measurement gives.")
            .arg(n, of, QString::number(s.offset));
    if (s.bytes < 0)
        return Text::tr("sample %1 of %2 has a negative size (%3 bytes), which no measurement gives.")
            .arg(n, of, QString::number(s.bytes));
    if (targetSizeBytes > 0 && s.offset > targetSizeBytes - qint64(s.bytes))
        return Text::tr("sample %1 of %2 has an I/O at byte %3 past the end of its %4-byte target, which no "
                        "measurement gives.")
            .arg(n, of, QString::number(s.offset), QString::number(targetSizeBytes));
    if (s.result < SampleBounds::MinErrno || s.result > s.bytes)
        return Text::tr("sample %1 of %2 has a result of %3 for a %4-byte request, which no measurement gives.")
            .arg(n, of, QString::number(s.result), QString::number(s.bytes));
    if (s.latencyNs < 0 || s.latencyNs > SampleBounds::MaxLatencyNs)
        return Text::tr("sample %1 of %2 has a latency of %3 ns, which no measurement gives.")
            .arg(n, of, QString::number(s.latencyNs));
    if (s.startNs < 0 || s.startNs > SampleBounds::MaxStartNs)
        return Text::tr("sample %1 of %2 has a start time of %3 ns, which no measurement gives.")
            .arg(n, of, QString::number(s.startNs));
    if (s.flags & ~KnownFlags)
        return Text::tr("sample %1 of %2 has unknown flags (0x%3), which no measurement gives.")
            .arg(n, of, QString::number(s.flags, 16));
    return {};
}

} // namespace

QString checkSamples(const std::vector<Sample> &samples, qint64 targetSizeBytes)
{
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const QString why = whyImplausible(samples[i], targetSizeBytes, i + 1, samples.size());
        if (!why.isEmpty())
            return why;
    }
    return {};
}

} // namespace DriveScope
