#include "move.h"

namespace fc::kakilima {

namespace {

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    while (!text.empty()) {
        const std::size_t space = text.find(' ');
        if (space != 0)
            out.push_back(text.substr(0, space));
        if (space == std::string_view::npos)
            break;
        text.remove_prefix(space + 1);
    }
    return out;
}

// "siti+raju": a set of characters, each named once.
std::optional<int> parseTake(std::string_view text) {
    int take = 0;
    while (true) {
        const std::size_t plus = text.find('+');
        const std::optional<int> who = parseCharacter(text.substr(0, plus));
        if (!who || (take & (1 << *who)))
            return std::nullopt;
        take |= 1 << *who;
        if (plus == std::string_view::npos)
            return take;
        text.remove_prefix(plus + 1);
    }
}

} // namespace

std::string moveToText(Move move) {
    switch (move.kind) {
    case Move::ChooseWalker:
        return "walker " + std::string(move.target == kRandomWalker
                                           ? std::string_view("random")
                                           : kCharacterList[move.target].id);
    case Move::ChooseStart:
        return "start " + cellName(move.target);
    case Move::Walk:
        break;
    }
    std::string text = "walk " + cardToken(move.card);
    if (move.boosted)
        text += " as " + std::to_string(move.steps());
    if (move.swapOut)
        text += " swap " + cardToken(move.swapOut);
    text += " to " + cellName(move.target);
    if (move.take) {
        text += " take ";
        bool first = true;
        for (int c = 0; c < kCharacters; ++c) {
            if (!(move.take & (1 << c)))
                continue;
            text +=
                (first ? "" : "+") + std::string(kCharacterList[static_cast<std::size_t>(c)].id);
            first = false;
        }
    }
    return text;
}

Move walkerAction(std::string_view id) {
    if (id == "random")
        return Move::walker(kRandomWalker);
    return Move::walker(parseCharacter(id).value_or(kRandomWalker + 1));
}

std::optional<Move> parseMove(std::string_view text) {
    const std::vector<std::string_view> w = words(text);
    if (w.size() == 2 && w[0] == "walker") {
        if (w[1] == "random")
            return Move::walker(kRandomWalker);
        if (const std::optional<int> who = parseCharacter(w[1]))
            return Move::walker(*who);
        return std::nullopt;
    }
    if (w.size() == 2 && w[0] == "start") {
        if (const std::optional<int> cell = parseCell(w[1]))
            return Move::start(*cell);
        return std::nullopt;
    }
    if (w.size() < 4 || w[0] != "walk")
        return std::nullopt;
    const std::optional<Card> card = parseCardToken(w[1]);
    if (!card)
        return std::nullopt;
    Move move = Move::walk(*card, false, 0);
    std::size_t i = 2;
    if (i + 1 < w.size() && w[i] == "as") {
        move.boosted = true;
        if (!hasStepBooster(*card) || w[i + 1] != std::to_string(move.steps()))
            return std::nullopt;
        i += 2;
    }
    if (i + 1 < w.size() && w[i] == "swap") {
        const std::optional<Card> out = parseCardToken(w[i + 1]);
        if (!out)
            return std::nullopt;
        move.swapOut = *out;
        i += 2;
    }
    if (i + 1 >= w.size() || w[i] != "to")
        return std::nullopt;
    const std::optional<int> cell = parseCell(w[i + 1]);
    if (!cell)
        return std::nullopt;
    move.target = static_cast<std::uint8_t>(*cell);
    i += 2;
    if (i < w.size()) {
        if (i + 2 != w.size() || w[i] != "take")
            return std::nullopt;
        const std::optional<int> take = parseTake(w[i + 1]);
        if (!take)
            return std::nullopt;
        move.take = static_cast<std::uint8_t>(*take);
    }
    return move;
}

} // namespace fc::kakilima
