#include "refusals.h"

#include <string_view>

namespace fc::kommegleich::refusal {

std::string englishMessage(const fc::Refusal& refusal) {
    const std::string_view code = refusal.code;
    const auto arg = [&](std::size_t i) {
        return i < refusal.args.size() ? refusal.args[i] : std::string();
    };
    if (code == kGameOver)
        return "The game is over";
    if (code == kNotYourTurn)
        return "Not your turn";
    if (code == kCannotDraw)
        return "You cannot draw now";
    if (code == kNothingToDraw)
        return "There is no card left to draw";
    if (code == kNoDrawnCard)
        return "You have no drawn card to insert";
    if (code == kInsertBeyondHand)
        return "Slot " + arg(0) + " is beyond the end of your hand (0-" + arg(1) + ")";
    if (code == kCannotCoverNow)
        return "You cannot cover a row card now";
    if (code == kOnlyStartCovers)
        return "Only the start player covers a row card";
    if (code == kNoHandCard)
        return "You have no hand card in slot " + arg(0);
    if (code == kNoRowSlot)
        return "The row has no slot " + arg(0);
    if (code == kStartDrawsInstead)
        return "The start player draws and covers instead";
    if (code == kCannotMoveNow)
        return "You cannot move a card now";
    if (code == kSlotsRun)
        return "Slots run from 0 to " + arg(0);
    if (code == kSameSlot)
        return "Move the card to another slot";
    if (code == kCannotDiscard)
        return "You cannot discard now";
    if (code == kCannotServe)
        return "You cannot serve now";
    if (code == kRunTooShort)
        return "A run has at least 3 cards";
    if (code == kRunPastRow)
        return "The row has only 5 cards";
    if (code == kRunMismatch)
        return "Those cards do not match the row";
    if (code == kFinishStep)
        return "Finish this step first";
    if (code == kUnknownMove)
        return "Unknown move";
    return std::string(code);
}

} // namespace fc::kommegleich::refusal
