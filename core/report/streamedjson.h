// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/sample.h"

#include <QJsonValue>
#include <QString>

#include <vector>

class QIODevice;
class QJsonDocument;

namespace DriveScope {

// --json output of runs without holding their samples as JSON. As QJsonValues and then
// as text, a sample took about 250 bytes on top of its 40; a run may keep 10^8 of them.
// runReportJson(..., SampleColumns::Streamed) puts this placeholder where a run's
// "samples" object goes: a string carrying a number drawn at random once per process,
// which no target path, config or session file can contain by chance or design.
QJsonValue streamedSamplesPlaceholder();

// Writes doc as QJsonDocument::toJson(Compact) would, with the n-th placeholder replaced
// by the n-th entry of samples (writeSamplesJson: the same bytes samplesToJson would give),
// then a newline. False, with a sentence in *error, when a write fails or the document
// holds another number of placeholders than samples has entries (then nothing is
// written). out gets many writes: a caller with a buffer in front of it flushes first.
bool writeStreamedJson(
    QIODevice &out, const QJsonDocument &doc, const std::vector<const std::vector<Sample> *> &samples, QString *error);

} // namespace DriveScope
