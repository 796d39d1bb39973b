#include "view_random_bot.h"

#include "rng.h"

#include <boost/json/array.hpp>

namespace fc {

namespace {

class ViewRandomBot : public Bot {
  public:
    explicit ViewRandomBot(std::uint64_t seed) : rng_(seed) {}

    Result<std::string> choose(const boost::json::object& view, Seat) override {
        const boost::json::value* legal = view.if_contains("legal");
        const boost::json::array* actions = legal ? legal->if_array() : nullptr;
        if (!actions || actions->empty())
            return Result<std::string>::fail("the view offers this seat no action");
        const boost::json::value& action =
            (*actions)[rng_.below(static_cast<std::uint32_t>(actions->size()))];
        if (!action.is_string())
            return Result<std::string>::fail("the view's actions are not text");
        return std::string(action.get_string());
    }

  private:
    Rng rng_;
};

} // namespace

std::unique_ptr<Bot> makeViewRandomBot(std::uint64_t seed) {
    return std::make_unique<ViewRandomBot>(seed);
}

} // namespace fc
