// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Documented in `drivescope-cli --help`; scripts rely on them.
namespace ExitCode {
constexpr int Ok = 0;
constexpr int RunFailed = 1; // an I/O error ended the run; the partial result was printed
constexpr int BadOptions = 2; // unknown option, bad value, or options that do not fit the target
constexpr int CannotOpen = 3; // target missing, a directory, no permission, empty, no O_DIRECT
constexpr int NotAuthorised = 5; // polkit refused (or the prompt was dismissed): nothing ran
constexpr int WriteRefused = 4; // a write was refused to protect data (not confirmed, or in use)
constexpr int SessionError = 6; // the session file (--save, report, recover) cannot be read or written
constexpr int OutputFailed = 7; // the report could not be written to standard output (full disk, closed pipe)
constexpr int Interrupted = 130; // Ctrl-C: the partial result was printed, labelled partial
} // namespace ExitCode
