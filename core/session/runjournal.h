// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"
#include "core/run/samplelog.h"

#include <QString>

#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace DriveScope {

// Crash insurance for a run being saved to a session: a small thread appends the
// workers' new samples (each worker's SampleLog) to a journal file every half second, so after a crash or kill
// -9 at most the last second is lost. When the run ends, finish() adds its final
// description and keeps the file locked until the run is saved or let go, so a finished
// run that is only in memory survives a kill -9 as well. recover() turns a journal back
// into a RunResult: the finished run as it ended, or an interrupted one (status
// cancelled, labelled "recovered (partial)" by the caller).
// Format (docs/session-format.md): "DSJOURNAL", u32 version, then CRC-32 records: one
// META (the run's metadata JSON) and any number of SMPL (40-byte little-endian
// samples) and PHAS (finished phases as JSON: the speed grid's cells rest on them, its
// kept samples alone cannot rebuild them), and at most one DONE (the finished run's
// metadata JSON: status, times, phases, device statistics). The file is flock()ed while a run writes it, so a journal
// in use is never taken for a crashed one.
class RunJournal {
public:
    static constexpr quint32 FormatVersion = 1;
    // The largest journal recover() reads (besides what memory allows).
    static constexpr qint64 MaxFileBytes = qint64(4) << 30;
    // How often the journal thread writes: at most this much of a run is lost to a kill.
    static constexpr int DefaultIntervalMs = 500;

    RunJournal() = default;
    RunJournal(const RunJournal &) = delete;
    RunJournal &operator=(const RunJournal &) = delete;
    ~RunJournal(); // stops (with a last flush); the file stays

    static QString pathForSession(const QString &sessionPath) { return sessionPath + QStringLiteral(".journal"); }

    // The run's phases finished so far from an index on (BenchmarkJob::finishedPhases).
    using PhaseSource = std::function<std::vector<PhaseStats>(std::size_t from)>;

    // meta: the run's description (samples ignored). logs: each worker's (BenchRunner::
    // logs()); they, and what phases reads, must outlive stop(). Returns false with one sentence when the file
    // cannot be created or locked.
    bool start(const QString &path, const RunResult &meta, std::vector<const SampleLog *> logs, QString *error,
        int intervalMs = DefaultIntervalMs, PhaseSource phases = {});
    // Writes what is left and closes the file (keeps it).
    void stop();
    // The run ended: writes what is left and run's final description (samples ignored),
    // then keeps the file open and locked (another window's scan leaves it alone) until
    // discard() or stop(). The logs and phases are not read after it returns. False with
    // one sentence when the journal cannot hold the end (it then still holds the samples).
    bool finish(const RunResult &run, QString *error = nullptr);
    // stop() and delete the file: the run was saved properly.
    void discard();
    qint64 samplesWritten() const { return m_written; }
    // Why a write to the journal failed (a full disk), or empty while it holds every
    // sample flushed so far. Once set, nothing more is written to it.
    QString writeError() const;

    // A SMPL record's payload: the samples as the journal writes them (40 bytes each,
    // little-endian). For tools that build a journal by hand (the fuzzer's seeds).
    static QByteArray samplesPayload(const std::vector<Sample> &samples);

    // True when another process holds the journal (its run is still going).
    static bool isInUse(const QString &path);
    // What lies at a journal's path, before recovering it: nothing, an empty regular
    // file (a run that could write nothing into it: safe to remove), a file that is not
    // a DriveScope journal (never touched), or one to recover.
    enum class Found { Nothing, Empty, Foreign, Journal };
    static Found look(const QString &path);
    // The run a journal holds: every sample up to the first damaged or missing byte.
    // nullopt with one sentence when there is no usable journal. finished: whether the
    // run ended (a DONE record) and the result is the whole run as it ended.
    static std::optional<RunResult> recover(const QString &path, QString *error, bool *finished = nullptr);
    // The same from a journal's bytes (path only names it in messages).
    static std::optional<RunResult> decode(
        QByteArrayView data, const QString &path, QString *error, bool *finished = nullptr);

private:
    void loop();
    void flush();
    void joinThread();

    int m_fd = -1;
    QString m_path;
    std::vector<const SampleLog *> m_logs;
    std::vector<std::size_t> m_done; // samples already written, per worker
    qint64 m_written = 0;
    PhaseSource m_phases;
    std::size_t m_phasesWritten = 0;
    int m_intervalMs = DefaultIntervalMs;
    std::thread m_thread;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    QString m_writeError; // set by the journal thread, read by the owner
    mutable std::mutex m_errorMutex;
};

} // namespace DriveScope
