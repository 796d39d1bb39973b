// Wok Up's refusals: the codes of the rules a throw or a claim can break, with their
// arguments (times, token and card names), and their English messages (the command line's).
// Screens say them by code in the player's language (qml/WokUp/refusal_text.cpp); nothing
// matches the English.
#pragma once

#include "core/status.h"

#include <array>
#include <string>

namespace fc::wokup::refusal {

using fc::refusal::kGameOver;
inline constexpr char kNoSeat[] = "no_seat";             // args: the seat
inline constexpr char kBeforeSignal[] = "before_signal"; // args: the input's time, the signal's
inline constexpr char kBeforeWindow[] = "before_window"; // args: the input's time, the window's
inline constexpr char kTokenNotOnTable[] = "token_not_on_table"; // args: the token
inline constexpr char kMovedTwice[] = "moved_twice";             // args: the token
inline constexpr char kRestOffTable[] = "rest_off_table";
inline constexpr char kTokensOverlap[] = "tokens_overlap";
inline constexpr char kVolleyOver[] = "volley_over";
inline constexpr char kNotYourThrow[] = "not_your_throw";
inline constexpr char kWindowClosed[] = "window_closed";
inline constexpr char kOutOfRound[] = "out_of_round";
inline constexpr char kAlreadyDecided[] = "already_decided";
inline constexpr char kNotVisible[] = "not_visible";         // args: the recipe card
inline constexpr char kNoStackToTurn[] = "no_stack_to_turn"; // this seat has no choice to make now
inline constexpr char kStackNotEligible[] = "stack_not_eligible"; // args: the stack
// Every code above: each has its English message here and its sentence on the screen.
inline constexpr std::array<const char*, 16> kCodes = {
    kGameOver,        kNoSeat,       kBeforeSignal,  kBeforeWindow,
    kTokenNotOnTable, kMovedTwice,   kRestOffTable,  kTokensOverlap,
    kVolleyOver,      kNotYourThrow, kWindowClosed,  kOutOfRound,
    kAlreadyDecided,  kNotVisible,   kNoStackToTurn, kStackNotEligible};

// "R23 is not a visible recipe card": the English message of a refusal.
std::string englishMessage(const fc::Refusal& refusal);

// The refusal as a Status: its code, arguments and English message.
inline fc::Status status(fc::Refusal refusal) {
    std::string message = englishMessage(refusal);
    return fc::Status::refuse(std::move(refusal), std::move(message));
}

} // namespace fc::wokup::refusal
