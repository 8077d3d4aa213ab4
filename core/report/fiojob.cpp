// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/fiojob.h"

#include "core/io/sim/simulateddriveconfig.h"

#include <QFileInfo>
#include <QJsonObject>

namespace DriveScope {

FioJobFile::FioJobFile(const RunResult &run)
{
    m_lines << QStringLiteral("# fio job for a DriveScope %1 run of %2, started %3.")
                   .arg(run.benchmark, run.target.path, run.startedAt.toString(Qt::ISODate))
            << QStringLiteral("# Run it with: fio THIS-FILE  (fio --output-format=json for figures to compare).")
            << QStringLiteral("# The offsets are fio's own random ones, not the run's: compare rates and")
            << QStringLiteral("# latency distributions, not single I/Os.")
            << QStringLiteral("[global]")
            // Absolute: the file may be run from another folder than the command was.
            << QStringLiteral("filename=%1")
                   .arg(run.target.path.startsWith(u'/') ? run.target.path
                                                         : QFileInfo(run.target.path).absoluteFilePath())
            << QStringLiteral("direct=%1").arg(run.direct ? 1 : 0)
            // DriveScope's workers are threads; fio --thread measures the same way.
            << QStringLiteral("thread") << QStringLiteral("group_reporting") << QStringLiteral("norandommap")
            << QStringLiteral("randrepeat=0");
}

void FioJobFile::comment(const QString &line)
{
    m_lines << QStringLiteral("# ") + line;
}

void FioJobFile::section(const QString &name)
{
    m_lines << QString() << QStringLiteral("[%1]").arg(name);
}

void FioJobFile::set(const QString &key, const QString &value)
{
    // An empty value is a switch: "stonewall", "time_based".
    m_lines << (value.isEmpty() ? key : QStringLiteral("%1=%2").arg(key, value));
}

void FioJobFile::set(const QString &key, qint64 value)
{
    set(key, QString::number(value));
}

void FioJobFile::region(const QJsonObject &region)
{
    set(QStringLiteral("offset"), region.value(QStringLiteral("start")).toInteger());
    set(QStringLiteral("size"), region.value(QStringLiteral("length")).toInteger());
}

void FioJobFile::engine(int queueDepth)
{
    if (queueDepth <= 1) {
        set(QStringLiteral("ioengine"), QStringLiteral("psync"));
        return;
    }
    uring(queueDepth);
}

void FioJobFile::uring(int queueDepth)
{
    set(QStringLiteral("ioengine"), QStringLiteral("io_uring"));
    set(QStringLiteral("iodepth"), qint64(queueDepth));
    // As DriveScope's queue: registered buffers and file (docs/perf-parity.md).
    set(QStringLiteral("fixedbufs"), QString());
    set(QStringLiteral("registerfiles"), QString());
}

QString FioJobFile::whyNot(const RunResult &run)
{
    if (isSimulatedDrivePath(run.target.path))
        return QStringLiteral("%1 is a simulated drive: fio has nothing to open.").arg(run.target.path);
    if (run.target.path.isEmpty())
        return QStringLiteral("The run does not say which target it measured.");
    return {};
}

} // namespace DriveScope
