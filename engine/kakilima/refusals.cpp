#include "refusals.h"

#include <string_view>

namespace fc::kakilima::refusal {

std::string englishMessage(const fc::Refusal& refusal) {
    const std::string_view code = refusal.code;
    const auto arg = [&](std::size_t i) {
        return i < refusal.args.size() ? refusal.args[i] : std::string();
    };
    if (code == kGameOver)
        return "The game is over";
    if (code == kNotYourTurn)
        return "Kaki Lima is played by seat 0 alone";
    if (code == kWalkerChosen)
        return "The walker is already chosen";
    if (code == kNoSuchCharacter)
        return "There is no such character";
    if (code == kChooseWalkerFirst)
        return "Choose the walker first";
    if (code == kAlreadyStarted)
        return "The walker has already started";
    if (code == kNoSuchSquare)
        return "There is no square " + arg(0) + " on the map";
    if (code == kStartNextToHouse)
        return "Start on an open card next to " + arg(0) + "'s house: " + arg(1);
    if (code == kChooseStartFirst)
        return "Choose where to start first";
    if (code == kNotHeld)
        return "You do not hold a " + arg(0);
    if (code == kNoStepBooster)
        return "The " + arg(0) + " has no x2 or +2 booster";
    if (code == kNoWalkFromHere)
        return "The " + arg(0) + " has no walk from " + arg(1);
    if (code == kNoPlainWalk)
        return "Without its booster the " + arg(0) + " has no walk from " + arg(1);
    if (code == kNoBoostedWalk)
        return "With its booster the " + arg(0) + " has no walk from " + arg(1);
    if (code == kSwapNeedsBooster)
        return "Only a card with the swap booster can swap";
    if (code == kDiscardEmpty)
        return "The discard pile is empty: nothing to swap with";
    if (code == kNoOtherToSwap)
        return "You hold no other " + arg(0) + " to swap";
    if (code == kNoWalkTo)
        return "No walk of exactly " + arg(0) + " steps from " + arg(1) + " ends on " + arg(2);
    if (code == kPickUpAtStall)
        return "Orders are picked up only at a food stall";
    if (code == kOrderNotWaiting)
        return "That order is not waiting at the " + arg(0);
    if (code == kBagFull)
        return "You can carry at most " + arg(0) + " orders";
    if (code == kUnknownMove)
        return "Unknown move";
    return std::string(code);
}

} // namespace fc::kakilima::refusal
