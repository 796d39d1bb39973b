// TakeBackGrace: the short moment after a pass-and-play player's last step of a turn in
// which they may still take it back, before the hand hides and the curtain comes down. The
// turn-based tables share it (one way to do it across the games); each keeps only its own
// words. A step the engine lets be taken back is applied and held on show (hold()); one it
// does not (it would deal a hidden card) waits un-applied instead (defer()), so taking it
// back changes nothing at the table. Timed on the session's clock, so a test steps it.
#pragma once

#include "pass_and_play_seat.h"

#include "core/realtime/clock.h"

#include <QString>
#include <functional>

class TakeBackGrace {
  public:
    // `expired` runs when the grace ends on its own (its time is up) or through passOn(),
    // after it has closed: with the seat it held and its deferred step ("" if none), which
    // the table then applies.
    using Expired = std::function<void(int seat, const QString& deferred)>;
    TakeBackGrace(fc::realtime::Clock* clock, Expired expired);

    int ms() const { return ms_; }
    // Returns whether it changed (negative counts as 0: no grace at all).
    bool setMs(int ms);
    bool open() const { return seat_ >= 0; }
    // Whose step is in its grace (-1: none).
    int seat() const { return seat_; }
    // The step waiting to be applied when the grace ends ("" for a step already applied).
    const QString& deferred() const { return deferred_; }

    // After an applied step: `next` is whom the shared rule would show now. A step that may
    // go back and would hide `shownSeat`'s hand opens the grace; while it is open the hand
    // stays on show and no curtain is asked for. Returns what to show.
    ShownSeat hold(ShownSeat next, int shownSeat, bool stepMayGoBack);
    // Before a step that cannot be taken back once applied: keep it here for the grace.
    // Returns false (nothing kept) when the grace is off.
    bool defer(int seat, const QString& action);
    // Ends the grace now, as its time running out does (the table's "Pass on").
    void passOn();
    // Drops the grace without running `expired`: a take-back, or the match replaced.
    void close();
    void setClock(fc::realtime::Clock* clock) { timer_.setClock(clock); }

  private:
    void expire();

    Expired expired_;
    fc::realtime::Timer timer_;
    int ms_ = 2500;
    int seat_ = -1;
    QString deferred_;
};
