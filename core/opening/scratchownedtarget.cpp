// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/opening/scratchownedtarget.h"

namespace DriveScope {

ScratchOwnedTarget::ScratchOwnedTarget(std::unique_ptr<Target> inner, std::unique_ptr<ScratchWriteFile> scratch)
    : Target(inner->info(), inner->isDirect(), inner->isSparse(), inner->isWritable())
    , m_inner(std::move(inner))
    , m_scratch(std::move(scratch))
{
}

ScratchOwnedTarget::~ScratchOwnedTarget()
{
    m_inner.reset(); // close before the file is removed
}

} // namespace DriveScope
