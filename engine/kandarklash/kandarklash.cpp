#include "kandarklash.h"

#include "matching.h"
#include "refusals.h"

#include "core/rng.h"

#include <algorithm>
#include <numeric>

namespace fc::kandarklash {

bool State::hasClaimed(Seat seat) const {
    return std::any_of(claims.begin(), claims.end(),
                       [seat](const Claim& c) { return c.seat == seat; });
}

std::vector<Seat> State::seatsToAct() const {
    std::vector<Seat> seats;
    if (phase == Phase::Ketchup) {
        seats.push_back(lastCook);
    } else if (phase == Phase::Build) {
        for (Seat seat = 0; seat < players; ++seat)
            if (!hasClaimed(seat))
                seats.push_back(seat);
    }
    return seats;
}

std::vector<Seat> State::winners() const {
    std::vector<Seat> best;
    if (phase != Phase::GameOver)
        return best;
    for (Seat seat = 0; seat < players; ++seat) {
        if (best.empty() || favours[seat] > favours[best.front()] ||
            (favours[seat] == favours[best.front()] && ketchups(seat) < ketchups(best.front()))) {
            best = {seat};
        } else if (favours[seat] == favours[best.front()] &&
                   ketchups(seat) == ketchups(best.front())) {
            best.push_back(seat);
        }
    }
    return best;
}

bool ketchupCellAllowed(const Table& table, Cell cell) {
    if (!insideGrid(cell) ||
        std::find(table.wilds.begin(), table.wilds.end(), cell) != table.wilds.end())
        return false;
    if (table.wilds.empty())
        return true;
    return std::any_of(table.wilds.begin(), table.wilds.end(), [cell](Cell w) {
        return std::abs(w.x - cell.x) + std::abs(w.y - cell.y) == 1;
    });
}

std::vector<Cell> ketchupCells(const State& s, Seat seat) {
    std::vector<Cell> cells;
    if (s.phase != Phase::Ketchup || seat != s.lastCook || mustDiscardKetchup(s))
        return cells;
    for (int y = 0; y < kGridSize; ++y)
        for (int x = 0; x < kGridSize; ++x)
            if (ketchupCellAllowed(s.tables[seat], {x, y}))
                cells.push_back({x, y});
    return cells;
}

bool mustDiscardKetchup(const State& s) {
    return s.phase == Phase::Ketchup && s.ketchups(s.lastCook) >= kMaxKetchups;
}

bool isLateClaim(const State& s, const Claim& c) {
    return s.phase == Phase::Ketchup && c.stamp > s.stopStamp;
}

Status mayAct(const State& s, Seat seat, ActionKind kind) {
    const bool placing = kind == ActionKind::Place || kind == ActionKind::Take;
    switch (s.phase) {
    case Phase::GameOver:
        return refusal::status({refusal::kGameOver, {}});
    case Phase::Build:
        if (s.hasClaimed(seat))
            return refusal::status({refusal::kDishFinal, {}});
        if (kind != ActionKind::Siap && !placing)
            return refusal::status({refusal::kKetchupAfterStop, {}});
        return Status::ok();
    case Phase::Ketchup:
        if (seat != s.lastCook)
            return refusal::status({refusal::kRoundStopped, {}});
        if (placing)
            return refusal::status({refusal::kPlaceKetchupNow, {}});
        return Status::ok();
    }
    return Status::ok();
}

namespace {

// 1. Revealing a customer: the tables are cleared and the clock starts again.
void startRound(State& s) {
    s.customer = s.deck.front();
    s.deck.erase(s.deck.begin());
    ++s.round;
    s.phase = Phase::Build;
    s.clock = 0;
    s.lastStamp.assign(s.players, 0);
    s.claims.clear();
    s.lastCook = kNoSeat;
    s.stopStamp = 0;
    for (Table& t : s.tables)
        t.stack.clear();
}

std::vector<Claim> claimsByTime(const State& s) {
    std::vector<Claim> sorted = s.claims;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Claim& a, const Claim& b) { return a.stamp < b.stamp; });
    return sorted;
}

// 3. Scoring, then the ketchup to the last cook (placed already, or discarded), then the
// next customer or the end of the game.
void finishRound(State& s, Seat lastCook, bool ketchupDiscarded) {
    RoundResult result;
    result.customer = s.customer;
    result.gained.assign(s.players, 0);
    result.lastCook = lastCook;
    result.ketchupDiscarded = ketchupDiscarded;
    for (const Claim& c : claimsByTime(s)) {
        if (c.seat == lastCook || isLateClaim(s, c))
            continue; // void: made after the round stopped
        result.claims.push_back(c);
        const int before = s.favours[c.seat];
        s.favours[c.seat] = c.correct ? before + 1 + c.unusedCards : std::max(0, before - 1);
        result.gained[c.seat] = s.favours[c.seat] - before;
    }
    s.lastRound = result;
    s.served.push_back(s.customer);
    if (s.deck.empty()) {
        s.phase = Phase::GameOver;
        s.lastCook = kNoSeat;
        return;
    }
    startRound(s);
}

// The round stops at the (N-1)th claim by time; everyone who claimed by then counts.
void settleClaims(State& s) {
    if (static_cast<int>(s.claims.size()) < s.players - 1)
        return;
    const std::vector<Claim> sorted = claimsByTime(s);
    s.stopStamp = sorted[static_cast<std::size_t>(s.players - 2)].stamp;
    std::vector<bool> counted(static_cast<std::size_t>(s.players), false);
    int count = 0;
    for (const Claim& c : sorted) {
        if (c.stamp <= s.stopStamp) {
            counted[static_cast<std::size_t>(c.seat)] = true;
            ++count;
        }
    }
    if (count == s.players) {
        finishRound(s, kNoSeat, false);
        return;
    }
    s.phase = Phase::Ketchup;
    s.lastCook =
        static_cast<Seat>(std::find(counted.begin(), counted.end(), false) - counted.begin());
}

Status claim(State& s, Seat seat, int stamp) {
    if (s.hasClaimed(seat))
        return refusal::status({refusal::kAlreadyClaimed, {}});
    if (s.phase == Phase::Ketchup && stamp > s.stopStamp)
        return refusal::status({refusal::kTooLate, {std::to_string(s.stopStamp)}});
    const Table& table = s.tables[seat];
    s.claims.push_back({seat, stamp, dishMatches(table.visible(), customerPattern(s.customer)),
                        table.unusedCards()});
    settleClaims(s);
    return Status::ok();
}

// 2a. Playing ingredient cards, until the cook claims.
Status build(State& s, Seat seat, const Action& a) {
    Table& table = s.tables[seat];
    if (a.kind == ActionKind::Take) {
        if (!table.onTable(a.placement.card))
            return refusal::status({refusal::kNotOnTable, {std::to_string(a.placement.card)}});
        table.takeBack(a.placement.card);
        return Status::ok();
    }
    if (Status s2 = table.checkPlacement(a.placement); !s2)
        return s2;
    table.place(a.placement, a.over);
    return Status::ok();
}

Status placeKetchup(State& s, Seat seat, const Action& a) {
    Table& table = s.tables[seat];
    const bool full = mustDiscardKetchup(s);
    if (a.kind == ActionKind::Done) {
        if (!full)
            return refusal::status({refusal::kPlaceKetchupFirst, {}});
        finishRound(s, seat, true);
        return Status::ok();
    }
    if (full)
        return refusal::status({refusal::kKetchupsFull, {std::to_string(kMaxKetchups)}});
    if (!ketchupCellAllowed(table, a.cell))
        return refusal::status(
            {table.wilds.empty() ? refusal::kKetchupOnTable : refusal::kKetchupNextToKetchup, {}});
    table.wilds.push_back(a.cell);
    finishRound(s, seat, false);
    return Status::ok();
}

Status actInPhase(State& s, Seat seat, const Action& a) {
    if (Status allowed = mayAct(s, seat, a.kind); !allowed)
        return allowed;
    switch (a.kind) {
    case ActionKind::Siap:
        return claim(s, seat, a.stamp);
    case ActionKind::Place:
    case ActionKind::Take:
        return build(s, seat, a);
    case ActionKind::Ketchup:
    case ActionKind::Done:
        return placeKetchup(s, seat, a);
    }
    return Status::ok();
}

Result<std::vector<int>> handicapOf(const Setup& setup) {
    std::vector<int> ketchups(static_cast<std::size_t>(setup.players), 0);
    const auto* option = setup.options.if_contains("handicap");
    if (!option)
        return ketchups;
    const auto* list = option->if_array();
    if (!list || static_cast<int>(list->size()) != setup.players)
        return Result<std::vector<int>>::fail("the handicap is a list of ketchups, one per seat");
    for (std::size_t i = 0; i < list->size(); ++i) {
        const auto* n = (*list)[i].if_int64();
        if (!n || *n < 0 || *n > kMaxHandicap)
            return Result<std::vector<int>>::fail("a handicap is 0 to 3 ketchups");
        ketchups[i] = static_cast<int>(*n);
    }
    if (std::accumulate(ketchups.begin(), ketchups.end(), 0) > kCustomersRemoved)
        return Result<std::vector<int>>::fail("the handicaps take more than the 8 boxed customers");
    return ketchups;
}

} // namespace

Result<State> newGame(const Setup& setup) {
    if (setup.players < kMinPlayers || setup.players > kMaxPlayers)
        return Result<State>::fail("Kandar Klash! is for 2-4 players");
    auto handicap = handicapOf(setup);
    if (!handicap)
        return handicap.status();
    State s;
    s.players = setup.players;
    std::vector<int> customers(kCustomerCount);
    std::iota(customers.begin(), customers.end(), 0);
    Rng rng(setup.seed);
    rng.shuffle(std::span<int>(customers));
    s.boxed.assign(customers.begin(), customers.begin() + kCustomersRemoved);
    s.deck.assign(customers.begin() + kCustomersRemoved, customers.end());
    s.rounds = static_cast<int>(s.deck.size());
    s.tables.resize(static_cast<std::size_t>(s.players));
    s.favours.assign(static_cast<std::size_t>(s.players), 0);
    for (Seat seat = 0; seat < s.players; ++seat)
        for (int k = 0; k < handicap.value()[static_cast<std::size_t>(seat)]; ++k)
            s.tables[static_cast<std::size_t>(seat)].wilds.push_back(
                {kGridSize / 2 - 1 + k, kGridSize / 2 - 1});
    startRound(s);
    return s;
}

Status applyAction(State& s, Seat seat, const Action& a) {
    if (seat < 0 || seat >= s.players)
        return refusal::status({refusal::kNoSeat, {std::to_string(seat)}});
    if (s.phase == Phase::GameOver)
        return refusal::status({refusal::kGameOver, {}});
    if (a.stamp < s.lastStamp[seat])
        return refusal::status({refusal::kBackInTime, {std::to_string(s.lastStamp[seat])}});
    // Stamps go first: the action may end the round, which starts the next clock.
    State before = s;
    s.lastStamp[seat] = a.stamp;
    s.clock = std::max(s.clock, a.stamp);
    if (Status result = actInPhase(s, seat, a); !result) {
        s = std::move(before);
        return result;
    }
    return Status::ok();
}

} // namespace fc::kandarklash
