// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/models/drivemodel.h"

#include "core/opening/scratchfile.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QFont>
#include <QHash>
#include <QPainter>
#include <QPixmap>

namespace DriveScope {

DriveModel::DriveModel(QObject *parent)
    : QAbstractListModel(parent)
{
    m_scratch.kind = TargetChoice::Kind::ScratchFile;
    m_scratch.path = ScratchFile::defaultPath();
    m_scratch.info.path = m_scratch.path;
    m_scratch.info.kind = DeviceInfo::Kind::RegularFile;
    m_scratch.info.sizeBytes = ScratchFile::DefaultSize;
}

QIcon DriveModel::kindIcon(const QString &label, const QColor &color, bool badge)
{
    static QHash<QString, QIcon> cache;
    const QString key = label + color.name() + (badge ? u'!' : u'.');
    if (const auto it = cache.constFind(key); it != cache.constEnd())
        return *it;
    QPixmap pm(64, 64);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawRoundedRect(QRectF(4, 12, 56, 40), 8, 8);
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(label.size() > 3 ? 14 : 18);
    p.setFont(f);
    p.setPen(Qt::white);
    p.drawText(QRectF(4, 12, 56, 40), Qt::AlignCenter, label);
    if (badge) {
        // Mounted: a green dot with a white ring, top right.
        p.setPen(QPen(Qt::white, 3));
        p.setBrush(QColor(0x2e, 0xa0, 0x43));
        p.drawEllipse(QPointF(52, 14), 10, 10);
    }
    p.end();
    const QIcon icon(pm);
    cache.insert(key, icon);
    return icon;
}

void DriveModel::setScratch(const TargetChoice &scratch)
{
    m_scratch = scratch;
    emit dataChanged(index(0), index(0));
}

void DriveModel::setDrives(const QList<DriveEntry> &drives)
{
    // Remove what is gone, backwards so rows stay valid.
    for (int i = int(m_drives.size()) - 1; i >= 0; --i) {
        const QString &name = m_drives[i].name;
        const bool kept
            = std::any_of(drives.begin(), drives.end(), [&](const DriveEntry &d) { return d.name == name; });
        if (!kept) {
            beginRemoveRows({}, 1 + i, 1 + i);
            m_drives.removeAt(i);
            endRemoveRows();
        }
    }
    // Both lists are in DriveLister's order: merge, inserting the new and updating the changed.
    for (int i = 0; i < drives.size(); ++i) {
        if (i < m_drives.size() && m_drives[i].name == drives[i].name) {
            if (!(m_drives[i] == drives[i])) {
                m_drives[i] = drives[i];
                emit dataChanged(index(1 + i), index(1 + i));
            }
            continue;
        }
        beginInsertRows({}, 1 + i, 1 + i);
        m_drives.insert(i, drives[i]);
        endInsertRows();
    }
    // Anything left past the new list (order changed): drop it.
    if (m_drives.size() > drives.size()) {
        beginRemoveRows({}, 1 + int(drives.size()), int(m_drives.size()));
        m_drives.resize(drives.size());
        endRemoveRows();
    }
}

QStringList DriveModel::simulatedSpecs() const
{
    QStringList specs;
    for (const TargetChoice &f : m_files)
        if (f.kind == TargetChoice::Kind::Simulated)
            specs << f.path;
    return specs;
}

int DriveModel::addFile(const TargetChoice &file)
{
    const int existing = rowOfPath(file.path);
    if (existing >= 0)
        return existing;
    const int row = firstFileRow() + int(m_files.size());
    beginInsertRows({}, row, row);
    m_files.append(file);
    endInsertRows();
    return row;
}

TargetChoice DriveModel::choice(int row) const
{
    if (row == 0)
        return m_scratch;
    if (const DriveEntry *d = drive(row)) {
        TargetChoice c;
        c.kind = TargetChoice::Kind::Drive;
        c.path = d->info.path;
        c.info = d->info;
        c.inUse = d->inUse();
        c.readOnly = d->readOnly;
        c.writeRefusal = d->writeRefusal;
        return c;
    }
    const int f = row - firstFileRow();
    return f >= 0 && f < m_files.size() ? m_files[f] : TargetChoice {};
}

const DriveEntry *DriveModel::drive(int row) const
{
    const int i = row - 1;
    return i >= 0 && i < m_drives.size() ? &m_drives[i] : nullptr;
}

int DriveModel::rowOfPath(const QString &path) const
{
    for (int r = 0; r < rowCount(); ++r)
        if (choice(r).path == path)
            return r;
    return -1;
}

int DriveModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1 + int(m_drives.size()) + int(m_files.size());
}

QVariant DriveModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const DriveEntry *d = drive(row);
    const TargetChoice c = choice(row);
    switch (role) {
    case Qt::DisplayRole:
        if (d) {
            QString text = (d->isPartition() ? QStringLiteral("    ") : QString()) + d->name + QStringLiteral("  ")
                + formatBytesDecimal(d->info.sizeBytes);
            if (!d->isPartition() && !d->info.model.isEmpty())
                text += QStringLiteral("  ") + d->info.shownModel();
            if (!d->mounts.isEmpty())
                text += QStringLiteral("  · ") + Text::tr("mounted");
            return text;
        }
        if (row == 0)
            // Short: the panel is ~270 px wide at 1280×820 and a longer line was elided.
            return Text::tr("Scratch file  %1  no privilege").arg(formatBytesBinary(c.info.sizeBytes));
        return c.path;
    case Qt::DecorationRole:
        if (d) {
            switch (d->media) {
            case DriveEntry::Media::HardDisk:
                return kindIcon(QStringLiteral("HDD"), QColor(0x3b, 0x6e, 0xa8), !d->mounts.isEmpty());
            case DriveEntry::Media::Ssd:
                return kindIcon(QStringLiteral("SSD"), QColor(0x7b, 0x4b, 0xa8), !d->mounts.isEmpty());
            case DriveEntry::Media::Usb:
                return kindIcon(QStringLiteral("USB"), QColor(0xb8, 0x6b, 0x16), !d->mounts.isEmpty());
            case DriveEntry::Media::Loop:
                return kindIcon(QStringLiteral("LOOP"), QColor(0x55, 0x75, 0x55), !d->mounts.isEmpty());
            case DriveEntry::Media::Other:
                return kindIcon(QStringLiteral("DISK"), QColor(0x60, 0x60, 0x60), !d->mounts.isEmpty());
            }
        }
        if (c.kind == TargetChoice::Kind::Simulated) // a model, not a file: its own icon
            return kindIcon(QStringLiteral("SIM"), QColor(0x8c, 0x5a, 0x2b), false);
        return kindIcon(QStringLiteral("FILE"), QColor(0x4a, 0x7a, 0x8c), false);
    case Qt::ToolTipRole:
        if (d)
            return QStringLiteral("%1: %2%3")
                .arg(d->info.path, d->mediaName(),
                    d->mounts.isEmpty() ? QString() : QStringLiteral(", ") + d->mounts.join(QStringLiteral(", ")));
        if (row == 0)
            return Text::tr("%1: a scratch file of random bytes, made once; measuring it needs no privilege")
                .arg(c.path);
        return c.path;
    default: return {};
    }
}

} // namespace DriveScope
