// The CLI's commands. Each prints JSON to stdout and returns the process exit code;
// problems go to stderr. Usage mistakes throw UsageError (exit 64, see main.cpp).
#pragma once

#include "command_line.h"
#include "core/registry.h"

#include <boost/json/value.hpp>
#include <string>

namespace fc::cli {

enum ExitCode : int { kExitOk = 0, kExitFailure = 1, kExitRefused = 2, kExitUsage = 64 };

// Prints one line of JSON (doubles as plain decimals, see json_output.h); every command
// prints through here.
void printJson(const boost::json::value& value);
int failWith(const std::string& message, int code = kExitFailure);
// The registry entry for --game, or a UsageError naming the known games.
const GameInfo& gameOption(const CommandLine& line, const Registry& registry);
// --seats "human,bot:hard,...": one entry per player, or empty when the option is absent.
std::vector<SeatConfig> seatsOption(const CommandLine& line, int players);
// --seats for bot-only matches: every entry a bot; random bots when the option is absent.
std::vector<SeatConfig> botSeatsOption(const CommandLine& line, int players);

int runList(const CommandLine& line, const Registry& registry);
int runNew(const CommandLine& line, const Registry& registry);
int runShow(const CommandLine& line, const Registry& registry);
int runApply(const CommandLine& line, const Registry& registry);
int runPlay(const CommandLine& line, const Registry& registry);
int runSoak(const CommandLine& line, const Registry& registry);
int runDemo(const CommandLine& line, const Registry& registry);

} // namespace fc::cli
