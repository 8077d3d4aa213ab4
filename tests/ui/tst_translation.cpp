// SPDX-License-Identifier: GPL-3.0-or-later
// The window speaks German (--lang de, LANGUAGE, LANG), and nothing of it stays English:
// - every sentence the sources hand to the translator has a German translation with the
//   same placeholders (lupdate over today's sources, into a copy of the .ts);
// - every page, before and after a run of its kind's picture example, with the menus,
//   shows no English word: a word of the English sources that no German
//   translation uses is one that was left out (a string never handed to the translator
//   is caught by its words too);
// - the language is chosen as a user asks for it.
// The command line never installs a translator (its output stays English for scripts:
// tst_manpage and the CLI tests read it).

#include "pagetestfixture.h"
#include "uitestsupport.h"

#include "ui/charts/chartview.h"
#include "ui/language/language.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/benchmarkpage.h"
#include "ui/window/drivepanel.h"
#include "ui/window/mainwindow.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QXmlStreamReader>

#include <set>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

const QString SourceTs = QStringLiteral(DRIVESCOPE_TRANSLATIONS);

struct Message {
    QString source;
    QString comment;
    QString translation;
    bool finished = false;
};

std::vector<Message> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    std::vector<Message> messages;
    QXmlStreamReader xml(&file);
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"message") {
            m = {};
        } else if (xml.name() == u"source") {
            m.source = xml.readElementText();
        } else if (xml.name() == u"comment") {
            m.comment = xml.readElementText();
        } else if (xml.name() == u"translation") {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            m.finished
                = type != u"unfinished" && type != u"vanished" && type != u"obsolete" && !m.translation.isEmpty();
            messages.push_back(m);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

// %1 … %99 and %n, as a set: a translation must carry every one of its source's.
std::set<QString> placeholders(const QString &text)
{
    std::set<QString> found;
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    for (const auto &m : re.globalMatch(text))
        found.insert(m.captured(0));
    return found;
}

// Words, lowercased, of text without its paths, drive specs and numbers.
QStringList wordsOf(QString text)
{
    static const QRegularExpression pathLike(QStringLiteral("\\S*[/:@=]\\S*"));
    static const QRegularExpression word(QStringLiteral("\\p{L}{2,}"));
    text.remove(pathLike);
    QStringList words;
    for (const auto &m : word.globalMatch(text))
        words << m.captured(0).toLower();
    return words;
}

QString plain(const QString &text)
{
    return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

void addMenu(const QList<QAction *> &actions, const QString &where, QList<std::pair<QString, QString>> &texts)
{
    for (QAction *a : actions) {
        if (a->isSeparator())
            continue;
        texts.push_back({ where, a->text().remove(u'&') });
        texts.push_back({ where, a->toolTip().remove(u'&') });
        if (a->menu())
            addMenu(a->menu()->actions(), where + QStringLiteral(" > ") + a->text(), texts);
    }
}

void addChart(ChartView *view, const QString &where, QList<std::pair<QString, QString>> &texts)
{
    QChart *c = view->chart();
    texts.push_back({ where, c->title() });
    for (QAbstractAxis *axis : c->axes()) {
        texts.push_back({ where + QStringLiteral(" axis"), axis->titleText() });
        if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis))
            for (const QString &category : bars->categories())
                texts.push_back({ where + QStringLiteral(" category"), category });
    }
    for (QLegendMarker *marker : c->legend()->markers())
        texts.push_back({ where + QStringLiteral(" legend"), marker->label() });
}

void addModel(const QAbstractItemModel *model, const QString &where, QList<std::pair<QString, QString>> &texts)
{
    if (!model)
        return;
    for (int c = 0; c < model->columnCount(); ++c) {
        texts.push_back({ where + QStringLiteral(" header"), model->headerData(c, Qt::Horizontal).toString() });
        texts.push_back({ where + QStringLiteral(" header tip"),
            model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString() });
    }
    for (int r = 0; r < std::min(model->rowCount(), 50); ++r)
        for (int c = 0; c < model->columnCount(); ++c) {
            const QModelIndex i = model->index(r, c);
            texts.push_back({ where + QStringLiteral(" cell"), model->data(i).toString() });
            texts.push_back({ where + QStringLiteral(" cell tip"), model->data(i, Qt::ToolTipRole).toString() });
        }
}

// Everything a user can read in root: labels, buttons, boxes, tabs, tooltips,
// placeholders, tables, charts and menus.
QList<std::pair<QString, QString>> visibleTexts(QWidget *root)
{
    QList<std::pair<QString, QString>> texts;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : widgets) {
        if (!w->isVisibleTo(root) && w != root)
            continue;
        const QString where = QString::fromLatin1(w->metaObject()->className()) + u' ' + w->objectName();
        texts.push_back({ where + QStringLiteral(" tip"), plain(w->toolTip()) });
        if (w->isWindow())
            texts.push_back({ where + QStringLiteral(" title"), w->windowTitle() });
        if (auto *l = qobject_cast<QLabel *>(w))
            texts.push_back({ where, plain(l->text()) });
        else if (auto *b = qobject_cast<QAbstractButton *>(w))
            texts.push_back({ where, b->text().remove(u'&') });
        else if (auto *e = qobject_cast<QLineEdit *>(w))
            texts.push_back({ where, e->placeholderText() });
        else if (auto *box = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < box->count(); ++i)
                texts.push_back({ where, box->itemText(i) });
        if (auto *g = qobject_cast<QGroupBox *>(w))
            texts.push_back({ where, g->title() });
        if (auto *tabs = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < tabs->count(); ++i)
                texts.push_back({ where, tabs->tabText(i).remove(u'&') });
        if (auto *view = qobject_cast<QAbstractItemView *>(w))
            addModel(view->model(), where, texts);
        if (auto *chart = qobject_cast<ChartView *>(w))
            addChart(chart, where, texts);
        if (auto *bar = qobject_cast<QMenuBar *>(w))
            addMenu(bar->actions(), where, texts);
    }
    return texts;
}

} // namespace

class TestTranslation : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everySentenceHasItsGerman();
    void languageIsChosenAsAsked_data();
    void languageIsChosenAsAsked();
    void noPageShowsEnglish();

private:
    void checkGerman(QWidget *root, const QString &where);

    PageTestFixture m_fx;
    QString m_folder;
    std::set<QString> m_englishWords;
    std::set<QString> m_germanWords;
};

void TestTranslation::initTestCase()
{
    QVERIFY2(
        m_fx.setUp("tst_translation", 64 << 20, QStringLiteral("ui-translation-target.bin")), qPrintable(m_fx.error()));
    m_folder = scratchRoot() + QStringLiteral("/translation-folder");
    QVERIFY(makeEmptyFolder(m_folder));
    QString error;
    const auto messages = readTs(SourceTs, &error);
    QVERIFY2(!messages.empty(), qPrintable(error));
    for (const Message &m : messages) {
        for (const QString &w : wordsOf(m.source))
            m_englishWords.insert(w);
        for (const QString &w : wordsOf(m.translation))
            m_germanWords.insert(w);
    }
}

void TestTranslation::cleanupTestCase()
{
    Language::uninstall(*QCoreApplication::instance());
    m_fx.tearDown();
    QDir(m_folder).removeRecursively();
}

// lupdate over core/, ui/ and app/gui/ as they are now (into a copy: the test never
// writes the source tree): no sentence without German, none with other placeholders.
void TestTranslation::everySentenceHasItsGerman()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("check.ts"));
    QVERIFY(QFile::copy(SourceTs, copy));
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(DRIVESCOPE_SOURCE_DIR));
    lupdate.start(QStringLiteral(DRIVESCOPE_LUPDATE),
        { QStringLiteral("-silent"), QStringLiteral("-no-obsolete"), QStringLiteral("-I"),
            QStringLiteral(DRIVESCOPE_SOURCE_DIR), QStringLiteral("core"), QStringLiteral("ui"),
            QStringLiteral("app/gui"), QStringLiteral("-ts"), copy });
    QVERIFY(lupdate.waitForFinished(300000));
    QCOMPARE(lupdate.exitCode(), 0);
    QString error;
    const auto messages = readTs(copy, &error);
    QVERIFY2(!messages.empty(), qPrintable(error));
    QStringList missing, mismatched;
    for (const Message &m : messages) {
        if (!m.finished)
            missing << m.source;
        else if (placeholders(m.source) != placeholders(m.translation))
            mismatched << m.source + QStringLiteral(" -> ") + m.translation;
    }
    QVERIFY2(missing.isEmpty(),
        qPrintable(QStringLiteral("%1 of %2 sentences have no German (run the update_translations target, then "
                                  "translate ui/language/drivescope_de.ts), such as:\n  %3")
                       .arg(missing.size())
                       .arg(messages.size())
                       .arg(missing.mid(0, 30).join(QStringLiteral("\n  ")))));
    QVERIFY2(mismatched.isEmpty(), qPrintable(mismatched.join(u'\n')));
}

void TestTranslation::languageIsChosenAsAsked_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("environment");
    QTest::addColumn<QString>("chosen");
    QTest::addColumn<QStringList>("filesLeft");
    QTest::addColumn<bool>("complains");
    const QString self = QStringLiteral("drivescope");
    const QString file = QStringLiteral("runs.dss");
    QTest::newRow("--lang de") << QStringList { self, QStringLiteral("--lang"), QStringLiteral("de"), file }
                               << QStringList {} << QStringLiteral("de") << QStringList { file } << false;
    QTest::newRow("--lang=de_DE") << QStringList { self, file, QStringLiteral("--lang=de_DE") }
                                  << QStringList { QStringLiteral("LANG=en_US.UTF-8") } << QStringLiteral("de")
                                  << QStringList { file } << false;
    QTest::newRow("--lang en beats LANG")
        << QStringList { self, QStringLiteral("--lang=en") } << QStringList { QStringLiteral("LANG=de_DE.UTF-8") }
        << QString() << QStringList {} << false;
    QTest::newRow("--lang fr: said, English") << QStringList { self, QStringLiteral("--lang"), QStringLiteral("fr") }
                                              << QStringList {} << QString() << QStringList {} << true;
    QTest::newRow("--lang without code") << QStringList { self, QStringLiteral("--lang") } << QStringList {}
                                         << QString() << QStringList {} << true;
    QTest::newRow("after --: a file") << QStringList { self, QStringLiteral("--"), QStringLiteral("--lang=de") }
                                      << QStringList {} << QString()
                                      << QStringList { QStringLiteral("--"), QStringLiteral("--lang=de") } << false;
    QTest::newRow("LANGUAGE=fr:de") << QStringList { self }
                                    << QStringList { QStringLiteral("LANGUAGE=fr:de"),
                                           QStringLiteral("LANG=en_US.UTF-8") }
                                    << QStringLiteral("de") << QStringList {} << false;
    QTest::newRow("LANGUAGE=en:de") << QStringList { self } << QStringList { QStringLiteral("LANGUAGE=en:de") }
                                    << QString() << QStringList {} << false;
    QTest::newRow("LC_ALL=C beats LANGUAGE")
        << QStringList { self } << QStringList { QStringLiteral("LC_ALL=C"), QStringLiteral("LANGUAGE=de") }
        << QString() << QStringList {} << false;
    QTest::newRow("LANG=de_AT.UTF-8") << QStringList { self } << QStringList { QStringLiteral("LANG=de_AT.UTF-8") }
                                      << QStringLiteral("de") << QStringList {} << false;
    QTest::newRow("LC_MESSAGES before LANG")
        << QStringList { self }
        << QStringList { QStringLiteral("LC_MESSAGES=en_GB.UTF-8"), QStringLiteral("LANG=de_DE.UTF-8") } << QString()
        << QStringList {} << false;
    QTest::newRow("nothing set") << QStringList { self } << QStringList {} << QString() << QStringList {} << false;
}

void TestTranslation::languageIsChosenAsAsked()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, environment);
    QFETCH(QString, chosen);
    QFETCH(QStringList, filesLeft);
    QFETCH(bool, complains);
    QProcessEnvironment env;
    for (const QString &pair : environment)
        env.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1));
    QString error;
    QCOMPARE(Language::choose(arguments, env, &error), chosen);
    QCOMPARE(arguments.mid(1), filesLeft);
    QCOMPARE(!error.isEmpty(), complains);
    QVERIFY(Language::available().contains(QStringLiteral("de")));
}

// A number written the English way: a decimal point before one or two digits and a unit
// ("2.00 s", "8.4 ms"), or a thousands comma not followed by a unit ("1,500 reads"); in
// German "1.500" groups thousands (always three digits) and "1,500 ms" is a decimal.
static bool hasEnglishNumber(const QString &text, QString *found)
{
    static const QRegularExpression decimal(
        QStringLiteral("(?<![\\d.,])\\d+\\.\\d{1,2} ?(ns|µs|ms|s|MB/s|GB|MB|kB|TB|B|KiB|MiB|GiB|%|IOPS)(?!\\w)"));
    static const QRegularExpression grouped(
        QStringLiteral("(?<![\\d.,])[1-9]\\d{0,2}(,\\d{3})+(?![\\d,])(?! ?(ns|µs|ms|s|MB|GB|kB|TB|%))"));
    for (const QRegularExpression *re : { &decimal, &grouped }) {
        const QRegularExpressionMatch m = re->match(text);
        if (m.hasMatch()) {
            *found = m.captured(0);
            return true;
        }
    }
    return false;
}

void TestTranslation::checkGerman(QWidget *root, const QString &where)
{
    QStringList english;
    for (const auto &[place, text] : visibleTexts(root)) {
        if (QString number; hasEnglishNumber(text, &number))
            english << QStringLiteral("%1 / %2: \"%3\" (number %4)").arg(where, place, text.left(160), number);
        QStringList left;
        for (const QString &w : wordsOf(text))
            if (m_englishWords.count(w) && !m_germanWords.count(w))
                left << w;
        if (!left.isEmpty())
            english << QStringLiteral("%1 / %2: \"%3\" (%4)").arg(where, place, text.left(160), left.join(u' '));
    }
    english.removeDuplicates();
    QVERIFY2(english.isEmpty(),
        qPrintable(
            QStringLiteral("%1 English text(s) in German:\n").arg(english.size()) + english.mid(0, 40).join(u'\n')));
}

// Every page before and after its kind's picture example, and the menus: German.
void TestTranslation::noPageShowsEnglish()
{
    QString error;
    QVERIFY2(Language::install(*QCoreApplication::instance(), QStringLiteral("de"), &error), qPrintable(error));
    MainWindow w;
    QVERIFY(showInLaptopRoom(w));
    QVERIFY(addPathAndWait(w.drivePanel(), m_folder));
    const QString folderChoice = w.benchmarkPages().front()->target().path;
    chooseTarget(w, m_fx.targetPath, m_fx.loop != nullptr);
    checkGerman(&w, QStringLiteral("window before a run"));
    for (int i = 0; i < w.benchmarkPages().size(); ++i) {
        BenchmarkPage *page = w.benchmarkPages()[i];
        const std::optional<RunResult> example = pictureExample(page->kind());
        QVERIFY2(example, qPrintable(page->pageId()));
        QVERIFY2(page->useSettingsOf(*example), qPrintable(page->bannerText()));
        QVERIFY(w.drivePanel()->select(page->writes() ? folderChoice : m_fx.targetPath));
        w.showPage(i);
        checkGerman(&w, page->pageId() + QStringLiteral(" before its run"));
        QVERIFY(startAndWaitForTheEnd(page, 90000));
        QTest::qWait(50);
        checkGerman(&w, page->pageId() + QStringLiteral(" after its run"));
        if (QTest::currentTestFailed())
            return;
    }
}

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
