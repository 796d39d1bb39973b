// Tindahan's refusals: the codes of the rules a move can break, with their arguments, and
// their English messages (the command line's). Screens say them by code in the player's
// language (qml/Tindahan/refusal_text.cpp); nothing matches the English.
#pragma once

#include "core/status.h"

#include <array>
#include <string>

namespace fc::tindahan::refusal {

using fc::refusal::kGameOver;
using fc::refusal::kNotYourTurn;
using fc::refusal::kUnknownMove;
inline constexpr char kFruitNotInGame[] = "fruit_not_in_game"; // args: the card
inline constexpr char kNotHeld[] = "not_held";                 // args: the card
inline constexpr char kMustFollow[] = "must_follow";           // args: the fruit led
inline constexpr char kLeaderNoSeller[] = "leader_no_seller";
inline constexpr char kPlayAfterTrump[] = "play_after_trump";
inline constexpr char kNoSellersLeft[] = "no_sellers_left";
inline constexpr char kOnlyLeaderTrump[] = "only_leader_trump";
inline constexpr char kStallNotInGame[] = "stall_not_in_game";
inline constexpr char kTrumpAlreadyThere[] = "trump_already_at"; // args: the trump's fruit
// Every code above: each has its English message here and its sentence on the screen.
inline constexpr std::array<const char*, 12> kCodes = {
    kGameOver,      kNotYourTurn,     kUnknownMove,    kFruitNotInGame,
    kNotHeld,       kMustFollow,      kLeaderNoSeller, kPlayAfterTrump,
    kNoSellersLeft, kOnlyLeaderTrump, kStallNotInGame, kTrumpAlreadyThere};

// "You must follow bananas": the English message of a refusal (empty for none).
std::string englishMessage(const fc::Refusal& refusal);

// The refusal as a Status: its code, arguments and English message.
inline fc::Status status(fc::Refusal refusal) {
    std::string message = englishMessage(refusal);
    return fc::Status::refuse(std::move(refusal), std::move(message));
}

} // namespace fc::tindahan::refusal
