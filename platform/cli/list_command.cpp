// list: every registered game with what a caller needs to set one up.
#include "commands.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

namespace fc::cli {

namespace {

const char* timingName(Timing timing) {
    switch (timing) {
    case Timing::TurnBased:
        return "turn-based";
    case Timing::RealTime:
        return "real-time";
    case Timing::Solo:
        return "solo";
    }
    return "unknown";
}

} // namespace

int runList(const CommandLine&, const Registry& registry) {
    boost::json::array games;
    for (const GameInfo& info : registry.all()) {
        boost::json::array strengths;
        for (const std::string& s : info.botStrengths)
            strengths.emplace_back(s);
        games.push_back(boost::json::object{{"id", info.id},
                                            {"title", info.title},
                                            {"minPlayers", info.minPlayers},
                                            {"maxPlayers", info.maxPlayers},
                                            {"timing", timingName(info.timing)},
                                            {"hiddenHands", info.hiddenHands},
                                            {"testOnly", info.testOnly},
                                            {"botStrengths", std::move(strengths)}});
    }
    printJson(boost::json::object{{"games", std::move(games)}});
    return kExitOk;
}

} // namespace fc::cli
