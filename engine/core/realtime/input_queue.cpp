#include "input_queue.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace fc::realtime {

InputQueue::InputQueue(Clock* clock, const RoundTime* time, OnRelease onRelease,
                       OnRefused onRefused)
    : clock_(clock), time_(time), onRelease_(std::move(onRelease)),
      onRefused_(std::move(onRefused)), timer_(clock, [this] { releaseDue(); }) {}

void InputQueue::setClock(Clock* clock) {
    clock_ = clock;
    timer_.setClock(clock);
    arm();
}

void InputQueue::setWindowMs(Ms windowMs) {
    windowMs_ = std::max<Ms>(0, windowMs);
    arm();
}

bool InputQueue::push(StampedInput input) {
    if (!open_) {
        onRefused_(input);
        return false;
    }
    inputs_.push_back({std::move(input), ++arrivals_});
    arm();
    return true;
}

bool InputQueue::push(const BotPlan& plan) {
    return push(StampedInput{plan.seat, plan.stamp, plan.action, true, plan.basis, -1});
}

StampedInput* InputQueue::waitingFrom(Seat seat) {
    Waiting* latest = nullptr;
    for (Waiting& w : inputs_) {
        if (!w.input.bot && w.input.seat == seat && (!latest || w.order > latest->order))
            latest = &w;
    }
    return latest ? &latest->input : nullptr;
}

// Earliest stamp, then the lower seat, then the earlier arrival.
std::vector<InputQueue::Waiting>::iterator InputQueue::first() {
    return std::min_element(inputs_.begin(), inputs_.end(), [](const Waiting& a, const Waiting& b) {
        if (a.input.stamp != b.input.stamp)
            return a.input.stamp < b.input.stamp;
        if (a.input.seat != b.input.seat)
            return a.input.seat < b.input.seat;
        return a.order < b.order;
    });
}

void InputQueue::releaseDue() {
    release(time_->nowMs());
}

void InputQueue::releaseAll() {
    release(std::numeric_limits<Ms>::max() - windowMs_);
}

void InputQueue::release(Ms upTo) {
    timer_.stop();
    while (!inputs_.empty()) {
        const auto next = first();
        if (next->input.stamp > upTo - windowMs_)
            break;
        const StampedInput input = std::move(next->input);
        inputs_.erase(next);
        onRelease_(input);
    }
    arm();
}

void InputQueue::close() {
    open_ = false;
    timer_.stop();
    while (!inputs_.empty()) {
        const auto next = first();
        const StampedInput input = std::move(next->input);
        inputs_.erase(next);
        onRefused_(input);
    }
}

void InputQueue::open() {
    open_ = true;
}

void InputQueue::clear() {
    inputs_.clear();
    timer_.stop();
}

void InputQueue::arm() {
    if (inputs_.empty()) {
        timer_.stop();
        return;
    }
    const Ms due = first()->input.stamp + windowMs_;
    if (due <= time_->nowMs())
        timer_.start(0); // on the next pass: never from inside push()
    else if (time_->running())
        timer_.start(time_->msUntil(due));
    else
        timer_.stop(); // held: nothing comes due until the time runs on (reschedule())
}

} // namespace fc::realtime
