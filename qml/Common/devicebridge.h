// DeviceBridge: the device services for QML, as the singleton `Device` of FoodCourt.Common:
// haptic taps, keeping the screen on during real-time rounds, the window's safe-area
// insets (dp), whether the app is in the background, and the system's text size and
// motion preferences. It forwards to fc::device (platform/device), so QML never needs to
// know the OS.
//
//   Device.tap()            a claim / card / slap landed (light tick)
//   Device.tapError()       a move was refused (sharper pulse)
//   Device.hapticsOn        false: tap() and tapError() stay still (the player's setting)
//   Device.systemTextScale  the system's font size, 1.0 = normal (Theme scales text by it)
//   Device.systemReducesMotion  the system asks for little animation
//   Device.keepAwake(on)    true while a real-time round runs; false when it ends
//   Device.safeAreaTop ...  insets the window's content must keep clear of
//   Device.suspended        the app is in the background: pause clocks and bots
#pragma once

#include <QMarginsF>
#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <optional>
#include <utility>

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
    Q_PROPERTY(bool hapticsOn READ hapticsOn WRITE setHapticsOn NOTIFY hapticsOnChanged)
    Q_PROPERTY(qreal systemTextScale READ systemTextScale NOTIFY systemPreferencesChanged)
    Q_PROPERTY(bool systemReducesMotion READ systemReducesMotion NOTIFY systemPreferencesChanged)

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
    // Asks the OS again for its text size and motion preferences (back from its settings).
    Q_INVOKABLE void refreshSystemPreferences();
    // Pretends the system asks for this text scale and motion (tests, the layout audit at
    // large text, FOODCOURT_TEXT_SCALE on the desktop); a scale below 1 goes back to the OS.
    Q_INVOKABLE void simulateSystemPreferences(qreal textScale, bool reducesMotion);

    qreal safeAreaTop() const { return insets_.top(); }
    qreal safeAreaRight() const { return insets_.right(); }
    qreal safeAreaBottom() const { return insets_.bottom(); }
    qreal safeAreaLeft() const { return insets_.left(); }
    bool suspended() const { return suspended_; }
    bool screenKeptOn() const { return screenKeptOn_; }
    bool hapticsOn() const { return hapticsOn_; }
    void setHapticsOn(bool on);
    qreal systemTextScale() const { return systemTextScale_; }
    bool systemReducesMotion() const { return systemReducesMotion_; }

  signals:
    void safeAreaChanged();
    void suspendedChanged();
    void screenKeptOnChanged();
    void hapticsOnChanged();
    void systemPreferencesChanged();
    // Every haptic played, also where there is nothing to vibrate ("tap" or "error"):
    // lets tests see that a screen asked for one. Not emitted while haptics are off.
    void hapticPlayed(const QString& kind);

  private:
    void watchScreen(QScreen* screen);
    QMarginsF measuredInsets() const;

    QMarginsF insets_;
    std::optional<QMarginsF> simulated_;
    bool suspended_ = false;
    bool screenKeptOn_ = false;
    bool hapticsOn_ = true;
    qreal systemTextScale_ = 1.0;
    bool systemReducesMotion_ = false;
    std::optional<std::pair<qreal, bool>> simulatedPreferences_;
};
