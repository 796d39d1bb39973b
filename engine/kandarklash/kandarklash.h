// Kandar Klash! rules on a plain state. 2-4 cooks, one customer per round, 12 rounds
// (20 customers, 8 put back in the box). Every cook builds the customer's 3x3 dish at
// once on their own table from six ingredient cards; claims ("siap") are judged in the
// order of their timestamps. The round stops once N-1 cooks have claimed: right dishes
// score 1 + unused cards, wrong ones lose 1 favour (never below 0), the last cook scores
// nothing but gains the customer card as a ketchup (a permanent wild space, at most 6).
// Most favours wins, then fewest ketchups; remaining ties share the win.
//
// Real time: every action carries its input time (ms from the round's start); a cook's
// own actions never go back in time. Claims that arrive late but carry an earlier time
// are judged by their time: the round stops at the (N-1)th claim by time, claims after
// that stop are void, and claims at the very same time as the stop all count (then
// there may be no last cook). Once N-1 claims are in, only the last cook acts: a claim
// stamped no later than the stop, or placing the ketchup, which ends the round.
#pragma once

#include "action.h"
#include "table.h"

#include "core/setup.h"
#include "core/status.h"

#include <optional>
#include <vector>

namespace fc::kandarklash {

constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 4;
constexpr int kMaxHandicap = 3; // ketchups a cook may start with

enum class Phase { Build, Ketchup, GameOver };

struct Claim {
    Seat seat = kNoSeat;
    int stamp = 0;
    bool correct = false; // judged on the table as it was at the claim
    int unusedCards = 0;
    bool operator==(const Claim&) const = default;
};

// What the last round came to, for the score screen.
struct RoundResult {
    int customer = -1;
    std::vector<Claim> claims;     // counted claims, by time
    std::vector<int> gained;       // favours won or lost per seat
    Seat lastCook = kNoSeat;       // kNoSeat: simultaneous last claims
    bool ketchupDiscarded = false; // the last cook already had 6
    bool operator==(const RoundResult&) const = default;
};

struct State {
    int players = 0;
    std::vector<int> deck;   // customers still to come, next first
    std::vector<int> boxed;  // put back at setup
    std::vector<int> served; // customers of the rounds played
    int customer = -1;       // this round's
    int round = 0;           // 1-based
    int rounds = 0;          // 12
    Phase phase = Phase::Build;
    int clock = 0;              // the latest input time seen this round
    std::vector<int> lastStamp; // per seat, this round
    std::vector<Table> tables;
    std::vector<int> favours;
    std::vector<Claim> claims; // this round, in arrival order
    Seat lastCook = kNoSeat;   // during the Ketchup phase
    int stopStamp = 0;         // during the Ketchup phase
    std::optional<RoundResult> lastRound;

    bool hasClaimed(Seat seat) const;
    int ketchups(Seat seat) const { return static_cast<int>(tables[seat].wilds.size()); }
    std::vector<Seat> seatsToAct() const;
    std::vector<Seat> winners() const;
};

// Setup options: {"handicap": [k0, k1, ...]} gives seat i k_i ketchups (0-3) from the
// boxed customers, laid in a row from the table's centre.
Result<State> newGame(const Setup& setup);

// Applies one action of `seat`, or refuses it with a reason and changes nothing.
Status applyAction(State& state, Seat seat, const Action& action);

// Whether the round's phase lets `seat` (an existing seat) take an action of `kind`,
// before the action itself (where the card goes, the claim's time, the cell) is judged:
// while the cooks build, each builds and claims until their own claim; once the round has
// stopped, only the last cook acts: a claim stamped in time, then the ketchup.
Status mayAct(const State& state, Seat seat, ActionKind kind);

// Whether a claim of this round was stamped after the round stopped, while the last cook
// is awaited: such a claim is void (it scores nothing; its cook may be the last cook).
bool isLateClaim(const State& state, const Claim& claim);

// The legal ketchup cells for the last cook: next to a wild space they have, or, for
// their first, any cell.
bool ketchupCellAllowed(const Table& table, Cell cell);
// Every cell where `seat` may lay the ketchup now: none unless they are the last cook
// and have room for it.
std::vector<Cell> ketchupCells(const State& state, Seat seat);
// The last cook already holds six ketchups: the new one can only be discarded ("done").
bool mustDiscardKetchup(const State& state);

} // namespace fc::kandarklash
