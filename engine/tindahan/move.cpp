#include "move.h"

namespace fc::tindahan {

std::string moveToText(Move move) {
    switch (move.kind) {
    case Move::PlayCard:
        return "play " + cardToken(move.arg);
    case Move::PlaceSeller:
        return "seller";
    case Move::MoveTrump:
        return "trump " + fruitLetter(move.arg);
    }
    return {};
}

std::optional<Move> parseMove(std::string_view text, int players) {
    if (text == "seller")
        return Move::seller();
    if (text.starts_with("play ")) {
        if (const std::optional<Card> card = parseCardToken(text.substr(5), players))
            return Move::play(*card);
        return std::nullopt;
    }
    if (text.starts_with("trump ")) {
        if (const std::optional<int> fruit = parseFruitLetter(text.substr(6), players))
            return Move::trump(*fruit);
        return std::nullopt;
    }
    return std::nullopt;
}

std::string playAction(std::string_view cardId) {
    return "play " + std::string(cardId);
}

std::string sellerAction() {
    return moveToText(Move::seller());
}

std::string trumpAction(int fruit) {
    return moveToText(Move::trump(fruit));
}

} // namespace fc::tindahan
