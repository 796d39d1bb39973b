// Hand-made Kaki Lima positions for the tests: character c lives in house c (kiah C1,
// seng E1, raju F3, siti F5, meiling D6, hassan B6, rose A4, farid A2), the orders wait
// two by two (kiah+seng at the Kopitiam C3, raju+siti at Roti Bakar D3, meiling+hassan at
// Chendul C4, rose+farid at Rojak D4), Farid walks, and the draw pile holds plain 1s.
#pragma once

#include "kakilima/kakilima.h"

#include <initializer_list>

namespace fc::kakilima::test {

constexpr int kiah = 0, seng = 1, raju = 2, siti = 3, meiling = 4, hassan = 5, rose = 6, farid = 7;

inline int cell(const char* name) {
    return *parseCell(name);
}
inline Card card(const char* token) {
    return *parseCardToken(token);
}

inline State table(std::initializer_list<const char*> hand, const char* at, int drawCount = 10) {
    State s = State::newGame(1, farid);
    for (int c = 0; c < kCharacters; ++c) {
        s.houseOf[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(c);
        s.stallOf[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(c / 2);
        s.order[static_cast<std::size_t>(c)] =
            c == farid ? OrderPlace::SetAside : OrderPlace::AtStall;
    }
    s.handCount = 0;
    for (const char* token : hand)
        s.hand[s.handCount++] = card(token);
    s.drawPile = Pile{};
    for (int i = 0; i < drawCount; ++i)
        s.drawPile.push(makeCard(1));
    s.position = static_cast<std::int8_t>(cell(at));
    s.phase = Phase::Walk;
    return s;
}

inline Move walk(const char* token, const char* to, bool boosted = false, int take = 0,
                 const char* swapOut = nullptr) {
    return Move::walk(card(token), boosted, cell(to), swapOut ? card(swapOut) : Card{0}, take);
}

inline int bit(int character) {
    return 1 << character;
}

} // namespace fc::kakilima::test
