// Tindahan: a trick-taking and stall-majority game for 3-5 players.
//
// The rules, as this engine plays them (rulebook tindahan.txt + RULINGS.md):
// - Cards: fruits with values 1-10, ten of each. Bananas are always used, then fruits join
//   in the order bananas, durians, mangosteens, rambutans, pineapples: 3 players use B D M
//   (rambutans and pineapples removed), 4 players B D M R (pineapples removed), 5 all five.
//   One market stall per fruit in use. Each round: shuffle, deal 10 cards to everyone, give
//   everyone 9 sellers, put the trump token on the banana stall (the rulebook places it at
//   the start of the game and is silent about later rounds; we reset it each round, as the
//   new deal and the returned sellers reset the rest of the table).
// - A trick: the leader either leads a card, or moves the trump token to another stall
//   (that fruit is trump from now on). Then each other player in turn to the left, once:
//   plays a card, or places a seller on the stall of the led fruit instead. Cards must
//   follow the led fruit when the player holds it; otherwise any card.
//   After a trump move the next player MUST play a card (any card: nothing is led yet), and
//   that card's fruit is the led fruit. The leader never places a seller, nor does that
//   forced player; a player with no sellers left must play a card.
//   So every trick holds at least one card (the lead, or the forced card).
// - The highest trump played wins the trick, else the highest card of the led fruit. The
//   winner leads the next trick.
// - The round ends when, after a trick is awarded, someone has no cards left. Scoring:
//   +2 per trick won, -1 per card in hand; per stall, most sellers +5, second most +2, and
//   at the stall where the trump token stands +1 more for first and for second. A tie for
//   first shares first + second (+ both bonuses) rounded down per player and there is no
//   second place; a tie for second shares second (+ its bonus) rounded down; without any
//   second-place sellers no second-place points. Shutout: a player who placed no sellers
//   and won no tricks scores, for the round, the round's top total (ours included, so it
//   never lowers a score).
// - The game has one round per player; the start player of each round is the next to the
//   left of the previous one. Most points wins; ties share the win.
//
// Seats are numbered 0..n-1 in playing order: "to the left" is the next seat number.
#pragma once

#include "cards.h"
#include "move.h"
#include "scoring.h"

#include "core/rng.h"
#include "core/status.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace fc::tindahan {

// What a seat did in the current trick so far.
enum class TrickAction : std::uint8_t { None, Played, Seller, MovedTrump };

enum class Phase : std::uint8_t {
    Trick,     // someone is to act
    RoundOver, // the round is scored; startNextRound() deals the next one
    GameOver,
};

// The last finished trick, for the table to show who took it.
struct FinishedTrick {
    std::array<Card, kMaxPlayers> cards{kNoCard, kNoCard, kNoCard, kNoCard, kNoCard};
    std::int8_t winner = -1;
    std::int8_t led = -1;
    std::int8_t trump = -1; // the trump fruit while it was played
    bool operator==(const FinishedTrick&) const = default;
};

// The whole game state: fixed-size arrays only, cheap to copy, no heap; what the rules,
// the benchmarks and the search work on.
struct State {
    // 1. The game.
    std::uint8_t players = 3;
    std::uint8_t firstStarter = 0; // start player of round 0
    std::uint8_t round = 0;        // 0-based; equals `players` once the game is over
    Phase phase = Phase::Trick;
    fc::Rng rng; // the deals

    // 2. The round.
    std::uint8_t roundStarter = 0;
    std::uint8_t trump = Bananas;
    std::array<CardSet, kMaxPlayers> hands{};
    // Byte f of handFruits[seat]: how many cards of fruit f the seat holds. Derived from
    // hands and kept with them (play and the deal do; code that sets hands itself calls
    // recountHands()): random playouts read a hand's counts here instead of counting bits.
    std::array<std::uint64_t, kMaxPlayers> handFruits{};
    std::array<CardSet, kMaxPlayers> wonCards{};
    std::array<std::uint8_t, kMaxPlayers> tricksWon{};
    std::array<std::uint8_t, kMaxPlayers> sellersLeft{};
    std::array<std::array<std::uint8_t, kMaxPlayers>, kFruitCount> stallSellers{}; // [fruit][seat]
    // Fruits (bit per fruit) each seat has shown it lacks by not following: public.
    std::array<std::uint8_t, kMaxPlayers> provenVoid{};

    // 3. The trick.
    std::uint8_t leader = 0;
    std::uint8_t toMove = 0;
    std::uint8_t acted = 0;  // seats that have acted in this trick
    std::int8_t led = -1;    // led fruit, -1 until a card is played
    bool trumpMoved = false; // the leader moved the trump token this trick
    CardSet trickCards = 0;
    std::array<Card, kMaxPlayers> trickCard{kNoCard, kNoCard, kNoCard, kNoCard, kNoCard};
    std::array<TrickAction, kMaxPlayers> trickAction{};
    FinishedTrick lastTrick;

    // 4. The score.
    std::array<std::int16_t, kMaxPlayers> totals{};
    std::array<std::array<RoundScore, kMaxPlayers>, kMaxPlayers> roundScores{}; // [round][seat]

    bool operator==(const State&) const = default;

    // Setup and the first deal. players in 3..5, firstStarter a seat.
    static State newGame(int players, int firstStarter, std::uint64_t seed);

    int nextSeat(int seat) const { return seat + 1 == players ? 0 : seat + 1; }
    CardSet cardsInUse() const { return cardsInPlay(players); }
    int roundsInGame() const { return players; }
    bool isLeaderTurn() const { return acted == 0; }
    bool mustPlayAfterTrumpMove() const { return acted == 1 && trumpMoved; }
    // Once a card sets the led fruit, every later player of the trick must follow it; before
    // that (the leader, the player forced to play after a trump move) the choice is free.
    bool mustFollow() const { return led >= 0; }
    // The cards the seat to act may play: its cards of the led fruit if it must follow and
    // holds some, else its whole hand.
    CardSet playableCards() const;

    // Legal moves of the seat to act (empty unless phase is Trick).
    void legalMoves(MoveList& out) const;
    // legalMoves(list) then list[rng.lemireBelow(list.size)], without building the list: a
    // uniformly random legal move. Same draw, same move.
    Move randomMove(fc::Rng& rng) const;
    // Why `move` is illegal for the seat to act now: the rule's code and arguments
    // (refusals.h), none when it is legal.
    fc::Refusal refusalOf(Move move) const;
    // The same in English ("You must follow bananas"), or an empty string when legal.
    std::string whyIllegal(Move move) const;
    // Applies a legal move (checked by assert only: the hot path).
    void play(Move move);
    // Plays uniformly random legal moves until the round is over: the same moves, and the
    // same state at the end, as play(randomMove(rng)) step by step, faster (the playouts of
    // the benchmarks and of the search). Phase must be Trick.
    void playRandomRound(fc::Rng& rng);
    // From RoundOver: the next round's deal with the start player one seat to the left.
    void startNextRound();

    // Recomputes handFruits from hands, after code outside the rules has set hands.
    void recountHands();

    // Seats with the most points (several on a tie); empty until the game is over.
    std::vector<int> winners() const;

  private:
    // The trick in progress as plain values: play() loads it from the fields above and
    // stores it back around one move, playRandomRound() keeps it in registers for a whole
    // round (the fields are bytes in memory, and the compiler must assume that every byte
    // stored to the hands' bookkeeping may change them).
    struct TrickCursor {
        unsigned toMove;
        unsigned acted;
        unsigned trump;
        int led;
        bool trumpMoved;
        CardSet cards;        // trickCards
        std::uint64_t played; // trickCard, byte by seat; kNoCard beyond the last seat
        // The card winning the trick so far and who played it, as winningCard() (0: no card
        // yet): kept as cards are played (one max, no branch), so that the trick's winner is
        // known at once when the last seat acts.
        unsigned best;
    };
    // A card played in a trick, ordered as the trick ranks them (trumps above cards of the
    // led fruit above the rest, then by value), with the seat in the low bits.
    static unsigned winningCard(Card card, int fruit, unsigned trump, int led, unsigned seat);
    static constexpr unsigned kSeatBits = 3;
    TrickCursor trickCursor() const;
    void storeTrick(const TrickCursor& trick);
    // randomMove from the cursor.
    Move drawMove(const TrickCursor& trick, fc::Rng& rng) const;
    // One move of the seat to act, then the turn passes on (the trick is not resolved).
    void apply(TrickCursor& trick, Move move);
    // apply, then the trick resolved when everyone has acted and the round scored when it
    // ends (the cursor stored first). True when the round is over.
    bool step(TrickCursor& trick, Move move);
    void moveTrump(TrickCursor& trick, int fruit);
    void playCard(TrickCursor& trick, Card card);
    void placeSeller(const TrickCursor& trick);
    bool resolveTrick(TrickCursor& trick);
    bool someoneIsOutOfCards() const;

    void dealRound();
    void endOfRound();
};

// The playout path (a random move, then playing it, at every step of every benchmark game
// and search rollout) is defined here so that those loops inline it.

// The cards of the led fruit by led + 1, none while nothing is led: a lookup instead of a
// branch on "must follow?", which is unpredictable from one step of a playout to the next.
inline constexpr std::array<CardSet, kFruitCount + 1> kFollowCards = {
    0, fruitCards(0), fruitCards(1), fruitCards(2), fruitCards(3), fruitCards(4)};

inline CardSet State::playableCards() const {
    const CardSet hand = hands[toMove];
    const CardSet following = hand & kFollowCards[static_cast<std::size_t>(led + 1)];
    return following ? following : hand;
}

// Byte masks by led + 1: the led fruit's count in handFruits, none while nothing is led.
inline constexpr std::array<std::uint64_t, kFruitCount + 1> kLedFruitByte = {
    0, 0xffULL, 0xffULL << 8, 0xffULL << 16, 0xffULL << 24, 0xffULL << 32};

inline unsigned State::winningCard(Card card, int fruit, unsigned trump, int led, unsigned seat) {
    // Cards are below 64, so the class bits sit above any card.
    const unsigned trumpClass = static_cast<unsigned>(fruit) == trump ? 2u : 0u;
    const unsigned ledClass = fruit == led ? 1u : 0u;
    return ((trumpClass | ledClass) << 6 | card) << kSeatBits | seat;
}

// The cursor's played cards are the bytes of trickCard in seat order, read and written with
// memcpy: that needs a little-endian machine, as every target is (x86-64, arm64).
static_assert(std::endian::native == std::endian::little);

inline State::TrickCursor State::trickCursor() const {
    static_assert(kMaxPlayers == 5);
    std::uint32_t firstFour = 0;
    std::memcpy(&firstFour, trickCard.data(), sizeof firstFour);
    TrickCursor trick{toMove,
                      acted,
                      trump,
                      led,
                      trumpMoved,
                      trickCards,
                      ~std::uint64_t{0} << 40 | std::uint64_t{trickCard[4]} << 32 | firstFour,
                      0};
    for (int seat = 0; seat < players; ++seat) {
        const Card card = trickCard[seat];
        if (card != kNoCard)
            trick.best = std::max(trick.best, winningCard(card, fruitOf(card), trump, led,
                                                          static_cast<unsigned>(seat)));
    }
    return trick;
}

inline void State::storeTrick(const TrickCursor& trick) {
    toMove = static_cast<std::uint8_t>(trick.toMove);
    acted = static_cast<std::uint8_t>(trick.acted);
    trump = static_cast<std::uint8_t>(trick.trump);
    led = static_cast<std::int8_t>(trick.led);
    trumpMoved = trick.trumpMoved;
    trickCards = trick.cards;
    std::memcpy(trickCard.data(), &trick.played, kMaxPlayers);
}

inline Move State::randomMove(fc::Rng& rng) const {
    return drawMove(trickCursor(), rng);
}

inline Move State::drawMove(const TrickCursor& trick, fc::Rng& rng) const {
    assert(phase == Phase::Trick);
    assert(handFruits[trick.toMove] == countByFruit(hands[trick.toMove]) &&
           "hands set without recountHands()");
    // The moves in legalMoves' order: playable cards (lowest first), then trump stalls or
    // the seller. The playable cards' counts by fruit: the led fruit's if the seat holds
    // some, else the whole hand's; their running sums (one multiply) give both how many
    // cards there are and the fruit of the n-th.
    const unsigned seat = trick.toMove;
    const std::uint64_t counts = handFruits[seat];
    const std::uint64_t ledCount = counts & kLedFruitByte[static_cast<std::size_t>(trick.led + 1)];
    const RankedCards playable(hands[seat], ledCount ? ledCount : counts);
    const auto cards = static_cast<unsigned>(playable.count());
    const bool leading = trick.acted == 0;
    // After a trump move the next seat finds nothing led, and is offered no seller.
    const unsigned extras = leading ? players - 1u : trick.led >= 0 && sellersLeft[seat] > 0;
    const unsigned pick = rng.lemireBelow(cards + extras);
    if (pick < cards)
        return Move::play(playable.nth(pick));
    if (!leading)
        return Move::seller();
    const unsigned fruit = pick - cards; // the trump stalls skip the current one
    return Move::trump(static_cast<int>(fruit + (fruit >= trick.trump)));
}

inline void State::play(Move move) {
    assert(whyIllegal(move).empty());
    TrickCursor trick = trickCursor();
    if (!step(trick, move))
        storeTrick(trick);
}

[[gnu::always_inline]] inline void State::playRandomRound(fc::Rng& rng) {
    assert(phase == Phase::Trick);
    TrickCursor trick = trickCursor();
    fc::Rng draws = rng; // a local copy stays in registers, as the cursor does
    while (!step(trick, drawMove(trick, draws))) {
    }
    rng = draws;
}

inline void State::apply(TrickCursor& trick, Move move) {
    switch (move.kind) {
    case Move::PlayCard:
        playCard(trick, move.arg);
        break;
    case Move::PlaceSeller:
        placeSeller(trick);
        break;
    case Move::MoveTrump:
        moveTrump(trick, move.arg);
        break;
    }
    ++trick.acted;
    trick.toMove = static_cast<unsigned>(nextSeat(static_cast<int>(trick.toMove)));
}

inline bool State::step(TrickCursor& trick, Move move) {
    apply(trick, move);
    return trick.acted == players && resolveTrick(trick);
}

inline void State::moveTrump(TrickCursor& trick, int fruit) {
    trick.trump = static_cast<unsigned>(fruit);
    trick.trumpMoved = true;
    trickAction[trick.toMove] = TrickAction::MovedTrump;
}

inline void State::playCard(TrickCursor& trick, Card card) {
    // The first card of a trick (a lead, or the forced card after a trump move) sets the
    // led fruit; a later card of another fruit shows its player lacks the led one. One
    // update covers both (the first card never differs from the fruit it sets), so only
    // "is this the first card?" is left to predict, which follows the trick's rhythm.
    const unsigned seat = trick.toMove;
    const int fruit = fruitOf(card);
    const int ledFruit = trick.led < 0 ? fruit : trick.led;
    trick.led = ledFruit;
    provenVoid[seat] =
        static_cast<std::uint8_t>(provenVoid[seat] | (fruit != ledFruit) << ledFruit);
    hands[seat] &= ~cardBit(card);
    handFruits[seat] -= std::uint64_t{1} << (8 * fruit);
    trick.cards |= cardBit(card);
    // The seat's byte was kNoCard (all ones): xor with kNoCard ^ card leaves the card.
    trick.played ^= (std::uint64_t{kNoCard} ^ card) << (8 * seat);
    trick.best = std::max(trick.best, winningCard(card, fruit, trick.trump, ledFruit, seat));
    trickAction[seat] = TrickAction::Played;
}

inline void State::placeSeller(const TrickCursor& trick) {
    ++stallSellers[static_cast<std::size_t>(trick.led)][trick.toMove];
    --sellersLeft[trick.toMove];
    trickAction[trick.toMove] = TrickAction::Seller;
}

inline bool State::resolveTrick(TrickCursor& trick) {
    const unsigned winner = trick.best & ((1u << kSeatBits) - 1);
    ++tricksWon[winner];
    wonCards[winner] |= trick.cards;
    std::memcpy(lastTrick.cards.data(), &trick.played, kMaxPlayers);
    lastTrick.winner = static_cast<std::int8_t>(winner);
    lastTrick.led = static_cast<std::int8_t>(trick.led);
    lastTrick.trump = static_cast<std::int8_t>(trick.trump);

    leader = static_cast<std::uint8_t>(winner);
    trickAction.fill(TrickAction::None);
    trick = {winner, 0, trick.trump, -1, false, 0, ~std::uint64_t{0}, 0};
    if (!someoneIsOutOfCards())
        return false;
    storeTrick(trick); // the scoring reads the trump stall
    endOfRound();
    return true;
}

inline bool State::someoneIsOutOfCards() const {
    // A hand is empty exactly when hand - 1 wraps around to set the top bit (cards use the
    // low 50 bits): one test for all seats instead of a loop that stops at a random seat.
    std::uint64_t wrapped = 0;
    for (int seat = 0; seat < players; ++seat)
        wrapped |= hands[seat] - 1;
    return wrapped >> 63;
}

} // namespace fc::tindahan
