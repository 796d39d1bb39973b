// DeviceBridge: the device services for QML, as the singleton `Device` of FoodCourt.Common:
// haptic taps, keeping the screen on during real-time rounds, the window's safe-area
// insets (dp), and whether the app is in the background. It forwards to fc::device
// (platform/device), so QML never needs to know the OS.
//
//   Device.tap()            a claim / card / slap landed (light tick)
//   Device.tapError()       a move was refused (sharper pulse)
//   Device.keepAwake(on)    true while a real-time round runs; false when it ends
//   Device.safeAreaTop ...  insets the window's content must keep clear of
//   Device.suspended        the app is in the background: pause clocks and bots
#pragma once

#include <QMarginsF>
#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <optional>

class QScreen;

class DeviceBridge : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(Device)
    QML_SINGLETON
    Q_PROPERTY(qreal safeAreaTop READ safeAreaTop NOTIFY safeAreaChanged)
    Q_PROPERTY(qreal safeAreaRight READ safeAreaRight NOTIFY safeAreaChanged)
    Q_PROPERTY(qreal safeAreaBottom READ safeAreaBottom NOTIFY safeAreaChanged)
    Q_PROPERTY(qreal safeAreaLeft READ safeAreaLeft NOTIFY safeAreaChanged)
    Q_PROPERTY(bool suspended READ suspended NOTIFY suspendedChanged)
    Q_PROPERTY(bool screenKeptOn READ screenKeptOn NOTIFY screenKeptOnChanged)

  public:
    explicit DeviceBridge(QObject* parent = nullptr);
    ~DeviceBridge() override;

    Q_INVOKABLE void tap();
    Q_INVOKABLE void tapError();
    Q_INVOKABLE void keepAwake(bool on);
    // Asks the OS again (the window turned, moved or resized).
    Q_INVOKABLE void refreshSafeArea();
    // Pretends the window has these insets, in dp (tests, the layout audit, trying a notch
    // on the desktop); negative values go back to what the OS says.
    Q_INVOKABLE void simulateSafeArea(qreal top, qreal right, qreal bottom, qreal left);

    qreal safeAreaTop() const { return insets_.top(); }
    qreal safeAreaRight() const { return insets_.right(); }
    qreal safeAreaBottom() const { return insets_.bottom(); }
    qreal safeAreaLeft() const { return insets_.left(); }
    bool suspended() const { return suspended_; }
    bool screenKeptOn() const { return screenKeptOn_; }

  signals:
    void safeAreaChanged();
    void suspendedChanged();
    void screenKeptOnChanged();
    // Every haptic request, also where there is nothing to vibrate ("tap" or "error"):
    // lets tests see that a screen asked for one.
    void hapticPlayed(const QString& kind);

  private:
    void watchScreen(QScreen* screen);
    QMarginsF measuredInsets() const;

    QMarginsF insets_;
    std::optional<QMarginsF> simulated_;
    bool suspended_ = false;
    bool screenKeptOn_ = false;
};
