// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageregistry.h"

namespace DriveScope {

// The transfer-size sweep's page, report chart and compare view, for PageRegistry.
PageEntry blockSizePageEntry();

} // namespace DriveScope
