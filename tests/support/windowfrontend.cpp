// SPDX-License-Identifier: GPL-3.0-or-later
// Linked into the window's tests only: they show the core's sentences as the window
// does, so they run as the window's main sets it up (core/util/frontendwords.h).

#include "core/util/frontendwords.h"

namespace {
const bool g_window = [] {
    DriveScope::setFrontEnd(DriveScope::FrontEnd::Window);
    return true;
}();
} // namespace
