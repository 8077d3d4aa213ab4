// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/runrecord.h"

#include <QColor>
#include <QList>
#include <QPalette>
#include <QString>

namespace DriveScope {

// How the compare window names and colours a run, the same in every chart, the legend and
// the figures table: one place, so run 2 is orange everywhere.
struct CompareStyle {
    // "DriveScope simulated SSD · 2026-11-30 04:41:07": the drive's model (its path when
    // the model is unknown, as for a file) and when the run started. Sync write adds
    // the write size, mode and write-cache state, bandwidth its direction: runs of one
    // benchmark may still differ in what they did.
    static QString runLabel(const RunRecord &record);
    // Labels for a list of runs. Two that would read the same get the drive's size after
    // the model when the sizes differ ("… HDD (400 GB) · …"), else "(run N)" appended.
    static QStringList runLabels(const QList<RunRecordPtr> &runs);

    // The index-th run's colour: Okabe–Ito hues (told apart with colour blindness), made
    // lighter on a dark palette so each line stands out against the chart's background.
    static QColor runColor(int index, const QPalette &palette);
    // Better / worse than the baseline, readable on this palette's base colour.
    static QColor betterColor(const QPalette &palette);
    static QColor worseColor(const QPalette &palette);
    static bool isDark(const QPalette &palette);
};

} // namespace DriveScope
