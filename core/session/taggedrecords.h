// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <optional>

namespace DriveScope {

// The record framing session files and run journals share (docs/session-format.md):
// a 4-byte tag, a u32 little-endian payload length, the payload, and a CRC-32 (zlib's)
// of tag, length and payload, little-endian.
namespace TaggedRecords {

constexpr qsizetype Overhead = 4 + 4 + 4;

// tag: exactly 4 bytes ("SMPL").
void append(QByteArray &out, QByteArrayView tag, QByteArrayView payload);
QByteArray make(QByteArrayView tag, QByteArrayView payload);
// The CRC-32 a record stores (of its tag, length and payload).
quint32 checksum(QByteArrayView framed);

struct Record {
    QByteArrayView tag; // 4 bytes
    QByteArrayView payload;
    bool is(const char (&t)[5]) const { return tag == QByteArrayView(t, 4); }
};

// Reads records from data starting at pos; never reads or allocates past data.
class Reader {
public:
    enum class Stop { None, End, Truncated, BadChecksum };

    Reader(QByteArrayView data, qsizetype pos)
        : m_data(data)
        , m_pos(pos)
    {
    }
    // The next record, or nullopt with why() saying why not: End (no bytes left),
    // Truncated (a header or payload runs past the end) or BadChecksum.
    std::optional<Record> next();
    Stop why() const { return m_stop; }
    qsizetype position() const { return m_pos; }
    qsizetype remaining() const { return m_data.size() - m_pos; }

private:
    QByteArrayView m_data;
    qsizetype m_pos;
    Stop m_stop = Stop::None;
};

} // namespace TaggedRecords

} // namespace DriveScope
