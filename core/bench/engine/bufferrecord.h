// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/alignedbuffer.h"

#include <QJsonObject>

#include <atomic>

namespace DriveScope {

class WorkerContext;

// A worker's I/O buffer in ordinary pages; when there is no memory for it, a null one
// after ending the run as failed with a sentence (at offset), never an exception that
// would end the process from a worker thread.
AlignedBuffer allocateOrFail(WorkerContext &ctx, std::size_t size, std::size_t alignment, qint64 offset);

// Allocates a benchmark's I/O buffer in the pages its plan asks for (worker thread) and
// remembers what backed it, for the run's config (result, any thread after the run).
class BufferRecord {
public:
    // The buffer; when it cannot be had, a null one after ending the run with the
    // reason (ctx.fail at offset), so no I/O starts in pages other than those asked for.
    AlignedBuffer allocate(
        WorkerContext &ctx, std::size_t size, std::size_t alignment, BufferPages pages, qint64 offset);

    // "buffer_backing" ("normal", "hugetlb", "transparent") and "buffer_page_bytes",
    // once a buffer was allocated.
    void addTo(QJsonObject &config) const;

private:
    std::atomic<int> m_backing { -1 }; // BufferBacking, -1 before the first buffer
    std::atomic<qint64> m_pageBytes { 0 };
};

} // namespace DriveScope
