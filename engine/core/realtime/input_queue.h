// InputQueue: where a real-time table's inputs meet before they reach the engine. Human
// touches (stamped with the moment the finger landed, RoundTime::stampOf) and the bots'
// plans that have come due (BotScheduler) wait here together and are released in the
// order of their stamps, so whoever acted first is applied first, whichever input the
// table got round to first. Of equal stamps the lower seat goes first (the engines judge
// equal stamps as simultaneous, so this only fixes one order for one seed), and one seat's
// inputs of equal stamps keep the order they came in.
//
// An input is released once the table's time has reached its stamp plus the window (the
// time a touch may take to be delivered), and never from inside push(): touches delivered
// in one pass of the event loop are all waiting when the first is released. A touch that
// comes later but is stamped earlier than a waiting bot plan still goes first as long as it
// comes within the window.
//
// A round that closes refuses what still waits (a human's input gets its refusal) and
// anything pushed until the next round opens.
#pragma once

#include "bot_scheduler.h"
#include "clock.h"
#include "round_time.h"

#include "core/setup.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace fc::realtime {

struct StampedInput {
    Seat seat = kNoSeat;
    Ms stamp = 0;            // on the table's RoundTime
    std::string action;      // in the game's notation
    bool bot = false;        // a bot's plan (else a human's touch)
    std::uint64_t basis = 0; // a bot's: what it looked at, in the table's own measure
    double eventMs = -1;     // a human's: the input event's platform time (one touch's fingers)
};

class InputQueue {
  public:
    using OnRelease = std::function<void(const StampedInput&)>;
    // An input refused because its round closed before it was released (or was pushed
    // while closed).
    using OnRefused = std::function<void(const StampedInput&)>;

    // `clock` and `time` must outlive the queue.
    InputQueue(Clock* clock, const RoundTime* time, OnRelease onRelease, OnRefused onRefused);
    InputQueue(const InputQueue&) = delete;
    InputQueue& operator=(const InputQueue&) = delete;

    void setClock(Clock* clock);
    // How long an input waits for one stamped earlier to be delivered (ms, at least 0).
    void setWindowMs(Ms windowMs);
    Ms windowMs() const { return windowMs_; }

    // Waits for its release; false (and refused) when the round is closed.
    bool push(StampedInput input);
    bool push(const BotPlan& plan);
    // The latest input of `seat`'s human still waiting, to add to (another finger of the same
    // touch); nullptr when none.
    StampedInput* waitingFrom(Seat seat);

    // Releases, one by one, every input due by now (stamp + window reached), earliest first.
    // Each release may close or clear the queue; what is due after it is looked up again.
    // The queue's timer calls it; a table with a timeout of its own at the same moment
    // calls it first.
    void releaseDue();
    // Releases everything waiting, window or not (the round is about to close: touches
    // already made go in first, with their own stamps).
    void releaseAll();

    // The round closed: what waits is refused, and so is every push until open().
    void close();
    void open();
    bool isOpen() const { return open_; }
    // A new match (or none): what waits is dropped without a word; the queue stays as it is.
    void clear();
    // The table's time was held or run on: releases are timed on it again.
    void reschedule() { arm(); }

    std::size_t waiting() const { return inputs_.size(); }

  private:
    struct Waiting {
        StampedInput input;
        std::uint64_t order = 0; // arrival
    };
    std::vector<Waiting>::iterator first();
    void release(Ms upTo);
    void arm();

    Clock* clock_;
    const RoundTime* time_;
    OnRelease onRelease_;
    OnRefused onRefused_;
    Timer timer_;
    Ms windowMs_ = 0;
    bool open_ = true;
    std::uint64_t arrivals_ = 0;
    std::vector<Waiting> inputs_; // a handful at most: a plain scan is fine
};

} // namespace fc::realtime
