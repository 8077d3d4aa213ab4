// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/runstablefitter.h"

#include "ui/models/runsmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QStyledItemDelegate>
#include <QTableView>

#include <algorithm>

namespace DriveScope {

namespace {

// Result and Key figures begin with what matters ("mean access 8.41 ms"): a narrow
// column cuts their end, while a path keeps both of its ends (the view's ElideMiddle).
class ElideEndDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = Qt::ElideRight;
    }
};

} // namespace

RunsTableFitter::RunsTableFitter(QTableView *view)
    : QObject(view)
    , m_view(view)
{
    QHeaderView *header = view->horizontalHeader();
    // Sizes are set exactly below; a stretched last section would undo them when the
    // others do not fit.
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    view->viewport()->installEventFilter(this);
    auto *elideEnd = new ElideEndDelegate(this);
    view->setItemDelegateForColumn(RunsModel::Result, elideEnd);
    view->setItemDelegateForColumn(RunsModel::KeyFigures, elideEnd);
    QAbstractItemModel *model = view->model();
    connect(model, &QAbstractItemModel::rowsInserted, this, &RunsTableFitter::fit);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &RunsTableFitter::fit);
    connect(model, &QAbstractItemModel::modelReset, this, &RunsTableFitter::fit);
    connect(model, &QAbstractItemModel::dataChanged, this, &RunsTableFitter::fit);
    connect(model, &QAbstractItemModel::layoutChanged, this, &RunsTableFitter::fit);
    fit();
}

bool RunsTableFitter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fit();
    return QObject::eventFilter(watched, event);
}

void RunsTableFitter::fit()
{
    // Resizing sections may show or hide a scroll bar, which resizes the viewport.
    if (m_fitting)
        return;
    m_fitting = true;
    QHeaderView *header = m_view->horizontalHeader();
    const int columns = header->count();
    // Every section at least its header text (sectionSizeHint includes the sort arrow
    // space and margins the style wants).
    // (QTableView makes sizeHintForColumn protected; QAbstractItemView's is public.)
    const QAbstractItemView *view = m_view;
    auto wanted = [&](int c) { return std::max(view->sizeHintForColumn(c), header->sectionSizeHint(c)); };
    const int targetMin = std::max(
        header->sectionSizeHint(RunsModel::Target), m_view->fontMetrics().averageCharWidth() * TargetMinChars);
    const int resultMin = header->sectionSizeHint(RunsModel::Result);
    const int resultWanted = std::max(
        resultMin, std::min(wanted(RunsModel::Result), m_view->fontMetrics().averageCharWidth() * ResultMaxChars));
    // On a narrow window (1024×768) the Result comes before the counts it summarises:
    // I/Os, then I/Os per second, then p99 are hidden until the rest fits (the whole
    // row is in the session and the reports).
    const int resultReadable
        = std::min(resultWanted, std::max(resultMin, m_view->fontMetrics().averageCharWidth() * ResultReadableChars));
    const int room
        = m_view->viewport()->width() - targetMin - header->sectionSizeHint(RunsModel::KeyFigures) - resultReadable;
    int fixed = 0;
    for (int c = 0; c < columns; ++c) {
        if (c == RunsModel::Target || c == RunsModel::KeyFigures || c == RunsModel::Result)
            continue;
        header->setSectionHidden(c, false);
        fixed += wanted(c);
    }
    for (int c : { int(RunsModel::Reads), int(RunsModel::Rate), int(RunsModel::P99) }) {
        if (fixed <= room)
            break;
        fixed -= wanted(c);
        header->setSectionHidden(c, true);
    }
    for (int c = 0; c < columns; ++c)
        if (!header->isSectionHidden(c) && c != RunsModel::Target && c != RunsModel::KeyFigures
            && c != RunsModel::Result)
            header->resizeSection(c, wanted(c));
    // Result (the headline's figure) up to ResultMaxChars, less when Target and Key
    // figures would otherwise not keep their minimum; its tooltip has the whole line.
    const int result
        = std::clamp(m_view->viewport()->width() - fixed - targetMin - header->sectionSizeHint(RunsModel::KeyFigures),
            resultMin, resultWanted);
    header->resizeSection(RunsModel::Result, result);
    const int rest = m_view->viewport()->width() - fixed - result;
    const int targetWanted = std::max(wanted(RunsModel::Target), header->sectionSizeHint(RunsModel::Target));
    const int keyMin = header->sectionSizeHint(RunsModel::KeyFigures);
    const int keyWanted = wanted(RunsModel::KeyFigures);
    // Key figures whole if Target keeps its minimum, then Target up to its whole path,
    // then the rest to Key figures (last, up to the viewport's right edge).
    const int key = std::clamp(rest - targetMin, keyMin, std::max(keyMin, keyWanted));
    const int target = std::clamp(rest - key, std::min(targetMin, targetWanted), targetWanted);
    header->resizeSection(RunsModel::Target, target);
    header->resizeSection(RunsModel::KeyFigures, std::max(key, rest - target));
    m_fitting = false;
}

} // namespace DriveScope
