#include "take_back_grace.h"

#include <algorithm>

TakeBackGrace::TakeBackGrace(fc::realtime::Clock* clock, Expired expired)
    : expired_(std::move(expired)), timer_(clock, [this] { expire(); }) {}

bool TakeBackGrace::setMs(int ms) {
    ms = std::max(0, ms);
    if (ms == ms_)
        return false;
    ms_ = ms;
    return true;
}

ShownSeat TakeBackGrace::hold(ShownSeat next, int shownSeat, bool stepMayGoBack) {
    if (!open() && stepMayGoBack && ms_ > 0 && shownSeat >= 0 && next.view != shownSeat) {
        seat_ = shownSeat;
        timer_.start(ms_);
    }
    return open() ? ShownSeat{seat_, -1} : next;
}

bool TakeBackGrace::defer(int seat, const QString& action) {
    if (ms_ <= 0 || seat < 0 || open())
        return false;
    seat_ = seat;
    deferred_ = action;
    timer_.start(ms_);
    return true;
}

void TakeBackGrace::passOn() {
    if (open())
        expire();
}

void TakeBackGrace::close() {
    seat_ = -1;
    deferred_.clear();
    timer_.stop();
}

void TakeBackGrace::expire() {
    const int seat = seat_;
    const QString deferred = deferred_;
    // Closed before the table hears of it, so its refresh shows the table with nothing held.
    close();
    expired_(seat, deferred);
}
