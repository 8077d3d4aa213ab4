// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/sample.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace DriveScope {

// The samples of one run as a session file stores them (docs/session-format.md):
// seven columns of zigzag varints, each predicted from the previous sample (sequential
// offsets and back-to-back start times cost one byte), then zlib (qCompress).
QByteArray encodeSampleColumns(const std::vector<Sample> &samples);

// The reverse. Every length is checked against the bytes actually present before
// anything is allocated; anything inconsistent returns nullopt with one sentence.
// memoryBudget (when given): bytes the decoded samples and the inflated columns may
// take; more is refused, and what the samples keep is subtracted.
std::optional<std::vector<Sample>> decodeSampleColumns(
    QByteArrayView data, QString *error, qint64 *memoryBudget = nullptr);

} // namespace DriveScope
