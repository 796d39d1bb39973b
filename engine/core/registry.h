// Registry: the games by id (the engine folder names), with what the menu, the CLI and
// the harness need to know about each. An ordinary object, filled by registerAllGames().
#pragma once

#include "bot.h"
#include "game.h"
#include "setup.h"
#include "status.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace fc {

enum class Timing { TurnBased, RealTime, Solo };

struct GameInfo {
    std::string id;    // "tindahan", "kommegleich", ...
    std::string title; // "Tindahan"
    int minPlayers = 1;
    int maxPlayers = 1;
    Timing timing = Timing::TurnBased;
    bool hiddenHands = false;
    bool testOnly = false; // registered for tests and the CLI, never shown in the app
    std::vector<std::string> botStrengths; // e.g. {"random", "medium", "hard"}

    // Makes the game from a setup that Registry::create has checked (player count, seats,
    // start seat, bot strengths); it checks only the game's own options.
    std::function<Result<std::unique_ptr<Game>>(const Setup&)> create;
    using BotFactory = std::function<Result<std::unique_ptr<Bot>>(const std::string& strength,
                                                                  std::uint64_t seed)>;
    BotFactory makeBot; // seeded by botSeed() (bot_roster.h), whoever drives the match
    // Rules that must hold after every step (cards conserved, ...); used by the harness.
    std::function<Status(const Game&)> invariants;
    // Tokens that must not appear as a string anywhere in `seat`'s view right now
    // (e.g. the cards in other players' hands).
    std::function<std::vector<std::string>(const Game&, Seat seat)> secretsHiddenFrom;
};

class Registry {
  public:
    Status add(GameInfo info);
    const GameInfo* find(std::string_view id) const;
    const std::vector<GameInfo>& all() const { return games_; }

    // Checks the setup against the game's rules of entry (player count, seats) and creates it.
    Result<std::unique_ptr<Game>> create(std::string_view id, const Setup& setup) const;

  private:
    std::vector<GameInfo> games_;
};

// The quickest bot `game` has, for drivers that just want a game played out (the app's
// --autoplay, the crash test): "random" where there is one, else the last strength (the
// games list them from the most patient, as a family's "easy", to the quickest); "random"
// for a game with no bots.
std::string quickestStrength(const GameInfo& game);

// Every game of the product (and the test-only game). Defined in engine/games.cpp.
void registerAllGames(Registry& registry);

} // namespace fc
