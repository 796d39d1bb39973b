// Throw physics on a real 2D engine (Box2D): a flicked token flies a little way, lands
// and slides with friction, colliding with the tokens already on the table and stopping
// at the table's rim. Cards and dividers lie flat, so tokens slide over them.
//
// The game never runs this itself: whoever drives a game (the app, the harness, a bot)
// simulates a throw here and applies the RESULT (resting positions, rounded to 0.01 cm),
// so a replayed log never depends on floating-point physics. Same inputs give the same
// resting positions on the same build.
#pragma once

#include "geometry.h"
#include "recipes.h"

#include <vector>

namespace fc::wokup {

// A flick: `aim` in radians off the line from the thrower to the wok's centre (positive
// turns left), `speed` in cm/s. Out-of-range values are clamped to the ranges below.
struct ThrowInput {
    double aim = 0;
    double speed = 100;
};
constexpr double kMaxAim = 0.6;
constexpr double kMinSpeed = 30;
constexpr double kMaxSpeed = 200;
constexpr double kNominalSpeed = 102; // an unspoiled flick at this speed stops near the centre

// Where the thrown token came to rest, and every token it moved (with its new place).
struct ThrowOutcome {
    Vec rest;
    std::vector<TableToken> moved;
    int steps = 0; // physics steps simulated
};

ThrowOutcome simulateThrow(const std::vector<TableToken>& table, const ThrowingSpot& spot,
                           ThrowInput input);

// Positions travel in the log with two decimals (0.01 cm).
double roundToLog(double centimetres);

} // namespace fc::wokup
