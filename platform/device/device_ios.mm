// fc::device on iOS, through UIKit: UIImpactFeedbackGenerator for a tap and
// UINotificationFeedbackGenerator for an error, the idle timer for keeping the screen on,
// Dynamic Type and Reduce Motion, and the key window's safeAreaInsets (UIKit points are Qt's device-independent pixels).
// Compiled with ARC (see CMakeLists.txt). Qt's GUI thread is UIKit's main thread on iOS.
#include "device.h"

#import <UIKit/UIKit.h>

namespace fc::device {
namespace {

UIWindow* keyWindow() {
    for (UIScene* scene in UIApplication.sharedApplication.connectedScenes) {
        if (![scene isKindOfClass:[UIWindowScene class]])
            continue;
        for (UIWindow* window in ((UIWindowScene*)scene).windows) {
            if (window.isKeyWindow)
                return window;
        }
    }
    return nil;
}

} // namespace

void playHaptic(Haptic kind) {
    if (kind == Haptic::Tap) {
        UIImpactFeedbackGenerator* generator =
            [[UIImpactFeedbackGenerator alloc] initWithStyle:UIImpactFeedbackStyleLight];
        [generator impactOccurred];
    } else {
        UINotificationFeedbackGenerator* generator = [[UINotificationFeedbackGenerator alloc] init];
        [generator notificationOccurred:UINotificationFeedbackTypeError];
    }
}

void setKeepScreenOn(bool on) {
    UIApplication.sharedApplication.idleTimerDisabled = on ? YES : NO;
}

double systemTextScale() {
    // Dynamic Type's categories as the body text's growth over the default (Large).
    NSString* category = UIApplication.sharedApplication.preferredContentSizeCategory;
    NSDictionary<NSString*, NSNumber*>* growth = @{
        UIContentSizeCategoryExtraLarge : @1.12,
        UIContentSizeCategoryExtraExtraLarge : @1.24,
        UIContentSizeCategoryExtraExtraExtraLarge : @1.35,
        UIContentSizeCategoryAccessibilityMedium : @1.6,
        UIContentSizeCategoryAccessibilityLarge : @1.9,
        UIContentSizeCategoryAccessibilityExtraLarge : @2.0,
        UIContentSizeCategoryAccessibilityExtraExtraLarge : @2.0,
        UIContentSizeCategoryAccessibilityExtraExtraExtraLarge : @2.0,
    };
    NSNumber* scale = growth[category];
    return scale ? scale.doubleValue : 1.0;
}

bool systemReducesMotion() {
    return UIAccessibilityIsReduceMotionEnabled();
}

QMarginsF screenSafeInsets() {
    UIWindow* window = keyWindow();
    if (!window)
        return {};
    const UIEdgeInsets insets = window.safeAreaInsets;
    return {insets.left, insets.top, insets.right, insets.bottom};
}

} // namespace fc::device
