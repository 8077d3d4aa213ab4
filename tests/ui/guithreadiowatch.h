// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Issue 4: "no I/O on the GUI thread", checked rather than promised.
//
// This header DEFINES the C library's file-system entry points (open64, openat, stat,
// statx, access, opendir, readlink, realpath, fopen, pread64, ...) in the test
// executable. An executable's definitions win symbol resolution for the whole process
// (the dynamic linker binds libQt6Core's calls to them too, and our own core/ui code is
// linked statically into the executable), so every such call from any code is seen
// here without LD_PRELOAD, without root and without editing core/. Each hook notes the
// call when it comes from the GUI thread while the watch is armed, then forwards to the
// real function (dlsym(RTLD_NEXT)).
//
// A call counts as a violation when its path is one a benchmark GUI must never touch
// on its GUI thread: /sys, /proc (mountinfo, diskstats), /dev, the test's scratch
// directory (its targets and scratch files) and the app's cache directory (the
// default scratch file). Any positional read or write (pread/pwrite) on the GUI thread
// counts as well. Everything else the toolkit itself opens (fonts, QSettings) is
// listed, not failed. Include this header in ONE test file only: it defines symbols.

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include <dlfcn.h>
#include <pthread.h>
#include <sys/types.h>

namespace DriveScope::Test::GuiThreadIo {

struct Watch {
    std::atomic<bool> armed { false };
    std::atomic<pthread_t> guiThread {};
    std::mutex mutex;
    std::vector<std::string> forbiddenPrefixes;
    std::vector<std::string> violations; // "call path"
    std::vector<std::string> allowed; // other paths opened on the GUI thread (distinct)
};

inline Watch &watch()
{
    static Watch w;
    return w;
}

inline thread_local bool t_inHook = false;

// Arms the watch for the calling thread (the GUI thread); prefixes are forbidden paths.
inline void arm(const QStringList &prefixes)
{
    Watch &w = watch();
    std::lock_guard lock(w.mutex);
    w.forbiddenPrefixes.clear();
    for (const QString &p : prefixes)
        w.forbiddenPrefixes.push_back(p.toStdString());
    w.violations.clear();
    w.allowed.clear();
    w.guiThread = pthread_self();
    w.armed = true;
}

inline void disarm()
{
    watch().armed = false;
}

// A copy of one of the watch's lists, taken under its mutex (the hooks append from
// any thread).
inline QStringList copyOfList(std::vector<std::string> Watch::*list)
{
    Watch &w = watch();
    std::lock_guard lock(w.mutex);
    QStringList out;
    for (const std::string &s : w.*list)
        out << QString::fromStdString(s);
    return out;
}

inline QStringList violations()
{
    return copyOfList(&Watch::violations);
}

inline QStringList allowedPaths()
{
    return copyOfList(&Watch::allowed);
}

// Called by every hook before forwarding. path may be null (pread/pwrite: always a violation).
inline void note(const char *call, const char *path)
{
    Watch &w = watch();
    if (!w.armed.load(std::memory_order_relaxed) || t_inHook || !pthread_equal(pthread_self(), w.guiThread))
        return;
    t_inHook = true; // the bookkeeping below must not count itself
    {
        std::lock_guard lock(w.mutex);
        const std::string p = path ? std::string(path) : std::string("(fd)");
        bool forbidden = !path;
        for (const std::string &prefix : w.forbiddenPrefixes)
            forbidden = forbidden || p.compare(0, prefix.size(), prefix) == 0;
        std::string entry = std::string(call) + ' ' + p;
        auto &list = forbidden ? w.violations : w.allowed;
        if (list.size() < 200 && std::find(list.begin(), list.end(), entry) == list.end())
            list.push_back(std::move(entry));
    }
    t_inHook = false;
}

template<typename F> F real(const char *name)
{
    return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

} // namespace DriveScope::Test::GuiThreadIo

// The hooks. Declared under other C++ names with the C symbol as their assembler label,
// so they do not clash with the C library headers' own declarations.
#define DS_GTIO_PATHCALL(ret, sym, params, args, pathArg)                                                              \
    extern "C" ret ds_gtio_##sym params __asm__(#sym);                                                                 \
    extern "C" ret ds_gtio_##sym params                                                                                \
    {                                                                                                                  \
        DriveScope::Test::GuiThreadIo::note(#sym, pathArg);                                                            \
        static auto fn = DriveScope::Test::GuiThreadIo::real<ret(*) params>(#sym);                                     \
        return fn args;                                                                                                \
    }

struct stat;
struct stat64;
struct statx;
struct statvfs;
struct statvfs64;
struct __dirstream;

DS_GTIO_PATHCALL(int, stat, (const char *p, struct stat *b), (p, b), p)
DS_GTIO_PATHCALL(int, stat64, (const char *p, struct stat64 *b), (p, b), p)
DS_GTIO_PATHCALL(int, lstat, (const char *p, struct stat *b), (p, b), p)
DS_GTIO_PATHCALL(int, lstat64, (const char *p, struct stat64 *b), (p, b), p)
DS_GTIO_PATHCALL(int, fstatat, (int d, const char *p, struct stat *b, int f), (d, p, b, f), p)
DS_GTIO_PATHCALL(int, fstatat64, (int d, const char *p, struct stat64 *b, int f), (d, p, b, f), p)
DS_GTIO_PATHCALL(int, statx, (int d, const char *p, int f, unsigned m, struct statx *b), (d, p, f, m, b), p)
DS_GTIO_PATHCALL(int, access, (const char *p, int m), (p, m), p)
DS_GTIO_PATHCALL(int, faccessat, (int d, const char *p, int m, int f), (d, p, m, f), p)
DS_GTIO_PATHCALL(__dirstream *, opendir, (const char *p), (p), p)
DS_GTIO_PATHCALL(ssize_t, readlink, (const char *p, char *b, size_t n), (p, b, n), p)
DS_GTIO_PATHCALL(char *, realpath, (const char *p, char *r), (p, r), p)
DS_GTIO_PATHCALL(FILE *, fopen, (const char *p, const char *m), (p, m), p)
DS_GTIO_PATHCALL(FILE *, fopen64, (const char *p, const char *m), (p, m), p)
DS_GTIO_PATHCALL(int, statvfs, (const char *p, struct statvfs *b), (p, b), p)
DS_GTIO_PATHCALL(int, statvfs64, (const char *p, struct statvfs64 *b), (p, b), p)
DS_GTIO_PATHCALL(ssize_t, pread, (int fd, void *b, size_t n, off_t o), (fd, b, n, o), nullptr)
DS_GTIO_PATHCALL(ssize_t, pread64, (int fd, void *b, size_t n, off_t o), (fd, b, n, o), nullptr)
DS_GTIO_PATHCALL(ssize_t, pwrite, (int fd, const void *b, size_t n, off_t o), (fd, b, n, o), nullptr)
DS_GTIO_PATHCALL(ssize_t, pwrite64, (int fd, const void *b, size_t n, off_t o), (fd, b, n, o), nullptr)

// open and openat take a mode only with O_CREAT or O_TMPFILE; passing it on always is
// harmless (the kernel ignores it otherwise) and keeps the hooks simple. params end in
// "const char *p, int f, ..." (openat's start with the directory's descriptor d).
#define DS_GTIO_OPENCALL(sym, params, args)                                                                            \
    extern "C" int ds_gtio_##sym params __asm__(#sym);                                                                 \
    extern "C" int ds_gtio_##sym params                                                                                \
    {                                                                                                                  \
        va_list ap;                                                                                                    \
        va_start(ap, f);                                                                                               \
        const unsigned mode = va_arg(ap, unsigned);                                                                    \
        va_end(ap);                                                                                                    \
        DriveScope::Test::GuiThreadIo::note(#sym, p);                                                                  \
        static auto fn = DriveScope::Test::GuiThreadIo::real<int(*) params>(#sym);                                     \
        return fn args;                                                                                                \
    }

DS_GTIO_OPENCALL(open, (const char *p, int f, ...), (p, f, mode))
DS_GTIO_OPENCALL(open64, (const char *p, int f, ...), (p, f, mode))
DS_GTIO_OPENCALL(openat, (int d, const char *p, int f, ...), (d, p, f, mode))
DS_GTIO_OPENCALL(openat64, (int d, const char *p, int f, ...), (d, p, f, mode))
