// KnowledgeBot: a bot for a game whose seat view parses into what that seat knows (its
// hand, what the table proves about the others'), e.g. Tindahan's and Komme gleich!'s
// SeatKnowledge. It reads the view, refuses one meant for another seat or out of turn, and
// leaves the choice to a policy: the game's own rules of thumb or its search.
#pragma once

#include "bot.h"

#include <memory>
#include <type_traits>
#include <utility>

namespace fc {

// Read: (const boost::json::object&) -> Result<Knowledge>, where Knowledge has `seat` and
// `state.toMove`. Decide: (const Knowledge&) -> Result<std::string>; it may keep state (a
// search's generator), so it is called on this bot's own copy.
template <class Read, class Decide> class KnowledgeBot final : public Bot {
  public:
    KnowledgeBot(Read read, Decide decide) : read_(std::move(read)), decide_(std::move(decide)) {}

    Result<std::string> choose(const boost::json::object& view, Seat seat) override {
        auto known = read_(view);
        if (!known)
            return known.status();
        if (known->seat != seat)
            return Result<std::string>::fail("the view is for another seat");
        if (known->state.toMove != seat)
            return Result<std::string>::fail("Not your turn");
        return decide_(known.value());
    }

  private:
    Read read_;
    Decide decide_;
};

template <class Read, class Decide>
std::unique_ptr<Bot> makeKnowledgeBot(Read read, Decide decide) {
    return std::make_unique<KnowledgeBot<std::decay_t<Read>, std::decay_t<Decide>>>(
        std::move(read), std::move(decide));
}

} // namespace fc
