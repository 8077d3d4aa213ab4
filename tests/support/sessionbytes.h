// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test helpers for session files: walk their sections and re-seal CRCs after a
// mutation, so tests and fuzzers reach the JSON and sample decoders behind the CRC.
// Header-only, shared by tst_session*, the fuzz smoke test and the libFuzzer target.

#include "core/run/phasestats.h"
#include "core/session/taggedrecords.h"

#include <QByteArray>
#include <QtEndian>

#include <functional>

namespace DriveScope::Test {

struct SessionSection {
    qsizetype offset = 0; // of the tag
    QByteArray tag;
    QByteArray payload;
};

// The sections of a well-formed file (stops at the first that does not fit).
inline std::vector<SessionSection> sessionSections(const QByteArray &file)
{
    std::vector<SessionSection> out;
    qsizetype pos = 13;
    while (file.size() - pos >= 12) {
        const quint32 len = qFromLittleEndian<quint32>(file.constData() + pos + 4);
        if (qint64(len) > file.size() - pos - 12)
            break;
        out.push_back({ pos, file.mid(pos, 4), file.mid(pos + 8, len) });
        pos += 12 + len;
    }
    return out;
}

// Header + sections, each with its length and a fresh CRC.
inline QByteArray assembleSession(const QByteArray &header, const std::vector<SessionSection> &sections)
{
    QByteArray out = header.left(13);
    for (const SessionSection &s : sections) {
        TaggedRecords::append(out, s.tag.left(4).leftJustified(4, ' '), s.payload);
    }
    return out;
}

// Recomputes the CRC of every section whose length still fits: a mutation inside a
// payload then reaches the payload's decoder instead of stopping at the checksum.
inline QByteArray resealSession(QByteArray file)
{
    qsizetype pos = 13;
    while (file.size() - pos >= 12) {
        const quint32 len = qFromLittleEndian<quint32>(file.constData() + pos + 4);
        if (qint64(len) > file.size() - pos - 12)
            break;
        qToLittleEndian<quint32>(
            TaggedRecords::checksum(QByteArrayView(file).sliced(pos, 8 + len)), file.data() + pos + 8 + len);
        pos += 12 + len;
    }
    return file;
}

// A speed-grid phase (its counts and histogram, two samples kept) for a seed session's
// run, so that mutations reach the phase reader too.
inline PhaseStats seedPhase()
{
    PhaseStats phase;
    phase.phase = QStringLiteral("RND4K Q1T1 · read · 1");
    for (int i = 0; i < 5; ++i)
        phase.add(i * 1000, 500 + i * 300, 4096);
    phase.keptSamples = 2;
    return phase;
}

} // namespace DriveScope::Test
