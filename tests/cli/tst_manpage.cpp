// SPDX-License-Identifier: GPL-3.0-or-later
// drivescope-cli(1) is complete: every command the CLI's --help lists has an entry in
// the man page's COMMANDS section, and every option a command's --help lists (long
// name and short letter) is in that entry or in the OPTIONS section the commands
// share. A new command or option without its man page line fails here.
#include "cliprocess.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace DriveScope;

namespace {

struct Option {
    QString shortName; // "-n", or empty
    QString longName; // "--count"
};

// The man page's source with roff's escapes undone where they hide option names:
// "\-\-count" is "--count".
QString manPageText()
{
    QFile file(QStringLiteral(DRIVESCOPE_SOURCE_DIR "/installer/man/drivescope-cli.1.in"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QString text = QString::fromUtf8(file.readAll());
    text.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    return text;
}

// From one .SH heading to the next.
QString section(const QString &man, const QString &heading)
{
    const qsizetype start = man.indexOf(QStringLiteral("\n.SH ") + heading + u'\n');
    if (start < 0)
        return {};
    const qsizetype end = man.indexOf(QStringLiteral("\n.SH "), start + 1);
    return man.mid(start, end < 0 ? -1 : end - start);
}

// A command's entry in COMMANDS: from its ".TP / .B NAME" (or .BI, .BR with its
// argument) to the next command's.
QString commandEntry(const QString &commands, const QString &name)
{
    const QRegularExpression head(
        QStringLiteral("\\n\\.TP\\n\\.B[IR]? %1[\\n ]").arg(QRegularExpression::escape(name)));
    const QRegularExpressionMatch m = head.match(commands);
    if (!m.hasMatch())
        return {};
    const qsizetype end
        = commands.indexOf(QRegularExpression(QStringLiteral("\\n\\.TP\\n\\.B[IR]? [a-z]+[\\n ]")), m.capturedEnd());
    return commands.mid(m.capturedStart(), end < 0 ? -1 : end - m.capturedStart());
}

// The commands of 'drivescope-cli --help' ("  seek       random-access ..."), but help.
QStringList commandsOfHelp(const QString &help)
{
    QStringList names;
    const qsizetype start = help.indexOf(QStringLiteral("\nCommands:\n"));
    const qsizetype end = help.indexOf(QStringLiteral("\n\n"), start + 1);
    const QRegularExpression line(QStringLiteral("^  ([a-z]+)  "), QRegularExpression::MultilineOption);
    for (const QRegularExpressionMatch &m : line.globalMatch(help.mid(start, end - start)))
        if (m.captured(1) != u"help")
            names.append(m.captured(1));
    return names;
}

// The options of 'drivescope-cli COMMAND --help' (QCommandLineParser's "Options:"
// block), but Qt's own --help and --help-all.
QList<Option> optionsOfHelp(const QString &help)
{
    QList<Option> options;
    const qsizetype start = help.indexOf(QStringLiteral("\nOptions:\n"));
    const qsizetype end = help.indexOf(QStringLiteral("\n\n"), start + 1);
    const QRegularExpression line(
        QStringLiteral("^  (?:(-[A-Za-z0-9]), )?(--[a-z0-9-]+)"), QRegularExpression::MultilineOption);
    for (const QRegularExpressionMatch &m : line.globalMatch(help.mid(start, end - start)))
        if (m.captured(2) != u"--help" && m.captured(2) != u"--help-all")
            options.append({ m.captured(1), m.captured(2) });
    return options;
}

// Whether text names option as a word of its own ("--count" but not "--count-x").
bool mentions(const QString &text, const QString &option)
{
    return text.contains(QRegularExpression(
        QStringLiteral("(^|[^A-Za-z0-9-])%1($|[^A-Za-z0-9-])").arg(QRegularExpression::escape(option))));
}

} // namespace

class TestManPage : public QObject {
    Q_OBJECT
private slots:
    void everyCommandAndOptionIsInTheManPage()
    {
        const QString man = manPageText();
        QVERIFY2(!man.isEmpty(), "installer/man/drivescope-cli.1.in cannot be read");
        const QString commands = section(man, QStringLiteral("COMMANDS"));
        const QString shared = section(man, QStringLiteral("OPTIONS"));
        QVERIFY(!commands.isEmpty());

        const Test::CliResult top = Test::runCli({ QStringLiteral("--help") });
        QCOMPARE(top.exitCode, 0);
        const QStringList listed = commandsOfHelp(top.out);
        QVERIFY2(listed.size() >= 8, qPrintable(listed.join(u' '))); // six benchmarks, report, recover
        QStringList missing;
        for (const QString &command : listed) {
            const QString entry = commandEntry(commands, command);
            if (entry.isEmpty()) {
                missing.append(QStringLiteral("the command %1").arg(command));
                continue;
            }
            const Test::CliResult help = Test::runCli({ command, QStringLiteral("--help") });
            QCOMPARE(help.exitCode, 0);
            const QList<Option> options = optionsOfHelp(help.out);
            if (command != u"recover")
                QVERIFY2(!options.isEmpty(), qPrintable(command + QStringLiteral(": no options read from --help")));
            for (const Option &o : options) {
                const QString where = entry + shared;
                if (!mentions(where, o.longName))
                    missing.append(QStringLiteral("%1 %2").arg(command, o.longName));
                if (!o.shortName.isEmpty() && !mentions(entry, o.shortName))
                    missing.append(QStringLiteral("%1 %2 (%3)").arg(command, o.shortName, o.longName));
            }
        }
        QVERIFY2(missing.isEmpty(),
            qPrintable(QStringLiteral("drivescope-cli(1) lacks: ") + missing.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestManPage)
#include "tst_manpage.moc"
