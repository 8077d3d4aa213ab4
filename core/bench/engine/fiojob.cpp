// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/fiojob.h"

#include "core/io/sim/simulateddriveconfig.h"

#include <QFileInfo>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace DriveScope {

namespace {

// fio reads a job file with fgets() into 8,192 bytes: a longer line goes on as the next.
constexpr qsizetype MaxLineBytes = 8191;

bool isControl(QChar c)
{
    return c.unicode() < 0x20 || c.unicode() == 0x7f;
}

// What fio's parser would do to a value other than as written, or empty.
QString valueProblem(QStringView value)
{
    if (std::any_of(value.begin(), value.end(), isControl))
        return QStringLiteral("it holds a newline or another control character, which a line of fio's job file "
                              "cannot");
    if (value.contains(u';') || value.contains(u'#'))
        return QStringLiteral("fio's job file ends a line at ';' or '#'");
    if (value.contains(u'$'))
        return QStringLiteral("fio replaces \"${NAME}\" and \"$pagesize\"-style words in its job files");
    if (!value.isEmpty() && (value.front().isSpace() || value.back().isSpace()))
        return QStringLiteral("fio strips blanks at the ends of a value");
    return {};
}

// What a comment may hold: anything but a control character (written as \xNN: a line
// break would end the comment). fio skips a line that starts with '#'.
QString commentText(const QString &text)
{
    QString out;
    for (const QChar c : text)
        out += isControl(c) ? QStringLiteral("\\x%1").arg(uint(c.unicode()), 2, 16, QChar(u'0')) : QString(c);
    return out;
}

// "# text" cut to what fio reads as one line: beyond it, fio would go on reading the
// rest as a line of its own, no longer a comment.
QString commentLine(const QString &text)
{
    QString line = QStringLiteral("# ") + commentText(text);
    if (line.toUtf8().size() <= MaxLineBytes)
        return line;
    while (line.toUtf8().size() > MaxLineBytes - 3)
        line.chop(std::max<qsizetype>(1, (line.toUtf8().size() - MaxLineBytes + 3) / 4));
    return line + QStringLiteral("…");
}

// Absolute: the file may be run from another folder than the command was.
QString absolute(const QString &path)
{
    return path.startsWith(u'/') ? path : QFileInfo(path).absoluteFilePath();
}

} // namespace

FioJobFile::FioJobFile(const RunResult &run)
{
    m_lines << commentLine(QStringLiteral("fio job for a DriveScope %1 run of %2, started %3.")
                               .arg(run.benchmark, run.target.path, run.startedAt.toString(Qt::ISODate)))
            << QStringLiteral("# Run it with: fio THIS-FILE  (fio --output-format=json for figures to compare).")
            << QStringLiteral("# The offsets are fio's own random ones, not the run's: compare rates and")
            << QStringLiteral("# latency distributions, not single I/Os.") << QStringLiteral("[global]");
    // The name as given first: a control character is never handed to QFileInfo.
    QString why;
    std::optional<QString> name = fioFileName(run.target.path, &why);
    if (name)
        name = fioFileName(absolute(run.target.path), &why);
    if (name)
        m_lines << QStringLiteral("filename=") + *name;
    else
        m_problem = QStringLiteral("fio cannot be given the name %1: %2.").arg(commentText(run.target.path), why);
    m_lines << QStringLiteral("direct=%1").arg(run.direct ? 1 : 0)
            // DriveScope's workers are threads; fio --thread measures the same way.
            << QStringLiteral("thread") << QStringLiteral("group_reporting") << QStringLiteral("norandommap")
            << QStringLiteral("randrepeat=0");
}

std::optional<QString> FioJobFile::fioFileName(const QString &path, QString *why)
{
    if (QString problem = valueProblem(path); !problem.isEmpty()) {
        *why = problem;
        return std::nullopt;
    }
    QString escaped = path;
    escaped.replace(u':', QStringLiteral("\\:")); // fio splits filename= at ':' into several files
    if (QStringLiteral("filename=").size() + escaped.toUtf8().size() > MaxLineBytes) {
        *why = QStringLiteral("it is longer than a line of fio's job file (%1 bytes)").arg(MaxLineBytes);
        return std::nullopt;
    }
    return escaped;
}

void FioJobFile::add(const QString &line)
{
    if (m_problem.isEmpty() && line.toUtf8().size() > MaxLineBytes)
        m_problem = QStringLiteral("a line would be longer than fio reads (%1 bytes).").arg(MaxLineBytes);
    m_lines << line;
}

void FioJobFile::comment(const QString &line)
{
    m_lines << commentLine(line);
}

QString FioJobFile::commentFor(const QString &text)
{
    return commentLine(text);
}

void FioJobFile::section(const QString &name)
{
    // A job's name: fio takes a section named "global..." for [global], reads 255
    // characters and drops the last one as the ']'.
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"));
    if (m_problem.isEmpty() && (!valid.match(name).hasMatch() || name.startsWith(u"global")))
        m_problem = QStringLiteral("the job name %1 is not one fio reads as written.").arg(commentText(name));
    m_lines << QString() << QStringLiteral("[%1]").arg(name);
}

void FioJobFile::set(const QString &key, const QString &value)
{
    static const QRegularExpression validKey(QStringLiteral("^[a-z_0-9]+$"));
    if (m_problem.isEmpty() && !validKey.match(key).hasMatch())
        m_problem = QStringLiteral("%1 is not an fio option name.").arg(commentText(key));
    if (const QString why = valueProblem(value); m_problem.isEmpty() && !why.isEmpty())
        m_problem = QStringLiteral("the value of %1 cannot be written as it is: %2.").arg(key, why);
    // An empty value is a switch: "stonewall", "time_based".
    add(value.isEmpty() ? key : QStringLiteral("%1=%2").arg(key, value));
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
    return whyNotFor(run.target.path);
}

QString FioJobFile::whyNotFor(const QString &targetPath)
{
    if (isSimulatedDrivePath(targetPath))
        return QStringLiteral("%1 is a simulated drive: fio has nothing to open.").arg(commentText(targetPath));
    if (targetPath.isEmpty())
        return QStringLiteral("The run does not say which target it measured.");
    QString why;
    // The name as given first: a control character is never handed to QFileInfo.
    if (!fioFileName(targetPath, &why) || !fioFileName(absolute(targetPath), &why))
        return QStringLiteral("fio cannot be given the name %1: %2.").arg(commentText(targetPath), why);
    return {};
}

} // namespace DriveScope
