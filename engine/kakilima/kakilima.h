// Kaki Lima: MCO Mode, a solo delivery game: walk a 6x6 map of Penang with Langkah step
// cards, pick up seven food orders at four stalls and deliver them to the characters'
// houses, spending as few steps as you can before the Langkah draw pile runs out.
//
// The rules, as this engine plays them (rulebook kaki-lima-mco.txt + RULINGS.md):
// - Map: stalls fixed in the middle (Kopitiam C3, Roti Bakar D3, Chendul C4, Rojak D4),
//   red houses fixed around the edge (C1 E1 F3 F5 D6 B6 A4 A2); the 13 orange and 11
//   green cards are shuffled into the other 24 spaces (they have no effect: Lokasi
//   actions are ignored). The eight characters are shuffled onto the houses, their eight
//   order tokens two to each stall.
// - The walker: named in the setup options ("walker": an id, or "random"), else the
//   player's first action chooses ("walker siti", or "walker random"). The walker's own
//   token is set aside: 7 orders to deliver. Then five Langkah cards are drawn, and the
//   walker starts on an open card next to their own house, of the player's choice.
// - A turn: play one card from hand and walk exactly its number of steps, orthogonally,
//   never onto a house, never onto any card twice in one walk (the start included).
//   Boosters are optional: x2 doubles the steps, +2 adds two. A swap booster swaps one
//   other hand card with the top card of the discard pile before the walk (the hand card
//   becomes the discard top; the played card then goes on top of it). A clearing booster
//   (pick up or move a clearing token) gains a clearing token instead, up to ten.
// - Where the walk ends: every carried order whose house is next to that card is
//   delivered (two at one stop is possible; delivering is automatic, as it never hurts);
//   on a stall the player picks up any of its waiting orders, up to a bag of two (the
//   move names them; stalls never touch houses here, so delivering and picking up never
//   happen on the same stop). Passing by does nothing.
// - The played card goes to the discard pile, then the hand is refilled to five. The game
//   is won when the seventh order is delivered (no draw after it); it is lost when the
//   draw pile is empty after a refill with orders still undelivered.
// - Score = 10 per delivered order + 5 per clearing token (the highest covered space,
//   +10 with all ten) - the sum of the big numbers of the discard pile (swapped-away
//   cards included, boosters ignored, the hand left out). Bands: 100-130 Impossible,
//   70-99 5-star review, 40-69 Not bad lar, 0-39 ok ok lo, below 0 Mak Cik Kiah starve
//   liao. A lost game keeps its score but gets no band.
// - Deck (36 cards, balanced with the planner over 1,000 seeded deals): see content.h.
#pragma once

#include "board.h"
#include "content.h"
#include "move.h"
#include "scoring.h"

#include "core/rng.h"
#include "core/status.h"

#include <array>
#include <cstdint>
#include <string>

namespace fc::kakilima {

enum class Phase : std::uint8_t { ChooseWalker, ChooseStart, Walk, Won, Lost };
enum class OrderPlace : std::uint8_t { AtStall, Carried, Delivered, SetAside };

// What the last walk did, for the table to show.
struct LastWalk {
    std::int8_t from = -1;
    std::int8_t to = -1;
    Card card = 0;
    bool boosted = false;
    Card swappedOut = 0;
    Card swappedIn = 0;
    std::uint8_t delivered = 0; // bit per character
    std::uint8_t pickedUp = 0;  // bit per character
    bool gainedToken = false;
    bool operator==(const LastWalk&) const = default;
};

// A stack of Langkah cards; the top is the last card.
struct Pile {
    std::array<Card, kDeckSize> cards{};
    std::uint8_t count = 0;
    void push(Card card) { cards[count++] = card; }
    Card pop() { return cards[--count]; }
    Card top() const { return cards[count - 1]; }
    bool empty() const { return count == 0; }
    bool operator==(const Pile&) const = default;
};

// The whole game state: fixed-size arrays only, cheap to copy, no heap.
struct State {
    // 1. The table.
    Phase phase = Phase::ChooseWalker;
    std::array<std::uint8_t, kCells>
        location{}; // per open non-stall cell: 0-12 orange, 13-23 green
    std::array<std::uint8_t, kCharacters> houseOf{}; // house index (kHouseCells) per character
    std::array<std::uint8_t, kCharacters> stallOf{}; // stall of each character's order token
    std::array<OrderPlace, kCharacters> order{};
    fc::Rng rng; // for "walker random" only; the deck is shuffled at setup

    // 2. The walker.
    std::int8_t walker = -1;
    std::int8_t position = -1;
    std::uint8_t tokens = 0;

    // 3. The Langkah cards.
    Pile drawPile; // secret order
    Pile discard;
    std::array<Card, kHandSize> hand{};
    std::uint8_t handCount = 0;

    LastWalk last;

    bool operator==(const State&) const = default;

    // Setup: map, characters, tokens, deck. walker: a character, kRandomWalker, or -1 to
    // let the first action choose.
    static State newGame(std::uint64_t seed, int walker = -1);

    bool isOver() const { return phase == Phase::Won || phase == Phase::Lost; }
    int houseCell(int character) const {
        return kHouseCells[houseOf[static_cast<std::size_t>(character)]];
    }
    int ordersIn(OrderPlace place) const;
    std::uint8_t ordersWaitingAt(int stall) const; // bit per character
    std::uint8_t carried() const;                  // bit per character
    int discardSum() const;
    Score score() const;
    // Open cards next to the walker's house: where the walk may start.
    std::uint64_t startCells() const;
    // Carried orders delivered by ending a walk on `cell`.
    std::uint8_t deliveriesAt(int cell) const;

    // For a card in hand, with or without its step booster: every card the walk can end on,
    // with one walk to each (empty when the card cannot be played so).
    std::vector<WalkPath> walkOptions(Card card, bool boosted) const;

    void legalMoves(MoveList& out) const;
    // Why `move` is illegal now: the rule's code and arguments (refusals.h), none when it
    // is legal.
    fc::Refusal refusalOf(Move move) const;
    // The same in English ("You do not hold a 4"), or empty when it is legal.
    std::string whyIllegal(Move move) const;
    // For a walk chosen piece by piece (the table's taps), why no walk can be made yet,
    // wherever it would end (none when one can): with `card` at all (its booster used or
    // not, any swap); with `card` and its step booster used as `boosted` says; and with
    // that walk swapping `swapOut` (0: any other card in hand) for the discard top.
    fc::Refusal refusalOfCard(Card card) const;
    fc::Refusal refusalOfCard(Card card, bool boosted) const;
    fc::Refusal refusalOfSwap(Card card, bool boosted, Card swapOut) const;
    // Applies a legal move (checked by assert only: the hot path).
    void play(Move move);

  private:
    void chooseWalker(int character);
    void drawUpToHand();
    void chooseStart(int cell);
    void walk(Move move);
    void playCardFromHand(Card card);
    void swapWithDiscardTop(Card handCard);
    void gainClearingToken();
    void deliverOrders();
    void pickUpOrders(std::uint8_t take);
    void endTurn();
    void legalWalks(MoveList& out) const;
    fc::Refusal refusalOfWalk(Move move) const;
    fc::Refusal refusalOfHolding(Card card, bool boosted) const; // the phase, the hand
    fc::Refusal refusalOfSwapping(Card card, Card swapOut) const;
    bool holds(Card card, int copies = 1) const;
};

} // namespace fc::kakilima
