#include "bot_scheduler.h"

#include <algorithm>
#include <memory>
#include <utility>

namespace fc::realtime {

BotScheduler::BotScheduler(Clock* clock, const RoundTime* time, BotWorker* worker, OnDue onDue)
    : clock_(clock), time_(time), worker_(worker ? worker : &inline_), onDue_(std::move(onDue)),
      timer_(clock, [this] { runDue(); }) {}

void BotScheduler::setClock(Clock* clock) {
    clock_ = clock;
    timer_.setClock(clock);
    arm();
}

void BotScheduler::setWorker(BotWorker* worker) {
    worker_ = worker ? worker : &inline_;
}

void BotScheduler::ask(Seat seat, Decide decide) {
    if (inFlight_.count(seat) != 0) {
        queued_[seat] = std::move(decide);
        return;
    }
    start(seat, std::move(decide));
}

void BotScheduler::start(Seat seat, Decide decide) {
    const std::uint64_t question = ++questions_;
    const std::uint64_t generation = generation_;
    inFlight_[seat] = question;
    // The answer travels from the worker's thread to the table's in this box.
    auto answer = std::make_shared<std::optional<BotPlan>>();
    worker_->run([decide = std::move(decide), answer] { *answer = decide(); },
                 [this, seat, question, generation, answer] {
                     const auto it = inFlight_.find(seat);
                     if (it == inFlight_.end() || it->second != question)
                         return; // not the question this seat is waiting on
                     inFlight_.erase(it);
                     if (generation == generation_) {
                         if (*answer) {
                             plans_[seat] = std::move(**answer);
                             plans_[seat].seat = seat;
                         } else {
                             plans_.erase(seat);
                         }
                         arm();
                     }
                     const auto next = queued_.find(seat);
                     if (next != queued_.end()) {
                         Decide latest = std::move(next->second);
                         queued_.erase(next);
                         start(seat, std::move(latest));
                     }
                 });
}

void BotScheduler::restart() {
    ++generation_;
    plans_.clear();
    queued_.clear();
    timer_.stop();
}

void BotScheduler::reschedule() {
    arm();
}

std::optional<Ms> BotScheduler::nextStamp() const {
    std::optional<Ms> next;
    for (const auto& [seat, plan] : plans_)
        next = next ? std::min(*next, plan.stamp) : plan.stamp;
    return next;
}

void BotScheduler::runDue() {
    while (time_->running()) {
        // Earliest stamp first; a map runs by seat, so the lower seat wins a tie.
        const auto first =
            std::min_element(plans_.begin(), plans_.end(), [](const auto& a, const auto& b) {
                return a.second.stamp < b.second.stamp;
            });
        if (first == plans_.end() || first->second.stamp > time_->nowMs())
            break;
        const BotPlan plan = std::move(first->second);
        plans_.erase(first);
        onDue_(plan);
    }
    arm();
}

void BotScheduler::arm() {
    const std::optional<Ms> next = nextStamp();
    if (!next || !time_->running()) {
        timer_.stop();
        return;
    }
    timer_.start(time_->msUntil(*next));
}

} // namespace fc::realtime
