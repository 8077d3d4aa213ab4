// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/session/samplecolumns.h"

#include "core/util/text.h"

#include <QtEndian>

#include <zlib.h>

#include <algorithm>
#include <bit>
#include <limits>

namespace DriveScope {

namespace {

constexpr int ColumnHeaderBytes = 8 + 1; // u64 count, u8 offset shift
constexpr int Columns = 7;
// zlib cannot expand more than about 1032:1; anything claiming more is corrupt, and
// checking it before qUncompress allocates keeps a lying header from costing gigabytes.
constexpr qint64 MaxZlibRatio = 1032;
constexpr qint64 MaxRawBytes = qint64(1) << 31;

quint64 zigzag(qint64 v)
{
    return (quint64(v) << 1) ^ quint64(v >> 63);
}
qint64 unzigzag(quint64 v)
{
    return qint64(v >> 1) ^ -qint64(v & 1);
}

void putVarint(QByteArray &out, quint64 v)
{
    while (v >= 0x80) {
        out.append(char(v | 0x80));
        v >>= 7;
    }
    out.append(char(v));
}

struct Reader {
    const unsigned char *p;
    const unsigned char *end;
    bool ok = true;
    quint64 varint()
    {
        quint64 v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (p == end) {
                ok = false;
                return 0;
            }
            const unsigned char b = *p++;
            v |= quint64(b & 0x7F) << shift;
            if (!(b & 0x80))
                return v;
        }
        ok = false; // more than ten bytes
        return 0;
    }
};

} // namespace

QByteArray encodeSampleColumns(const std::vector<Sample> &samples)
{
    // Offsets and sizes are multiples of the block size: dividing it out first saves
    // a byte or more per random offset.
    quint64 bits = 0;
    for (const Sample &s : samples)
        bits |= quint64(s.offset) | quint64(qint64(s.bytes));
    const int shift = bits == 0 ? 0 : std::min(std::countr_zero(bits), 62);

    QByteArray raw;
    raw.reserve(qsizetype(samples.size()) * 12);
    // offset: predicted to follow on from the previous sample (offset + bytes).
    quint64 predicted = 0;
    for (const Sample &s : samples) {
        const qint64 delta = qint64(quint64(s.offset) - predicted);
        putVarint(raw, zigzag(delta >> shift));
        predicted = quint64(s.offset) + quint64(qint64(s.bytes));
    }
    // startNs: predicted to start when the previous sample ended.
    predicted = 0;
    for (const Sample &s : samples) {
        putVarint(raw, zigzag(qint64(quint64(s.startNs) - predicted)));
        predicted = quint64(s.startNs) + quint64(s.latencyNs);
    }
    for (const Sample &s : samples)
        putVarint(raw, zigzag(s.latencyNs));
    qint64 previousBytes = 0;
    for (const Sample &s : samples) {
        putVarint(raw, zigzag(qint64(s.bytes) - previousBytes));
        previousBytes = s.bytes;
    }
    for (const Sample &s : samples) // result: predicted to be the whole request
        putVarint(raw, zigzag(qint64(s.result) - qint64(s.bytes)));
    for (const Sample &s : samples)
        putVarint(raw, s.worker);
    for (const Sample &s : samples)
        putVarint(raw, s.flags);

    QByteArray out(ColumnHeaderBytes, Qt::Uninitialized);
    qToLittleEndian<quint64>(quint64(samples.size()), out.data());
    out[8] = char(shift);
    // Level 1: within a few per cent of level 6 on these columns, several times faster.
    out.append(qCompress(raw, 1));
    return out;
}

std::optional<std::vector<Sample>> decodeSampleColumns(QByteArrayView data, QString *error, qint64 *memoryBudget)
{
    auto fail = [&](const QString &message) -> std::optional<std::vector<Sample>> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (data.size() < ColumnHeaderBytes + 4)
        return fail(Text::tr("The samples section is too short."));
    const quint64 count = qFromLittleEndian<quint64>(data.data());
    const int shift = static_cast<unsigned char>(data[8]);
    if (shift > 62)
        return fail(Text::tr("The samples section has an impossible block-size shift (%1).").arg(shift));
    const QByteArrayView compressed = data.sliced(ColumnHeaderBytes);
    const quint32 rawSize = qFromBigEndian<quint32>(compressed.data());
    if (qint64(rawSize) > (compressed.size() - 4) * MaxZlibRatio + 64 || qint64(rawSize) > MaxRawBytes)
        return fail(Text::tr("The samples section claims %1 bytes of columns, more than its %2 compressed "
                             "bytes can hold.")
                        .arg(rawSize)
                        .arg(compressed.size()));
    // Each sample takes at least one byte in each column.
    if (count > quint64(rawSize) / Columns)
        return fail(Text::tr("The samples section claims %1 samples but holds columns for at most %2.")
                        .arg(count)
                        .arg(rawSize / Columns));
    // What decoding costs in memory: the inflated columns for a moment, the samples to keep.
    const qint64 keeps = qint64(count) * qint64(sizeof(Sample));
    if (memoryBudget && keeps + qint64(rawSize) > *memoryBudget)
        return fail(Text::tr("Its %1 samples would need %2 MB of memory, more than the %3 MB DriveScope may "
                             "use now.")
                        .arg(count)
                        .arg((keeps + qint64(rawSize)) / 1000000)
                        .arg(std::max<qint64>(*memoryBudget, 0) / 1000000));
    if (memoryBudget)
        *memoryBudget -= keeps;
    if (rawSize == 0) // qCompress of nothing: no zlib stream follows the length
        return count == 0 && compressed.size() == 4 ? std::optional(std::vector<Sample> {})
                                                    : fail(Text::tr("The samples section is damaged."));
    // zlib directly rather than qUncompress: exactly rawSize bytes are allocated, and a
    // damaged stream is reported here in one sentence instead of a qWarning on stderr.
    QByteArray raw(qsizetype(rawSize), Qt::Uninitialized);
    uLongf produced = rawSize;
    const int rc = ::uncompress(reinterpret_cast<Bytef *>(raw.data()), &produced,
        reinterpret_cast<const Bytef *>(compressed.data()) + 4, uLong(compressed.size() - 4));
    if (rc != Z_OK || produced != rawSize)
        return fail(Text::tr("The samples section's compressed columns are damaged."));

    std::vector<Sample> samples(count);
    Reader r { reinterpret_cast<const unsigned char *>(raw.constData()),
        reinterpret_cast<const unsigned char *>(raw.constData()) + raw.size() };
    const auto fits32
        = [](qint64 v) { return v >= std::numeric_limits<qint32>::min() && v <= std::numeric_limits<qint32>::max(); };
    bool inRange = true;
    // First the raw deltas; the offset and start columns are predicted from fields that
    // come later in the file, so they are resolved in one pass at the end.
    for (Sample &s : samples)
        s.offset = qint64(quint64(unzigzag(r.varint())) << shift);
    for (Sample &s : samples)
        s.startNs = unzigzag(r.varint());
    for (Sample &s : samples)
        s.latencyNs = unzigzag(r.varint());
    qint64 previousBytes = 0;
    for (Sample &s : samples) {
        const qint64 bytes = qint64(quint64(previousBytes) + quint64(unzigzag(r.varint())));
        inRange = inRange && fits32(bytes);
        s.bytes = qint32(bytes);
        previousBytes = s.bytes;
    }
    for (Sample &s : samples) {
        const qint64 result = qint64(quint64(unzigzag(r.varint())) + quint64(qint64(s.bytes)));
        inRange = inRange && fits32(result);
        s.result = qint32(result);
    }
    for (Sample &s : samples) {
        const quint64 w = r.varint();
        inRange = inRange && w <= 0xFFFF;
        s.worker = quint16(w);
    }
    for (Sample &s : samples) {
        const quint64 f = r.varint();
        inRange = inRange && f <= 0xFFFF;
        s.flags = quint16(f);
    }
    if (!r.ok)
        return fail(Text::tr("The samples section holds fewer values than its %1 samples need.").arg(count));
    if (r.p != r.end)
        return fail(Text::tr("The samples section holds more values than its %1 samples.").arg(count));
    if (!inRange)
        return fail(Text::tr("The samples section holds a value out of range for its column."));
    quint64 offsetPredicted = 0, startPredicted = 0;
    for (Sample &s : samples) {
        s.offset = qint64(offsetPredicted + quint64(s.offset));
        offsetPredicted = quint64(s.offset) + quint64(qint64(s.bytes));
        s.startNs = qint64(startPredicted + quint64(s.startNs));
        startPredicted = quint64(s.startNs) + quint64(s.latencyNs);
    }
    return samples;
}

} // namespace DriveScope
