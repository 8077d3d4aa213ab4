// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace DriveScope::Test {

// A real polkit for privilege tests, as root on a machine without a desktop (the
// recipe in shared/recipes.md): a system D-Bus and polkitd (started only if not
// running, stopped by pid), DriveScope's policy and helper installed where the policy
// says, an unprivileged user, and a rules file answering YES or NO for our action.
// Everything it installed or started is removed or stopped on destruction; files it
// replaced are restored.
class PolkitFixture {
public:
    static bool canRun(QString *whyNot);

    PolkitFixture(const QString &policyFile, const QString &helperBinary);
    ~PolkitFixture();
    PolkitFixture(const PolkitFixture &) = delete;
    PolkitFixture &operator=(const PolkitFixture &) = delete;

    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    QString user() const { return QStringLiteral("dstest"); }
    QString helperPath() const { return m_helperPath; }

    enum class Answer { Yes, No };
    // The rule answers for these actions (default: opening to read) and no others.
    static QString readAction() { return QStringLiteral("org.drivescope.DriveScope.open-device"); }
    static QString writeAction() { return QStringLiteral("org.drivescope.DriveScope.open-device-for-writing"); }
    bool setRule(Answer answer, const QStringList &actions = { readAction() });

private:
    bool installFile(const QString &from, const QString &to, bool executable);

    QString m_error;
    QString m_helperPath;
    qint64 m_dbusPid = 0;
    qint64 m_polkitPid = 0;
    bool m_createdUser = false;
    QStringList m_installed; // files we put in place
    QStringList m_backups; // "original|backup" pairs to restore
    QString m_rulesFile;
};

} // namespace DriveScope::Test
