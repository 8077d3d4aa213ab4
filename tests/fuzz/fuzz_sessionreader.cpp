// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the session reader (SessionFile::decode) and the sample-column
// decoder. Every input is decoded twice: as it is (the CRCs stop almost everything)
// and re-sealed with fresh CRCs, so mutations reach the JSON and column decoders.
// Anything accepted must survive a second round trip unchanged.
// LLVMFuzzerInitialize writes a valid session to $DRIVESCOPE_FUZZ_SEED_DIR as a seed.
#include "core/session/samplecolumns.h"
#include "core/session/sessionfile.h"
#include "sessionbytes.h"

#include <QDir>
#include <QFile>

#include <cstdlib>

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
    s.addRun(run, QStringLiteral("recovered (partial)"));
    return s;
}

void checkAccepted(const Session &session)
{
    const QByteArray again = SessionFile::encode(session);
    const auto reread = SessionFile::decode(again, nullptr);
    if (!reread || SessionFile::encode(*reread) != again)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    if (const char *dir = std::getenv("DRIVESCOPE_FUZZ_SEED_DIR")) {
        QDir().mkpath(QString::fromLocal8Bit(dir));
        QFile f(QString::fromLocal8Bit(dir) + QStringLiteral("/seed.dss"));
        if (f.open(QIODevice::WriteOnly))
            f.write(SessionFile::encode(seedSession()));
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    if (const auto s = SessionFile::decode(bytes, &error))
        checkAccepted(*s);
    else if (error.isEmpty())
        std::abort(); // refused without saying why
    if (size > 13 && bytes.startsWith(SessionFile::Magic)) {
        if (const auto s = SessionFile::decode(Test::resealSession(bytes), &error))
            checkAccepted(*s);
    }
    // The column decoder on its own, with any header.
    (void)decodeSampleColumns(bytes, &error);
    return 0;
}
