// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignedbuffer.h"

#include "../util/random.h"

#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

namespace DriveScope {

AlignedBuffer::AlignedBuffer(std::size_t size, std::size_t alignment)
{
    if (alignment < sizeof(void *))
        alignment = sizeof(void *);
    const std::size_t rounded = (size + alignment - 1) / alignment * alignment;
    if (posix_memalign(&m_data, alignment, rounded ? rounded : alignment) != 0)
        throw std::bad_alloc();
    m_size = size;
    std::memset(m_data, 0, rounded ? rounded : alignment);
}

AlignedBuffer::AlignedBuffer(AlignedBuffer &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr))
    , m_size(std::exchange(other.m_size, 0))
{
}

AlignedBuffer &AlignedBuffer::operator=(AlignedBuffer &&other) noexcept
{
    if (this != &other) {
        std::free(m_data);
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
    }
    return *this;
}

AlignedBuffer::~AlignedBuffer()
{
    std::free(m_data);
}

void AlignedBuffer::fillRandom(std::uint64_t seed)
{
    Xoshiro256 rng(seed);
    auto *p = static_cast<unsigned char *>(m_data);
    std::size_t i = 0;
    for (; i + 8 <= m_size; i += 8) {
        const std::uint64_t v = rng.next();
        std::memcpy(p + i, &v, 8);
    }
    if (i < m_size) {
        const std::uint64_t v = rng.next();
        std::memcpy(p + i, &v, m_size - i);
    }
}

} // namespace DriveScope
