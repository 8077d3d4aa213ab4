// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the session reader (SessionFile::decode), the journal reader
// (RunJournal::decode) and the sample-column decoder. Every input is decoded twice: as
// it is (the CRCs stop almost everything) and re-sealed with fresh CRCs, so mutations
// reach the JSON and column decoders. Anything accepted must survive a second round
// trip unchanged and be used every way a reader uses a run (summary, text and JSON
// reports, fio job, figures, CSV: the audits' crashes and undefined behaviour were
// there, in the plans a kind reads back from a crafted config). The memory budget is
// 256 MB, below libFuzzer's RSS limit. LLVMFuzzerInitialize writes seeds to
// $DRIVESCOPE_FUZZ_SEED_DIR: a session and a journal of every registered benchmark
// kind's small run (BenchmarkKind::makeExampleJob, so a kind added later is seeded too),
// and crafted ones (overflowing start + latency, huge counts, negative latencies)
// that must be refused.
#include "core/session/runjournal.h"
#include "core/session/runmetajson.h"
#include "core/session/samplecolumns.h"
#include "core/session/sessionfile.h"
#include "core/session/taggedrecords.h"
#include "kindruns.h"
#include "sessionbytes.h"

#include <QDir>
#include <QFile>

#include <QJsonDocument>

#include <cstdlib>
#include <functional>
#include <limits>

using namespace DriveScope;

namespace {

Session seedSession()
{
    Session s;
    s.title = QStringLiteral("seed");
    RunResult run;
    run.benchmark = QStringLiteral("seek");
    run.status = RunStatus::Completed;
    run.target.path = QStringLiteral("sim:hdd");
    run.target.kind = DeviceInfo::Kind::Simulated;
    run.config = QJsonObject { { QStringLiteral("count"), 20 } };
    run.startedAt = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000LL, Qt::UTC);
    qint64 t = 0;
    for (int i = 0; i < 20; ++i) {
        Sample x;
        x.offset = qint64(i * 7919 % 1000) * 4096;
        x.startNs = t;
        x.latencyNs = 1'000'000 + i * 997;
        t += x.latencyNs + 50;
        x.bytes = 4096;
        x.result = 4096;
        run.samples.push_back(x);
    }
    IostatRow row;
    row.readIos = 3;
    run.deviceStats.push_back(row);
    run.phases.push_back(Test::seedPhase());
    s.addRun(run, QStringLiteral("recovered (partial)"));
    return s;
}

constexpr qint64 Budget = qint64(256) << 20;

void checkAccepted(const Session &session)
{
    const QByteArray again = SessionFile::encode(session);
    const auto reread = SessionFile::decode(again, nullptr, Budget);
    if (!reread || SessionFile::encode(*reread) != again)
        std::abort();
    for (const RunResult &run : session.runs)
        Test::useEveryWay(run);
}

QByteArray journalOf(const RunResult &run)
{
    QByteArray out("DSJOURNAL");
    out.append("\x01\x00\x00\x00", 4);
    RunResult meta = run;
    meta.samples.clear();
    TaggedRecords::append(out, "META", QJsonDocument(runMetaToJson(meta)).toJson(QJsonDocument::Compact));
    TaggedRecords::append(out, "SMPL", RunJournal::samplesPayload(run.samples));
    return out;
}

void writeSeed(const QString &dir, const QString &name, const QByteArray &bytes)
{
    QFile f(dir + u'/' + name);
    if (f.open(QIODevice::WriteOnly))
        f.write(bytes);
}

// The seeds a crafted file would start from: each must be refused, with a sentence.
void writeCraftedSeeds(const QString &dir)
{
    const Session valid = seedSession();
    auto variant = [&](const QString &name, const std::function<void(Sample &)> &change) {
        Session s = valid;
        change(s.runs.edit(0).samples[3]); // a copy: valid keeps its samples
        writeSeed(dir, name + QStringLiteral(".dss"), SessionFile::encode(s));
        writeSeed(dir, name + QStringLiteral(".journal"), journalOf(s.runs[0]));
    };
    variant(QStringLiteral("overflowing-end"), [](Sample &x) {
        x.startNs = std::numeric_limits<qint64>::max() - 5;
        x.latencyNs = std::numeric_limits<qint64>::max() - 5;
    });
    variant(QStringLiteral("negative-latency"), [](Sample &x) { x.latencyNs = -1; });
    variant(QStringLiteral("offset-past-end"), [](Sample &x) { x.offset = std::numeric_limits<qint64>::max() - 100; });
    variant(QStringLiteral("huge-result"), [](Sample &x) { x.result = std::numeric_limits<qint32>::max(); });
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    if (const char *dir = std::getenv("DRIVESCOPE_FUZZ_SEED_DIR")) {
        QDir().mkpath(QString::fromLocal8Bit(dir));
        const QString d = QString::fromLocal8Bit(dir);
        writeSeed(d, QStringLiteral("seed.dss"), SessionFile::encode(seedSession()));
        writeSeed(d, QStringLiteral("seed.journal"), journalOf(seedSession().runs[0]));
        writeCraftedSeeds(d);
        const Session every = Test::everyKindSession();
        for (std::size_t i = 0; i < every.runs.size(); ++i) {
            Session one;
            one.addRun(every.runs[i]);
            const QString name = QStringLiteral("kind-%1-%2").arg(i).arg(every.runs[i].benchmark);
            writeSeed(d, name + QStringLiteral(".dss"), SessionFile::encode(one));
            writeSeed(d, name + QStringLiteral(".journal"), journalOf(every.runs[i]));
        }
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    if (bytes.startsWith("DSJOURNAL")) {
        // Journals share the framing: 13 header bytes, then tagged records.
        for (const QByteArray &variant : { bytes, Test::resealSession(bytes) }) {
            error.clear();
            if (auto run = RunJournal::decode(variant, QStringLiteral("fuzz.journal"), &error)) {
                Session s;
                s.addRun(std::move(*run), QStringLiteral("recovered (partial)"));
                checkAccepted(s);
            } else if (error.isEmpty()) {
                std::abort();
            }
        }
        return 0;
    }
    if (const auto s = SessionFile::decode(bytes, &error, Budget))
        checkAccepted(*s);
    else if (error.isEmpty())
        std::abort(); // refused without saying why
    if (size > 13 && bytes.startsWith(SessionFile::Magic)) {
        if (const auto s = SessionFile::decode(Test::resealSession(bytes), &error, Budget))
            checkAccepted(*s);
    }
    // The column decoder on its own, with any header.
    qint64 budget = Budget;
    (void)decodeSampleColumns(bytes, &error, &budget);
    return 0;
}
