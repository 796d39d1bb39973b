#include "bots.h"

#include "core/view_random_bot.h"

namespace fc::kakilima {

namespace {

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
    return fc::makeViewRandomBot(seed);
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
