// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageregistry.h"

namespace DriveScope {

PageEntry speedPageEntry();

} // namespace DriveScope
