#include "bots.h"

#include "core/knowledge_bot.h"
#include "core/view_random_bot.h"

#include "determinize.h"
#include "round_search.h"

#include "core/search/ismcts.h"

namespace fc::tindahan {

std::unique_ptr<fc::Bot> makeRandomBot(std::uint64_t seed) {
    return fc::makeViewRandomBot(seed);
}

std::unique_ptr<fc::Bot> makeMediumBot(std::uint64_t) {
    return fc::makeKnowledgeBot(knowledgeFromView, [](const SeatKnowledge& known) {
        return Result<std::string>(moveToText(chooseMediumMove(known)));
    });
}

std::unique_ptr<fc::Bot> makeHardBot(std::uint64_t seed, fc::search::Budget budget) {
    auto decide = [rng = fc::Rng(seed), budget](const SeatKnowledge& known) mutable {
        MoveList moves;
        known.state.legalMoves(moves);
        if (moves.size == 1) // nothing to think about
            return Result<std::string>(moveToText(moves[0]));
        auto deal = [&known](fc::Rng& r) { return RoundSearch{determinize(known, r)}; };
        return Result<std::string>(moveToText(fc::search::chooseIsmcts(deal, budget, rng)));
    };
    return fc::makeKnowledgeBot(knowledgeFromView, std::move(decide));
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
