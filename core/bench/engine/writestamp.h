// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <cstdint>
#include <cstring>

namespace DriveScope {

// What a benchmark's writes send: a buffer of random bytes (AlignedBuffer::fillRandom)
// with a fresh number stamped at the start of every 4 KiB of every write, so that no two
// written blocks are alike and a compressing or deduplicating controller gains nothing,
// for a few stores per write instead of fresh random bytes.
class WriteStamp {
public:
    static constexpr qint64 Every = 4096;
    explicit WriteStamp(std::uint64_t first)
        : m_next(first)
    {
    }
    void stamp(char *data, qint64 size)
    {
        for (qint64 at = 0; at + 8 <= size; at += Every) {
            const std::uint64_t v = ++m_next;
            std::memcpy(data + at, &v, 8);
        }
    }

private:
    std::uint64_t m_next;
};

} // namespace DriveScope
