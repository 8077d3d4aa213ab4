// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/samplelog.h"

#include <algorithm>
#include <new>

namespace DriveScope {

SampleLog::SampleLog(std::size_t expectedSamples, std::size_t capacity)
    : m_chunks(MaxChunks, nullptr)
    , m_capacity(std::min(capacity, MaxSamples))
{
    const std::size_t expected = std::min(expectedSamples, m_capacity);
    const std::size_t chunks = std::min(MaxPreallocatedChunks, (expected + ChunkSize - 1) / ChunkSize);
    // Without the memory now, append() tries again and, failing, ends the run with
    // memoryFull(): no exception from here either.
    for (std::size_t i = 0; i < chunks; ++i)
        m_chunks[i] = new (std::nothrow) Sample[ChunkSize];
}

SampleLog::~SampleLog()
{
    for (Sample *chunk : m_chunks)
        delete[] chunk;
}

bool SampleLog::append(const Sample &sample)
{
    if (m_written >= m_capacity) {
        m_memoryFull = m_capacity < MaxSamples;
        return false;
    }
    const std::size_t chunk = m_written / ChunkSize;
    if (!m_chunks[chunk]) {
        // Only when a run outgrows its estimate; no memory left is the caller's error
        // to report (memoryFull()), never an exception out of a worker thread.
        m_chunks[chunk] = new (std::nothrow) Sample[ChunkSize];
        if (!m_chunks[chunk]) {
            m_memoryFull = true;
            return false;
        }
    }
    m_chunks[chunk][m_written % ChunkSize] = sample;
    ++m_written;
    m_published.store(m_written, std::memory_order_release);
    return true;
}

void SampleLog::copyTo(std::vector<Sample> &out, std::size_t from) const
{
    const std::size_t n = size();
    if (from >= n)
        return;
    out.reserve(out.size() + (n - from));
    for (std::size_t i = from; i < n; ++i)
        out.push_back(at(i));
}

} // namespace DriveScope
