// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/sessioncsv.h"

namespace DriveScope {

QByteArray sessionCsv(const Session &session)
{
    QByteArray out = "run,benchmark,worker,offset_bytes,start_ns,latency_ns,bytes_requested,result,flags,warm_up,"
                     "failed,write\n";
    for (std::size_t r = 0; r < session.runs.size(); ++r) {
        const RunResult &run = session.runs[r];
        const QByteArray prefix = QByteArray::number(qulonglong(r + 1)) + ',' + run.benchmark.toUtf8() + ',';
        out.reserve(out.size() + qsizetype(run.samples.size()) * 64);
        for (const Sample &s : run.samples) {
            out += prefix;
            out += QByteArray::number(s.worker) + ',' + QByteArray::number(s.offset) + ','
                + QByteArray::number(s.startNs) + ',' + QByteArray::number(s.latencyNs) + ','
                + QByteArray::number(s.bytes) + ',' + QByteArray::number(s.result) + ',' + QByteArray::number(s.flags)
                + ',' + (s.isWarmUp() ? '1' : '0') + ',' + (s.isFailed() ? '1' : '0') + ','
                + ((s.flags & Sample::Write) ? '1' : '0') + '\n';
        }
    }
    return out;
}

} // namespace DriveScope
