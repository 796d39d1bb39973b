#include "determinize.h"

namespace fc::tindahan {

namespace {

// One attempt: the most constrained cards first, each to a random seat that may hold it,
// weighted by the room left so that unconstrained deals stay uniform. False on a dead end.
bool tryDeal(const SeatKnowledge& known, fc::Rng& rng, State& out) {
    const int players = out.players;
    std::array<int, kMaxPlayers> room{};
    for (int seat = 0; seat < players; ++seat)
        room[seat] = seat == known.seat ? 0 : known.handCounts[seat];

    std::array<Card, kFruitCount * kValuesPerFruit> shuffled{};
    std::size_t count = 0;
    for (CardSet rest = known.unseen; rest; rest &= rest - 1)
        shuffled[count++] = lowestCard(rest);
    rng.shuffle(std::span<Card>(shuffled.data(), count));
    std::array<int, kFruitCount> eligibleSeats{};
    for (int fruit = 0; fruit < kFruitCount; ++fruit) {
        for (int seat = 0; seat < players; ++seat)
            eligibleSeats[fruit] += room[seat] > 0 && !(out.provenVoid[seat] & (1u << fruit));
    }
    // Fewest eligible seats first, shuffled order kept within each group.
    std::array<Card, kFruitCount * kValuesPerFruit> cards{};
    std::size_t ordered = 0;
    for (int eligible = 0; eligible <= players; ++eligible) {
        for (std::size_t i = 0; i < count; ++i) {
            if (eligibleSeats[fruitOf(shuffled[i])] == eligible)
                cards[ordered++] = shuffled[i];
        }
    }

    for (std::size_t i = 0; i < count; ++i) {
        const Card card = cards[i];
        int weight = 0;
        for (int seat = 0; seat < players; ++seat) {
            if (!(out.provenVoid[seat] & (1u << fruitOf(card))))
                weight += room[seat];
        }
        if (weight == 0)
            return false;
        int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(weight)));
        for (int seat = 0; seat < players; ++seat) {
            if (out.provenVoid[seat] & (1u << fruitOf(card)))
                continue;
            if (pick < room[seat]) {
                out.hands[seat] |= cardBit(card);
                --room[seat];
                break;
            }
            pick -= room[seat];
        }
    }
    return true;
}

} // namespace

State determinize(const SeatKnowledge& known, fc::Rng& rng) {
    constexpr int kAttempts = 20;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        State state = known.state;
        if (tryDeal(known, rng, state)) {
            state.recountHands();
            return state;
        }
    }
    // The true deal always fits, but greedy attempts may keep missing it: fall back to
    // ignoring the voids rather than failing to act.
    State state = known.state;
    state.provenVoid = {};
    const bool dealt = tryDeal(known, rng, state);
    (void)dealt; // without voids a deal by counts always succeeds
    state.provenVoid = known.state.provenVoid;
    state.recountHands();
    return state;
}

} // namespace fc::tindahan
