// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIODevice>

namespace Cli {

// Standard output for every report the CLI prints: a QTextStream on this device writes
// straight to file descriptor 1 and remembers the first error (a full disk, a closed
// pipe), so main() can end with that reason and a non-zero exit code instead of 0.
QIODevice *standardOutput();
// The first write error on standard output (an errno), 0 when none.
int standardOutputError();
// Records a write error found outside the device (e.g. by SafeFile).
void noteStandardOutputError(int err);

} // namespace Cli
