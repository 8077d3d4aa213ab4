// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageparts.h"

#include "core/bench/bandwidth/bandwidthconfig.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSettings;

namespace DriveScope {

// Every option of BandwidthConfig (drivescope-cli bandwidth), seed 003's dd by default:
// 1 MiB blocks, 1 GiB, device statistics every second.
class BandwidthForm : public QWidget, public PageForm {
    Q_OBJECT
public:
    explicit BandwidthForm(QWidget *parent = nullptr);

    std::optional<BandwidthConfig> config(QString *error) const;
    std::optional<BandwidthPlan> plan(const DeviceInfo &target, QString *error) const;
    void setConfig(const BandwidthConfig &config);
    void setError(const QString &message) override;
    QString errorText() const;
    void save(QSettings &settings) const override;
    void restore(const QSettings &settings) override;

    QComboBox *directionBox() const { return m_direction; }
    QLineEdit *blockSizeEdit() const { return m_blockSize; }
    QLineEdit *totalEdit() const { return m_total; }
    QLineEdit *regionEdit() const { return m_region; }
    QDoubleSpinBox *intervalBox() const { return m_interval; }
    QCheckBox *hugePagesBox() const { return m_hugePages; }

private:
    QComboBox *m_direction;
    QLineEdit *m_blockSize;
    QLineEdit *m_total;
    QLineEdit *m_region;
    QDoubleSpinBox *m_interval;
    QCheckBox *m_hugePages;
    QLabel *m_error;
};

} // namespace DriveScope
