#include "planner.h"

#include "kakilima_game.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace fc::kakilima {

namespace {

// The quick look's weights, tuned with the balance benchmark.
constexpr double kCostPerStep = 0.6;    // points a step of the remaining errand costs
constexpr double kStepsPerPlay = 4.0;   // how far a play walks, for the deck-pressure check
constexpr double kShortDeckPenalty = 8; // per play the draw pile looks short
constexpr double kTokenCardInHand =
    0.5; // per point a clearing card still to play would gain (5 - n)
constexpr double kStepBoosterInHand = 0.5;
constexpr double kLossPenalty = 60; // a lost game counts this far below its score

// 1. The errand still to run: from `position`, repeatedly go to the nearest job (a door of
//    a carried order's house, or a stall with waiting orders while the bag has room),
//    delivering and picking up greedily. Returns its length in steps.
int remainingErrand(const State& s, int position) {
    std::uint8_t bag = s.carried();
    std::uint8_t waiting = 0;
    for (int c = 0; c < kCharacters; ++c)
        if (s.order[static_cast<std::size_t>(c)] == OrderPlace::AtStall)
            waiting = static_cast<std::uint8_t>(waiting | (1 << c));
    int length = 0;
    int pos = position;
    while (bag | waiting) {
        int best = kUnreachable + 1, bestHouseOf = -1, bestStall = -1;
        for (std::uint8_t b = bag; b; b &= static_cast<std::uint8_t>(b - 1)) {
            const int c = std::countr_zero(b);
            const int d = distanceToHouse(pos, s.houseOf[static_cast<std::size_t>(c)]);
            if (d < best) {
                best = d;
                bestHouseOf = c;
            }
        }
        if (std::popcount(bag) < kBagSize) {
            for (int stall = 0; stall < kStalls; ++stall) {
                if (!(s.ordersWaitingAt(stall) & waiting))
                    continue;
                const int d = mapDistance(pos, kStallCells[static_cast<std::size_t>(stall)]);
                if (d < best) {
                    best = d;
                    bestHouseOf = -1;
                    bestStall = stall;
                }
            }
        }
        length += best;
        if (bestHouseOf >= 0) {
            pos = nearestDoor(pos, s.houseOf[static_cast<std::size_t>(bestHouseOf)]);
            for (std::uint8_t b = bag; b; b &= static_cast<std::uint8_t>(b - 1)) {
                const int c = std::countr_zero(b);
                if (doorsOf(s.houseOf[static_cast<std::size_t>(c)]) & cellBit(pos))
                    bag = static_cast<std::uint8_t>(bag & ~(1 << c));
            }
        } else {
            pos = kStallCells[static_cast<std::size_t>(bestStall)];
            std::uint8_t here = s.ordersWaitingAt(bestStall) & waiting;
            if (std::popcount(here) > kBagSize - std::popcount(bag)) {
                // Room for one: take the order whose house is nearer.
                const int a = std::countr_zero(here);
                const int b = 7 - std::countl_zero(here);
                const int da = distanceToHouse(pos, s.houseOf[static_cast<std::size_t>(a)]);
                const int db = distanceToHouse(pos, s.houseOf[static_cast<std::size_t>(b)]);
                here = static_cast<std::uint8_t>(1 << (da <= db ? a : b));
            }
            bag |= here;
            waiting = static_cast<std::uint8_t>(waiting & ~here);
        }
    }
    return length;
}

double handPotential(const State& s) {
    double value = 0;
    for (int i = 0; i < s.handCount; ++i) {
        const Card card = s.hand[static_cast<std::size_t>(i)];
        if (givesToken(card) && s.tokens < kMaxTokens)
            value += kTokenCardInHand * (5 - numberOf(card));
        else if (hasStepBooster(card))
            value += kStepBoosterInHand;
    }
    return value;
}

// A finished game's worth for choosing moves: its score, far lower when lost.
double finalValue(const State& s) {
    return s.score().total - (s.phase == Phase::Lost ? kLossPenalty : 0);
}

std::string characterNames(std::uint8_t characters) {
    std::string text;
    for (std::uint8_t rest = characters; rest; rest &= static_cast<std::uint8_t>(rest - 1)) {
        const int c = std::countr_zero(rest);
        if (!text.empty())
            text += (rest & (rest - 1)) ? ", " : " and ";
        text += kCharacterList[static_cast<std::size_t>(c)].name;
    }
    return text;
}

std::string placeName(const State& s, int cell) {
    if (const int stall = stallAt(cell); stall >= 0)
        return "the " + std::string(kStallNames[static_cast<std::size_t>(stall)]) + " (" +
               cellName(cell) + ")";
    const int card = s.location[static_cast<std::size_t>(cell)];
    if (card == 0xff)
        return cellName(cell);
    const std::string_view name = card < kOrangeCards
                                      ? kOrangeNames[static_cast<std::size_t>(card)]
                                      : kGreenNames[static_cast<std::size_t>(card - kOrangeCards)];
    return std::string(name) + " (" + cellName(cell) + ")";
}

} // namespace

double quickValue(const State& s) {
    if (s.isOver())
        return finalValue(s);
    double value = s.score().total + handPotential(s);
    if (s.walker < 0)
        return value;
    int errand = kUnreachable * kCharacters;
    if (s.position >= 0) {
        errand = remainingErrand(s, s.position);
    } else {
        for (CellSet starts = s.startCells(); starts; starts &= starts - 1)
            errand = std::min(errand, remainingErrand(s, std::countr_zero(starts)));
    }
    value -= kCostPerStep * errand;
    const double playsNeeded = std::ceil(errand / kStepsPerPlay);
    if (playsNeeded > s.drawPile.count)
        value -= kShortDeckPenalty * (playsNeeded - s.drawPile.count);
    return value;
}

Move greedyMove(const State& s, MoveList& scratch) {
    s.legalMoves(scratch);
    Move best = scratch.front();
    double bestValue = -1e9;
    for (const Move& move : scratch) {
        if (move.kind == Move::ChooseWalker && move.target == kRandomWalker)
            continue;
        State next = s;
        next.play(move);
        const double value = quickValue(next);
        if (value > bestValue) {
            bestValue = value;
            best = move;
        }
    }
    return best;
}

Hint planMove(const Knowledge& known, fc::Rng& rng, const PlannerBudget& budget) {
    const State& base = known.state;
    MoveList moves;
    base.legalMoves(moves);
    std::erase_if(moves, [](const Move& m) {
        return m.kind == Move::ChooseWalker && m.target == kRandomWalker;
    });

    // 1. The quick look on one sampled draw pile, to keep the most promising moves.
    struct Candidate {
        Move move;
        double quick = 0;
        double value = 0;
        double score = 0;
    };
    std::vector<Candidate> candidates;
    const State probe = determinize(known, rng);
    for (const Move& move : moves) {
        State next = probe;
        next.play(move);
        candidates.push_back({move, quickValue(next)});
    }
    const auto keep = static_cast<std::size_t>(std::max(1, budget.candidates));
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.quick > b.quick; });
    if (candidates.size() > keep)
        candidates.resize(keep);

    // 2. Each kept move played out greedily on the same sampled draw piles.
    const int samples = candidates.size() > 1 ? std::max(1, budget.samples) : 1;
    MoveList scratch;
    for (int sample = 0; sample < samples; ++sample) {
        const State world = determinize(known, rng);
        for (Candidate& candidate : candidates) {
            State game = world;
            game.play(candidate.move);
            while (!game.isOver())
                game.play(greedyMove(game, scratch));
            candidate.value += finalValue(game);
            candidate.score += game.score().total;
        }
    }

    // 3. The best mean.
    const Candidate& best =
        *std::max_element(candidates.begin(), candidates.end(),
                          [](const Candidate& a, const Candidate& b) { return a.value < b.value; });
    Hint hint;
    hint.move = best.move;
    hint.action = moveToText(best.move);
    hint.text = describeMove(base, best.move);
    hint.expectedScore = best.score / samples;
    if (best.move.kind == Move::Walk) {
        hint.steps = best.move.steps();
        hint.path = pathTo(base.position, best.move.target, hint.steps);
        hint.delivers = base.deliveriesAt(best.move.target);
        hint.picksUp = best.move.take;
        hint.gainsToken = givesToken(best.move.card) && base.tokens < kMaxTokens;
    }
    return hint;
}

Result<Hint> hintFromView(const boost::json::object& view, std::uint64_t seed,
                          const PlannerBudget& budget) {
    Result<Knowledge> known = knowledgeFromView(view);
    if (!known)
        return known.status();
    fc::Rng rng(seed);
    return planMove(known.value(), rng, budget);
}

std::string describeMove(const State& s, Move move) {
    switch (move.kind) {
    case Move::ChooseWalker:
        if (move.target == kRandomWalker)
            return "Let chance choose the walker";
        return "Walk as " + std::string(kCharacterList[move.target].name) + ", whose house is at " +
               cellName(s.houseCell(move.target));
    case Move::ChooseStart:
        return "Start at " + placeName(s, move.target) + ", next to your house";
    case Move::Walk:
        break;
    }
    std::string text = "Play the " + cardToken(move.card);
    if (move.boosted)
        text += " as " + std::to_string(move.steps()) + " steps";
    if (move.swapOut && !s.discard.empty())
        text += ", swap your " + cardToken(move.swapOut) + " for the " +
                cardToken(s.discard.top()) + " on the discard pile";
    text += ", walk to " + placeName(s, move.target);
    std::vector<std::string> then;
    if (const std::uint8_t delivered = s.deliveriesAt(move.target))
        then.push_back("deliver to " + characterNames(delivered));
    if (move.take)
        then.push_back("pick up the order" + std::string(std::popcount(move.take) > 1 ? "s" : "") +
                       " of " + characterNames(move.take));
    if (givesToken(move.card) && s.tokens < kMaxTokens)
        then.push_back("gain a clearing token");
    for (std::size_t i = 0; i < then.size(); ++i)
        text += (i + 1 == then.size() ? " and " : ", ") + then[i];
    return text;
}

ParResult parScore(std::uint64_t seed, int walker, std::uint64_t plannerSeed,
                   const PlannerBudget& budget) {
    KakiLimaGame game(seed, walker);
    fc::Rng seeds(plannerSeed);
    ParResult result;
    while (!game.isOver()) {
        const Result<Hint> hint = hintFromView(game.view(0), seeds.next64(), budget);
        if (!hint || !game.apply(0, hint->action))
            break; // cannot happen: the planner plays legal moves of the view it reads
        result.plays += hint->move.kind == Move::Walk ? 1 : 0;
    }
    result.score = game.state().score();
    result.won = game.state().phase == Phase::Won;
    return result;
}

} // namespace fc::kakilima
