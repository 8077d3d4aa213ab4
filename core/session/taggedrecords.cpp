// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/session/taggedrecords.h"

#include <QtEndian>

#include <zlib.h>

namespace DriveScope::TaggedRecords {

quint32 checksum(QByteArrayView bytes)
{
    // zlib's crc32 takes a uInt length: feed it in pieces a uInt can count.
    uLong crc = ::crc32(0L, Z_NULL, 0);
    const auto *p = reinterpret_cast<const Bytef *>(bytes.data());
    qsizetype left = bytes.size();
    while (left > 0) {
        const uInt n = uInt(std::min<qsizetype>(left, qsizetype(1) << 30));
        crc = ::crc32(crc, p, n);
        p += n;
        left -= n;
    }
    return quint32(crc);
}

void append(QByteArray &out, QByteArrayView tag, QByteArrayView payload)
{
    Q_ASSERT(tag.size() == 4);
    const qsizetype start = out.size();
    out.reserve(start + payload.size() + Overhead);
    out.append(tag.first(4));
    char field[4];
    qToLittleEndian<quint32>(quint32(payload.size()), field);
    out.append(field, 4);
    out.append(payload);
    qToLittleEndian<quint32>(checksum(QByteArrayView(out).sliced(start)), field);
    out.append(field, 4);
}

QByteArray make(QByteArrayView tag, QByteArrayView payload)
{
    QByteArray out;
    append(out, tag, payload);
    return out;
}

std::optional<Record> Reader::next()
{
    const qsizetype left = remaining();
    if (left <= 0) {
        m_stop = Stop::End;
        return std::nullopt;
    }
    if (left < Overhead) {
        m_stop = Stop::Truncated;
        return std::nullopt;
    }
    const char *at = m_data.data() + m_pos;
    const quint32 length = qFromLittleEndian<quint32>(at + 4);
    // Bounded by what is actually there before anything is read.
    if (qint64(length) > qint64(left - Overhead)) {
        m_stop = Stop::Truncated;
        return std::nullopt;
    }
    const QByteArrayView framed(at, 8 + qsizetype(length));
    if (checksum(framed) != qFromLittleEndian<quint32>(at + 8 + length)) {
        m_stop = Stop::BadChecksum;
        return std::nullopt;
    }
    m_pos += Overhead + qsizetype(length);
    return Record { framed.first(4), framed.sliced(8) };
}

} // namespace DriveScope::TaggedRecords
