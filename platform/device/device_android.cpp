// fc::device on Android, through JNI: the system vibrator (the manifest asks for the
// VIBRATE permission, nothing else), the window's FLAG_KEEP_SCREEN_ON, the display
// cutout's safe insets, the font scale and whether animations are off. Every Java call is checked
// for a pending exception, so a missing service or an old Android version costs a feature, never
// the app.
#include "device.h"

#include <algorithm>

#include <QCoreApplication>
#include <QFuture>
#include <QGuiApplication>
#include <QJniEnvironment>
#include <QJniObject>
#include <QScreen>
#include <QtCore/qcoreapplication_platform.h>

namespace fc::device {
namespace {

using Android = QNativeInterface::QAndroidApplication;

constexpr jint kFlagKeepScreenOn = 0x80; // WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON
constexpr jint kDefaultAmplitude = -1;   // VibrationEffect.DEFAULT_AMPLITUDE
constexpr int kOneShotApi = 26;          // VibrationEffect appeared in Android 8.0
constexpr int kCutoutApi = 28;           // DisplayCutout appeared in Android 9

bool clearedException() {
    QJniEnvironment env;
    return env.checkAndClearExceptions();
}

QJniObject activityWindow() {
    if (!Android::isActivityContext())
        return {};
    QJniObject activity(Android::context());
    return activity.callObjectMethod("getWindow", "()Landroid/view/Window;");
}

void vibrate(jlong milliseconds) {
    QJniObject context(Android::context());
    QJniObject vibrator = context.callObjectMethod(
        "getSystemService", "(Ljava/lang/String;)Ljava/lang/Object;",
        QJniObject::fromString(QStringLiteral("vibrator")).object<jstring>());
    if (clearedException() || !vibrator.isValid())
        return;
    if (Android::sdkVersion() >= kOneShotApi) {
        QJniObject effect = QJniObject::callStaticObjectMethod(
            "android/os/VibrationEffect", "createOneShot", "(JI)Landroid/os/VibrationEffect;",
            milliseconds, kDefaultAmplitude);
        if (!clearedException() && effect.isValid())
            vibrator.callMethod<void>("vibrate", "(Landroid/os/VibrationEffect;)V",
                                      effect.object());
    } else {
        vibrator.callMethod<void>("vibrate", "(J)V", milliseconds);
    }
    clearedException();
}

} // namespace

void playHaptic(Haptic kind) {
    // A tap is a short tick; an error is long enough to feel different without a pattern.
    vibrate(kind == Haptic::Tap ? 15 : 60);
}

void setKeepScreenOn(bool on) {
    // Window flags belong to Android's UI thread.
    Android::runOnAndroidMainThread([on]() -> QVariant {
        QJniObject window = activityWindow();
        if (window.isValid())
            window.callMethod<void>(on ? "addFlags" : "clearFlags", "(I)V", kFlagKeepScreenOn);
        clearedException();
        return {};
    });
}

double systemTextScale() {
    // Configuration.fontScale: 1.0 normal, up to 2.0 on recent versions.
    QJniObject context(Android::context());
    QJniObject resources =
        context.callObjectMethod("getResources", "()Landroid/content/res/Resources;");
    if (clearedException() || !resources.isValid())
        return 1.0;
    QJniObject configuration =
        resources.callObjectMethod("getConfiguration", "()Landroid/content/res/Configuration;");
    if (clearedException() || !configuration.isValid())
        return 1.0;
    const jfloat scale = configuration.getField<jfloat>("fontScale");
    if (clearedException())
        return 1.0;
    return std::max(1.0, static_cast<double>(scale));
}

bool systemReducesMotion() {
    // "Remove animations" sets the animator duration scale to 0.
    QJniObject context(Android::context());
    QJniObject resolver =
        context.callObjectMethod("getContentResolver", "()Landroid/content/ContentResolver;");
    if (clearedException() || !resolver.isValid())
        return false;
    const jfloat scale = QJniObject::callStaticMethod<jfloat>(
        "android/provider/Settings$Global", "getFloat",
        "(Landroid/content/ContentResolver;Ljava/lang/String;F)F", resolver.object(),
        QJniObject::fromString(QStringLiteral("animator_duration_scale")).object<jstring>(),
        jfloat(1.0));
    if (clearedException())
        return false;
    return scale == 0.0f;
}

QMarginsF screenSafeInsets() {
    if (Android::sdkVersion() < kCutoutApi)
        return {};
    QFuture<QVariant> reading = Android::runOnAndroidMainThread(
        []() -> QVariant {
            QJniObject window = activityWindow();
            if (!window.isValid())
                return {};
            QJniObject decor = window.callObjectMethod("getDecorView", "()Landroid/view/View;");
            QJniObject windowInsets =
                decor.isValid()
                    ? decor.callObjectMethod("getRootWindowInsets", "()Landroid/view/WindowInsets;")
                    : QJniObject();
            QJniObject cutout = windowInsets.isValid()
                                    ? windowInsets.callObjectMethod(
                                          "getDisplayCutout", "()Landroid/view/DisplayCutout;")
                                    : QJniObject();
            if (clearedException() || !cutout.isValid())
                return {};
            return QVariant::fromValue(QMarginsF(cutout.callMethod<jint>("getSafeInsetLeft"),
                                                 cutout.callMethod<jint>("getSafeInsetTop"),
                                                 cutout.callMethod<jint>("getSafeInsetRight"),
                                                 cutout.callMethod<jint>("getSafeInsetBottom")));
        },
        QDeadlineTimer(500));
    // Never wait long for Android's UI thread (it may itself be waiting at start-up).
    reading.waitForFinished();
    if (reading.isCanceled() || reading.resultCount() == 0)
        return {};
    const QVariant insets = reading.result();
    // Android measures in physical pixels; Qt's device pixel ratio is the screen density.
    const QScreen* screen = QGuiApplication::primaryScreen();
    const qreal density = screen ? screen->devicePixelRatio() : 1.0;
    return insets.value<QMarginsF>() / density;
}

} // namespace fc::device
