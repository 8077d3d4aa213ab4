// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageregistry.h"

namespace DriveScope {

// The queue-depth sweep's page, report charts and compare charts.
PageEntry depthPageEntry();

} // namespace DriveScope
