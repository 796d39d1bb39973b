#include "refusals.h"

#include <string_view>

namespace fc::kandarklash::refusal {

std::string englishMessage(const fc::Refusal& refusal) {
    const std::string_view code = refusal.code;
    const std::string arg = refusal.args.empty() ? std::string() : refusal.args.front();
    if (code == kGameOver)
        return "the game is over";
    if (code == kNoSeat)
        return "there is no seat " + arg;
    if (code == kBackInTime)
        return "your actions cannot go back in time (your last was at " + arg + " ms)";
    if (code == kDishFinal)
        return "you have claimed \"siap\": your dish is final";
    if (code == kKetchupAfterStop)
        return "ketchup comes after the round stops, to the last cook";
    if (code == kRoundStopped)
        return "the round has stopped";
    if (code == kPlaceKetchupNow)
        return "the round has stopped: place your ketchup";
    if (code == kAlreadyClaimed)
        return "you have already claimed this dish";
    if (code == kTooLate)
        return "too late: the round stopped at " + arg + " ms";
    if (code == kNotOnTable)
        return "card " + arg + " is not on your table";
    if (code == kNoSuchCard)
        return "there is no ingredient card " + arg;
    if (code == kBadTurn)
        return "a card turns 0 to 3 quarter turns";
    if (code == kOffTable)
        return "the card would leave the " + arg + "x" + arg + " table";
    if (code == kMustTouch)
        return "the card must touch or overlap a card or a ketchup already down";
    if (code == kPlaceKetchupFirst)
        return "place your ketchup first (\"ketchup at x,y\")";
    if (code == kKetchupsFull)
        return "you already have " + arg + " ketchups: this one is discarded (\"done\")";
    if (code == kKetchupOnTable)
        return "the ketchup must lie on your table";
    if (code == kKetchupNextToKetchup)
        return "the ketchup must lie next to one of your ketchups, on a free space";
    return std::string(code);
}

} // namespace fc::kandarklash::refusal
