// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/samplelog.h"

namespace DriveScope {

SampleLog::SampleLog(std::size_t expectedSamples)
    : m_chunks(MaxChunks, nullptr)
{
    const std::size_t chunks = std::min(MaxPreallocatedChunks, (expectedSamples + ChunkSize - 1) / ChunkSize);
    for (std::size_t i = 0; i < chunks; ++i)
        m_chunks[i] = new Sample[ChunkSize];
}

SampleLog::~SampleLog()
{
    for (Sample *chunk : m_chunks)
        delete[] chunk;
}

bool SampleLog::append(const Sample &sample)
{
    const std::size_t chunk = m_written / ChunkSize;
    if (chunk >= MaxChunks)
        return false;
    if (!m_chunks[chunk])
        m_chunks[chunk] = new Sample[ChunkSize]; // only when a run outgrows its estimate
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
