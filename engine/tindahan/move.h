// Move: one turn in Tindahan as a two-byte value (what the rules and the search use),
// with its text notation ("play D7", "seller", "trump M") for saves, the CLI and bots.
#pragma once

#include "cards.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace fc::tindahan {

struct Move {
    enum Kind : std::uint8_t { PlayCard, PlaceSeller, MoveTrump };
    Kind kind = PlayCard;
    std::uint8_t arg = 0; // the card played, or the stall (fruit) the trump token moves to

    static constexpr Move play(Card card) { return {PlayCard, card}; }
    static constexpr Move seller() { return {PlaceSeller, 0}; }
    static constexpr Move trump(int fruit) { return {MoveTrump, static_cast<std::uint8_t>(fruit)}; }

    bool operator==(const Move&) const = default;
};

// Every legal move of one turn fits: 10 cards, a seller, or 4 stalls to move trump to.
struct MoveList {
    std::array<Move, kHandSize + kFruitCount> moves{};
    int size = 0;
    void clear() { size = 0; }
    void push(Move move) { moves[static_cast<std::size_t>(size++)] = move; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
    const Move& operator[](int i) const { return moves[static_cast<std::size_t>(i)]; }
};

std::string moveToText(Move move);
// Parses the notation; the move may still be illegal in the position.
std::optional<Move> parseMove(std::string_view text, int players);

// The actions a table sends, built here so that the notation lives in one place: "play D7"
// (a card as views name it), "seller", "trump M" (a fruit in play, 0-4).
std::string playAction(std::string_view cardId);
std::string sellerAction();
std::string trumpAction(int fruit);

} // namespace fc::tindahan
