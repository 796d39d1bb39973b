// Wok Up's rules on plain data: setup, volleys of throws, claim windows resolved by input
// time, rounds, the end. No physics here: throws arrive as results (action.h).
//
// A round is a series of volleys until a card is won. In a volley the throwers (every
// player still in the round, or half of them in turn with 5-6 players) each land a token;
// then a claim window opens: every player still in the round claims, shouts Wok'up! or
// passes, once. When all have, the window is resolved in order of input time:
// - claims with equal stamps are simultaneous; the earliest group that wins a card ends
//   the round, and later claims come too late (they neither win nor count as mistakes);
// - in that group each complete card goes to the one player who covered it; a card two
//   players covered at the very same millisecond goes to neither (the rulebook is silent);
// - a wrong claim (a card not complete; a two-card claim with either card incomplete) or
//   a wrong Wok'up! puts the player out of the round; with 2 players the other player
//   wins the wrongly covered card(s), unless they erred at the same instant;
// - a right Wok'up! (10+ pictures of one ingredient) wins the card it names.
// When a card is won: for each card a stack is drawn at random among the face-down stacks
// other than its own and turned at once (what a winner who does not choose gets). Before
// the next volley's first throw the winners choose in turn (choosing()): each may turn
// another face-down stack instead, the drawn one going back down; the first throw ends
// the choice. Every thrown token is shuffled and dealt back one by
// one to the smallest pile's bottom, and a new round starts. When nobody can go on (everybody out,
// or no one left in the round has a token to throw) the round is void: the tokens come
// back and nobody wins a card. First to 5 cards ends the game; everyone who reached 5 in
// that resolution shares the win.
#pragma once

#include "action.h"
#include "content.h"
#include "recipes.h"

#include "core/rng.h"
#include "core/status.h"

#include <array>
#include <deque>
#include <vector>

namespace fc::wokup {

constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 6;
constexpr int kCardsToWin = 5;

enum class Phase { Throwing, Claiming, Over };

// One claim-window decision, as made.
struct Decision {
    int seat = 0;
    Action action;
};

// What happened to one decision when its window was resolved, for views and logs.
enum class Verdict { Passed, Won, Wrong, Tied, TooLate, Gift };
struct Outcome {
    int seat = 0;
    Action action;
    Verdict verdict = Verdict::Passed;
    std::vector<int> cardsWon; // Won, or Gift: the cards `receiver` got
    int receiver = 0;          // the seat itself; with a Gift, the other player
};

// A won card's stack to turn: drawn at random when the card was won (`turned`, already
// face up), which the winner may swap for another face-down stack than `fromStack`.
struct StackChoice {
    int seat = 0;
    int fromStack = 0;
    int turned = 0;
};

struct Stack {
    std::vector<int> cards; // back = top
    bool topFaceUp = false;
};

struct State {
    int players = 0;
    Rng rng;
    std::array<Stack, kStackCount> stacks;
    std::vector<std::deque<int>> piles; // front = top; unseen by everybody
    std::vector<TableToken> table;      // tokens thrown this round, at rest
    std::vector<std::vector<int>> won;  // recipe cards won, per seat
    std::vector<bool> out;              // out of this round after a mistake
    Phase phase = Phase::Throwing;
    std::vector<bool> toThrow;       // Throwing: still to land this volley
    std::vector<Decision> decisions; // Claiming: made so far in this window
    long long phaseStart = 0;        // no action of this phase may be stamped earlier
    long long clock = 0;             // latest stamp seen
    int round = 1;
    int volley = 0;                  // volleys in this round
    int volleysPlayed = 0;           // in the game: alternates 3 and 2 throwers at 5 players
    int nextThrower = 0;             // 5-6 players: whose turn to throw comes next
    std::vector<Outcome> lastWindow; // the last resolved window's outcomes
    // Still to make before the first throw of the volley, the first one now. Not in
    // seatsToAct() nor the snapshot: the phase and the seats to act stay as they were
    // before the choice existed, so saves taken then still load (docs/rules/wokup.md, 13).
    std::vector<StackChoice> choices;

    static State newGame(int players, int startSeat, std::uint64_t seed);

    std::vector<int> visibleCards() const;
    bool isVisible(int card) const;
    bool hasDecided(int seat) const;
    std::vector<int> seatsToAct() const;

    // Checks and applies one action; a refusal changes nothing.
    Status apply(int seat, const Action& action);
    // Why `seat` may not throw now, or not claim / shout / pass covering `cards` (the
    // rule's code and arguments, refusals.h), whatever the input's time; none when it may.
    fc::Refusal refusalToThrow(int seat) const;
    fc::Refusal refusalToDecide(int seat, const std::vector<int>& cards) const;

    std::vector<int> winners() const;
    // Whether a winner may still choose the stack to turn (before the volley's first throw).
    bool choosing() const { return phase == Phase::Throwing && !choices.empty(); }
    // The stacks `seat` may turn now (its drawn stack first), or none when it has no
    // choice to make now.
    std::vector<int> stacksToTurn(int seat) const;

  private:
    Status applyLand(int seat, const Action& a);
    Status applyDecision(int seat, const Action& a);
    Status applyTurn(int seat, const Action& a);
    void settleChoices();
    Status checkLanding(const Action& a) const;
    void resolveWindow();
    bool awardCard(int seat, int card);
    int turnAnotherStack(int fromStack);
    void endRound();
    void startVolley();
    bool canThrow(int seat) const;
};

// Whether a claim or a Wok'up! is right for `wok`: a claim when every card it covers is
// complete, a Wok'up! when one ingredient shows 10 pictures or more. A pass never is.
bool isRight(const Action& action, const WokSummary& wok);
// The same for the wok as it lies in `state`.
bool isRight(const State& state, const Action& action);

// Whether `seat` (an existing seat) may claim, shout Wok'up! or pass now, and if not, why:
// only in the claim window, only while still in the round, and once per window.
enum class MayDecide { Yes, WindowClosed, OutOfRound, AlreadyDecided };
MayDecide mayDecide(const State& state, int seat);

} // namespace fc::wokup
