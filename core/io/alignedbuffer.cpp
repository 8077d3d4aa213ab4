// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/alignedbuffer.h"

#include "core/util/byteunits.h"
#include "core/util/random.h"
#include "core/util/text.h"
#include "core/util/textfile.h"

#include <QRegularExpression>

#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

#include <sys/mman.h>
#include <unistd.h>

namespace DriveScope {

namespace {

std::size_t roundUp(std::size_t n, std::size_t to)
{
    return (std::max<std::size_t>(n, 1) + to - 1) / to * to;
}

// The default hugetlb page size ("Hugepagesize: 2048 kB"); 0 when not known.
std::size_t hugeTlbPageBytes()
{
    static const QRegularExpression re(
        QStringLiteral("^Hugepagesize:\\s+(\\d+) kB$"), QRegularExpression::MultilineOption);
    const auto m = re.match(readTrimmedFile(QStringLiteral("/proc/meminfo")));
    return m.hasMatch() ? std::size_t(m.captured(1).toULongLong()) * 1024 : 0;
}

// The size of a transparent huge page (a PMD: 2 MiB on x86-64); 0 when THP is absent.
std::size_t transparentPageBytes()
{
    return std::size_t(
        readTrimmedFile(QStringLiteral("/sys/kernel/mm/transparent_hugepage/hpage_pmd_size")).toULongLong());
}

// Bytes that /proc/self/smaps says are in transparent huge pages in the mapping that
// holds start (its AnonHugePages).
std::size_t anonHugeBytesAt(const void *start)
{
    const auto address = quintptr(start);
    bool inside = false;
    // Read whole, not with atEnd()/readLine(): a /proc file has size 0, so atEnd() is
    // true at once.
    const QStringList lines = readTrimmedFile(QStringLiteral("/proc/self/smaps")).split(u'\n');
    for (const QString &line : lines) {
        const auto dash = line.indexOf(u'-');
        const auto space = line.indexOf(u' ');
        if (dash > 0 && space > dash && line.at(space - 1) != u':') {
            // "7f12a0000000-7f12a0400000 rw-p 00000000 00:00 0" starts a mapping; the
            // lines about it are "Name:   value kB".
            const quintptr lo = line.left(dash).toULongLong(nullptr, 16);
            const quintptr hi = line.mid(dash + 1, space - dash - 1).toULongLong(nullptr, 16);
            inside = address >= lo && address < hi;
        } else if (inside && line.startsWith(QLatin1String("AnonHugePages:"))) {
            return std::size_t(line.mid(14).trimmed().split(u' ').value(0).toULongLong()) * 1024;
        }
    }
    return 0;
}

} // namespace

AlignedBuffer::AlignedBuffer(std::size_t size, std::size_t alignment)
{
    if (alignment < sizeof(void *))
        alignment = sizeof(void *);
    const std::size_t rounded = (size + alignment - 1) / alignment * alignment;
    if (posix_memalign(&m_block.data, alignment, rounded ? rounded : alignment) != 0)
        throw std::bad_alloc();
    m_block.size = size;
    m_block.pageBytes = std::size_t(sysconf(_SC_PAGESIZE));
    std::memset(m_block.data, 0, rounded ? rounded : alignment);
}

AlignedBuffer AlignedBuffer::allocate(std::size_t size, std::size_t alignment, BufferPages pages, QString *why)
{
    if (pages == BufferPages::Normal) {
        try {
            return AlignedBuffer(size, alignment);
        } catch (const std::bad_alloc &) {
            if (why)
                *why = Text::tr("There is not enough memory for a %1 I/O buffer.").arg(formatBytesBinary(qint64(size)));
            return {};
        }
    }

    // hugetlb first: its pages are reserved, so it either works completely or fails
    // here (MAP_POPULATE faults them all in now), never half-way through a run. A huge
    // page is aligned to its size, which covers any O_DIRECT alignment up to it.
    const std::size_t tlbPage = hugeTlbPageBytes();
    if (tlbPage >= alignment && tlbPage > 0) {
        const std::size_t bytes = roundUp(size, tlbPage);
        void *p = mmap(
            nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB | MAP_POPULATE, -1, 0);
        if (p != MAP_FAILED)
            return adopt(p, bytes, size, BufferBacking::HugeTlb, tlbPage);
    }

    // Transparent huge pages: map a huge-page-aligned range, ask for huge pages, touch
    // it, then check with smaps that the kernel really gave them (THP is best effort:
    // "never", or memory too fragmented, leaves ordinary pages without an error).
    const std::size_t thpPage = transparentPageBytes();
    if (thpPage >= alignment && thpPage > 0) {
        const std::size_t bytes = roundUp(size, thpPage);
        void *raw = mmap(nullptr, bytes + thpPage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (raw != MAP_FAILED) {
            auto *base = reinterpret_cast<char *>(roundUp(quintptr(raw), thpPage));
            const std::size_t head = std::size_t(base - static_cast<char *>(raw));
            if (head)
                munmap(raw, head);
            if (const std::size_t tail = thpPage - head)
                munmap(base + bytes, tail);
            madvise(base, bytes, MADV_HUGEPAGE);
            std::memset(base, 0, bytes);
            if (anonHugeBytesAt(base) >= bytes)
                return adopt(base, bytes, size, BufferBacking::TransparentHuge, thpPage);
            munmap(base, bytes);
        }
    }

    if (why) {
        const QString thp = readTrimmedFile(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
        *why = Text::tr("The %1 I/O buffer could not be put in huge pages: no hugetlb pages were free "
                        "(reserve some as root: sysctl vm.nr_hugepages=%2) and transparent huge pages "
                        "were not given (/sys/kernel/mm/transparent_hugepage/enabled: %3). Run without "
                        "huge pages, or reserve them.")
                   .arg(formatBytesBinary(qint64(size)))
                   .arg(tlbPage ? roundUp(size, tlbPage) / tlbPage : 1)
                   .arg(thp.isEmpty() ? Text::tr("not available") : thp);
    }
    return {};
}

AlignedBuffer AlignedBuffer::adopt(
    void *mapping, std::size_t mappingBytes, std::size_t size, BufferBacking backing, std::size_t pageBytes)
{
    AlignedBuffer b;
    b.m_block = { mapping, size, mappingBytes, backing, pageBytes };
    return b;
}

AlignedBuffer::AlignedBuffer(AlignedBuffer &&other) noexcept
    : m_block(std::exchange(other.m_block, {}))
{
}

AlignedBuffer &AlignedBuffer::operator=(AlignedBuffer &&other) noexcept
{
    if (this != &other) {
        release();
        m_block = std::exchange(other.m_block, {});
    }
    return *this;
}

AlignedBuffer::~AlignedBuffer()
{
    release();
}

void AlignedBuffer::release()
{
    if (m_block.mappingBytes > 0)
        munmap(m_block.data, m_block.mappingBytes);
    else
        std::free(m_block.data);
    m_block = {};
}

void AlignedBuffer::fillRandom(std::uint64_t seed)
{
    Xoshiro256 rng(seed);
    auto *p = static_cast<unsigned char *>(m_block.data);
    const std::size_t size = m_block.size;
    std::size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        const std::uint64_t v = rng.next();
        std::memcpy(p + i, &v, 8);
    }
    if (i < size) {
        const std::uint64_t v = rng.next();
        std::memcpy(p + i, &v, size - i);
    }
}

} // namespace DriveScope
