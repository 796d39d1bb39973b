#include "devicebridge.h"

#include "device.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWindow>

DeviceBridge::DeviceBridge(QObject* parent) : QObject(parent) {
    // A desktop try-out of a notch: FOODCOURT_SAFE_AREA="top,right,bottom,left" in dp.
    QMarginsF fromEnvironment;
    if (fc::device::parseInsets(qEnvironmentVariable("FOODCOURT_SAFE_AREA"), &fromEnvironment))
        simulated_ = fromEnvironment;
    // A desktop try-out of a phone's large text: FOODCOURT_TEXT_SCALE=1.4.
    bool scaleRead = false;
    const double textScale = qEnvironmentVariable("FOODCOURT_TEXT_SCALE").toDouble(&scaleRead);
    if (scaleRead && textScale >= 1.0 && textScale <= 3.0)
        simulatedPreferences_ = std::make_pair(textScale, false);
    // Model tests may run with a plain QCoreApplication: no screens, no states to follow.
    auto* app = qobject_cast<QGuiApplication*>(QCoreApplication::instance());
    if (app) {
        suspended_ = fc::device::isSuspended(QGuiApplication::applicationState());
        connect(app, &QGuiApplication::applicationStateChanged, this,
                [this](Qt::ApplicationState state) {
                    const bool suspended = fc::device::isSuspended(state);
                    if (state == Qt::ApplicationActive) {
                        refreshSafeArea();          // the device may have turned while away
                        refreshSystemPreferences(); // or its settings changed
                    }
                    if (suspended == suspended_)
                        return;
                    suspended_ = suspended;
                    emit suspendedChanged();
                });
        connect(app, &QGuiApplication::primaryScreenChanged, this, &DeviceBridge::watchScreen);
        watchScreen(QGuiApplication::primaryScreen());
    }
    refreshSafeArea();
    refreshSystemPreferences();
}

DeviceBridge::~DeviceBridge() {
    // A screen left kept on would drain the battery after the app is gone.
    if (screenKeptOn_)
        fc::device::setKeepScreenOn(false);
}

void DeviceBridge::tap() {
    if (!hapticsOn_)
        return;
    fc::device::playHaptic(fc::device::Haptic::Tap);
    emit hapticPlayed(QStringLiteral("tap"));
}

void DeviceBridge::tapError() {
    if (!hapticsOn_)
        return;
    fc::device::playHaptic(fc::device::Haptic::Error);
    emit hapticPlayed(QStringLiteral("error"));
}

void DeviceBridge::setHapticsOn(bool on) {
    if (on == hapticsOn_)
        return;
    hapticsOn_ = on;
    emit hapticsOnChanged();
}

void DeviceBridge::refreshSystemPreferences() {
    // Model tests may run without a GUI application: the OS is not asked then.
    const bool gui = qobject_cast<QGuiApplication*>(QCoreApplication::instance()) != nullptr;
    const qreal scale = simulatedPreferences_ ? simulatedPreferences_->first
                        : gui                 ? fc::device::systemTextScale()
                                              : 1.0;
    const bool reduces = simulatedPreferences_ ? simulatedPreferences_->second
                         : gui                 ? fc::device::systemReducesMotion()
                                               : false;
    if (qFuzzyCompare(scale, systemTextScale_) && reduces == systemReducesMotion_)
        return;
    systemTextScale_ = scale;
    systemReducesMotion_ = reduces;
    emit systemPreferencesChanged();
}

void DeviceBridge::simulateSystemPreferences(qreal textScale, bool reducesMotion) {
    if (textScale < 1.0)
        simulatedPreferences_.reset();
    else
        simulatedPreferences_ = std::make_pair(textScale, reducesMotion);
    refreshSystemPreferences();
}

void DeviceBridge::keepAwake(bool on) {
    if (on == screenKeptOn_)
        return;
    screenKeptOn_ = on;
    fc::device::setKeepScreenOn(on);
    emit screenKeptOnChanged();
}

void DeviceBridge::refreshSafeArea() {
    const QMarginsF insets = simulated_ ? *simulated_ : measuredInsets();
    if (insets == insets_)
        return;
    insets_ = insets;
    emit safeAreaChanged();
}

void DeviceBridge::simulateSafeArea(qreal top, qreal right, qreal bottom, qreal left) {
    if (top < 0 || right < 0 || bottom < 0 || left < 0)
        simulated_.reset();
    else
        simulated_ = QMarginsF(left, top, right, bottom);
    refreshSafeArea();
}

void DeviceBridge::watchScreen(QScreen* screen) {
    if (!screen)
        return;
    // Turning the device moves the notch; the new geometry arrives with these signals.
    connect(screen, &QScreen::orientationChanged, this, &DeviceBridge::refreshSafeArea,
            Qt::UniqueConnection);
    connect(screen, &QScreen::availableGeometryChanged, this, &DeviceBridge::refreshSafeArea,
            Qt::UniqueConnection);
}

QMarginsF DeviceBridge::measuredInsets() const {
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return {};
    const QMarginsF screenInsets = fc::device::screenSafeInsets();
    if (screenInsets.isNull())
        return {};
    const QWindowList windows = QGuiApplication::topLevelWindows();
    const QWindow* window = QGuiApplication::focusWindow();
    if (!window && !windows.isEmpty())
        window = windows.constFirst();
    if (!window || !window->screen())
        return screenInsets;
    return fc::device::windowSafeInsets(screenInsets, window->geometry(),
                                        window->screen()->geometry());
}
