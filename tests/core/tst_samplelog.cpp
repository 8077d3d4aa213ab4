// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/samplelog.h"

#include <QTest>

#include <thread>

using namespace DriveScope;

class TestSampleLog : public QObject {
    Q_OBJECT
private slots:
    void appendBeyondEstimate()
    {
        SampleLog log(10); // far fewer than appended: must grow by chunks
        const std::size_t n = 3 * SampleLog::ChunkSize + 17;
        for (std::size_t i = 0; i < n; ++i) {
            Sample s;
            s.offset = qint64(i);
            QVERIFY(log.append(s));
        }
        QCOMPARE(log.size(), n);
        for (std::size_t i = 0; i < n; i += 997)
            QCOMPARE(log.at(i).offset, qint64(i));
        std::vector<Sample> out;
        log.copyTo(out, n - 5);
        QCOMPARE(out.size(), std::size_t(5));
        QCOMPARE(out.front().offset, qint64(n - 5));
    }

    // A reader draining while the writer appends sees every sample exactly once, in
    // order, never a half-written one (the GUI timer's situation).
    void concurrentReaderSeesConsistentPrefix()
    {
        SampleLog log(1000);
        const std::size_t n = 500000;
        std::thread writer([&] {
            for (std::size_t i = 0; i < n; ++i) {
                Sample s;
                s.offset = qint64(i);
                s.latencyNs = qint64(i) * 3;
                log.append(s);
            }
        });
        std::size_t seen = 0;
        bool consistent = true;
        while (seen < n) {
            const std::size_t available = log.size();
            for (; seen < available; ++seen) {
                const Sample &s = log.at(seen);
                consistent &= s.offset == qint64(seen) && s.latencyNs == qint64(seen) * 3;
            }
        }
        writer.join();
        QVERIFY(consistent);
        QCOMPARE(seen, n);
    }
};

QTEST_GUILESS_MAIN(TestSampleLog)
#include "tst_samplelog.moc"
