// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/bufferrecord.h"

#include "core/bench/engine/workercontext.h"

#include <cerrno>

namespace DriveScope {

AlignedBuffer allocateOrFail(WorkerContext &ctx, std::size_t size, std::size_t alignment, qint64 offset)
{
    QString why;
    AlignedBuffer buffer = AlignedBuffer::allocate(size, alignment, BufferPages::Normal, &why);
    if (buffer.isNull())
        ctx.fail(ENOMEM, offset, why);
    return buffer;
}

AlignedBuffer BufferRecord::allocate(
    WorkerContext &ctx, std::size_t size, std::size_t alignment, BufferPages pages, qint64 offset)
{
    QString why;
    AlignedBuffer buffer = AlignedBuffer::allocate(size, alignment, pages, &why);
    if (buffer.isNull()) {
        ctx.fail(ENOMEM, offset, why);
        return buffer;
    }
    m_pageBytes.store(qint64(buffer.pageBytes()));
    m_backing.store(int(buffer.backing()));
    return buffer;
}

void BufferRecord::addTo(QJsonObject &config) const
{
    const int backing = m_backing.load();
    if (backing < 0)
        return;
    config.insert(QStringLiteral("buffer_backing"), bufferBackingName(BufferBacking(backing)));
    config.insert(QStringLiteral("buffer_page_bytes"), double(m_pageBytes.load()));
}

} // namespace DriveScope
