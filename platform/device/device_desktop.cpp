// fc::device on the desktop: no vibrator, no screen lock worth holding (a desktop's screen
// saver is the user's choice), a screen without notches, and no text size or motion
// preference of its own (the desktop's scale is Qt's high-DPI scaling).
#include "device.h"

namespace fc::device {

void playHaptic(Haptic) {}

void setKeepScreenOn(bool) {}

QMarginsF screenSafeInsets() {
    return {};
}

double systemTextScale() {
    return 1.0;
}

bool systemReducesMotion() {
    return false;
}

} // namespace fc::device
