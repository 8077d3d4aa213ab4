// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/targetchoice.h"

#include "core/device/drivelister.h"

#include <QAbstractListModel>
#include <QIcon>

namespace DriveScope {

// The drive panel's rows: the scratch file (always first, needs no privilege), every
// disk and partition DriveLister finds, then files and folders the user added.
// setDrives() updates the drive rows incrementally (insert, remove, change), so a
// selection survives hot-plug polling.
class DriveModel : public QAbstractListModel {
    Q_OBJECT
public:
    explicit DriveModel(QObject *parent = nullptr);

    void setScratch(const TargetChoice &scratch);
    void setDrives(const QList<DriveEntry> &drives);
    // Returns the new (or existing) row.
    int addFile(const TargetChoice &file);
    // The sim: specs of the simulated drives added, in order (kept across restarts).
    QStringList simulatedSpecs() const;

    TargetChoice choice(int row) const;
    const DriveEntry *drive(int row) const; // null for the scratch file and added files
    int rowOfPath(const QString &path) const;
    int driveCount() const { return int(m_drives.size()); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // A small painted icon per kind ("HDD", "SSD", "USB", "LOOP", "FILE", "SIM"), with a badge
    // when something on the drive is mounted.
    static QIcon kindIcon(const QString &label, const QColor &color, bool badge);

private:
    int firstFileRow() const { return 1 + int(m_drives.size()); }

    TargetChoice m_scratch;
    QList<DriveEntry> m_drives;
    QList<TargetChoice> m_files;
};

} // namespace DriveScope
