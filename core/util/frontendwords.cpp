// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/frontendwords.h"

#include <atomic>

namespace DriveScope {

namespace {
std::atomic<FrontEnd> g_frontEnd { FrontEnd::CommandLine };
}

void setFrontEnd(FrontEnd frontEnd)
{
    g_frontEnd.store(frontEnd, std::memory_order_relaxed);
}

FrontEnd frontEnd()
{
    return g_frontEnd.load(std::memory_order_relaxed);
}

QString frontEndWords(QStringView commandLine, QStringView window)
{
    return (frontEnd() == FrontEnd::Window ? window : commandLine).toString();
}

} // namespace DriveScope
