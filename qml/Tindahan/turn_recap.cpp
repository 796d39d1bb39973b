#include "turn_recap.h"

#include "gameregistry.h"

#include "tindahan/move.h"
#include "tindahan/tindahan_game.h"

#include <QVariantMap>
#include <numeric>

namespace fc::tindahan_ui {

namespace {

const fc::tindahan::State& stateOf(const fc::Match& match) {
    return static_cast<const fc::tindahan::TindahanGame&>(match.game()).state();
}

int tricksPlayed(const fc::tindahan::State& state) {
    return std::accumulate(state.tricksWon.begin(), state.tricksWon.begin() + state.players, 0);
}

} // namespace

QVariantList turnRecap(const fc::Match& match, int seat, int limit) {
    const auto& log = match.log();
    std::size_t from = 0;
    for (std::size_t i = log.size(); i > 0; --i) {
        if (log[i - 1].seat == seat) {
            from = i;
            break;
        }
    }
    if (log.size() - from > std::size_t(std::max(limit, 0)))
        from = log.size() - std::size_t(std::max(limit, 0));
    // Replayed from the setup: a step's stall and the trick it won are read off the state
    // around it, as everyone at the table saw them happen.
    auto replay = fc::Match::start(gameRegistry(), match.gameId(), match.setup());
    if (!replay ||
        dynamic_cast<const fc::tindahan::TindahanGame*>(&replay.value().game()) == nullptr)
        return {};
    fc::Match& table = replay.value();
    QVariantList recap;
    for (std::size_t i = 0; i < log.size(); ++i) {
        const fc::tindahan::State before = stateOf(table);
        if (!table.apply(log[i].seat, log[i].action))
            return {}; // not this log's game: say nothing rather than something wrong
        if (i < from)
            continue;
        const auto move = fc::tindahan::parseMove(log[i].action, before.players);
        if (!move)
            continue;
        const fc::tindahan::State& after = stateOf(table);
        QVariantMap step{{"seat", int(log[i].seat)}, {"value", 0}, {"trickWinner", -1}};
        switch (move->kind) {
        case fc::tindahan::Move::PlayCard:
            step["kind"] = "card";
            step["fruit"] = fc::tindahan::fruitOf(move->arg);
            step["value"] = fc::tindahan::valueOf(move->arg);
            break;
        case fc::tindahan::Move::PlaceSeller:
            step["kind"] = "seller";
            step["fruit"] = int(before.led);
            break;
        case fc::tindahan::Move::MoveTrump:
            step["kind"] = "trump";
            step["fruit"] = int(move->arg);
            break;
        }
        // A finished trick: counted in tricksWon, or the round's last (the counts reset).
        if (tricksPlayed(after) > tricksPlayed(before) || after.round != before.round)
            step["trickWinner"] = int(after.lastTrick.winner);
        recap.append(step);
    }
    return recap;
}

} // namespace fc::tindahan_ui
