// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Machine-wide kernel knobs (/proc/sys, /sys) set for one test and put back after it.
// Root only; the tests that use these share a ctest RESOURCE_LOCK (tests/CMakeLists.txt).

#include "testfiles.h"

#include <QFile>
#include <QRegularExpression>
#include <QString>

#include <optional>

namespace DriveScope::Test {

class KnobOverride {
public:
    KnobOverride(const QString &path, const QString &value)
        : m_path(path)
        , m_old(QString::fromLatin1(readWholeFile(path)).trimmed())
    {
        // "always [madvise] never": the selected word is the value to put back.
        static const QRegularExpression selected(QStringLiteral("\\[(\\w+)\\]"));
        if (const auto m = selected.match(m_old); m.hasMatch())
            m_old = m.captured(1);
        m_ok = write(value);
    }
    ~KnobOverride() { write(m_old); }
    KnobOverride(const KnobOverride &) = delete;
    KnobOverride &operator=(const KnobOverride &) = delete;

    bool ok() const { return m_ok; }
    QString old() const { return m_old; }

private:
    bool write(const QString &value) const
    {
        QFile f(m_path);
        return f.open(QIODevice::WriteOnly) && f.write(value.toLatin1()) == value.size();
    }

    QString m_path;
    QString m_old;
    bool m_ok = false;
};

inline const QString NrHugePagesKnob = QStringLiteral("/proc/sys/vm/nr_hugepages");
inline const QString ThpEnabledKnob = QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled");

// As root, `extra` more hugetlb pages reserved until the returned override goes;
// elsewhere nothing (the caller then checks what it got without them).
inline void reserveHugePages(std::optional<KnobOverride> &pool, qint64 extra)
{
    if (isRoot())
        pool.emplace(NrHugePagesKnob,
            QString::number(QString::fromLatin1(readWholeFile(NrHugePagesKnob)).trimmed().toLongLong() + extra));
}

} // namespace DriveScope::Test
