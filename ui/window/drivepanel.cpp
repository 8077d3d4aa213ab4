// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/drivepanel.h"

#include "ui/models/drivemodel.h"
#include "ui/window/driverowdelegate.h"

#include "core/io/sim/simulateddriveconfig.h"
#include "core/io/target.h"
#include "core/opening/scratchfile.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"
#include "ui/window/simulateddrivedialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace DriveScope {

DrivePanel::DrivePanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new DriveModel(this))
    , m_view(new QListView(this))
    , m_facts(new QLabel(this))
{
    m_view->setModel(m_model);
    m_view->setIconSize(QSize(32, 32));
    m_view->setUniformItemSizes(true);
    m_view->setItemDelegate(new DriveRowDelegate(m_view)); // where each row is shortened
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setObjectName(QStringLiteral("driveList"));
    m_facts->setWordWrap(true);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_facts->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_facts->setObjectName(QStringLiteral("driveFacts"));

    auto *add = new QToolButton(this);
    add->setText(Text::tr("Add…", "drive list: add a file, folder or simulated drive"));
    add->setToolTip(Text::tr("Add a file to read, a folder (a scratch file is made in it), or a simulated drive"));
    add->setPopupMode(QToolButton::InstantPopup);
    add->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *menu = new QMenu(add);
    menu->addAction(Text::tr("File (read as it is)…"), this, &DrivePanel::chooseFile);
    menu->addAction(Text::tr("Folder (a 1 GiB scratch file in it)…"), this, &DrivePanel::chooseFolder);
    menu->addAction(Text::tr("Simulated drive (a model with known answers)…"), this, &DrivePanel::chooseSimulated);
    add->setMenu(menu);

    auto *title = new QLabel(QStringLiteral("<b>%1</b>").arg(Text::tr("Drives")), this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    layout->addWidget(m_view, 3);
    layout->addWidget(add);
    layout->addWidget(m_facts, 2);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        showFacts();
        emit targetChanged(current());
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        const int row = m_view->currentIndex().row();
        if (row >= from.row() && row <= to.row())
            showFacts(); // a mount appeared or went away on the selected drive
    });
    connect(&m_lister, &QFutureWatcherBase::finished, this, [this] {
        if (m_lister.future().resultCount())
            m_model->setDrives(m_lister.result());
        emit listed();
    });
    m_poll.setInterval(2000);
    connect(&m_poll, &QTimer::timeout, this, &DrivePanel::refreshNow);
    m_poll.start();

    // With nothing chosen the scratch file is: Start works without any privilege.
    m_view->setCurrentIndex(m_model->index(0));
    refreshNow();
}

void DrivePanel::refreshNow()
{
    if (m_lister.isRunning())
        return;
    // Reading sysfs and mountinfo is quick but still I/O: not on the GUI thread.
    m_lister.setFuture(QtConcurrent::run([] { return DriveLister::list(); }));
}

TargetChoice DrivePanel::current() const
{
    return m_model->choice(m_view->currentIndex().row());
}

bool DrivePanel::select(const QString &path)
{
    const int row = m_model->rowOfPath(path);
    if (row < 0)
        return false;
    m_view->setCurrentIndex(m_model->index(row));
    return true;
}

TargetChoice DrivePanel::describePath(const QString &path, QString *error)
{
    TargetChoice c;
    if (isSimulatedDrivePath(path)) {
        // The model says what it is (size, block sizes, rotational); opening it is no I/O.
        OpenError why;
        const auto target = Target::open(path, {}, &why);
        if (!target) {
            *error = why.message;
            return {};
        }
        c.kind = TargetChoice::Kind::Simulated;
        c.path = path;
        c.info = target->info();
        return c;
    }
    const QFileInfo fi(path);
    if (fi.isDir()) {
        c.kind = TargetChoice::Kind::ScratchFile;
        c.path = QDir(fi.absoluteFilePath()).filePath(QFileInfo(ScratchFile::defaultPath()).fileName());
        c.info.sizeBytes = ScratchFile::DefaultSize;
    } else {
        c.kind = TargetChoice::Kind::File;
        c.path = fi.absoluteFilePath();
        c.info.sizeBytes = fi.size();
    }
    c.info.path = c.path;
    c.info.kind = DeviceInfo::Kind::RegularFile;
    return c;
}

void DrivePanel::addPath(const QString &path)
{
    // A folder on a sleeping USB disk or a dead network mount can take seconds to stat.
    const int generation = ++m_addGeneration;
    auto *watcher = new QFutureWatcher<std::pair<TargetChoice, QString>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        const auto [c, error] = watcher->result();
        if (!c.isValid()) {
            emit pathRefused(error);
            return;
        }
        const int row = m_model->addFile(c); // every path the user added is kept...
        if (generation == m_addGeneration) // ...but only the last one asked for is selected
            m_view->setCurrentIndex(m_model->index(row));
        emit pathAdded(c);
    });
    watcher->setFuture(QtConcurrent::run([path] {
        QString error;
        TargetChoice c = describePath(path, &error);
        return std::pair(std::move(c), std::move(error));
    }));
}

QStringList DrivePanel::simulatedSpecs() const
{
    return m_model->simulatedSpecs();
}

void DrivePanel::restoreSimulated(const QStringList &specs)
{
    // A model opens with no I/O: here, on the GUI thread, before the window shows.
    for (const QString &spec : specs.mid(0, MaxRememberedSimulated)) {
        if (!isSimulatedDrivePath(spec))
            continue;
        QString error;
        if (const TargetChoice c = describePath(spec, &error); c.isValid())
            m_model->addFile(c);
    }
}

void DrivePanel::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, Text::tr("Measure reads of a file"));
    if (!path.isEmpty())
        addPath(path);
}

void DrivePanel::chooseSimulated()
{
    const QString spec = SimulatedDriveDialog::ask(this);
    if (!spec.isEmpty())
        addPath(spec);
}

void DrivePanel::chooseFolder()
{
    const QString path = QFileDialog::getExistingDirectory(
        this, Text::tr("Measure the drive under a folder (a scratch file is made in it)"));
    if (!path.isEmpty())
        addPath(path);
}

QString DrivePanel::factsText() const
{
    return m_facts->text();
}

void DrivePanel::showFacts()
{
    const TargetChoice c = m_model->choice(m_view->currentIndex().row());
    const int generation = ++m_factsGeneration;
    renderFacts(std::nullopt);
    if (m_model->drive(m_view->currentIndex().row()) || c.kind != TargetChoice::Kind::ScratchFile)
        return;
    // Whether the scratch file exists is a stat(): asked on a pool thread, shown when known.
    auto *watcher = new QFutureWatcher<bool>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation == m_factsGeneration)
            renderFacts(watcher->result());
    });
    watcher->setFuture(
        QtConcurrent::run([path = c.path, size = c.info.sizeBytes] { return ScratchFile::isReady(path, size); }));
}

void DrivePanel::renderFacts(const std::optional<bool> &scratchExists)
{
    const int row = m_view->currentIndex().row();
    const TargetChoice c = m_model->choice(row);
    const DriveEntry *d = m_model->drive(row);
    auto line = [](const QString &name, const QString &value) {
        return value.isEmpty()
            ? QString()
            : QStringLiteral("<tr><td><i>%1</i>&nbsp;</td><td>%2</td></tr>").arg(name, value.toHtmlEscaped());
    };
    QString html = QStringLiteral("<b>%1</b><table>").arg(c.path.toHtmlEscaped());
    // The exact bytes ungrouped: grouped, they were the panel's widest unbreakable word
    // and held the window wider than a 1024 px screen at 12 pt.
    html += line(
        Text::tr("Size"), QStringLiteral("%1 (%2 B)").arg(formatBytesDecimal(c.info.sizeBytes)).arg(c.info.sizeBytes));
    if (d) {
        const DeviceInfo &i = d->info;
        html += line(Text::tr("Kind", "what a drive is"),
            d->isPartition() ? Text::tr("partition of %1").arg(d->parentName) : d->mediaName());
        html += line(Text::tr("Block sizes"),
            Text::tr("%1 B logical, %2 B physical").arg(i.logicalBlockSize).arg(i.physicalBlockSize));
        html += line(Text::tr("Medium"), i.mediumName());
        if (i.nominalRpm > 0)
            html += line(Text::tr("Rotation"), Text::tr("%1 rpm (the drive reports)").arg(formatCount(i.nominalRpm)));
        html += line(Text::tr("Link", "how a drive is attached"), i.shownLinkName());
        html += line(Text::tr("Model", "a drive's model name"),
            (i.vendor.isEmpty() ? QString() : i.vendorName() + u' ') + i.shownModel());
        html += line(Text::tr("Serial"), i.serial);
        html += line(Text::tr("Write cache"), i.shownWriteCache());
        html += line(Text::tr("Scheduler"), i.scheduler);
        html += line(Text::tr("Backing file"), i.loopBackingFile);
        html += line(Text::tr("Writable"),
            d->readOnly ? Text::tr("no: read-only (set by the system); DriveScope only reads it")
                        : Text::tr("yes, when nothing uses it and you confirm"));
        html += line(Text::tr("Mounted"),
            d->mounts.isEmpty() ? Text::tr("nothing", "mounted: nothing") : d->mounts.join(QStringLiteral("; ")));
        html += line(Text::tr("Held by"), d->holders.join(QStringLiteral("; ")));
        html += line(Text::tr("Swap"), d->swaps.join(QStringLiteral("; ")));
    } else if (c.kind == TargetChoice::Kind::ScratchFile) {
        html += line(
            Text::tr("Kind", "what a drive is"), Text::tr("scratch file of random bytes, made once and reused"));
        html += line(Text::tr("Exists", "the scratch file"),
            !scratchExists       ? Text::tr("checking…")
                : *scratchExists ? Text::tr("yes", "the scratch file exists")
                                 : Text::tr("no: made (with progress) when you press Start"));
    } else if (c.kind == TargetChoice::Kind::Simulated) {
        html += line(Text::tr("Kind", "what a drive is"),
            c.info.rotational == DeviceInfo::Rotational::Rotational
                ? Text::tr("simulated hard disk: a model with known ground truth; it stores nothing, so writes "
                           "need no confirmation")
                : Text::tr("simulated SSD: a model with known ground truth; it stores nothing, so writes need no "
                           "confirmation"));
        html += line(Text::tr("Block sizes"),
            Text::tr("%1 B logical, %2 B physical").arg(c.info.logicalBlockSize).arg(c.info.physicalBlockSize));
    } else {
        html += line(Text::tr("Kind", "what a drive is"), Text::tr("file, read as it is"));
    }
    html += QStringLiteral("</table>");
    if (d)
        html += QStringLiteral("<p>%1</p>")
                    .arg(Text::tr("Reads never change anything. A drive you may not read is opened through polkit "
                                  "(the system asks for a password once)."));
    m_facts->setText(html);
}

} // namespace DriveScope
