#include "auditscenes.h"

#include "core/match.h"
#include "core/rng.h"
#include "core/save.h"
#include "gameregistry.h"
#include "kakilima/kakilima_game.h"
#include "kakilima/planner.h"

#include <boost/json.hpp>

#include <algorithm>
#include <array>

namespace {

constexpr int kSeats = 4;
constexpr int kTries = 50;
constexpr int kStepsPerTry = 200;

// True when one stall of the public view holds sellers of every one of `seats`, one seat's
// three.
bool hasCrowdedStall(const boost::json::object& view, int seats) {
    const boost::json::object* stalls =
        view.if_contains("stalls") ? view.at("stalls").if_object() : nullptr;
    if (!stalls)
        return false;
    for (const auto& stall : *stalls) {
        const boost::json::array* counts = stall.value().if_array();
        if (!counts || counts->size() != std::size_t(seats))
            continue;
        bool everySeat = true;
        std::int64_t most = 0;
        for (const boost::json::value& count : *counts) {
            const std::int64_t n = count.is_int64() ? count.get_int64() : 0;
            everySeat = everySeat && n > 0;
            most = std::max(most, n);
        }
        if (everySeat && most >= 3)
            return true;
    }
    return false;
}

// The first crowded stall (hasCrowdedStall) of a seeded, seller-loving random play with
// the family in the seats, all people; "" if none turns up.
QString crowdedStallSaveFor(int seats) {
    static constexpr std::array<const char*, 5> kNames = {"Mum", "Lea", "Dad", "Sami",
                                                          "Grandpa Joachim"};
    const fc::Registry& registry = gameRegistry();
    fc::Setup setup;
    setup.players = seats;
    setup.seed = 5;
    for (int seat = 0; seat < seats; ++seat)
        setup.seats.push_back({kNames[std::size_t(seat)], false, {}});
    for (int attempt = 0; attempt < kTries; ++attempt) {
        auto started = fc::Match::start(registry, "tindahan", setup);
        if (!started)
            return {};
        fc::Match match = std::move(started.value());
        fc::Rng choices(static_cast<std::uint64_t>(attempt) + 1);
        for (int step = 0; step < kStepsPerTry && !match.game().isOver(); ++step) {
            const std::vector<fc::Seat> toAct = match.game().seatsToAct();
            if (toAct.empty())
                break;
            const fc::Seat seat = toAct.front();
            const std::vector<std::string> legal = match.game().legalActions(seat);
            if (legal.empty())
                break;
            // A seller whenever one may go, two times in three; otherwise any legal step.
            const auto seller = std::find(legal.begin(), legal.end(), "seller");
            const bool placeSeller = seller != legal.end() && choices.below(3) < 2;
            const std::string& action =
                placeSeller ? *seller : legal[choices.below(std::uint32_t(legal.size()))];
            if (!match.apply(seat, action))
                break;
            if (hasCrowdedStall(match.game().view(fc::kNoSeat), seats))
                return QString::fromStdString(fc::saveMatch(match));
        }
    }
    return {};
}

// Five at the table (the most Tindahan seats): five stalls side by side beside the trick,
// on a landscape phone the tightest the table gets.
QString fiveSeatStallSave() {
    return crowdedStallSaveFor(5);
}

} // namespace

QString crowdedStallSave() {
    return crowdedStallSaveFor(kSeats);
}

QString fourCookKitchenSave() {
    fc::Setup setup;
    setup.players = kSeats;
    setup.seed = 5;
    for (const char* name : {"Mum", "Lea", "Dad", "Sami"})
        setup.seats.push_back({name, false, {}});
    auto started = fc::Match::start(gameRegistry(), "kandarklash", setup);
    return started ? QString::fromStdString(fc::saveMatch(started.value())) : QString();
}

QString deliveringWalkSave() {
    using namespace fc::kakilima;
    fc::Setup setup;
    setup.players = 1;
    setup.seed = 3;
    setup.seats.push_back({"Mum", false, {}});
    auto started = fc::Match::start(gameRegistry(), "kakilima", setup);
    if (!started)
        return {};
    fc::Match match = std::move(started.value());
    // Chosen by the first action, as the table does (a resumed save keeps no options).
    if (!match.apply(0, "walker siti"))
        return {};
    MoveList scratch;
    // The planner's quick look plays on (deterministic, no sampling: a few microseconds a
    // move) until the table shows everything a walk leaves behind.
    for (int turn = 0; turn < 40; ++turn) {
        const auto* game = dynamic_cast<const KakiLimaGame*>(&match.game());
        if (!game || game->isOver())
            return {};
        const State& state = game->state();
        if (state.ordersIn(OrderPlace::Delivered) >= 1 && state.carried() != 0 &&
            state.tokens >= 1 && state.discard.count >= 3)
            return QString::fromStdString(fc::saveMatch(match));
        if (!match.apply(0, moveToText(greedyMove(state, scratch))))
            return {};
    }
    return {};
}

const std::vector<AuditScene>& auditScenes() {
    static const std::vector<AuditScene> scenes = {
        {"game/tindahan/crowded", "tindahan", &crowdedStallSave},
        {"game/tindahan/five", "tindahan", &fiveSeatStallSave},
        {"game/kandarklash/four", "kandarklash", &fourCookKitchenSave, true},
        {"game/kakilima/mid", "kakilima", &deliveringWalkSave, false, true}};
    return scenes;
}
