// Komme gleich!: waiters serving runs of dishes against a row of orders, for 2-6 players.
//
// The rules, as this engine plays them (rulebook komme-gleich.txt + RULINGS.md):
// - Cards: 93 menu cards, 16 each of cheese (green), lobster (blue), tartelettes (pink),
//   salad (yellow) and soup (orange), and 13 baguettes (light brown), which are wild. 11 tip
//   cards: five worth 1, three worth 2, three worth 3.
// - Setup: shuffle the menu cards; deal five to every player, who keeps them in the order
//   dealt; lay five face up in a row (the orders); the rest is the draw pile. The chosen
//   start player starts; each round the start player passes one seat to the left.
// - A hand's order is fixed except by the steps below. Slot 0 is the front (left) of the
//   hand. Hands are secret; how many cards each player holds is public.
// - The start player's turn: draw a card (only she sees it) and insert it anywhere in her
//   hand; then cover one row card with any hand card, face up (the covered card goes to the
//   discard pile: it can never be served again, and so it returns with the discards); then
//   she may serve one run.
// - The other players' turn, each in turn to the left: either move one hand card to another
//   place in the hand, or draw a card, insert it anywhere and discard any hand card (the
//   drawn one too); one of the two is required. Then they may serve one run.
// - A run: 3 or more adjacent hand cards matching as many adjacent row cards, in the same
//   left-to-right order; a baguette on either side matches anything. Served cards are shown
//   and laid face down in front of the player (their contents stay public). The row does not
//   change. At most one run per turn, and only from a hand of five.
// - Refill: after serving, the player draws back to five, one card at a time; the new cards
//   go to the front of the hand in the order drawn (the first drawn at slot 0), the old ones
//   keep their order behind them. An empty draw pile is refilled by shuffling the discards
//   (only when a card must be drawn).
// - Scoring, at once when it happens (before refilling): serving all five hand cards puts
//   them on the discard pile and scores a tip; having 10 or more cards face down cashes them
//   all in (to the discard pile) and scores a tip. Scoring the k-th time, the player returns
//   her tip cards and takes from the supply the fewest cards worth exactly k (among equally
//   few, the higher cards), so her tips are always worth her number of scorings. Tip cards
//   lie face up.
// - The end: the game ends at once when a player takes the last tip card of the supply, or
//   when the supply cannot pay a scoring player; that player then does not score (her served
//   cards stay face down and nothing is cashed in). Turns are taken one at a time, so two
//   players never score at the same moment and the rulebook's "several players at once"
//   case reduces to this one. The highest tip value wins; a tie goes to the most face-down
//   cards; a tie on both is a shared win.
//
// - Actions, one per step of a turn (move.h): "draw", "insert N", "cover H R", "move A B",
//   "discard D", "serve A B R", "done"; slots count from 0 (hand slot 0 = the front).
//   Moving a card one place equals moving its neighbour the other way; the legal list
//   names it once ("move 1 2", not "move 2 1"), and both are accepted.
//
// Seats are numbered 0..n-1 in playing order: "to the left" is the next seat number.
#pragma once

#include "cards.h"
#include "move.h"

#include "core/rng.h"
#include "core/status.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace fc::kommegleich {

// Cards in a fixed order: a hand (front = index 0), a pile (top = the last card).
template <int Capacity> struct CardRow {
    std::array<Card, Capacity> cards{};
    std::uint8_t size = 0;

    // Only the cards held count, not what the unused places still contain.
    bool operator==(const CardRow& other) const {
        return std::equal(begin(), end(), other.begin(), other.end());
    }
    Card operator[](int i) const { return cards[static_cast<std::size_t>(i)]; }
    void push(Card card) { cards[size++] = card; }
    Card pop() { return cards[--size]; }
    // Puts `card` at `slot`, shifting the cards from there one place back.
    void insert(int slot, Card card) {
        for (int i = size; i > slot; --i)
            cards[static_cast<std::size_t>(i)] = cards[static_cast<std::size_t>(i - 1)];
        cards[static_cast<std::size_t>(slot)] = card;
        ++size;
    }
    // Takes out the card at `slot`, closing the gap.
    Card remove(int slot) {
        const Card card = cards[static_cast<std::size_t>(slot)];
        for (int i = slot; i + 1 < size; ++i)
            cards[static_cast<std::size_t>(i)] = cards[static_cast<std::size_t>(i + 1)];
        --size;
        return card;
    }
    const Card* begin() const { return cards.data(); }
    const Card* end() const { return cards.data() + size; }
};

using Hand = CardRow<kHandSize + 1>; // five, six between drawing and covering/discarding
using Pile = CardRow<kDeckSize>;     // the draw pile and the discard pile
using FaceDown = CardRow<kCashInAt + kHandSize>; // at most 9 waiting plus a served run

// The step of the turn the player to act is at; each legal action is one step.
enum class Phase : std::uint8_t {
    StartDraw, // start player: "draw"
    Rearrange, // other players: "move A B" or "draw"
    Insert,    // "insert N": the drawn card into the hand
    Cover,     // start player: "cover H R"
    Discard,   // other players after drawing: "discard D"
    Serve,     // "serve A B R" or "done"
    GameOver,
};

enum class EndReason : std::uint8_t { None, LastTipTaken, SupplyCannotPay };

// What the last serve was, for the table to show (all of it was shown to everyone).
struct LastServe {
    std::int8_t seat = -1;
    std::uint8_t firstSlot = 0, rowSlot = 0, count = 0;
    std::array<Card, kHandSize> cards{};
    enum Scoring : std::uint8_t { None, AllFive, CashIn, Refused } scoring = None;
    bool operator==(const LastServe&) const = default;
};

// The whole game state: fixed-size arrays only, cheap to copy, no heap; what the rules,
// the benchmarks and the search work on.
struct State {
    // 1. The game.
    std::uint8_t players = 2;
    std::uint8_t firstStarter = 0;
    std::uint16_t round = 0; // 0-based
    std::uint32_t turn = 0;  // turns finished in the whole game
    Phase phase = Phase::StartDraw;
    EndReason end = EndReason::None;
    fc::Rng rng; // the shuffles

    // 2. The round and the turn.
    std::uint8_t startPlayer = 0;
    std::uint8_t toMove = 0;
    std::uint8_t turnInRound = 0; // 0: the start player's turn
    Card drawn = kNoCard;         // drawn, not yet inserted (only its drawer sees it)

    // 3. The table.
    std::array<Card, kRowSize> row{};
    std::array<Hand, kMaxPlayers> hands{};
    Pile drawPile;
    Pile discardPile;
    std::array<FaceDown, kMaxPlayers> faceDown{};
    std::array<TipCounts, kMaxPlayers> tips{};
    TipCounts supply = kTipCards;
    std::array<std::uint8_t, kMaxPlayers> scorings{};
    LastServe lastServe;

    bool operator==(const State&) const = default;

    // Setup: shuffle, deal five each and five to the row. players in 2..6.
    static State newGame(int players, int firstStarter, std::uint64_t seed);

    int nextSeat(int seat) const { return seat + 1 == players ? 0 : seat + 1; }
    bool isStartTurn() const { return turnInRound == 0; }
    bool isOver() const { return phase == Phase::GameOver; }
    int tipValueOf(int seat) const;

    // Legal steps of the seat to act (empty when the game is over).
    void legalMoves(MoveList& out) const;
    // Why `move` is illegal for the seat to act now: the rule's code and arguments
    // (refusals.h), none when it is legal.
    fc::Refusal refusalOf(Move move) const;
    // The same in English ("A run has at least 3 cards"), or an empty string when legal.
    std::string whyIllegal(Move move) const;
    // Applies a legal move (checked by assert only: the hot path).
    void play(Move move);

    // Seats with the most tips, then the most face-down cards; empty until the game is over.
    std::vector<int> winners() const;

  private:
    Card drawMenuCard();
    void reshuffleDiscards();
    void insertDrawnCard(int slot);
    void coverRowCard(int handSlot, int rowSlot);
    void moveHandCard(int from, int to);
    void discardHandCard(int slot);
    void serveRun(int first, int last, int rowSlot);
    bool takeTip();
    void refillHand();
    void endTurn();
};

// True when hand cards first..last serve row cards from rowSlot on (no bounds checks).
bool runServes(const Hand& hand, const std::array<Card, kRowSize>& row, int first, int last,
               int rowSlot);
// The most cards of `hand` one run can serve against `row` (0 when no run of 3 exists).
int longestRun(const Hand& hand, const std::array<Card, kRowSize>& row);

} // namespace fc::kommegleich
