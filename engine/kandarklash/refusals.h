// Kandar Klash!'s refusals: the codes of the rules a cook's action can break, with their
// arguments (card numbers, times in ms), and their English messages (the command line's).
// Screens say them by code in the player's language (qml/KandarKlash/refusal_text.cpp);
// nothing matches the English.
#pragma once

#include "core/status.h"

#include <array>
#include <string>

namespace fc::kandarklash::refusal {

using fc::refusal::kGameOver;
inline constexpr char kNoSeat[] = "no_seat";          // args: the seat
inline constexpr char kBackInTime[] = "back_in_time"; // args: the seat's last time (ms)
inline constexpr char kDishFinal[] = "dish_final";    // a cook who called "siap" builds on
inline constexpr char kKetchupAfterStop[] = "ketchup_after_stop";
inline constexpr char kRoundStopped[] = "round_stopped"; // only the last cook acts now
inline constexpr char kPlaceKetchupNow[] = "place_ketchup_now";
inline constexpr char kAlreadyClaimed[] = "already_claimed";
inline constexpr char kTooLate[] = "too_late";        // args: when the round stopped (ms)
inline constexpr char kNotOnTable[] = "not_on_table"; // args: the card
inline constexpr char kNoSuchCard[] = "no_such_card"; // args: the card
inline constexpr char kBadTurn[] = "bad_turn";
inline constexpr char kOffTable[] = "off_table"; // args: the table's side (spaces)
inline constexpr char kMustTouch[] = "must_touch";
inline constexpr char kPlaceKetchupFirst[] = "place_ketchup_first";
inline constexpr char kKetchupsFull[] = "ketchups_full"; // args: the most ketchups a cook holds
inline constexpr char kKetchupOnTable[] = "ketchup_on_table";
inline constexpr char kKetchupNextToKetchup[] = "ketchup_next_to_ketchup";
// Every code above: each has its English message here and its sentence on the screen.
inline constexpr std::array<const char*, 18> kCodes = {
    kGameOver,        kNoSeat,           kBackInTime,
    kDishFinal,       kKetchupAfterStop, kRoundStopped,
    kPlaceKetchupNow, kAlreadyClaimed,   kTooLate,
    kNotOnTable,      kNoSuchCard,       kBadTurn,
    kOffTable,        kMustTouch,        kPlaceKetchupFirst,
    kKetchupsFull,    kKetchupOnTable,   kKetchupNextToKetchup};

// "too late: the round stopped at 1520 ms": the English message of a refusal.
std::string englishMessage(const fc::Refusal& refusal);

// The refusal as a Status: its code, arguments and English message.
inline fc::Status status(fc::Refusal refusal) {
    std::string message = englishMessage(refusal);
    return fc::Status::refuse(std::move(refusal), std::move(message));
}

} // namespace fc::kandarklash::refusal
