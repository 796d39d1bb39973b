#include "refusals.h"

#include <string_view>

namespace fc::tindahan::refusal {

std::string englishMessage(const fc::Refusal& refusal) {
    const std::string_view code = refusal.code;
    const std::string arg = refusal.args.empty() ? std::string() : refusal.args.front();
    if (code == kGameOver)
        return "The game is over";
    if (code == kNotYourTurn)
        return "Not your turn";
    if (code == kFruitNotInGame)
        return "That fruit is not in this game";
    if (code == kNotHeld)
        return "You do not hold " + arg;
    if (code == kMustFollow)
        return "You must follow " + arg;
    if (code == kLeaderNoSeller)
        return "The leader cannot place a seller";
    if (code == kPlayAfterTrump)
        return "After a trump move you must play a card";
    if (code == kNoSellersLeft)
        return "You have no sellers left";
    if (code == kOnlyLeaderTrump)
        return "Only the leader can move the trump token";
    if (code == kStallNotInGame)
        return "That stall is not in this game";
    if (code == kTrumpAlreadyThere)
        return "The trump token is already at the " + arg + " stall";
    if (code == kUnknownMove)
        return "Unknown move";
    return std::string(code);
}

} // namespace fc::tindahan::refusal
