// Move: one decision in Kaki Lima as a small value (what the rules and the planner use),
// with its text notation for saves, the CLI and bots:
//   "walker siti" / "walker random"   choose the SwipeFood Walker (when the setup did not)
//   "start B2"                        the open card next to the walker's house to start on
//   "walk 3x2 as 6 swap 1 to C4 take siti+raju"
//      play the card "3x2"; "as 6" uses its step booster (x2 or +2; left out: the plain
//      number); "swap 1" uses a swap booster on a "1" in hand; "to C4" is where the walk
//      ends; "take ..." the orders picked up there (left out: none).
// The path is not part of a move: only where a walk ends matters (picking up, delivering),
// so any walk of the right length to that card is the same move.
#pragma once

#include "content.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fc::kakilima {

constexpr int kRandomWalker = kCharacters; // "walker random"

struct Move {
    enum Kind : std::uint8_t { ChooseWalker, ChooseStart, Walk };
    Kind kind = Walk;
    std::uint8_t target = 0; // walker: the character (or kRandomWalker); start and walk: the cell
    Card card = 0;           // walk: the card played
    bool boosted = false;    // walk: its x2 / +2 used
    Card swapOut = 0;        // walk: the hand card swapped with the discard top (0: no swap)
    std::uint8_t take = 0;   // walk: bit per character whose order is picked up at the end

    static Move walker(int character) {
        return {ChooseWalker, static_cast<std::uint8_t>(character)};
    }
    static Move start(int cell) { return {ChooseStart, static_cast<std::uint8_t>(cell)}; }
    static Move walk(Card card, bool boosted, int to, Card swapOut = 0, int take = 0) {
        return {Walk,    static_cast<std::uint8_t>(to),  card, boosted,
                swapOut, static_cast<std::uint8_t>(take)};
    }
    int steps() const { return stepsOf(card, boosted); }

    bool operator==(const Move&) const = default;
};

using MoveList = std::vector<Move>;

std::string moveToText(Move move);
// Parses the notation; the move may still be illegal in the position.
std::optional<Move> parseMove(std::string_view text);

// The walker a table names, as a move: "random" or a character's id ("siti"); any other
// name is one past random, a character the rules refuse (no_such_character).
Move walkerAction(std::string_view id);

} // namespace fc::kakilima
