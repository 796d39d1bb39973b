// InputClock: puts the timestamp of a touch (milliseconds on the platform's input clock,
// whose origin nobody tells us) on the match clock, so a claim is stamped with the moment
// the finger landed rather than the moment the UI got round to it. Not Wok Up specific:
// any real-time game can hold one.
#pragma once

#include <optional>

class InputClock {
public:
    // The event's time on the match clock, given the match clock's time now (never later
    // than `nowMatchMs`).
    long long toMatch(double eventMs, long long nowMatchMs);
    // Forget the calibration (a new match, or a clock that restarted).
    void reset() { offset_.reset(); }

private:
    // match time - input time for the event delivered the fastest: the best estimate of
    // the offset between the two clocks, since no event arrives before it happened.
    std::optional<double> offset_;
};
