// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/comparestyle.h"

#include "ui/charts/seriescolors.h"

#include "core/bench/benchmarkregistry.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QFileInfo>

#include <algorithm>

namespace DriveScope {

QString CompareStyle::runLabel(const RunRecord &record)
{
    const RunResult &r = record.result;
    QString drive = r.target.model.trimmed();
    if (r.target.kind == DeviceInfo::Kind::RegularFile) {
        // A file is named by the drive under it and its folder: the file itself is often
        // a scratch file deleted when the run ended, its name a random one.
        if (drive.isEmpty())
            drive = r.target.diskName;
        const QString path = r.target.path.isEmpty() ? r.target.canonicalPath : r.target.path;
        const QString folder = QFileInfo(path).absolutePath();
        //: A file target, named by its folder.
        const QString where = Text::tr("file in %1").arg(folder);
        drive = drive.isEmpty() ? where : QStringLiteral("%1, %2").arg(drive, where);
    }
    if (drive.isEmpty())
        drive = r.target.path.isEmpty() ? r.target.canonicalPath : r.target.path;
    if (drive.isEmpty())
        drive = Text::tr("unknown drive");
    QString label = drive;
    if (r.startedAt.isValid())
        label += QStringLiteral(" · ") + r.startedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    // What tells runs of one drive apart (a sync write's size and cache, a direction).
    return label + BenchmarkRegistry::of(r).compareDetail(r);
}

QStringList CompareStyle::runLabels(const QList<RunRecordPtr> &runs)
{
    QStringList labels;
    for (const RunRecordPtr &r : runs)
        labels.append(runLabel(*r));
    // Two drives of one model line (or two simulated disks) differ in size, if at all:
    // when runs name the same drive but sizes differ, each of them says its size, even
    // if their start times already tell them apart (a time says nothing about the drive).
    auto driveOf = [&](int i) { return labels[i].left(labels[i].indexOf(QStringLiteral(" · "))); };
    QStringList drives;
    for (int i = 0; i < labels.size(); ++i)
        drives.append(driveOf(i));
    for (int i = 0; i < labels.size(); ++i) {
        const qint64 size = runs[i]->result.target.sizeBytes;
        bool sizesDiffer = false;
        for (int j = 0; j < labels.size(); ++j)
            sizesDiffer |= drives[j] == drives[i] && runs[j]->result.target.sizeBytes != size;
        if (!sizesDiffer)
            continue;
        const qsizetype cut = labels[i].indexOf(QStringLiteral(" · "));
        labels[i].insert(cut < 0 ? labels[i].size() : cut, QStringLiteral(" (%1)").arg(formatBytesDecimal(size)));
    }
    for (int i = 0; i < labels.size(); ++i) {
        if (labels.count(labels[i]) > 1) {
            const QString same = labels[i];
            for (int j = 0; j < labels.size(); ++j)
                if (labels[j] == same)
                    labels[j] = Text::tr("%1 (run %2)").arg(labels[j], QString::number(j + 1));
        }
    }
    return labels;
}

bool CompareStyle::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor CompareStyle::runColor(int index, const QPalette &palette)
{
    // The charts' fixed series colours, against the compare charts' background (Base).
    return SeriesColors::of(index, palette.color(QPalette::Base));
}

QColor CompareStyle::betterColor(const QPalette &palette)
{
    return isDark(palette) ? QColor(0x6c, 0xd8, 0x7a) : QColor(0x1a, 0x7f, 0x37);
}

QColor CompareStyle::worseColor(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xff, 0x7b, 0x72) : QColor(0xc0, 0x2b, 0x2b);
}

} // namespace DriveScope
