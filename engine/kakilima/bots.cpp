#include "bots.h"

#include <boost/json/array.hpp>

namespace fc::kakilima {

namespace {

class RandomBot : public fc::Bot {
  public:
    explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
    Result<std::string> choose(const boost::json::object& view, Seat) override {
        const boost::json::value* legal = view.if_contains("legal");
        const boost::json::array* actions = legal ? legal->if_array() : nullptr;
        if (!actions || actions->empty())
            return Result<std::string>::fail("the view offers no action");
        const boost::json::value& action =
            (*actions)[rng_.below(static_cast<std::uint32_t>(actions->size()))];
        if (!action.is_string())
            return Result<std::string>::fail("the view's actions are not text");
        return std::string(action.get_string());
    }

  private:
    fc::Rng rng_;
};

class PlannerBot : public fc::Bot {
  public:
    PlannerBot(std::uint64_t seed, const PlannerBudget& budget) : rng_(seed), budget_(budget) {}
    Result<std::string> choose(const boost::json::object& view, Seat seat) override {
        if (seat != 0)
            return Result<std::string>::fail("Kaki Lima is played by seat 0 alone");
        const Result<Hint> hint = hintFromView(view, rng_.next64(), budget_);
        if (!hint)
            return hint.status();
        return hint->action;
    }

  private:
    fc::Rng rng_;
    PlannerBudget budget_;
};

} // namespace

std::unique_ptr<fc::Bot> makeRandomBot(std::uint64_t seed) {
    return std::make_unique<RandomBot>(seed);
}

std::unique_ptr<fc::Bot> makePlannerBot(std::uint64_t seed, const PlannerBudget& budget) {
    return std::make_unique<PlannerBot>(seed, budget);
}

Result<std::unique_ptr<fc::Bot>> makeBot(const std::string& strength, std::uint64_t seed) {
    if (strength == "random")
        return makeRandomBot(seed);
    if (strength == "planner")
        return makePlannerBot(seed);
    return Result<std::unique_ptr<fc::Bot>>::fail("no '" + strength + "' bot for Kaki Lima");
}

} // namespace fc::kakilima
