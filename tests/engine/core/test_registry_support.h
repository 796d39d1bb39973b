// Test helpers: a registry holding only the test game, and a match played a few steps in,
// so core tests do not depend on the product games.
#pragma once

#include "core/match.h"
#include "core/registry.h"
#include "testgame/testgame.h"

#include <QtTest/QTest>

namespace fc::testing {

inline Registry testgameRegistry() {
    Registry registry;
    const Status added = registry.add(testgame::gameInfo());
    if (!added)
        qFatal("cannot register testgame: %s", added.message().c_str());
    return registry;
}

// A testgame match of `players` seats after `steps` first-legal actions.
inline Match playedMatch(const Registry& registry, int players, std::uint64_t seed, int steps) {
    Setup setup;
    setup.players = players;
    setup.seed = seed;
    auto match = Match::start(registry, "testgame", setup);
    if (!match)
        qFatal("cannot start testgame: %s", match.message().c_str());
    for (int i = 0; i < steps && !match->game().isOver(); ++i) {
        const Seat seat = match->game().seatsToAct().front();
        const Status applied = match->apply(seat, match->game().legalActions(seat).front());
        if (!applied)
            qFatal("first legal action refused: %s", applied.message().c_str());
    }
    return std::move(match).value();
}

} // namespace fc::testing
