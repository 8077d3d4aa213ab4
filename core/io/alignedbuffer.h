// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace DriveScope {

// A heap buffer whose address and length are multiples of an alignment, as O_DIRECT
// requires. Move-only.
class AlignedBuffer
{
public:
    AlignedBuffer() = default;
    AlignedBuffer(std::size_t size, std::size_t alignment);
    AlignedBuffer(AlignedBuffer &&other) noexcept;
    AlignedBuffer &operator=(AlignedBuffer &&other) noexcept;
    AlignedBuffer(const AlignedBuffer &) = delete;
    AlignedBuffer &operator=(const AlignedBuffer &) = delete;
    ~AlignedBuffer();

    void *data() { return m_data; }
    const void *data() const { return m_data; }
    std::size_t size() const { return m_size; }
    bool isNull() const { return m_data == nullptr; }

    // Incompressible content, so no layer (drive firmware, dm-vdo, zram) can shortcut it.
    void fillRandom(std::uint64_t seed);

private:
    void *m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace DriveScope
