// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/targetchoice.h"

#include "core/device/drivelister.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <optional>

class QLabel;
class QListView;

namespace DriveScope {

class DriveModel;

// The side panel: every drive and partition worth benchmarking (hot-plug: /sys/block is
// listed every 2 s on a pool thread and the model updated in place), the scratch file,
// files and folders the user added, and the facts of the selected one.
class DrivePanel : public QWidget {
    Q_OBJECT
public:
    explicit DrivePanel(QWidget *parent = nullptr);

    DriveModel *model() const { return m_model; }
    QListView *view() const { return m_view; }
    TargetChoice current() const;
    bool select(const QString &path);
    // A regular file is measured as is; a folder gets a 1 GiB scratch file of its own;
    // sim:hdd,… or sim:ssd,… is a simulated drive.
    // Which of the two it is comes from a stat() on a pool thread: the row appears (and
    // is selected, unless a later addPath() came first) when pathAdded() is emitted.
    void addPath(const QString &path);
    // The simulated drives added (their sim: specs), to remember across restarts; and
    // putting them back (no selection changes; a spec that no longer parses is left out,
    // and at most MaxRememberedSimulated are taken from a settings file).
    QStringList simulatedSpecs() const;
    void restoreSimulated(const QStringList &specs);
    static constexpr int MaxRememberedSimulated = 32;
    void refreshNow();
    void setPollInterval(int ms) { m_poll.setInterval(ms); }
    QString factsText() const;
    // Shows the selected row's facts again (a run may have made its scratch file).
    void refreshFacts() { showFacts(); }

public slots:
    void chooseFile();
    void chooseFolder();
    void chooseSimulated();

signals:
    void targetChanged(const DriveScope::TargetChoice &target);
    void listed(); // after every poll (tests wait on it)
    void pathAdded(const DriveScope::TargetChoice &choice);
    // A path that cannot be measured (a sim: spec that does not parse), in one sentence.
    void pathRefused(const QString &message);

private:
    // What path is (a stat(), so on a pool thread); an invalid choice and why when it
    // cannot be measured.
    static TargetChoice describePath(const QString &path, QString *error);
    void showFacts();
    void renderFacts(const std::optional<bool> &scratchExists);

    DriveModel *m_model;
    QListView *m_view;
    QLabel *m_facts;
    QTimer m_poll;
    QFutureWatcher<QList<DriveEntry>> m_lister;
    // Stale-safety: only the newest request's answer may move the selection or the facts.
    int m_addGeneration = 0;
    int m_factsGeneration = 0;
};

} // namespace DriveScope
