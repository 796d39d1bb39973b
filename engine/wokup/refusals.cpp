#include "refusals.h"

#include <string_view>

namespace fc::wokup::refusal {

std::string englishMessage(const fc::Refusal& refusal) {
    const std::string_view code = refusal.code;
    const auto arg = [&](std::size_t i) {
        return i < refusal.args.size() ? refusal.args[i] : std::string();
    };
    if (code == kGameOver)
        return "the game is over";
    if (code == kNoSeat)
        return "there is no seat " + arg(0);
    if (code == kBeforeSignal)
        return "the input time @" + arg(0) + " is before this volley's signal (@" + arg(1) + ")";
    if (code == kBeforeWindow)
        return "the input time @" + arg(0) + " is before this claim window (@" + arg(1) + ")";
    if (code == kTokenNotOnTable)
        return arg(0) + " is not on the table";
    if (code == kMovedTwice)
        return arg(0) + " is moved twice";
    if (code == kRestOffTable)
        return "a token would rest off the table";
    if (code == kTokensOverlap)
        return "two tokens would rest on top of each other";
    if (code == kVolleyOver)
        return "the volley is over: claim or pass";
    if (code == kNotYourThrow)
        return "it is not this player's throw";
    if (code == kWindowClosed)
        return "claims wait until the volley has landed";
    if (code == kOutOfRound)
        return "this player is out of the round after a mistake";
    if (code == kAlreadyDecided)
        return "this player has already claimed or passed after this volley";
    if (code == kNotVisible)
        return arg(0) + " is not a visible recipe card";
    if (code == kNoStackToTurn)
        return "this player has no stack to turn now";
    if (code == kStackNotEligible)
        return "the " + arg(0) +
               " stack cannot be turned: choose another face-down stack than the won card's";
    return std::string(code);
}

} // namespace fc::wokup::refusal
