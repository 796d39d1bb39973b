#include "bots.h"

#include "build_plan.h"
#include "kandarklash.h"
#include "solver.h"

#include "core/rng.h"

#include <boost/json/array.hpp>

#include <algorithm>
#include <optional>

namespace fc::kandarklash {

namespace json = boost::json;

namespace {

// What a bot reads from its view.
struct SeatView {
    std::string phase;
    int round = 0;
    int clock = 0;
    Pattern dish{};
    Table table;
    int lastStamp = 0;
    bool claimed = false;
    Seat lastCook = kNoSeat;
    int stopStamp = 0;
};

int intOf(const json::value& v) {
    return static_cast<int>(v.to_number<std::int64_t>());
}

Result<SeatView> readView(const json::object& view, Seat seat) {
    try {
        SeatView s;
        s.phase = std::string(view.at("phase").as_string());
        s.round = intOf(view.at("round"));
        s.clock = intOf(view.at("clock"));
        s.lastCook = intOf(view.at("lastCook"));
        s.stopStamp = intOf(view.at("stopStamp"));
        const json::array& dish = view.at("dish").as_array();
        for (std::size_t i = 0; i < s.dish.size(); ++i) {
            const auto& all = ingredients();
            const auto found =
                std::find_if(all.begin(), all.end(), [&](const IngredientInfo& info) {
                    return info.token == dish.at(i).as_string();
                });
            if (found == all.end())
                return Result<SeatView>::fail("the view names an unknown ingredient");
            s.dish[i] = static_cast<Ingredient>(found - all.begin());
        }
        const json::object& mine =
            view.at("tables").as_array().at(static_cast<std::size_t>(seat)).as_object();
        s.lastStamp = intOf(mine.at("lastStamp"));
        s.claimed = mine.at("claimed").as_bool();
        for (const json::value& w : mine.at("wilds").as_array())
            s.table.wilds.push_back({intOf(w.as_array().at(0)), intOf(w.as_array().at(1))});
        for (const json::value& v : mine.at("stack").as_array()) {
            const json::object& p = v.as_object();
            s.table.stack.push_back({intOf(p.at("card")), intOf(p.at("rotation")),
                                     p.at("back").as_bool(), intOf(p.at("x")), intOf(p.at("y"))});
        }
        return s;
    } catch (const std::exception& e) {
        return Result<SeatView>::fail(std::string("the bot cannot read its view: ") + e.what());
    }
}

class CookBot : public fc::Bot {
  public:
    CookBot(BotStyle style, std::uint64_t seed) : style_(style), seed_(seed) {}

    Result<std::string> choose(const json::object& view, Seat seat) override {
        Result<SeatView> read = readView(view, seat);
        if (!read)
            return read.status();
        const SeatView& v = read.value();
        if (v.phase == "ketchup" && v.lastCook == seat) {
            // A driver that delivers late may have stopped the round before this bot's
            // claim, made in time, came in: claim it with its own time.
            if (!v.claimed) {
                SeatView unhurried = v; // its own pace, whatever the clock shows now
                unhurried.clock = 0;
                const Action next = nextBuildStep(unhurried);
                if (next.kind == ActionKind::Siap && next.stamp <= v.stopStamp)
                    return formatAction(next);
            }
            return formatAction(ketchup(v));
        }
        if (v.phase != "build" || v.claimed)
            return Result<std::string>::fail("this bot has nothing to do now");
        return formatAction(nextBuildStep(v));
    }

  private:
    // Decisions for the whole round come from one generator seeded by the round, delays
    // from one seeded by the round and the step, so that asking twice answers the same.
    Rng roundRng(int round) const {
        return Rng(seed_ ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(round + 1)));
    }
    int delay(const SeatView& v, int step, const int range[2]) const {
        Rng rng(seed_ + static_cast<std::uint64_t>(v.round),
                static_cast<std::uint64_t>(step) * 2 + 1);
        return rng.between(range[0], range[1]);
    }
    int stampAfter(const SeatView& v, int ms) const {
        return std::min(kMaxStamp, std::max(v.clock, v.lastStamp + ms));
    }

    // The cards to lay, in order, and whether to claim one card early.
    std::vector<Action> plan(const SeatView& v, bool& claimEarly) const {
        Rng rng = roundRng(v.round);
        const bool spare = rng.unit() < style_.spareCardChance;
        claimEarly = rng.unit() < style_.earlyClaimChance;
        std::vector<Action> steps = fewestCards(v.dish, v.table.wilds);
        if (spare) {
            if (const std::optional<Action> extra = spareCard(steps, v.table.wilds, v.dish))
                steps.push_back(*extra);
        }
        return steps;
    }

    // The solver's table laid in order; remembered, since the bot is asked at every tick.
    const std::vector<Action>& fewestCards(const Pattern& dish,
                                           const std::vector<Cell>& wilds) const {
        if (!solved_ || solved_->dish != dish || solved_->wilds != wilds) {
            const Solution solution = solveDish(dish, wilds);
            solved_ = Solved{dish, wilds,
                             buildOrder(solution.stack, wilds).value_or(std::vector<Action>{})};
        }
        return solved_->steps;
    }

    Action nextBuildStep(const SeatView& v) const {
        bool claimEarly = false;
        const std::vector<Action> steps = plan(v, claimEarly);
        // Cards down that the plan does not have there (say, a human played this seat
        // before) go back first.
        for (const Placement& p : v.table.stack) {
            const bool planned = std::any_of(steps.begin(), steps.end(),
                                             [&](const Action& a) { return a.placement == p; });
            if (!planned)
                return {
                    stampAfter(v, delay(v, 100, style_.perCardMs)), ActionKind::Take, p, true, {}};
        }
        const std::size_t done = v.table.stack.size();
        const std::size_t goal = claimEarly && steps.size() >= 2 ? steps.size() - 1 : steps.size();
        if (done < goal) {
            Action next = steps[done];
            const int step = static_cast<int>(done);
            next.stamp =
                stampAfter(v, delay(v, step, step == 0 ? style_.reactionMs : style_.perCardMs));
            return next;
        }
        const int built = stampAfter(v, delay(v, static_cast<int>(done), style_.claimMs));
        const int earliest = std::min(kMaxStamp, delay(v, 200, style_.earliestSiapMs));
        return {std::max(built, earliest), ActionKind::Siap, {}, true, {}};
    }

    // The ketchup goes next to the others, as near the table's centre as it can.
    Action ketchup(const SeatView& v) const {
        const int stamp = stampAfter(v, delay(v, 50, style_.claimMs));
        if (static_cast<int>(v.table.wilds.size()) >= kMaxKetchups)
            return {stamp, ActionKind::Done, {}, true, {}};
        const Cell centre{kGridSize / 2 - 1, kGridSize / 2 - 1};
        Cell best = centre;
        int bestDistance = kGridSize * 4;
        for (int y = 0; y < kGridSize; ++y) {
            for (int x = 0; x < kGridSize; ++x) {
                const int distance = std::abs(x - centre.x) + std::abs(y - centre.y);
                if (distance < bestDistance && ketchupCellAllowed(v.table, {x, y})) {
                    best = {x, y};
                    bestDistance = distance;
                }
            }
        }
        return {stamp, ActionKind::Ketchup, {}, true, best};
    }

    struct Solved {
        Pattern dish;
        std::vector<Cell> wilds;
        std::vector<Action> steps;
    };

    BotStyle style_;
    std::uint64_t seed_;
    mutable std::optional<Solved> solved_; // a cache: answers never depend on it
};

} // namespace

Result<BotStyle> styleFor(const std::string& strength) {
    if (strength == "easy")
        return BotStyle{{15000, 20000}, {9000, 13000}, {3000, 5000}, 0.35, 0.12, {45000, 52000}};
    if (strength == "medium")
        return BotStyle{{8000, 12000}, {4000, 6000}, {1500, 2500}, 0.12, 0.03, {18000, 24000}};
    if (strength == "hard")
        return BotStyle{{3000, 4500}, {1400, 2000}, {500, 900}, 0.0, 0.0};
    return Result<BotStyle>::fail("Kandar Klash! has no \"" + strength +
                                  "\" bot (easy, medium, hard)");
}

Result<std::unique_ptr<fc::Bot>> makeBot(const std::string& strength, std::uint64_t seed) {
    const Result<BotStyle> style = styleFor(strength);
    if (!style)
        return style.status();
    return std::unique_ptr<fc::Bot>(std::make_unique<CookBot>(style.value(), seed));
}

} // namespace fc::kandarklash
