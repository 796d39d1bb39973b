// BotScheduler: the bots of a real-time table, on the table's clock. The table asks a seat's
// bot for its next action with a job that owns a copy of that seat's view (never the
// match); the job runs on a BotWorker, off the table's thread, one at a time per seat (a
// bot is not made to think twice at once). Each answer is a plan: an action stamped with
// the time (on the table's RoundTime) at which the bot's hands get there. A plan comes due
// once that time is reached, never before; plans due together are handed over earliest
// stamp first, and of equal stamps the lower seat first, so one seed plays one game.
// When the match moves on (an action applied, a new stage, a new match) the table calls
// restart(): plans made before it, and answers still on their way, are dropped.
#pragma once

#include "bot_worker.h"
#include "clock.h"
#include "round_time.h"

#include "core/setup.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>

namespace fc::realtime {

// A bot's next action, planned.
struct BotPlan {
    Seat seat = kNoSeat;
    Ms stamp = 0;            // on the table's RoundTime: due then, and stamped so
    std::string action;      // in the game's notation
    std::uint64_t basis = 0; // what the bot looked at, in the table's own measure
};

class BotScheduler {
  public:
    // Runs on the worker: must use only what it owns. No plan: nothing to do now.
    using Decide = std::function<std::optional<BotPlan>()>;
    // A plan that has come due, on the table's thread.
    using OnDue = std::function<void(const BotPlan&)>;

    // `clock` and `time` (read for the stamps) must outlive the scheduler; `worker` too,
    // unless replaced (nullptr: think inline).
    BotScheduler(Clock* clock, const RoundTime* time, BotWorker* worker, OnDue onDue);
    BotScheduler(const BotScheduler&) = delete;
    BotScheduler& operator=(const BotScheduler&) = delete;

    // Moves the scheduler's timer to another clock (the table's RoundTime moves itself).
    void setClock(Clock* clock);
    void setWorker(BotWorker* worker);

    // Asks `seat`'s bot: its answer replaces the seat's plan, unless restart() comes first.
    // A bot still thinking finishes first; then only the latest question is asked.
    void ask(Seat seat, Decide decide);
    // The match moved on: every plan, and every answer and question on its way, is dropped.
    void restart();
    // The table's time was held or run on: plans come due on it again (none while held).
    void reschedule();
    // Hands over every plan due by now, one by one, earliest (then lowest seat) first. Each
    // may restart the scheduler; what is due after it is looked up again. The timer calls
    // it; a table whose own timeouts fall at the same moment calls it first.
    void runDue();

    // A bot is thinking (an answer is on its way).
    bool thinking() const { return !inFlight_.empty(); }
    // The earliest plan's stamp, none when no plan waits.
    std::optional<Ms> nextStamp() const;
    std::size_t plans() const { return plans_.size(); }

  private:
    void start(Seat seat, Decide decide);
    void arm();

    Clock* clock_;
    const RoundTime* time_;
    BotWorker* worker_;
    InlineBotWorker inline_;
    OnDue onDue_;
    Timer timer_;
    std::uint64_t generation_ = 0;
    std::map<Seat, BotPlan> plans_;
    std::map<Seat, std::uint64_t> inFlight_; // seat -> the question's number
    std::map<Seat, Decide> queued_;          // asked while that seat was thinking
    std::uint64_t questions_ = 0;
};

} // namespace fc::realtime
