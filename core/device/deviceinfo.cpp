// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/deviceinfo.h"

#include "core/util/text.h"

#include <QHash>

namespace DriveScope {

QString DeviceInfo::kindName() const
{
    switch (kind) {
    case Kind::BlockDevice: return QStringLiteral("block device");
    case Kind::Partition: return QStringLiteral("partition");
    case Kind::RegularFile: return QStringLiteral("file");
    case Kind::Simulated: return QStringLiteral("simulated drive");
    case Kind::Unknown: break;
    }
    return QStringLiteral("unknown");
}

QString DeviceInfo::mediumName() const
{
    switch (rotational) {
    case Rotational::Rotational: return Text::tr("spinning disk (rotational)");
    case Rotational::NonRotational: return Text::tr("solid state (non-rotational)");
    case Rotational::Unknown: break;
    }
    return Text::tr("unknown", "what a drive's medium is");
}

QString DeviceInfo::shownLinkName() const
{
    if (linkName == QLatin1String(LoopLinkName))
        return Text::tr(LoopLinkName);
    const QString on = QLatin1String(LoopLinkName) + QStringLiteral(" on ");
    if (linkName.startsWith(on))
        return Text::tr("loop device on %1", "the host link under a loop device's file").arg(linkName.mid(on.size()));
    return linkName;
}

QString shownWriteCacheMode(const QString &mode)
{
    if (mode == u"write back")
        return Text::tr("write back", "the kernel's write cache mode: the drive caches writes");
    if (mode == u"write through")
        return Text::tr("write through", "the kernel's write cache mode: no write cache");
    return mode;
}

QString DeviceInfo::shownWriteCache() const
{
    return shownWriteCacheMode(writeCache);
}

QString DeviceInfo::shownModel() const
{
    return model == QLatin1String(LoopDeviceModel) ? Text::tr(LoopDeviceModel) : model;
}

QString DeviceInfo::vendorName() const
{
    static const QHash<QString, QString> pciVendors {
        { QStringLiteral("0x1af4"), QStringLiteral("Red Hat (virtio)") },
        { QStringLiteral("0x8086"), QStringLiteral("Intel") },
        { QStringLiteral("0x144d"), QStringLiteral("Samsung") },
        { QStringLiteral("0x15b7"), QStringLiteral("SanDisk / Western Digital") },
        { QStringLiteral("0x1c5c"), QStringLiteral("SK hynix") },
        { QStringLiteral("0x1e0f"), QStringLiteral("KIOXIA") },
        { QStringLiteral("0x1179"), QStringLiteral("Toshiba") },
        { QStringLiteral("0x1344"), QStringLiteral("Micron") },
        { QStringLiteral("0x1987"), QStringLiteral("Phison") },
        { QStringLiteral("0x126f"), QStringLiteral("Silicon Motion") },
        { QStringLiteral("0x2646"), QStringLiteral("Kingston") },
        { QStringLiteral("0x1cc1"), QStringLiteral("ADATA") },
        { QStringLiteral("0x1b4b"), QStringLiteral("Marvell") },
        { QStringLiteral("0x10ec"), QStringLiteral("Realtek") },
        { QStringLiteral("0x1d97"), QStringLiteral("Shenzhen Longsys") },
        { QStringLiteral("0x1bb1"), QStringLiteral("Seagate") },
    };
    const QString id = vendor.trimmed().toLower();
    if (const auto it = pciVendors.constFind(id); it != pciVendors.constEnd())
        return it.value();
    if (id.startsWith(QStringLiteral("0x")))
        return QStringLiteral("PCI vendor ") + id;
    return vendor.trimmed();
}

QString DeviceInfo::rotationalName() const
{
    switch (rotational) {
    case Rotational::Rotational: return QStringLiteral("rotational");
    case Rotational::NonRotational: return QStringLiteral("non-rotational");
    case Rotational::Unknown: break;
    }
    return QStringLiteral("unknown");
}

} // namespace DriveScope
