// Move: one step of a Komme gleich! turn as a four-byte value (what the rules and the search
// use), with its text notation for saves, the CLI, the UI and the bots. Slots count from 0,
// hand slot 0 being the front (left) of the hand, row slot 0 the left of the row.
//   draw          take the top card of the draw pile (only you see it)
//   insert N      put the drawn card into your hand so that it becomes slot N
//   cover H R     lay hand card H face up onto row card R (start player)
//   move A B      take hand card A out and put it back so that it becomes slot B
//   discard D     discard hand card D (after "draw" and "insert", other players)
//   serve A B R   serve hand cards A..B (3 or more) onto row cards R..R+B-A
//   done          end the turn without serving
#pragma once

#include "cards.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace fc::kommegleich {

struct Move {
    enum Kind : std::uint8_t { Draw, Insert, Cover, MoveCard, Discard, Serve, Done };
    Kind kind = Done;
    std::uint8_t a = 0, b = 0, c = 0;

    static constexpr Move draw() { return {Draw}; }
    static constexpr Move insert(int slot) { return {Insert, u8(slot)}; }
    static constexpr Move cover(int hand, int row) { return {Cover, u8(hand), u8(row)}; }
    static constexpr Move moveCard(int from, int to) { return {MoveCard, u8(from), u8(to)}; }
    static constexpr Move discard(int slot) { return {Discard, u8(slot)}; }
    static constexpr Move serve(int first, int last, int row) {
        return {Serve, u8(first), u8(last), u8(row)};
    }
    static constexpr Move done() { return {Done}; }

    bool operator==(const Move&) const = default;

  private:
    static constexpr std::uint8_t u8(int v) { return static_cast<std::uint8_t>(v); }
};

// Every legal step fits: 6 x 5 covers is the most.
struct MoveList {
    std::array<Move, (kHandSize + 1) * kRowSize> moves{};
    int size = 0;
    void clear() { size = 0; }
    void push(Move move) { moves[static_cast<std::size_t>(size++)] = move; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
    const Move& operator[](int i) const { return moves[static_cast<std::size_t>(i)]; }
};

std::string moveToText(Move move);
// Parses the notation (numbers 0-9); the move may still be illegal in the position.
std::optional<Move> parseMove(std::string_view text);

// The steps a table sends, built here so that the notation lives in one place. Slots are
// written as given: one out of range makes a step the engine refuses, never another step.
std::string drawAction();
std::string insertAction(int slot);
std::string coverAction(int handSlot, int rowSlot);
std::string moveAction(int from, int to);
std::string discardAction(int handSlot);
std::string serveAction(int first, int last, int rowSlot);
std::string doneAction();

} // namespace fc::kommegleich
