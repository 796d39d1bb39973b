// Device: the few things the app asks of the phone or tablet under it: a haptic tap,
// keeping the screen on during a real-time round, the screen edges a notch, rounded
// corners or a home indicator cover, and the reader's text size and motion preferences. One
// interface; one implementation per OS (device_android.cpp, device_ios.mm, device_desktop.cpp). On
// the desktop the haptics and the screen lock are no-ops and the screen has no unsafe edges.
#pragma once

#include <QMarginsF>
#include <QRectF>
#include <QString>
#include <QtGlobal>

namespace fc::device {

enum class Haptic {
    Tap,   // something landed: a claim, a card laid, a slap
    Error, // a refused move: a sharper double pulse
};

// Plays the haptic pattern at once, or does nothing where the device has no vibrator.
void playHaptic(Haptic kind);

// While on, the screen neither dims nor locks (a round in play must not be interrupted by
// the screen saver); off returns the choice to the system.
void setKeepScreenOn(bool on);

// The insets of the whole screen a notch, a status bar or a home indicator cover, in
// device-independent pixels (dp), or nothing to report.
QMarginsF screenSafeInsets();

// The part of `screenInsets` that falls inside `window` (a window already laid out below a
// status bar needs no inset for it), in dp.
QMarginsF windowSafeInsets(const QMarginsF& screenInsets, const QRectF& windowGeometry,
                           const QRectF& screenGeometry);

// Insets given as "top,right,bottom,left" in dp (the CSS order), for trying a notch on the
// desktop (FOODCOURT_SAFE_AREA). False, and `insets` untouched, on bad text.
bool parseInsets(const QString& text, QMarginsF* insets);

// How much larger than normal the reader asked text to be in the system's settings
// (Android's font size, iOS Dynamic Type): 1.0 for the normal size, never below it. The
// desktop answers 1.0: its scale reaches the app through Qt's own high-DPI scaling.
double systemTextScale();

// The system asks apps to keep animation to a minimum (Android: animations off; iOS:
// Reduce Motion). False where the platform does not say.
bool systemReducesMotion();

// The app is in the background (another app, the home screen, a locked screen): a round
// must pause and the match be on disk, since the system may end the app without warning.
// (Inactive alone is not enough: a desktop window loses focus without being left.)
inline bool isSuspended(Qt::ApplicationState state) {
    return state == Qt::ApplicationSuspended || state == Qt::ApplicationHidden;
}

} // namespace fc::device
