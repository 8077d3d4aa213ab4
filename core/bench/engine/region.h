// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringView>

#include <optional>

namespace DriveScope {

// A byte range of the target that reads are confined to (e.g. 2 GB at the start and 2 GB
// at the end of a disk, its outer and inner tracks, without repartitioning).
struct Region {
    qint64 start = 0;
    qint64 length = 0;
    QString label; // "whole target", "first 2 GiB", "last 2 GiB", "2 GiB at 1 GiB"

    qint64 end() const { return start + length; }
};

// Region syntax (also in drivescope-cli --help):
//   all                  the whole target
//   first:SIZE           the first SIZE bytes (outer tracks of a hard disk)
//   last:SIZE            the last SIZE bytes (inner tracks)
//   START:LENGTH         LENGTH bytes from START; LENGTH empty means "to the end"
// SIZE, START and LENGTH take units (512, 4KiB, 2GiB, 500MB) or a percentage of the
// target ("90%:10%"). A region that does not lie inside the target is an error.
std::optional<Region> parseRegion(QStringView spec, qint64 targetSize, QString *error);

// A label as the window shows it. Labels are stored as parseRegion writes them, in
// English ("whole target", "first 2 GiB", "to the end at 1 GiB"), and translated only
// here, when shown (core/util/text.h); a label of another shape is shown as it is.
QString regionLabelText(const QString &label);

// The one region a plan reads: the whole target when spec is empty (a config's default),
// else parseRegion's. Every plan with a --region option reads it through this.
std::optional<Region> planRegion(QStringView spec, qint64 targetSize, QString *error);

// The spec that names region again on a target of targetSize bytes, as a form or the CLI
// takes it: "" for the whole target, "first:2GiB" or "last:2GiB" for one at either end,
// else "START:LENGTH", each exact (1GiB:512MiB). What a run measured, asked for anew ("Use These
// Settings"): an end region stays at its end on a drive of another size. An end less
// than slack bytes from the target's counts as the target's (a plan that aligned the
// region inward).
QString regionSpec(const Region &region, qint64 targetSize, qint64 slack = 0);

// A region as every plan's JSON holds it: {"start", "length", "label"}.
QJsonObject regionToJson(const Region &region);
// Reads it back from a session file, which may be crafted: nullopt when start or length
// is missing, negative or not whole, or the region would end past what a qint64 holds.
std::optional<Region> regionFromJson(const QJsonValue &value);

} // namespace DriveScope
