// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageregistry.h"

namespace DriveScope {

// The bandwidth page as PageRegistry lists it.
PageEntry bandwidthPageEntry();

} // namespace DriveScope
