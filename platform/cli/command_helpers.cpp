#include "commands.h"
#include "json_output.h"

#include <iostream>

namespace fc::cli {

void printJson(const boost::json::value& value) {
    std::cout << toJson(value) << '\n';
}

int failWith(const std::string& message, int code) {
    std::cerr << "foodcourt-cli: " << message << '\n';
    return code;
}

const GameInfo& gameOption(const CommandLine& line, const Registry& registry) {
    const std::string id = line.required("game");
    if (const GameInfo* info = registry.find(id))
        return *info;
    std::string known;
    for (const GameInfo& info : registry.all())
        known += (known.empty() ? "" : ", ") + info.id;
    throw UsageError("unknown game '" + id + "' (known: " + known + ")");
}

std::vector<SeatConfig> seatsOption(const CommandLine& line, int players) {
    std::vector<SeatConfig> seats;
    const auto text = line.option("seats");
    if (!text)
        return seats;
    for (const std::string& spec : splitList(*text)) {
        constexpr std::string_view botPrefix = "bot:";
        if (spec == "human")
            seats.push_back({"", false, ""});
        else if (spec.rfind(botPrefix, 0) == 0 && spec.size() > botPrefix.size())
            seats.push_back({"", true, spec.substr(botPrefix.size())});
        else
            throw UsageError("--seats entry \"" + spec +
                             "\" is neither \"human\" nor \"bot:<strength>\"");
    }
    if (static_cast<int>(seats.size()) != players)
        throw UsageError("--seats lists " + std::to_string(seats.size()) + " seats for " +
                         std::to_string(players) + " players");
    return seats;
}

std::vector<SeatConfig> botSeatsOption(const CommandLine& line, int players) {
    std::vector<SeatConfig> seats = seatsOption(line, players);
    if (seats.empty())
        seats.assign(static_cast<std::size_t>(players), SeatConfig{"", true, "random"});
    for (const SeatConfig& seat : seats) {
        if (!seat.bot)
            throw UsageError("bots play every seat here (--seats bot:<strength>,...)");
    }
    return seats;
}

} // namespace fc::cli
