// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/sample.h"

#include <atomic>
#include <cstddef>
#include <memory>
#include <vector>

namespace DriveScope {

// Append-only, single-writer, many-reader sample store for one worker.
// The writer appends without locks; readers see every sample below size() (published
// with release/acquire), so a GUI timer can drain new samples while the worker runs.
// Samples live in fixed-size chunks that never move, so a reader's reference stays
// valid while the writer keeps appending. Chunks for the expected count (up to
// MaxPreallocatedChunks) are allocated up front; past that the writer allocates one
// chunk per ChunkSize samples, between I/Os, never inside a timed one. A log holds at
// most its capacity: the share of memory the runner gives each worker.
class SampleLog {
public:
    static constexpr std::size_t ChunkSize = 16384;
    static constexpr std::size_t MaxChunks = 65536; // 2^30 samples per worker
    // Up-front allocation stops here (10 MB a worker); a longer run allocates one chunk
    // per 16384 samples as it goes, so asking for 10^8 reads does not zero 4 GB first.
    static constexpr std::size_t MaxPreallocatedChunks = 16;

    static constexpr std::size_t MaxSamples = ChunkSize * MaxChunks;

    explicit SampleLog(std::size_t expectedSamples = 0, std::size_t capacity = MaxSamples);
    SampleLog(const SampleLog &) = delete;
    SampleLog &operator=(const SampleLog &) = delete;
    ~SampleLog();

    // Writer side. Returns false (and drops the sample) when the log is full: at its
    // capacity or when no memory was left for a new chunk (then memoryFull()), or past
    // MaxSamples.
    bool append(const Sample &sample);
    bool memoryFull() const { return m_memoryFull; }

    // Reader side.
    std::size_t size() const { return m_published.load(std::memory_order_acquire); }
    const Sample &at(std::size_t index) const { return m_chunks[index / ChunkSize][index % ChunkSize]; }
    void copyTo(std::vector<Sample> &out, std::size_t from = 0) const;

private:
    std::vector<Sample *> m_chunks; // fixed length MaxChunks, never reallocated
    std::size_t m_capacity;
    std::size_t m_written = 0;
    bool m_memoryFull = false; // the writer's own: read by the writer only
    std::atomic<std::size_t> m_published { 0 };
};

} // namespace DriveScope
