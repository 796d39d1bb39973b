// fc::device on the desktop: no vibrator, no screen lock worth holding (a desktop's screen
// saver is the user's choice), and a screen without notches.
#include "device.h"

namespace fc::device {

void playHaptic(Haptic) {}

void setKeepScreenOn(bool) {}

QMarginsF screenSafeInsets() {
    return {};
}

} // namespace fc::device
