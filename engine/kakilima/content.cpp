#include "content.h"

namespace fc::kakilima {

namespace {

constexpr std::array<std::string_view, kBoosterKinds> kBoosterSuffix = {"",  "x2", "+2",
                                                                        "c", "m",  "s"};

} // namespace

std::optional<int> parseCharacter(std::string_view id) {
    for (int c = 0; c < kCharacters; ++c)
        if (kCharacterList[static_cast<std::size_t>(c)].id == id)
            return c;
    return std::nullopt;
}

std::string cardToken(Card card) {
    return std::to_string(numberOf(card)) +
           std::string(kBoosterSuffix[static_cast<std::size_t>(boosterOf(card))]);
}

std::optional<Card> parseCardToken(std::string_view token) {
    if (token.empty() || token[0] < '1' || token[0] > '5')
        return std::nullopt;
    const std::string_view suffix = token.substr(1);
    for (int b = 0; b < kBoosterKinds; ++b)
        if (kBoosterSuffix[static_cast<std::size_t>(b)] == suffix)
            return makeCard(token[0] - '0', static_cast<Booster>(b));
    return std::nullopt;
}

std::string_view boosterName(Booster booster) {
    switch (booster) {
    case Booster::None:
        return "";
    case Booster::Double:
        return "x2";
    case Booster::PlusTwo:
        return "+2";
    case Booster::ClearPickUp:
        return "clearing pick-up";
    case Booster::ClearMove:
        return "clearing move";
    case Booster::Swap:
        return "swap";
    }
    return "";
}

std::string cellName(int cell) {
    return std::string(1, static_cast<char>('A' + columnOf(cell))) +
           std::to_string(rowOf(cell) + 1);
}

std::optional<int> parseCell(std::string_view name) {
    if (name.size() != 2 || name[0] < 'A' || name[0] > 'F' || name[1] < '1' || name[1] > '6')
        return std::nullopt;
    return cellAt(name[0] - 'A', name[1] - '1');
}

} // namespace fc::kakilima
