// Wok Up's action notation. Every action carries the time of the player's input in
// milliseconds on the match clock ("@1200 ..."); claims are ordered by it, not by the
// order in which they reach the engine.
//
//   @1200 land 3.25 -4.10 move T07 5.00 2.00 ...   a throw's RESULT: where the thrown
//        token came to rest, then every token it pushed and its new place (cm, two
//        decimals). The token is the top of the thrower's pile; its side is drawn by
//        apply() from the game's seeded generator (the spin), so neither a driver nor a
//        bot needs to see the unseen pile.
//   @3400 claim R12        cover a visible recipe card; "claim R12 R31" covers two at once
//   @3400 wokup R12        shout Wok'up! and take the visible card R12
//   @3400 pass             no claim after this volley
//   @5200 turn variety     after winning a card: turn the top card of that stack (named by
//                          its family, which the backs show)
#pragma once

#include "core/status.h"
#include "recipes.h"

#include <string>
#include <string_view>
#include <vector>

namespace fc::wokup {

enum class ActionKind { Land, Claim, WokUp, Pass, Turn };

struct Action {
    ActionKind kind = ActionKind::Pass;
    long long stamp = 0;
    Vec rest;                      // Land
    std::vector<TableToken> moved; // Land: token and new position (side unused)
    std::vector<int> cards;        // Claim (1 or 2), WokUp (1)
    int stack = -1;                // Turn: the stack (= family) turned
};

constexpr long long kMaxStamp = 1'000'000'000'000LL; // about 31 years of play

Result<Action> parseAction(std::string_view text);
std::string formatAction(const Action& action);

} // namespace fc::wokup
