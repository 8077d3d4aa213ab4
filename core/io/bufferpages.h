// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace DriveScope {

// Which pages hold a benchmark's I/O buffer. It matters more than one would think: an
// O_DIRECT request is DMA'd straight into the buffer, one scatter-gather segment per
// physically contiguous piece. With 4 KiB pages a 512 KiB request is usually 128
// segments; a device whose queue has room for few descriptors (virtio-blk without
// indirect descriptors: one per segment in a ring of 256) then takes one such request
// at a time, and the same 1 MiB read runs at half the speed it reaches from a 2 MiB
// huge page (docs/perf-parity.md, "Two completion paths: the buffer's physical pieces"). Normal is what dd and fio use
// by default.
enum class BufferPages {
    Normal, // ordinary pages (4 KiB on x86-64), as the allocator hands them out
    Huge, // 2 MiB huge pages: hugetlb when some are reserved, else transparent ones
};

// How the buffer was really backed (Huge may come from either pool).
enum class BufferBacking {
    Normal,
    HugeTlb,
    TransparentHuge,
};

QString bufferPagesName(BufferPages pages); // "normal", "huge" (JSON, CLI)
std::optional<BufferPages> parseBufferPagesName(const QString &name);
QString bufferBackingName(BufferBacking backing); // "normal", "hugetlb", "transparent"
// For people: "4 KiB pages", "2 MiB hugetlb pages", "2 MiB transparent huge pages";
// pageBytes <= 0 when not known (reports read before the size was recorded).
QString describeBufferBacking(const QString &backingName, qint64 pageBytes);
// A report line for a run whose config asked for huge pages, "I/O buffer: 2 MiB hugetlb
// pages (huge pages asked for)"; empty for ordinary pages, the default.
QString hugePagesReportLine(const QJsonObject &runConfig);

} // namespace DriveScope
