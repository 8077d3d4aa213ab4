// SPDX-License-Identifier: GPL-3.0-or-later
// The six benchmark forms: their remembered fields come back through a settings file,
// read from disk as a restart reads it (every value a string), and a file that is empty,
// stale or hand-edited with nonsense leaves each field what the form shows without it;
// bad text in any field is said once, in window words.
#include "testfiles.h"

#include "ui/pages/bandwidth/bandwidthform.h"
#include "ui/pages/depth/depthform.h"
#include "ui/pages/seek/seekform.h"
#include "ui/pages/speed/speedform.h"
#include "ui/pages/syncwrite/syncwriteform.h"
#include "ui/pages/zone/zoneform.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMetaProperty>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTest>

#include <algorithm>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

const ScratchNames scratch(QStringLiteral("benchmarkforms-"));

// from's values saved to a fresh INI file, then restored into a new form read from it.
template<class Form> void saveAndRestore(const Form &from, Form &to, const QString &name)
{
    const QString ini = scratch(name);
    {
        QSettings s(ini, QSettings::IniFormat);
        from.save(s);
    }
    to.restore(QSettings(ini, QSettings::IniFormat));
}

// from's config as a new form restored from from's saved settings makes it (nullopt and
// error when it cannot).
template<class Form> auto configAfterRestart(const Form &from, const QString &name, QString *error)
{
    Form to;
    saveAndRestore(from, to, name);
    return to.config(error);
}

// Every field form remembers set to something other than it shows (text of its own, the
// other end of a spin box's range, a check box flipped), saved, and restored into a new
// form: the keys whose field did not come back.
template<class Form> QStringList fieldsNotComingBack(const QString &name)
{
    Form from;
    int n = 0;
    for (const auto &[key, field] : from.rememberedFields()) {
        ++n;
        if (auto *edit = qobject_cast<QLineEdit *>(field))
            edit->setText(QStringLiteral("typed %1").arg(n));
        else if (auto *spin = qobject_cast<QSpinBox *>(field))
            spin->setValue(spin->value() == spin->maximum() ? spin->minimum() : spin->maximum());
        else if (auto *real = qobject_cast<QDoubleSpinBox *>(field))
            real->setValue(real->value() == real->maximum() ? real->minimum() : real->maximum());
        else if (auto *box = qobject_cast<QCheckBox *>(field))
            box->setChecked(!box->isChecked());
        else if (auto *combo = qobject_cast<QComboBox *>(field))
            combo->setCurrentIndex((combo->currentIndex() + 1) % combo->count());
    }
    Form to;
    saveAndRestore(from, to, name);
    QStringList lost;
    for (std::size_t i = 0; i < from.rememberedFields().size(); ++i) {
        const auto &[key, field] = from.rememberedFields()[i];
        QWidget *again = to.rememberedFields()[i].second;
        const QVariant was = field->metaObject()->userProperty().read(field);
        if (was != again->metaObject()->userProperty().read(again))
            lost << key + QStringLiteral(" (") + was.toString() + u')';
    }
    if (from.rememberedFields().empty())
        lost << QStringLiteral("no remembered fields at all");
    return lost;
}

// An INI file written by hand with the given lines.
QString handWritten(const QString &name, const QByteArray &lines)
{
    const QString ini = scratch(name);
    plantFile(ini, lines);
    return ini;
}

// Types "abc" into each of form's own text fields in turn (not a spin box's editor). Each
// field that refuses it must say so in one sentence that quotes the text once, with no
// "(… (…))" and no command-line option; problems gets those that do not.
struct BadTextRefusals {
    int refused = 0;
    QStringList problems;
};

template<class Form> BadTextRefusals refusalsOfBadText(Form &form)
{
    BadTextRefusals r;
    for (QLineEdit *edit : form.template findChildren<QLineEdit *>()) {
        if (qobject_cast<QAbstractSpinBox *>(edit->parentWidget()) || qobject_cast<QComboBox *>(edit->parentWidget()))
            continue;
        const QString before = edit->text();
        edit->setText(QStringLiteral("abc"));
        QString error;
        const bool accepted = form.config(&error).has_value();
        edit->setText(before);
        if (accepted)
            continue;
        ++r.refused;
        if (error.count(QStringLiteral("abc")) != 1 || error.count(u'(') > 1
            || error.contains(QRegularExpression(QStringLiteral("--[a-z]"))))
            r.problems << error;
    }
    return r;
}

} // namespace

class TestBenchmarkForms : public QObject {
    Q_OBJECT
private slots:
    void everyRememberedFieldComesBack()
    {
        for (const QStringList &lost : { fieldsNotComingBack<SeekForm>(QStringLiteral("all-seek.ini")),
                 fieldsNotComingBack<DepthForm>(QStringLiteral("all-depth.ini")),
                 fieldsNotComingBack<SpeedForm>(QStringLiteral("all-speed.ini")),
                 fieldsNotComingBack<SyncWriteForm>(QStringLiteral("all-syncwrite.ini")),
                 fieldsNotComingBack<ZoneForm>(QStringLiteral("all-zone.ini")),
                 fieldsNotComingBack<BandwidthForm>(QStringLiteral("all-bandwidth.ini")) })
            QVERIFY2(lost.isEmpty(), qPrintable(lost.join(QStringLiteral(", "))));
    }

    void seekComesBack()
    {
        SeekForm from;
        from.setConfig(SeekConfig { .count = 4321,
                           .readSize = 8192,
                           .alignment = 4096,
                           .regions = { QStringLiteral("first:1GiB") },
                           .placement = Placement::PerWorker,
                           .workers = 3,
                           .queueDepth = 4,
                           .seed = 99,
                           .includeWarmUp = true },
            true);
        SeekForm to;
        saveAndRestore(from, to, QStringLiteral("seek.ini"));
        QString error;
        const auto c = to.config(&error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->count, qint64(4321));
        QCOMPARE(c->readSize, qint64(8192));
        QCOMPARE(c->alignment, qint64(4096));
        QCOMPARE(c->regions, QStringList { QStringLiteral("first:1GiB") });
        QCOMPARE(c->placement, Placement::PerWorker);
        QCOMPARE(c->workers, 3);
        QCOMPARE(c->queueDepth, 4);
        QCOMPARE(c->seed, std::optional<quint64>(99));
        QVERIFY(c->includeWarmUp);
        QVERIFY(to.buffered());
    }

    void depthComesBack()
    {
        DepthForm from;
        from.depthsEdit()->setText(QStringLiteral("1,4,32"));
        from.durationBox()->setValue(0.5);
        from.readsBox()->setValue(777);
        from.readSizeEdit()->setText(QStringLiteral("8KiB"));
        from.regionEdit()->setText(QStringLiteral("last:2GB"));
        QString error;
        const auto c = configAfterRestart(from, QStringLiteral("depth.ini"), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->depths, (std::vector<int> { 1, 4, 32 }));
        QCOMPARE(c->durationNs, qint64(500'000'000));
        QCOMPARE(c->maxIosPerDepth, qint64(777));
        QCOMPARE(c->readSize, qint64(8192));
        QCOMPARE(c->region, QStringLiteral("last:2GB"));
    }

    void speedComesBack()
    {
        SpeedForm from;
        from.writeBox()->setChecked(!SpeedConfig().write); // not what a new form shows
        from.areaEdit()->setText(QStringLiteral("64MiB"));
        from.durationBox()->setValue(1.5);
        from.runsBox()->setValue(3);
        QString error;
        const auto c = configAfterRestart(from, QStringLiteral("speed.ini"), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->write, !SpeedConfig().write);
        QCOMPARE(c->areaBytes, qint64(64) << 20);
        QCOMPARE(c->durationNs, qint64(1'500'000'000));
        QCOMPARE(c->runs, 3);
    }

    void syncWriteComesBack()
    {
        SyncWriteForm from;
        from.setConfig(SyncWriteConfig {
            .count = 321, .sizes = { 4096 }, .start = 8192, .modes = { SyncMode::Fdatasync }, .includeWarmUp = true });
        QString error;
        const auto c = configAfterRestart(from, QStringLiteral("syncwrite.ini"), &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->count, qint64(321));
        QCOMPARE(c->sizes, std::vector<qint64> { 4096 });
        QCOMPARE(c->start, qint64(8192));
        QCOMPARE(c->modes, std::vector<SyncMode> { SyncMode::Fdatasync });
        QVERIFY(c->includeWarmUp);
    }

    void zoneAndBandwidthComeBack()
    {
        ZoneForm zoneFrom;
        zoneFrom.setConfig(ZoneConfig { .points = 7, .bytesPerPoint = 4 << 20, .blockSize = 64 << 10 });
        QString error;
        const auto z = configAfterRestart(zoneFrom, QStringLiteral("zone.ini"), &error);
        QVERIFY2(z, qPrintable(error));
        QCOMPARE(z->points, qint64(7));
        QCOMPARE(z->bytesPerPoint, qint64(4) << 20);
        QCOMPARE(z->blockSize, qint64(64) << 10);

        BandwidthForm bandwidthFrom;
        bandwidthFrom.setConfig(
            BandwidthConfig { .blockSize = 256 << 10, .total = 32 << 20, .intervalNs = 500'000'000 });
        const auto b = configAfterRestart(bandwidthFrom, QStringLiteral("bandwidth.ini"), &error);
        QVERIFY2(b, qPrintable(error));
        QCOMPARE(b->blockSize, qint64(256) << 10);
        QCOMPARE(b->total, qint64(32) << 20);
        QCOMPARE(b->intervalNs, qint64(500'000'000));
    }

    void badTextIsSaidOnce()
    {
        auto expectSaidOnce = [](const BadTextRefusals &r, int atLeast) {
            QVERIFY2(r.refused >= atLeast, qPrintable(QStringLiteral("%1 fields refused it").arg(r.refused)));
            QVERIFY2(r.problems.isEmpty(), qPrintable(r.problems.join(u'\n')));
        };
        SeekForm seek;
        expectSaidOnce(refusalsOfBadText(seek), 3); // read size, alignment, seed
        DepthForm depth;
        expectSaidOnce(refusalsOfBadText(depth), 2); // depths, read size
        SpeedForm speed;
        expectSaidOnce(refusalsOfBadText(speed), 1); // area
        SyncWriteForm syncWrite;
        expectSaidOnce(refusalsOfBadText(syncWrite), 2); // sizes, start
        ZoneForm zone;
        expectSaidOnce(refusalsOfBadText(zone), 2); // bytes per point, block size (the scratch size is the page's)
        BandwidthForm bandwidth;
        expectSaidOnce(refusalsOfBadText(bandwidth), 2); // block size, total
    }

    // A stale or hand-edited file: words where numbers belong, numbers out of range,
    // a key this build does not know. Fields either keep what they showed or take the
    // nearest value they allow; the form still makes a config.
    void nonsenseKeepsTheFormUsable()
    {
        const QString ini = handWritten(QStringLiteral("nonsense.ini"),
            "count=lots\nreadSize=4KiB\nworkers=99999999999\nqueueDepth=-5\nbuffered=perhaps\n"
            "placement=7\npreset=-3\nunknown=1\n");
        SeekForm form;
        form.restore(QSettings(ini, QSettings::IniFormat));
        QString error;
        const auto c = form.config(&error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->count, SeekConfig().count); // "lots" is not a number: the field keeps its value
        QCOMPARE(c->readSize, qint64(4096));
        const auto workers = std::find_if(form.rememberedFields().begin(), form.rememberedFields().end(),
            [](const auto &f) { return f.first == u"workers"; });
        QVERIFY(workers != form.rememberedFields().end());
        QCOMPARE(c->workers, qobject_cast<QSpinBox *>(workers->second)->maximum()); // the box's most
        QCOMPARE(c->queueDepth, 1); // -5: the box's least
        QCOMPARE(c->placement, SeekConfig().placement); // 7 names no placement: the box keeps its own

        // Choices are remembered by name, so a saved choice survives reordered items.
        SeekForm named;
        named.restore(QSettings(
            handWritten(QStringLiteral("named.ini"), "count=1000\nplacement=per-worker\n"), QSettings::IniFormat));
        QCOMPARE(named.config(&error)->placement, Placement::PerWorker);

        // Nothing saved yet: the defaults stay.
        DepthForm depth;
        depth.restore(QSettings(handWritten(QStringLiteral("empty.ini"), {}), QSettings::IniFormat));
        QVERIFY2(depth.config(&error), qPrintable(error));
        QCOMPARE(depth.config(&error)->depths, DepthConfig().depths);
    }
};

QTEST_MAIN(TestBenchmarkForms)
#include "tst_benchmarkforms.moc"
