// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>
#include <QStringList>

namespace DriveScope {

struct RunSummary;

// The figure a user came for, large, above a page's charts: "mean access 8.41 ms" in a
// large bold font, then what qualifies it ("· 118 reads/s · p99 17.2 ms") in the normal
// one. It is the run's RunSummary::headline, the same line the runs table, the reports,
// compare and JSON carry. Without a run it says what to do; during one, that the
// result comes when the run ends (the live figures are under the progress bar).
class HeadlineLabel : public QLabel {
    Q_OBJECT
public:
    explicit HeadlineLabel(QWidget *parent = nullptr);

    // context says whose run it is ("run of 14:03:11 on %1"), in the quiet colour; its
    // %1, if any, is path, shortened in the middle to the room the figures leave (the
    // time and status are never cut; the whole path is the tooltip). A result the target
    // cannot have produced (RunSummary::warnings) follows on its own line, marked, so
    // nobody takes a cache's figure for the drive's.
    // shortContext: context without the target ("run of 14:03:11"), shown when the path has
    // no room; when even that does not fit, the figures keep the line and it is the tooltip.
    void showSummary(
        const RunSummary &summary, const QString &context, const QString &path = {}, const QString &shortContext = {});
    void showHint(const QString &text);
    const QStringList &warnings() const { return m_warnings; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void render();
    // m_context with m_path shortened to what the first line has room for, or nothing when
    // not even its words fit; sets the tooltip.
    QString fittedContext(const QFont &largeFont);

    QString m_lead;
    QString m_rest;
    QString m_context;
    QString m_shortContext;
    QString m_path;
    QStringList m_warnings; // RunSummary::warnings: under the headline, in the error colour
    bool m_hint = true;
};

} // namespace DriveScope
