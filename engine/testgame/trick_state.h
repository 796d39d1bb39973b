// The rules of the test game on native types (bit sets of cards), shared by the Game
// adapter and the bots' search. Small and cheap to copy, so that it also serves as the
// SearchState of the generic MCTS/ISMCTS.
//
// Rules: cards 1..12; two players are dealt 5 each (2 stay face down, unused), three
// players 4 each, four players 3 each. A trick per card in hand: from the leader on,
// each player plays one card face up; the highest card takes the trick and leads the next. A player
// scores the total of the cards taken; the highest total wins, ties share.
#pragma once

#include "core/rng.h"
#include "core/setup.h"

#include <array>
#include <cstdint>
#include <vector>

namespace fc::testgame {

using Cards = std::uint16_t; // bit c set: card c (1..12) is in the set
constexpr int kLowCard = 1;
constexpr int kHighCard = 12;
constexpr int kMaxPlayers = 4;
constexpr int kMaxHandSize = 5;
constexpr Cards kAllCards = 0x1ffe;

bool holds(Cards cards, int card);
int countOf(Cards cards);
int totalOf(Cards cards);
int handSizeFor(int players);
std::vector<int> listOf(Cards cards); // ascending

struct TrickState {
    using Move = int; // the card to play

    int players = 2;
    Seat turn = 0;
    Seat leader = 0; // who led the current trick
    std::array<Cards, kMaxPlayers> hands{};
    std::array<Cards, kMaxPlayers> taken{}; // cards won in tricks
    std::array<int, kMaxPlayers> trick{};   // cards of the current trick, from the leader on
    int trickSize = 0;
    Cards undealt = 0; // face down, out of play

    // Shuffles the deck with the seed and deals handSizeFor(players) cards to each seat.
    static TrickState deal(int players, Seat startSeat, std::uint64_t seed);

    int playerCount() const { return players; }
    int toMove() const { return turn; }
    bool isTerminal() const;
    void legalMoves(std::vector<int>& out) const;
    // Plays a card of the seat to move; the caller has checked that it is in their hand.
    void play(int card);
    int score(Seat seat) const { return totalOf(taken[static_cast<std::size_t>(seat)]); }
    std::vector<Seat> winners() const; // empty until terminal
    double reward(int seat) const;     // share of the win: 1/winners, or 0
};

} // namespace fc::testgame
