// Komme gleich!'s refusals: the codes of the rules a step can break, with their arguments
// (hand and row slots as numbers), and their English messages (the command line's). Screens
// say them by code in the player's language (qml/KommeGleich/refusal_text.cpp).
#pragma once

#include "core/status.h"

#include <array>
#include <string>

namespace fc::kommegleich::refusal {

using fc::refusal::kGameOver;
using fc::refusal::kNotYourTurn;
using fc::refusal::kUnknownMove;
inline constexpr char kCannotDraw[] = "cannot_draw";
inline constexpr char kNothingToDraw[] = "nothing_to_draw";
inline constexpr char kNoDrawnCard[] = "no_drawn_card";
inline constexpr char kInsertBeyondHand[] = "insert_beyond_hand"; // args: slot, hand size
inline constexpr char kCannotCoverNow[] = "cannot_cover_now";
inline constexpr char kOnlyStartCovers[] = "only_start_covers";
inline constexpr char kNoHandCard[] = "no_hand_card"; // args: the hand slot
inline constexpr char kNoRowSlot[] = "no_row_slot";   // args: the row slot
inline constexpr char kStartDrawsInstead[] = "start_draws_instead";
inline constexpr char kCannotMoveNow[] = "cannot_move_now";
inline constexpr char kSlotsRun[] = "slots_run"; // args: the last hand slot
inline constexpr char kSameSlot[] = "same_slot";
inline constexpr char kCannotDiscard[] = "cannot_discard";
inline constexpr char kCannotServe[] = "cannot_serve";
inline constexpr char kRunTooShort[] = "run_too_short";
inline constexpr char kRunPastRow[] = "run_past_row";
inline constexpr char kRunMismatch[] = "run_mismatch";
inline constexpr char kFinishStep[] = "finish_step";
// Every code above: each has its English message here and its sentence on the screen.
inline constexpr std::array<const char*, 21> kCodes = {
    kGameOver,      kNotYourTurn,       kUnknownMove,    kCannotDraw,      kNothingToDraw,
    kNoDrawnCard,   kInsertBeyondHand,  kCannotCoverNow, kOnlyStartCovers, kNoHandCard,
    kNoRowSlot,     kStartDrawsInstead, kCannotMoveNow,  kSlotsRun,        kSameSlot,
    kCannotDiscard, kCannotServe,       kRunTooShort,    kRunPastRow,      kRunMismatch,
    kFinishStep};

// "A run has at least 3 cards": the English message of a refusal (empty for none).
std::string englishMessage(const fc::Refusal& refusal);

// The refusal as a Status: its code, arguments and English message.
inline fc::Status status(fc::Refusal refusal) {
    std::string message = englishMessage(refusal);
    return fc::Status::refuse(std::move(refusal), std::move(message));
}

} // namespace fc::kommegleich::refusal
