// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/language/language.h"

#include "core/util/byteunits.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace DriveScope::Language {

namespace {

// The compiled translations (ui/CMakeLists.txt puts them in the program's resources).
const QString ResourceFolder = QStringLiteral(":/i18n");
const char *const InstalledName = "drivescopeTranslator";

// Qt's default locale as the program started: what uninstall() puts back.
const QLocale &systemLocale()
{
    static const QLocale initial;
    return initial;
}

// "de_DE.UTF-8@euro" -> "de"; "C", "POSIX", "en_GB" -> "".
QString languageOf(QString name)
{
    name = name.section(u'.', 0, 0).section(u'@', 0, 0).trimmed();
    if (name.isEmpty() || name == u"C" || name == u"POSIX")
        return {};
    const QString language = name.section(u'_', 0, 0).section(u'-', 0, 0).toLower();
    return language == u"en" ? QString() : language;
}

// --lang CODE / --lang=CODE, removed from arguments; *given says whether it was there.
QString takeLangOption(QStringList &arguments, bool *given, QString *error)
{
    *given = false;
    QString code;
    for (qsizetype i = 1; i < arguments.size();) {
        const QString &a = arguments.at(i);
        if (a == u"--")
            break;
        if (a == u"--lang" || a.startsWith(u"--lang=")) {
            *given = true;
            if (a == u"--lang") {
                if (i + 1 >= arguments.size()) {
                    *error = QStringLiteral("--lang needs a language code, such as --lang de");
                    arguments.removeAt(i);
                    continue;
                }
                code = arguments.at(i + 1);
                arguments.remove(i, 2);
            } else {
                code = a.mid(7);
                arguments.removeAt(i);
            }
            continue;
        }
        ++i;
    }
    return code;
}

} // namespace

QStringList available()
{
    QStringList codes;
    const QStringList files = QDir(ResourceFolder).entryList({ QStringLiteral("drivescope_*.qm") }, QDir::Files);
    for (const QString &file : files)
        codes << file.mid(11, file.size() - 11 - 3);
    return codes;
}

QString choose(QStringList &arguments, const QProcessEnvironment &environment, QString *error)
{
    bool given = false;
    QString optionError;
    const QString option = takeLangOption(arguments, &given, &optionError);
    const QStringList have = available();
    if (given) {
        if (!optionError.isEmpty()) {
            *error = optionError;
            return {};
        }
        const QString code = languageOf(option);
        if (!code.isEmpty() && !have.contains(code)) {
            *error = QStringLiteral("no translation for \"%1\" (there is: en, %2); the window stays in English")
                         .arg(option, have.join(QStringLiteral(", ")));
            return {};
        }
        return code;
    }
    // LC_ALL=C is how scripts and bug reports ask for English: it wins over LANGUAGE.
    const QString all = environment.value(QStringLiteral("LC_ALL"));
    if (all == u"C" || all == u"POSIX" || all.startsWith(u"C."))
        return {};
    const QStringList wanted = environment.value(QStringLiteral("LANGUAGE")).split(u':', Qt::SkipEmptyParts);
    for (const QString &entry : wanted) {
        const QString code = languageOf(entry);
        if (code.isEmpty())
            return {}; // English comes first
        if (have.contains(code))
            return code;
    }
    for (const char *name : { "LC_ALL", "LC_MESSAGES", "LANG" }) {
        const QString locale = environment.value(QString::fromLatin1(name));
        if (!locale.isEmpty()) {
            const QString code = languageOf(locale);
            return have.contains(code) ? code : QString();
        }
    }
    return {};
}

bool install(QCoreApplication &app, const QString &code, QString *error)
{
    uninstall(app);
    if (code.isEmpty())
        return true;
    // Its numbers too: "1.500 Lesevorgänge", "2,00 s", in DriveScope's texts and in Qt's
    // (spin boxes), from widgets made after this.
    setNumberLocale(QLocale(code));
    systemLocale(); // kept before it changes, for uninstall()
    QLocale::setDefault(QLocale(code));
    auto *own = new QTranslator(&app);
    if (!own->load(QStringLiteral("drivescope_") + code, ResourceFolder)) {
        delete own;
        *error = QStringLiteral("no translation for \"%1\"").arg(code);
        return false;
    }
    own->setObjectName(QString::fromLatin1(InstalledName));
    QCoreApplication::installTranslator(own);
    // Qt's own words (Cancel, OK, the file dialog's), when Debian's qt6-translations-l10n
    // is installed; without it those stay English and DriveScope's are still translated.
    auto *qt = new QTranslator(&app);
    if (qt->load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        qt->setObjectName(QString::fromLatin1(InstalledName));
        QCoreApplication::installTranslator(qt);
    } else {
        delete qt;
    }
    return true;
}

void uninstall(QCoreApplication &app)
{
    const auto translators
        = app.findChildren<QTranslator *>(QString::fromLatin1(InstalledName), Qt::FindDirectChildrenOnly);
    for (QTranslator *t : translators) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    setNumberLocale(QLocale(QLocale::English));
    QLocale::setDefault(systemLocale());
}

} // namespace DriveScope::Language
