#include "match.h"

#include "rng.h"

namespace fc {

namespace {

// Every seat gets a config and a name, so saves, the CLI and the app never meet a blank seat.
void normalise(Setup& setup) {
    if (setup.seats.empty())
        setup.seats.resize(static_cast<std::size_t>(setup.players));
    for (std::size_t i = 0; i < setup.seats.size(); ++i) {
        if (setup.seats[i].name.empty())
            setup.seats[i].name = "Player " + std::to_string(i + 1);
    }
}

} // namespace

Result<Match> Match::start(const Registry& registry, std::string_view gameId, Setup setup) {
    auto game = registry.create(gameId, setup);
    if (!game)
        return game.status();
    if (!game.value())
        return Status::fail("game '" + std::string(gameId) + "' could not be created");
    normalise(setup);
    return Match(std::string(gameId), std::move(setup), std::move(game).value());
}

Match::Match(std::string gameId, Setup setup, std::unique_ptr<Game> game)
    : gameId_(std::move(gameId)), setup_(std::move(setup)), game_(std::move(game)) {}

Match::Match(const Match& other)
    : gameId_(other.gameId_), setup_(other.setup_), game_(other.game_->clone()), log_(other.log_) {}

Match& Match::operator=(const Match& other) {
    if (this != &other) {
        Match copy(other);
        *this = std::move(copy);
    }
    return *this;
}

Status Match::apply(Seat seat, std::string_view action) {
    Status status = game_->apply(seat, action);
    if (status)
        log_.push_back({seat, std::string(action)});
    return status;
}

Result<Match> Match::withoutLastStep(const Registry& registry) const {
    auto earlier = start(registry, gameId_, setup_);
    if (!earlier)
        return earlier;
    const std::size_t steps = log_.empty() ? 0 : log_.size() - 1;
    for (std::size_t i = 0; i < steps; ++i) {
        if (Status status = earlier->apply(log_[i].seat, log_[i].action); !status)
            return status;
    }
    return earlier;
}

Setup rematchSetup(const Setup& played) {
    Setup next = played;
    next.startSeat = played.players > 0 ? (played.startSeat + 1) % played.players : 0;
    // Its own stream, so the new seed is no draw any game makes from the old one.
    next.seed = Rng(played.seed, 0x5eedf00dULL).next64();
    return next;
}

} // namespace fc
