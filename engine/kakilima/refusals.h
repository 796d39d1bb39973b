// Kaki Lima's refusals: the codes of the rules a move (or a walk being chosen) can break,
// with their arguments (card tokens, cells, names), and their English messages (the command
// line's). Screens say them by code in the player's language (qml/KakiLima/refusal_text.cpp);
// nothing matches the English.
#pragma once

#include "core/status.h"

#include <array>
#include <string>

namespace fc::kakilima::refusal {

using fc::refusal::kGameOver;
using fc::refusal::kNotYourTurn; // a seat other than 0: the game is played alone
using fc::refusal::kUnknownMove;
inline constexpr char kWalkerChosen[] = "walker_chosen";
inline constexpr char kNoSuchCharacter[] = "no_such_character";
inline constexpr char kChooseWalkerFirst[] = "choose_walker_first";
inline constexpr char kAlreadyStarted[] = "already_started";
inline constexpr char kNoSuchSquare[] = "no_such_square";          // args: the cell number
inline constexpr char kStartNextToHouse[] = "start_next_to_house"; // args: walker, open cells
inline constexpr char kChooseStartFirst[] = "choose_start_first";
inline constexpr char kNotHeld[] = "not_held";                 // args: the card
inline constexpr char kNoStepBooster[] = "no_step_booster";    // args: the card
inline constexpr char kNoWalkFromHere[] = "no_walk_from_here"; // args: the card, the walker's cell
inline constexpr char kNoPlainWalk[] = "no_plain_walk";        // args: the card, the walker's cell
inline constexpr char kNoBoostedWalk[] = "no_boosted_walk";    // args: the card, the walker's cell
inline constexpr char kSwapNeedsBooster[] = "swap_needs_booster";
inline constexpr char kDiscardEmpty[] = "discard_empty";
inline constexpr char kNoOtherToSwap[] = "no_other_to_swap"; // args: the card to swap away
inline constexpr char kNoWalkTo[] = "no_walk_to";            // args: steps, from, to
inline constexpr char kPickUpAtStall[] = "pick_up_at_stall";
inline constexpr char kOrderNotWaiting[] = "order_not_waiting"; // args: the stall
inline constexpr char kBagFull[] = "bag_full";                  // args: the bag's size
// Every code above: each has its English message here and its sentence on the screen.
inline constexpr std::array<const char*, 22> kCodes = {
    kGameOver,          kNotYourTurn,    kUnknownMove,    kWalkerChosen,     kNoSuchCharacter,
    kChooseWalkerFirst, kAlreadyStarted, kNoSuchSquare,   kStartNextToHouse, kChooseStartFirst,
    kNotHeld,           kNoStepBooster,  kNoWalkFromHere, kNoPlainWalk,      kNoBoostedWalk,
    kSwapNeedsBooster,  kDiscardEmpty,   kNoOtherToSwap,  kNoWalkTo,         kPickUpAtStall,
    kOrderNotWaiting,   kBagFull};

// "You do not hold a 4": the English message of a refusal (empty for none).
std::string englishMessage(const fc::Refusal& refusal);

// The refusal as a Status: its code, arguments and English message.
inline fc::Status status(fc::Refusal refusal) {
    std::string message = englishMessage(refusal);
    return fc::Status::refuse(std::move(refusal), std::move(message));
}

} // namespace fc::kakilima::refusal
