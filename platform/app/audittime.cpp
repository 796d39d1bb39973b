#include "audittime.h"

#include "matchsession.h"

#include <QAbstractAnimation>
#include <QAnimationDriver>
#include <algorithm>

namespace {
// One frame at 60 Hz: the step a live run's animations and timers see too.
constexpr fc::realtime::Ms kStepMs = 16;
} // namespace

// Qt's animation time, which the audit alone moves (Qt's own driver follows the wall clock).
class AuditTime::AnimationDriver : public QAnimationDriver {
  public:
    qint64 elapsed() const override { return elapsedMs_; }
    void advanceBy(qint64 ms) {
        elapsedMs_ += ms;
        advance();
    }

  private:
    qint64 elapsedMs_ = 0;
};

// An animation that never ends, so Qt's animation timer never falls back to the wall
// clock: with nothing but pauses to wait for (every QML Timer is one), it stops the driver
// and waits on a plain timer instead.
class AuditTime::Keepalive : public QAbstractAnimation {
  public:
    int duration() const override { return -1; }

  protected:
    void updateCurrentTime(int) override {}
};

AuditTime::AuditTime()
    : animations_(std::make_unique<AnimationDriver>()), keepalive_(std::make_unique<Keepalive>()) {
    MatchSession::setClockForNewSessions(&clock_, &bots_);
    animations_->install();
    keepalive_->start();
}

AuditTime::~AuditTime() {
    finish();
    MatchSession::setClockForNewSessions(nullptr, nullptr);
}

void AuditTime::finish() {
    if (!keepalive_)
        return;
    keepalive_.reset(); // stops it
    animations_->uninstall();
}

void AuditTime::step(fc::realtime::Ms ms) {
    for (fc::realtime::Ms done = 0; done < ms;) {
        const fc::realtime::Ms next = std::min(kStepMs, ms - done);
        clock_.advance(next);
        animations_->advanceBy(next);
        done += next;
    }
    clock_.advance(0); // what the last step scheduled at once
}

void AuditTime::tickAnimations() {
    if (keepalive_) // not once finished: Qt's own driver runs the animations again
        animations_->advanceBy(1);
}

bool AuditTime::stepUntil(const std::function<bool()>& reached, fc::realtime::Ms limitMs) {
    for (fc::realtime::Ms done = 0; !reached(); done += kStepMs) {
        if (done >= limitMs)
            return false;
        step(kStepMs);
    }
    return true;
}
