// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace DriveScope {

struct DeviceInfo;

// The unit every direct transfer and its offset on target must be a multiple of: its
// logical block size or what statx(STATX_DIOALIGN) asks for, whichever is larger (1 when
// neither is known).
qint64 directIoUnit(const DeviceInfo &target);

// Why `bytes` cannot be one direct transfer on target, or empty when it can: it must be
// positive, a multiple of the logical block size and of the direct-I/O alignment (each
// named, so the user knows which to change), and at most maxBytes. `what` names the size
// in the sentence ("read size"), `largest` what maxBytes bounds ("one read").
// Every plan checks its transfer sizes through this one sentence.
QString transferSizeProblem(
    QStringView what, qint64 bytes, const DeviceInfo &target, qint64 maxBytes, QStringView largest);

} // namespace DriveScope
