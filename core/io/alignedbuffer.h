// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/bufferpages.h"

#include <QString>

#include <cstddef>
#include <cstdint>

namespace DriveScope {

// A buffer whose address and length are multiples of an alignment, as O_DIRECT
// requires; on the heap, or in huge pages when asked (allocate()). Move-only.
class AlignedBuffer {
public:
    AlignedBuffer() = default;
    // Heap memory in ordinary pages; throws std::bad_alloc when there is none.
    AlignedBuffer(std::size_t size, std::size_t alignment);
    AlignedBuffer(AlignedBuffer &&other) noexcept;
    AlignedBuffer &operator=(AlignedBuffer &&other) noexcept;
    AlignedBuffer(const AlignedBuffer &) = delete;
    AlignedBuffer &operator=(const AlignedBuffer &) = delete;
    ~AlignedBuffer();

    // A buffer in the pages asked for, zero-filled and already faulted in (nothing is
    // allocated during a timed I/O). A null buffer and one sentence in *why when the
    // pages cannot be had: Huge never falls back to ordinary pages silently, since the
    // figures would then measure something other than what was asked for.
    static AlignedBuffer allocate(std::size_t size, std::size_t alignment, BufferPages pages, QString *why);

    void *data() { return m_block.data; }
    const void *data() const { return m_block.data; }
    std::size_t size() const { return m_block.size; }
    bool isNull() const { return m_block.data == nullptr; }
    BufferBacking backing() const { return m_block.backing; }
    // Size of the pages backing it (4096 for ordinary pages on x86-64).
    std::size_t pageBytes() const { return m_block.pageBytes; }

    // Forgets the memory without freeing it: for when the kernel may still write into it
    // (I/O in flight on a ring that broke), where freeing it would let the allocator
    // hand those bytes to something else.
    void abandon() { m_block = {}; }

    // Incompressible content, so no layer (drive firmware, dm-vdo, zram) can shortcut it.
    void fillRandom(std::uint64_t seed);

private:
    // A buffer owning an mmap'd range of huge pages (munmap'ed when it goes).
    static AlignedBuffer adopt(
        void *mapping, std::size_t mappingBytes, std::size_t size, BufferBacking backing, std::size_t pageBytes);
    void release();

    // Everything a move hands over, in one piece.
    struct Block {
        void *data = nullptr;
        std::size_t size = 0;
        std::size_t mappingBytes = 0; // > 0: data is an mmap'd range of this length (munmap), else heap (free)
        BufferBacking backing = BufferBacking::Normal;
        std::size_t pageBytes = 0;
    };
    Block m_block;
};

} // namespace DriveScope
