// AuditSettle: brings the audited window to rest before the audit measures or shoots it,
// the same way for every view. A screen is at rest when its background work is done and
// delivered (a planner on Qt's thread pool: Kaki Lima's par) and one more frame changes
// nothing on it: no item moved, resized, turned, faded, showed, hid or changed its words.
// Frames, not wall-clock waits, so a loaded machine sees the same screen: what a frame
// starts (a coach mark following its control on afterAnimating, a layout's polish, a
// Loader's item) is seen through to its end. Frames go in pairs, Qt's animation time moved
// by 1 ms before each (AuditTime::tickAnimations), so a 0 ms QML Timer fires as on the
// next live frame; a pair is compared with no time between its frames, so an endless
// animation (a pulsing ring) does not count as change. The table's own clock, and so the
// view's moment, stays where the audit put it.
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <vector>

class QQuickItem;
class QQuickWindow;

class AuditSettle {
  public:
    // A screen still changing after this many frames never comes to rest (a layout that
    // flips between two arrangements): reported as a problem.
    static constexpr int kMaxFrames = 30;
    static constexpr int kFrameTimeoutMs = 5000;

    struct Result {
        bool framed = true;  // false: no frame within kFrameTimeoutMs
        bool settled = true; // false: still changing after kMaxFrames frames
        int frames = 0;
        QString changing;        // what changed in the last pair of frames, when not settled
        QString problem() const; // "" when at rest
    };
    // One item as a frame may change it; compared between two frames.
    struct ItemState {
        const QQuickItem* item;
        QByteArray state;
    };
    using Fingerprint = std::vector<ItemState>;

    // `tickAnimations` moves Qt's animation time by 1 ms (AuditTime::tickAnimations).
    AuditSettle(QQuickWindow* window, std::function<void()> tickAnimations);
    Result settle();
    // One frame rendered (polish, sync, render, swap); false if none came.
    bool frame();
    // What one frame may change on screen, item by item (identity, geometry, opacity,
    // visibility, words); equal between two frames: at rest.
    static Fingerprint fingerprint(QQuickItem* root);
    // The first item that differs between two fingerprints, described ("" when none).
    static QString firstChange(const Fingerprint& before, const Fingerprint& after);

  private:
    void finishBackgroundWork();

    QQuickWindow* window_;
    std::function<void()> tickAnimations_;
};
