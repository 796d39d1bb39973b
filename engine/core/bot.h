// Bot: chooses an action for its seat from that seat's view alone, never the full state.
// Deterministic given the seed it was built with.
#pragma once

#include "setup.h"
#include "status.h"

#include <boost/json/object.hpp>
#include <string>

namespace fc {

class Bot {
  public:
    virtual ~Bot() = default;
    virtual Result<std::string> choose(const boost::json::object& view, Seat seat) = 0;
};

} // namespace fc
