// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

namespace DriveScope {

// CRC-32 (IEEE 802.3, the one zlib and PNG use): Qt Core only offers a CRC-16, and
// session files need something that catches a flipped bit in megabytes of samples.
// crc is the running value, so a section can be checked in pieces.
quint32 crc32(QByteArrayView data, quint32 crc = 0);

} // namespace DriveScope
