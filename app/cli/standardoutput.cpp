// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/standardoutput.h"

#include <atomic>
#include <cerrno>
#include <unistd.h>

namespace Cli {

namespace {

std::atomic<int> firstError { 0 };

class StandardOutputDevice : public QIODevice {
public:
    StandardOutputDevice() { open(QIODevice::WriteOnly | QIODevice::Unbuffered); }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        qint64 done = 0;
        while (done < size) {
            const ssize_t n = ::write(STDOUT_FILENO, data + done, std::size_t(size - done));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                noteStandardOutputError(n < 0 ? errno : EIO);
                return -1;
            }
            done += n;
        }
        return done;
    }
};

} // namespace

QIODevice *standardOutput()
{
    static StandardOutputDevice device;
    return &device;
}

int standardOutputError()
{
    return firstError.load();
}

void noteStandardOutputError(int err)
{
    int expected = 0;
    firstError.compare_exchange_strong(expected, err);
}

} // namespace Cli
