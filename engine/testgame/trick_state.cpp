#include "trick_state.h"

#include <algorithm>
#include <bit>

namespace fc::testgame {

bool holds(Cards cards, int card) {
    return card >= kLowCard && card <= kHighCard && ((cards >> card) & 1u);
}

int countOf(Cards cards) {
    return std::popcount(cards);
}

int totalOf(Cards cards) {
    int total = 0;
    for (int card = kLowCard; card <= kHighCard; ++card)
        total += holds(cards, card) ? card : 0;
    return total;
}

int handSizeFor(int players) {
    return std::min(kMaxHandSize, kHighCard / players);
}

std::vector<int> listOf(Cards cards) {
    std::vector<int> out;
    for (int card = kLowCard; card <= kHighCard; ++card) {
        if (holds(cards, card))
            out.push_back(card);
    }
    return out;
}

TrickState TrickState::deal(int players, Seat startSeat, std::uint64_t seed) {
    std::array<int, kHighCard> deck{};
    for (int i = 0; i < kHighCard; ++i)
        deck[static_cast<std::size_t>(i)] = i + kLowCard;
    Rng rng(seed);
    rng.shuffle(std::span<int>(deck));

    TrickState state;
    state.players = players;
    state.turn = state.leader = startSeat;
    std::size_t next = 0;
    for (int seat = 0; seat < players; ++seat) {
        for (int i = 0; i < handSizeFor(players); ++i)
            state.hands[static_cast<std::size_t>(seat)] |= static_cast<Cards>(1u << deck[next++]);
    }
    for (; next < deck.size(); ++next)
        state.undealt |= static_cast<Cards>(1u << deck[next]);
    return state;
}

bool TrickState::isTerminal() const {
    return trickSize == 0 &&
           std::all_of(hands.begin(), hands.begin() + players, [](Cards h) { return h == 0; });
}

void TrickState::legalMoves(std::vector<int>& out) const {
    out.clear();
    const Cards hand = hands[static_cast<std::size_t>(turn)];
    for (int card = kLowCard; card <= kHighCard; ++card) {
        if (holds(hand, card))
            out.push_back(card);
    }
}

void TrickState::play(int card) {
    hands[static_cast<std::size_t>(turn)] &= static_cast<Cards>(~(1u << card));
    trick[static_cast<std::size_t>(trickSize++)] = card;
    if (trickSize < players) {
        turn = (turn + 1) % players;
        return;
    }
    // The trick is complete: the highest card takes it and leads next.
    const auto best = std::max_element(trick.begin(), trick.begin() + players) - trick.begin();
    const Seat winner = static_cast<Seat>((leader + best) % players);
    for (int i = 0; i < players; ++i)
        taken[static_cast<std::size_t>(winner)] |=
            static_cast<Cards>(1u << trick[static_cast<std::size_t>(i)]);
    trickSize = 0;
    turn = leader = winner;
}

std::vector<Seat> TrickState::winners() const {
    std::vector<Seat> out;
    if (!isTerminal())
        return out;
    int best = -1;
    for (Seat seat = 0; seat < players; ++seat) {
        const int s = score(seat);
        if (s > best) {
            best = s;
            out.clear();
        }
        if (s == best)
            out.push_back(seat);
    }
    return out;
}

double TrickState::reward(int seat) const {
    const std::vector<Seat> w = winners();
    if (std::find(w.begin(), w.end(), seat) == w.end())
        return 0.0;
    return 1.0 / static_cast<double>(w.size());
}

} // namespace fc::testgame
