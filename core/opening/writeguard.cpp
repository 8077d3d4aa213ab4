// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/opening/writeguard.h"

#include "core/util/frontendwords.h"

#include "core/device/blockusage.h"
#include "core/io/sim/simulateddriveconfig.h"
#include "core/util/text.h"

#include <QFile>

#include <sys/stat.h>
#include <unistd.h>

namespace DriveScope {

WriteGuard::Decision WriteGuard::check(const QString &targetPath, const QString &confirmedDevice)
{
    auto refuse = [](QString reason) { return Decision { Verdict::Refused, std::move(reason) }; };
    if (isSimulatedDrivePath(targetPath))
        return { Verdict::Simulated, {} };
    struct stat st = {};
    if (::stat(QFile::encodeName(targetPath).constData(), &st) != 0)
        return refuse(Text::tr("%1 does not exist.").arg(targetPath));
    // A confirmation names the one device it lets be destroyed: beside a directory it
    // confirms nothing, and a user who typed it meant some other target.
    if (S_ISDIR(st.st_mode) && !confirmedDevice.isEmpty())
        return refuse(Text::tr("The confirmation names %1, but the target %2 is a directory (for a scratch "
                               "file); give that device as the target, or leave out the confirmation. Nothing "
                               "was written.")
                          .arg(confirmedDevice, targetPath));
    if (S_ISDIR(st.st_mode))
        return { Verdict::ScratchInDirectory, {} };
    if (S_ISREG(st.st_mode))
        return refuse(Text::tr("%1 is an existing file; DriveScope writes only to a scratch file it creates, so "
                               "give a directory to create it in.")
                          .arg(targetPath));
    if (!S_ISBLK(st.st_mode))
        return refuse(Text::tr("%1 is neither a directory nor a block device.").arg(targetPath));

    // Confirmation must name this very device: compared by device number, so
    // /dev/disk/by-id/... and /dev/sdb confirm each other but /dev/sdc never does.
    if (confirmedDevice.isEmpty())
        return refuse(Text::tr("Writing to %1 destroys the data on it; to confirm, %2.")
                          .arg(targetPath,
                              frontEndWords(QStringLiteral("pass --destroy-data-on %1").arg(targetPath),
                                  Text::tr("type %1 when the window asks").arg(targetPath))));
    struct stat confirmed = {};
    if (::stat(QFile::encodeName(confirmedDevice).constData(), &confirmed) != 0 || !S_ISBLK(confirmed.st_mode)
        || confirmed.st_rdev != st.st_rdev)
        return refuse(Text::tr("The confirmation names %1, but the target is %2; nothing was written.")
                          .arg(confirmedDevice, targetPath));

    // Read-only (blockdev --setro, a write-protect switch): the kernel opens it for
    // writing all the same and refuses the first write, after the reads already ran.
    // Opening checks everything again, exclusively and with the device held: FileTarget
    // when this user may open the device, else the privileged helper, as root, which can
    // read what this user cannot (so only then is "cannot tell" left to it).
    const BlockUsage usage = BlockUsage::of(targetPath);
    const bool definitelyUsed = usage.name.isEmpty() || !usage.mounts.isEmpty() || !usage.holders.isEmpty()
        || !usage.swaps.isEmpty() || !usage.loops.isEmpty();
    const bool opensItself = ::access(QFile::encodeName(targetPath).constData(), R_OK | W_OK) == 0;
    if (usage.readOnly || definitelyUsed || (usage.inUse() && opensItself))
        return refuse(usage.writeRefusal());
    return { Verdict::WholeDevice, {} };
}

} // namespace DriveScope
