// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/target.h"
#include "core/opening/scratchwritefile.h"

#include <memory>

namespace DriveScope {

// A target opened on a ScratchWriteFile that owns the file: the scratch file is removed
// when the last user of the target lets go (the run finished, was stopped or failed),
// as the CLI's OpenedTarget does for the command's lifetime.
class ScratchOwnedTarget : public Target {
public:
    ScratchOwnedTarget(std::unique_ptr<Target> inner, std::unique_ptr<ScratchWriteFile> scratch);
    ~ScratchOwnedTarget() override;

    bool isSimulated() const override { return m_inner->isSimulated(); }
    IoOutcome read(void *buffer, std::size_t size, qint64 offset) override
    {
        return m_inner->read(buffer, size, offset);
    }
    IoOutcome write(const void *buffer, std::size_t size, qint64 offset, PostWrite post) override
    {
        return m_inner->write(buffer, size, offset, post);
    }
    qint64 nowNs() const override { return m_inner->nowNs(); }
    bool flush() override { return m_inner->flush(); }
    int fd() const override { return m_inner->fd(); }
    std::unique_ptr<IoQueue> makeQueue(
        int depth, const std::vector<std::pair<void *, std::size_t>> &buffers, QString *error) override
    {
        return m_inner->makeQueue(depth, buffers, error);
    }
    void expectQueues(int count) override { m_inner->expectQueues(count); }
    bool parallelOnlyThroughQueues() const override { return m_inner->parallelOnlyThroughQueues(); }

private:
    std::unique_ptr<Target> m_inner;
    std::unique_ptr<ScratchWriteFile> m_scratch; // declared last: removed after the close
};

} // namespace DriveScope
