// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/export/chartexportdialog.h"

#include "core/util/text.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

namespace DriveScope {

namespace {

QString fileNameFor(const QString &title)
{
    QString name;
    for (const QChar c : title)
        name += c.isLetterOrNumber() ? c.toLower() : u'-';
    while (name.contains(QStringLiteral("--")))
        name.replace(QStringLiteral("--"), QStringLiteral("-"));
    name = name.trimmed();
    if (name.startsWith(u'-'))
        name.remove(0, 1);
    if (name.endsWith(u'-'))
        name.chop(1);
    return name.isEmpty() ? QStringLiteral("chart") : name;
}

} // namespace

ChartExportDialog::ChartExportDialog(QChartView *view, QWidget *parent)
    : QDialog(parent)
    , m_view(view)
    , m_format(new QComboBox(this))
    , m_path(new QLineEdit(this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_dpi(new QSpinBox(this))
    , m_note(new QLabel(this))
    , m_error(new QLabel(this))
    , m_caption(new QCheckBox(this))
    , m_light(new QCheckBox(Text::tr("Light background (for print and slides)"), this))
{
    setWindowTitle(Text::tr("Export chart"));
    setMinimumWidth(480); // room for a whole path
    m_format->addItem(Text::tr("PNG image"), int(ChartExporter::Format::Png));
    m_format->addItem(Text::tr("SVG (vector)"), int(ChartExporter::Format::Svg));
    m_format->addItem(Text::tr("PDF (vector)"), int(ChartExporter::Format::Pdf));
    m_format->setObjectName(QStringLiteral("exportFormat"));
    const ChartExporter::Options d = ChartExporter::defaults(view);
    for (QSpinBox *box : { m_width, m_height }) {
        box->setRange(16, ChartExporter::MaxPixels);
        box->setSuffix(QStringLiteral(" px"));
        box->setGroupSeparatorShown(true); // "2,180 px", "2.180 px": grouped as every number we print
    }
    m_width->setValue(d.pixels.width());
    m_height->setValue(d.pixels.height());
    m_dpi->setRange(24, 2400);
    m_dpi->setValue(d.dpi);
    m_dpi->setSuffix(QStringLiteral(" DPI"));
    // What the chart shows, under it: an exported picture carries the drive and the date.
    m_caption->setText(
        d.caption.isEmpty() ? Text::tr("Caption (no run shown)") : Text::tr("Caption: %1").arg(d.caption));
    m_caption->setChecked(!d.caption.isEmpty());
    m_caption->setEnabled(!d.caption.isEmpty());
    m_caption->setObjectName(QStringLiteral("exportCaption"));
    m_light->setObjectName(QStringLiteral("exportLight"));
    m_width->setObjectName(QStringLiteral("exportWidth"));
    m_height->setObjectName(QStringLiteral("exportHeight"));
    m_dpi->setObjectName(QStringLiteral("exportDpi"));
    m_note->setWordWrap(true);
    m_error->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("exportError"));
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->hide();

    const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    m_path->setText(QDir(dir.isEmpty() ? QDir::homePath() : dir)
                        .filePath(fileNameFor(view->chart()->title()) + QStringLiteral(".png")));
    auto *browseButton = new QPushButton(Text::tr("Browse…"), this);
    connect(browseButton, &QPushButton::clicked, this, &ChartExportDialog::browse);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    sizeRow->addWidget(m_height);
    sizeRow->addStretch();

    auto *form = new QFormLayout;
    form->addRow(Text::tr("File:"), pathRow);
    form->addRow(Text::tr("Format:"), m_format);
    form->addRow(Text::tr("Size:"), sizeRow);
    form->addRow(Text::tr("Resolution:"), m_dpi);
    form->addRow(m_caption);
    form->addRow(m_light);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &ChartExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ChartExportDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(m_format, &QComboBox::currentIndexChanged, this, &ChartExportDialog::onFormatChanged);
    onFormatChanged();
}

ChartExporter::Options ChartExportDialog::options() const
{
    ChartExporter::Options o;
    o.format = ChartExporter::Format(m_format->currentData().toInt());
    o.pixels = QSize(m_width->value(), m_height->value());
    o.dpi = m_dpi->value();
    if (m_caption->isChecked())
        o.caption = ChartExporter::defaults(m_view).caption;
    o.lightBackground = m_light->isChecked();
    return o;
}

QString ChartExportDialog::path() const
{
    return m_path->text().trimmed();
}

void ChartExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
    bool known = false;
    const auto format = ChartExporter::formatForPath(path, &known);
    if (known)
        m_format->setCurrentIndex(m_format->findData(int(format)));
}

QString ChartExportDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void ChartExportDialog::onFormatChanged()
{
    const auto format = ChartExporter::Format(m_format->currentData().toInt());
    QFileInfo info(path());
    if (!info.fileName().isEmpty())
        m_path->setText(info.dir().filePath(info.completeBaseName() + u'.' + ChartExporter::suffix(format)));
    m_note->setText(format == ChartExporter::Format::Png
            ? Text::tr("The PNG records its DPI. The chart is laid out at width × height × 96 / DPI "
                       "(the size on screen by default) and scaled up.")
            : Text::tr("Vector output, laid out at width × height × 96 / DPI; a PDF page is exactly the "
                       "chart's size."));
}

void ChartExportDialog::browse()
{
    const QString filters = Text::tr("PNG image (%1)").arg(QStringLiteral("*.png")) + QStringLiteral(";;")
        + Text::tr("SVG image (%1)").arg(QStringLiteral("*.svg")) + QStringLiteral(";;")
        + Text::tr("PDF document (%1)").arg(QStringLiteral("*.pdf"));
    const QString chosen = QFileDialog::getSaveFileName(this, Text::tr("Export chart"), path(), filters);
    if (!chosen.isEmpty())
        setPath(chosen);
}

void ChartExportDialog::accept()
{
    if (m_busy)
        return;
    const QString target = path();
    if (target.isEmpty()) {
        m_error->setText(Text::tr("Choose a file to export to."));
        m_error->show();
        return;
    }
    QString error;
    // Drawing needs the GUI thread; only the writing goes to the pool.
    const QByteArray data = ChartExporter::render(m_view, options(), &error);
    if (data.isEmpty()) {
        m_error->setText(error);
        m_error->show();
        return;
    }
    m_busy = true;
    setEnabled(false);
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, target] {
        watcher->deleteLater();
        m_busy = false;
        setEnabled(true);
        const QString result = watcher->result();
        if (!result.isEmpty()) {
            m_error->setText(result);
            m_error->show();
            return;
        }
        emit exported(target);
        QDialog::accept();
    });
    watcher->setFuture(QtConcurrent::run([target, data] {
        QString e;
        ChartExporter::writeFile(target, data, &e);
        return e;
    }));
}

void ChartExportDialog::open(QChartView *view)
{
    auto *dialog = new ChartExportDialog(view, view->window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace DriveScope
