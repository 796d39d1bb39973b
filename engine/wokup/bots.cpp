#include "bots.h"

#include "throw.h"
#include "view.h"

#include "core/rng.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace fc::wokup {

namespace json = boost::json;

namespace {

constexpr double kThrowDelayMs = 400; // from the signal to a bot's flick
constexpr double kThrowDelaySpread = 120;

// Normal deviate by Box-Muller from the project's generator (no std distributions).
double gaussian(Rng& rng) {
    const double u = 1.0 - rng.unit(); // (0, 1]
    return std::sqrt(-2.0 * std::log(u)) * std::cos(2 * std::numbers::pi * rng.unit());
}

std::vector<int> cardsOf(const json::value& names) {
    std::vector<int> cards;
    for (const json::value& v : names.as_array())
        cards.push_back(parseCardName(std::string(v.as_string())));
    return cards;
}

class WatchingBot : public fc::Bot {
  public:
    WatchingBot(const BotProfile& profile, std::uint64_t seed) : profile_(profile), rng_(seed) {}

    Result<std::string> choose(const json::object& view, Seat seat) override {
        const std::string phase(view.at("phase").as_string());
        const long long start = view.at("phaseStart").to_number<long long>();
        if (const json::value* choice = view.if_contains("choice");
            choice && choice->at("seat").to_number<int>() == seat)
            return chooseStack(view, start); // a card won: the stack to turn comes first
        if (phase == "throwing")
            return throwNow(view, seat, start);
        if (phase == "claiming")
            return watch(view, start);
        return Result<std::string>::fail("the game is over");
    }

  private:
    long long after(long long start, double meanMs, double spreadMs, double shortestMs) {
        return start +
               static_cast<long long>(std::max(shortestMs, meanMs + spreadMs * gaussian(rng_)));
    }

    std::string throwNow(const json::object& view, Seat seat, long long start) {
        const int players = static_cast<int>(view.at("players").to_number<std::int64_t>());
        const ThrowInput input{profile_.aimSpread * gaussian(rng_),
                               kNominalSpeed * (1.0 + profile_.speedSpread * gaussian(rng_))};
        const long long stamp = after(start, kThrowDelayMs, kThrowDelaySpread, 0);
        return formatAction(landingFor(tableFromView(view), seat, players, input, stamp));
    }

    // The bots' rule: turn the allowed stack with the most cards left (the first named on a
    // tie, the drawn one), so the cards last longest; no guessing at what lies under.
    std::string chooseStack(const json::object& view, long long start) {
        const json::array& stacks = view.at("stacks").as_array();
        Action a;
        a.kind = ActionKind::Turn;
        a.stamp = start + static_cast<long long>(profile_.shortestMs);
        std::size_t most = 0;
        for (const json::value& name : view.at("choice").at("stacks").as_array()) {
            const int stack = parseFamilyName(std::string(name.as_string()));
            const auto cards =
                stacks[static_cast<std::size_t>(stack)].at("cards").to_number<std::size_t>();
            if (a.stack < 0 || cards > most) {
                a.stack = stack;
                most = cards;
            }
        }
        return formatAction(a);
    }

    std::string watch(const json::object& view, long long start) {
        const std::vector<int> visible = cardsOf(view.at("visible"));
        const WokSummary wok = summarize(tableFromView(view));
        std::vector<int> complete, incomplete;
        for (int card : visible)
            (isComplete(recipe(card), wok) ? complete : incomplete).push_back(card);
        Action a;
        a.stamp = after(start, profile_.reactionMs, profile_.reactionSpread, profile_.shortestMs);
        const auto pick = [&](const std::vector<int>& from) {
            return from[rng_.below(static_cast<std::uint32_t>(from.size()))];
        };
        if (!complete.empty()) {
            a.kind = ActionKind::Claim;
            if (!incomplete.empty() && rng_.unit() < profile_.misread)
                a.cards = {pick(incomplete)};
            else
                a.cards.assign(complete.begin(), complete.begin() + std::min<std::ptrdiff_t>(
                                                                        2, std::ssize(complete)));
        } else if (wokUpReady(wok) && !visible.empty() && rng_.unit() >= profile_.missWokUp) {
            a.kind = ActionKind::WokUp;
            a.cards = {pick(visible)};
        } else if (!visible.empty() && rng_.unit() < profile_.falseAlarm) {
            a.kind = ActionKind::Claim;
            a.cards = {pick(visible)};
        }
        return formatAction(a);
    }

    BotProfile profile_;
    Rng rng_;
};

} // namespace

BotProfile botProfile(const std::string& strength) {
    if (strength == "easy")
        return {2200, 400, 1500, 0.25, 0.05, 0.5, 0.12, 0.15};
    if (strength == "medium")
        return {1100, 200, 600, 0.08, 0.01, 0.2, 0.08, 0.10};
    return {500, 80, 250, 0.0, 0.0, 0.0, 0.05, 0.06};
}

std::unique_ptr<fc::Bot> makeWatchingBot(const BotProfile& profile, std::uint64_t seed) {
    return std::make_unique<WatchingBot>(profile, seed);
}

Result<std::unique_ptr<fc::Bot>> makeBot(const std::string& strength, std::uint64_t seed) {
    if (strength != "easy" && strength != "medium" && strength != "hard")
        return Result<std::unique_ptr<fc::Bot>>::fail(
            "Wok Up bots are \"easy\", \"medium\" or \"hard\", not \"" + strength + "\"");
    return makeWatchingBot(botProfile(strength), seed);
}

} // namespace fc::wokup
