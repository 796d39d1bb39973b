// Match: a game in progress together with its setup and its action log: what a save
// holds, what the app and the CLI drive. Every accepted action is logged; a refused one
// changes nothing.
#pragma once

#include "game.h"
#include "registry.h"
#include "setup.h"
#include "status.h"

#include <memory>
#include <string>
#include <vector>

namespace fc {

struct LoggedAction {
    Seat seat = kNoSeat;
    std::string action;
    bool operator==(const LoggedAction&) const = default;
};

class Match {
  public:
    static Result<Match> start(const Registry& registry, std::string_view gameId, Setup setup);

    Match(const Match& other);
    Match& operator=(const Match& other);
    Match(Match&&) noexcept = default;
    Match& operator=(Match&&) noexcept = default;

    Status apply(Seat seat, std::string_view action);
    // The same match one step earlier (none taken back from an empty log), replayed from its
    // setup: what undo continues from. Games keep no history, so replaying is the way back.
    Result<Match> withoutLastStep(const Registry& registry) const;

    const std::string& gameId() const { return gameId_; }
    const Setup& setup() const { return setup_; }
    const Game& game() const { return *game_; }
    const std::vector<LoggedAction>& log() const { return log_; }

  private:
    Match(std::string gameId, Setup setup, std::unique_ptr<Game> game);
    std::string gameId_;
    Setup setup_;
    std::unique_ptr<Game> game_;
    std::vector<LoggedAction> log_;
};

// "Play again with the same people": the setup of the next match after `played` — the same
// players, seats, names, bots and options, the next seat starting, and a new deal (a seed
// drawn from the played one, so a rematch is as repeatable as the match before it).
Setup rematchSetup(const Setup& played);

} // namespace fc
