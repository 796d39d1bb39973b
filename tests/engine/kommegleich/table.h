// Hand-set Komme gleich! positions for the tests: the row, some hands and the top of the
// draw pile given as kind letters ("CLTSOB"), every other card placed so that all 93
// cards stay in the game.
#pragma once

#include "kommegleich/kommegleich.h"

#include <array>
#include <string>
#include <vector>

namespace fc::kommegleich::test {

inline Kind kindFromLetter(char letter) {
    return static_cast<Kind>(std::string_view(kKindLetters).find(letter));
}

inline std::string kindsOf(const Hand& hand) {
    std::string letters;
    for (Card card : hand)
        letters += kKindLetters[kindOf(card)];
    return letters;
}

inline std::string kindsOf(const std::array<Card, kRowSize>& row) {
    std::string letters;
    for (Card card : row)
        letters += kKindLetters[kindOf(card)];
    return letters;
}

// hands[i] is seat i's hand (empty: any five cards); drawTop is drawn first to last.
inline State arrangedTable(int players, const std::string& row,
                           const std::vector<std::string>& hands, const std::string& drawTop = "") {
    State s = State::newGame(players, 0, 1);
    std::array<bool, kDeckSize> used{};
    const auto take = [&](char letter) {
        const int kind = kindFromLetter(letter);
        for (int card = firstCardOf(kind); card < firstCardOf(kind + 1); ++card) {
            if (!used[static_cast<std::size_t>(card)]) {
                used[static_cast<std::size_t>(card)] = true;
                return static_cast<Card>(card);
            }
        }
        return kNoCard;
    };
    const auto takeAny = [&] {
        for (int card = 0; card < kDeckSize; ++card) {
            if (!used[static_cast<std::size_t>(card)]) {
                used[static_cast<std::size_t>(card)] = true;
                return static_cast<Card>(card);
            }
        }
        return kNoCard;
    };
    for (int i = 0; i < kRowSize; ++i)
        s.row[static_cast<std::size_t>(i)] = take(row[static_cast<std::size_t>(i)]);
    std::vector<Card> top;
    for (char letter : drawTop)
        top.push_back(take(letter));
    for (int seat = 0; seat < players; ++seat) {
        s.hands[seat].size = 0;
        const std::string spec =
            seat < static_cast<int>(hands.size()) ? hands[static_cast<std::size_t>(seat)] : "";
        for (int i = 0; i < kHandSize; ++i)
            s.hands[seat].push(spec.empty() ? Card{} : take(spec[static_cast<std::size_t>(i)]));
    }
    for (int seat = 0; seat < players; ++seat) {
        const std::string spec =
            seat < static_cast<int>(hands.size()) ? hands[static_cast<std::size_t>(seat)] : "";
        if (spec.empty()) {
            for (int i = 0; i < kHandSize; ++i)
                s.hands[seat].cards[static_cast<std::size_t>(i)] = takeAny();
        }
    }
    s.drawPile.size = 0;
    for (Card card = takeAny(); card != kNoCard; card = takeAny())
        s.drawPile.push(card);
    for (auto it = top.rbegin(); it != top.rend(); ++it)
        s.drawPile.push(*it); // the top of the pile is its last card
    return s;
}

} // namespace fc::kommegleich::test
