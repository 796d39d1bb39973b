#include "bots.h"

#include "core/view_random_bot.h"

#include "determinize.h"
#include "round_search.h"

#include "core/search/ismcts.h"

namespace fc::tindahan {

namespace {

// Reads what the seat knows from its view, refusing a view meant for another seat or
// one where it is not this seat's turn.
Result<SeatKnowledge> knowledgeToAct(const boost::json::object& view, Seat seat) {
    Result<SeatKnowledge> known = knowledgeFromView(view);
    if (!known)
        return known;
    if (known->seat != seat)
        return Result<SeatKnowledge>::fail("the view is for another seat");
    if (known->state.toMove != seat)
        return Result<SeatKnowledge>::fail("Not your turn");
    return known;
}

class MediumBot : public fc::Bot {
public:
    Result<std::string> choose(const boost::json::object& view, Seat seat) override {
        Result<SeatKnowledge> known = knowledgeToAct(view, seat);
        if (!known)
            return known.status();
        return moveToText(chooseMediumMove(known.value()));
    }
};

class HardBot : public fc::Bot {
public:
    HardBot(std::uint64_t seed, fc::search::Budget budget) : rng_(seed), budget_(budget) {}
    Result<std::string> choose(const boost::json::object& view, Seat seat) override {
        Result<SeatKnowledge> known = knowledgeToAct(view, seat);
        if (!known)
            return known.status();
        const SeatKnowledge& k = known.value();
        MoveList moves;
        k.state.legalMoves(moves);
        if (moves.size == 1) // nothing to think about
            return moveToText(moves[0]);
        auto deal = [&k](fc::Rng& rng) { return RoundSearch{determinize(k, rng)}; };
        return moveToText(fc::search::chooseIsmcts(deal, budget_, rng_));
    }

private:
    fc::Rng rng_;
    fc::search::Budget budget_;
};

} // namespace

std::unique_ptr<fc::Bot> makeRandomBot(std::uint64_t seed) { return fc::makeViewRandomBot(seed); }

std::unique_ptr<fc::Bot> makeMediumBot(std::uint64_t) { return std::make_unique<MediumBot>(); }

std::unique_ptr<fc::Bot> makeHardBot(std::uint64_t seed, fc::search::Budget budget) {
    return std::make_unique<HardBot>(seed, budget);
}

Result<std::unique_ptr<fc::Bot>> makeBot(const std::string& strength, std::uint64_t seed) {
    if (strength == "random")
        return makeRandomBot(seed);
    if (strength == "medium")
        return makeMediumBot(seed);
    if (strength == "hard")
        return makeHardBot(seed);
    return Result<std::unique_ptr<fc::Bot>>::fail("no '" + strength + "' bot for Tindahan");
}

} // namespace fc::tindahan
