// SPDX-License-Identifier: GPL-3.0-or-later
// The session reader fed thousands of mutated valid files under the normal compiler,
// so every CI run exercises it with garbage (the libFuzzer target in tests/fuzz runs
// only with clang). Mutations are re-sealed with fresh CRCs most of the time so they
// reach the JSON and sample-column decoders, and some go inside the compressed
// columns. Every file must be refused with one sentence or read back consistently.
#include "core/bench/depth/depthconfig.h"
#include "core/bench/zone/zoneconfig.h"
#include "core/session/sessionfile.h"
#include "kindruns.h"
#include "sessionbytes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <random>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

Session seedSession()
{
    Session s;
    s.title = QStringLiteral("fuzz");
    for (int r = 0; r < 2; ++r) {
        RunResult run;
        run.benchmark = r == 0 ? QStringLiteral("seek") : QStringLiteral("zone");
        run.status = RunStatus::Completed;
        run.target.path = QStringLiteral("sim:hdd");
        run.target.kind = DeviceInfo::Kind::Simulated;
        run.target.sizeBytes = qint64(500) * 1000 * 1000 * 1000;
        run.config = QJsonObject { { QStringLiteral("count"), 50 }, { QStringLiteral("include_warm_up"), false } };
        run.startedAt = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000LL, Qt::UTC);
        run.finishedAt = run.startedAt.addSecs(3);
        qint64 t = 0;
        for (int i = 0; i < 60; ++i) {
            Sample x;
            x.offset = r == 0 ? qint64(i * 7919 % 1000) * 4096 : i * 65536;
            x.startNs = t;
            x.latencyNs = 1'000'000 + i * 1000;
            t += x.latencyNs + 100;
            x.bytes = r == 0 ? 4096 : 65536;
            x.result = x.bytes;
            x.flags = i == 0 ? Sample::WarmUp : 0;
            run.samples.push_back(x);
        }
        IostatRow row;
        row.readIos = 5;
        row.elapsedS = 1;
        run.deviceStats.push_back(row);
        run.phases.push_back(seedPhase());
        s.addRun(run, r == 1 ? QStringLiteral("recovered (partial)") : QString());
    }
    return s;
}

// Re-encodes the sample columns after mutating the raw varints inside them.
QByteArray mutateColumns(const QByteArray &payload, std::mt19937 &rng)
{
    QByteArray raw = qUncompress(payload.mid(9));
    if (raw.isEmpty())
        return payload;
    const int edits = 1 + int(rng() % 4);
    for (int e = 0; e < edits; ++e) {
        const qsizetype at = qsizetype(rng() % quint32(raw.size()));
        switch (rng() % 4) {
        case 0: raw[at] = char(rng()); break;
        case 1: raw[at] = char(0xFF); break; // a varint that never ends
        case 2: raw.remove(at, 1); break;
        default: raw.insert(at, char(rng() & 0x7F)); break;
        }
    }
    return payload.left(9) + qCompress(raw, 1);
}

QJsonValue oddValue(std::mt19937 &rng)
{
    switch (rng() % 8) {
    case 0: return QJsonValue();
    case 1: return QJsonValue(QStringLiteral("x"));
    case 2: return QJsonValue(-1);
    case 3: return QJsonValue(1e300);
    case 4: return QJsonValue(0.5);
    case 5: return QJsonArray { 1, 2 };
    case 6: return QJsonObject {};
    default: return QJsonValue(true);
    }
}

QJsonObject mutateObject(QJsonObject o, std::mt19937 &rng, int depth = 0)
{
    const QStringList keys = o.keys();
    if (keys.isEmpty())
        return o;
    const QString key = keys.at(qsizetype(rng() % quint32(keys.size())));
    if (o.value(key).isObject() && depth < 2 && rng() % 2)
        o.insert(key, mutateObject(o.value(key).toObject(), rng, depth + 1));
    else if (rng() % 5 == 0)
        o.remove(key);
    else
        o.insert(key, oddValue(rng));
    return o;
}

} // namespace

class TestSessionFuzzSmoke : public QObject {
    Q_OBJECT
private slots:
    void mutatedFilesAreRefusedOrConsistent()
    {
        const QByteArray valid = SessionFile::encode(seedSession());
        QString error;
        QVERIFY2(SessionFile::decode(valid, &error), qPrintable(error));
        const auto sections = sessionSections(valid);
        QCOMPARE(sections.size(), std::size_t(6)); // SESS, 2 x (RUNM, SMPL), END!

        std::mt19937 rng(20261130);
        int accepted = 0, refused = 0;
        QMap<QString, int> reasons;
        const int iterations = 4000;
        for (int i = 0; i < iterations; ++i) {
            QByteArray d;
            const int kind = int(rng() % 7);
            if (kind == 0) { // raw bit flips: the CRC must catch them
                d = valid;
                for (int n = 1 + int(rng() % 8); n > 0; --n)
                    d[qsizetype(rng() % quint32(d.size()))] ^= char(1 << (rng() % 8));
            } else if (kind == 1) { // flips, then sealed again
                d = valid;
                for (int n = 1 + int(rng() % 8); n > 0; --n)
                    d[13 + qsizetype(rng() % quint32(d.size() - 13))] ^= char(1 << (rng() % 8));
                d = resealSession(d);
            } else if (kind == 2) { // truncated, or with bytes cut out or added
                d = valid;
                const qsizetype at = qsizetype(rng() % quint32(d.size()));
                if (rng() % 2)
                    d.truncate(at);
                else if (rng() % 2)
                    d.remove(at, 1 + qsizetype(rng() % 64));
                else
                    d.insert(at, QByteArray(1 + int(rng() % 64), char(rng())));
                if (rng() % 2)
                    d = resealSession(d);
            } else if (kind == 3) { // JSON values of the wrong type
                auto s = sections;
                const std::size_t which = rng() % 2 ? 1 : (rng() % 2 ? 0 : 3);
                s[which].payload = QJsonDocument(mutateObject(QJsonDocument::fromJson(s[which].payload).object(), rng))
                                       .toJson(QJsonDocument::Compact);
                d = assembleSession(valid, s);
            } else if (kind == 4) { // damaged sample columns behind a valid zlib stream
                auto s = sections;
                s[2].payload = mutateColumns(s[2].payload, rng);
                d = assembleSession(valid, s);
            } else if (kind == 5) { // lying counts and lengths in the samples header
                auto s = sections;
                const qsizetype at = qsizetype(rng() % 13);
                s[2].payload[at] = char(rng());
                d = assembleSession(valid, s);
            } else { // sections shuffled, dropped or repeated
                auto s = sections;
                const std::size_t a = rng() % s.size(), b = rng() % s.size();
                switch (rng() % 3) {
                case 0: std::swap(s[a], s[b]); break;
                case 1: s.erase(s.begin() + qsizetype(a)); break;
                default: s.insert(s.begin() + qsizetype(a), s[b]); break;
                }
                d = assembleSession(valid, s);
            }
            QString why;
            const auto session = SessionFile::decode(d, &why);
            if (!session) {
                ++refused;
                if (why.isEmpty() || why.contains(u'\n'))
                    QFAIL(
                        qPrintable(QStringLiteral("iteration %1: refused without one sentence: '%2'").arg(i).arg(why)));
                QString reason = why;
                reason.replace(QRegularExpression(QStringLiteral("[0-9]+")), QStringLiteral("N"));
                ++reasons[reason.left(70)];
                continue;
            }
            ++accepted;
            // What was accepted is self-consistent: saved again, it reads back the same.
            const QByteArray again = SessionFile::encode(*session);
            const auto reread = SessionFile::decode(again, &why);
            if (!reread || SessionFile::encode(*reread) != again)
                QFAIL(
                    qPrintable(QStringLiteral("iteration %1: an accepted file does not survive a second round trip: %2")
                                   .arg(i)
                                   .arg(why)));
        }
        qInfo("%d mutated files: %d refused, %d accepted (mutations that left a valid session)", iterations, refused,
            accepted);
        for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
            qInfo("  %5d  %s", it.value(), qPrintable(it.key()));
        QVERIFY(refused > iterations / 2);
    }

    // Issue 32: every kind's run (its small job, BenchmarkKind::makeExampleJob) with its
    // config mutated value by value (1e300, -1, 0.5, wrong types, keys gone), read and
    // then used every way a reader uses it: a crafted session reached DepthPlan and
    // ZonePlan's unchecked casts, which the fuzzer's seek-only corpus never did. Every
    // registered kind must have a small run, so a new kind is in here from the start.
    void everyKindSurvivesACraftedConfig()
    {
        const Session every = everyKindSession();
        QStringList missing;
        for (const BenchmarkKind *kind : BenchmarkRegistry::all())
            if (std::none_of(every.runs.begin(), every.runs.end(),
                    [kind](const RunResult &r) { return r.benchmark == kind->id() && !r.samples.empty(); }))
                missing << kind->id();
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("no small run: ") + missing.join(u' ')));

        std::mt19937 rng(20261203);
        int accepted = 0;
        for (const RunResult &original : every.runs) {
            useEveryWay(original);
            for (int i = 0; i < 300; ++i) {
                RunResult run = original;
                for (int n = 1 + int(rng() % 3); n > 0; --n)
                    run.config = mutateObject(run.config, rng);
                Session one;
                one.addRun(run);
                QString why;
                const auto read = SessionFile::decode(SessionFile::encode(one), &why);
                if (!read)
                    continue; // refused with a sentence: nothing more to use
                ++accepted;
                useEveryWay(read->runs.front());
            }
        }
        qInfo("%d crafted configs of %zu runs read and used every way", accepted, every.runs.size());
        QVERIFY(accepted > 0);
    }

    // The plans a kind reads back from a config refuse numbers that do not fit, rather
    // than cast them (a double out of range converted to an integer is undefined).
    void plansRefuseNumbersThatDoNotFit_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        const std::pair<const char *, std::vector<const char *>> keys[] = {
            { "depth", { "read_size", "alignment", "max_reads_per_depth", "duration_per_depth_s" } },
            { "zone", { "points", "bytes_per_point", "block_size", "alignment" } },
        };
        for (const auto &[kind, names] : keys)
            for (const char *key : names)
                for (const double value : { 1e300, -1e300, 9.3e18, -1.0, 0.5 })
                    // Half a second is a duration; half a byte or point is not.
                    if (value != 0.5 || !QByteArrayView(key).endsWith("_s"))
                        QTest::addRow("%s %s %g", kind, key, value)
                            << QString::fromLatin1(kind) << QString::fromLatin1(key) << value;
    }
    void plansRefuseNumbersThatDoNotFit()
    {
        QFETCH(QString, kind);
        QFETCH(QString, key);
        QFETCH(double, value);
        const BenchmarkKind *k = BenchmarkRegistry::find(kind);
        QVERIFY(k);
        auto run = smallRun(*k);
        QVERIFY(run);
        QVERIFY2(run->config.contains(key), "the kind no longer has this key: update the table");
        run->config.insert(key, value);
        const bool read = kind == u"depth" ? DepthPlan::fromJson(run->config).has_value()
                                           : ZonePlan::fromJson(run->config).has_value();
        QVERIFY2(!read, "a number that does not fit was taken");
        useEveryWay(*run);
    }
};

QTEST_GUILESS_MAIN(TestSessionFuzzSmoke)
#include "tst_sessionfuzzsmoke.moc"
