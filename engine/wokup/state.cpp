#include "state.h"

#include "physics.h"
#include "refusals.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace fc::wokup {

namespace {

// Box2D lets resting discs sink into each other by a hair and positions are rounded to
// 0.01 cm; anything deeper than this is not a plausible physics result.
constexpr double kOverlapTolerance = 0.25;
constexpr int kFaceUpStacks = 3;

double distance(Vec a, Vec b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

Vec rounded(Vec v) {
    return {roundToLog(v.x), roundToLog(v.y)};
}

} // namespace

State State::newGame(int players, int startSeat, std::uint64_t seed) {
    State s;
    s.players = players;
    s.rng = Rng(seed);
    for (int f = 0; f < kFamilyCount; ++f) {
        std::vector<int>& cards = s.stacks[static_cast<std::size_t>(f)].cards;
        for (int i = 0; i < kCardsPerFamily; ++i)
            cards.push_back(f * kCardsPerFamily + i);
        s.rng.shuffle(std::span<int>(cards));
    }
    std::array<int, kStackCount> order{};
    std::iota(order.begin(), order.end(), 0);
    s.rng.shuffle(std::span<int>(order));
    for (int i = 0; i < kFaceUpStacks; ++i)
        s.stacks[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])].topFaceUp = true;

    std::array<int, kTokenCount> tokens{};
    std::iota(tokens.begin(), tokens.end(), 0);
    s.rng.shuffle(std::span<int>(tokens));
    s.piles.resize(static_cast<std::size_t>(players));
    for (int i = 0; i < kTokenCount; ++i)
        s.piles[static_cast<std::size_t>((startSeat + i) % players)].push_back(
            tokens[static_cast<std::size_t>(i)]);
    s.won.resize(static_cast<std::size_t>(players));
    s.out.assign(static_cast<std::size_t>(players), false);
    s.toThrow.assign(static_cast<std::size_t>(players), false);
    s.nextThrower = startSeat;
    s.startVolley();
    return s;
}

std::vector<int> State::visibleCards() const {
    std::vector<int> cards;
    for (const Stack& stack : stacks) {
        if (stack.topFaceUp && !stack.cards.empty())
            cards.push_back(stack.cards.back());
    }
    return cards;
}

bool State::isVisible(int card) const {
    const std::vector<int> cards = visibleCards();
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

bool State::hasDecided(int seat) const {
    return std::any_of(decisions.begin(), decisions.end(),
                       [&](const Decision& d) { return d.seat == seat; });
}

std::vector<int> State::seatsToAct() const {
    std::vector<int> seats;
    for (int seat = 0; seat < players; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        if ((phase == Phase::Throwing && toThrow[i]) ||
            (phase == Phase::Claiming && !out[i] && !hasDecided(seat)))
            seats.push_back(seat);
    }
    return seats;
}

std::vector<int> State::winners() const {
    std::vector<int> seats;
    for (int seat = 0; phase == Phase::Over && seat < players; ++seat) {
        if (won[static_cast<std::size_t>(seat)].size() >= kCardsToWin)
            seats.push_back(seat);
    }
    return seats;
}

std::vector<int> State::stacksToTurn(int seat) const {
    std::vector<int> stacksFree;
    if (!choosing() || choices.front().seat != seat)
        return stacksFree;
    const StackChoice& c = choices.front();
    stacksFree.push_back(c.turned);
    for (int s = 0; s < kStackCount; ++s) {
        const Stack& stack = stacks[static_cast<std::size_t>(s)];
        if (s != c.fromStack && s != c.turned && !stack.topFaceUp && !stack.cards.empty())
            stacksFree.push_back(s);
    }
    return stacksFree;
}

bool isRight(const Action& action, const WokSummary& wok) {
    switch (action.kind) {
    case ActionKind::WokUp:
        return wokUpReady(wok);
    case ActionKind::Claim:
        return std::all_of(action.cards.begin(), action.cards.end(),
                           [&](int c) { return isComplete(recipe(c), wok); });
    case ActionKind::Pass:
    case ActionKind::Land:
    case ActionKind::Turn:
        return false;
    }
    return false;
}

bool isRight(const State& state, const Action& action) {
    return isRight(action, summarize(state.table));
}

MayDecide mayDecide(const State& state, int seat) {
    if (state.phase != Phase::Claiming)
        return MayDecide::WindowClosed;
    if (state.out[static_cast<std::size_t>(seat)])
        return MayDecide::OutOfRound;
    if (state.hasDecided(seat))
        return MayDecide::AlreadyDecided;
    return MayDecide::Yes;
}

Status State::apply(int seat, const Action& a) {
    if (phase == Phase::Over)
        return refusal::status({refusal::kGameOver, {}});
    if (seat < 0 || seat >= players)
        return refusal::status({refusal::kNoSeat, {std::to_string(seat)}});
    if (a.stamp < phaseStart)
        return refusal::status(
            {phase == Phase::Throwing ? refusal::kBeforeSignal : refusal::kBeforeWindow,
             {std::to_string(a.stamp), std::to_string(phaseStart)}});
    if (a.kind == ActionKind::Turn)
        return applyTurn(seat, a);
    return a.kind == ActionKind::Land ? applyLand(seat, a) : applyDecision(seat, a);
}

fc::Refusal State::refusalToThrow(int seat) const {
    if (phase == Phase::Over)
        return {refusal::kGameOver, {}};
    if (seat < 0 || seat >= players)
        return {refusal::kNoSeat, {std::to_string(seat)}};
    if (phase != Phase::Throwing)
        return {refusal::kVolleyOver, {}};
    if (!toThrow[static_cast<std::size_t>(seat)])
        return {refusal::kNotYourThrow, {}};
    return {};
}

fc::Refusal State::refusalToDecide(int seat, const std::vector<int>& cards) const {
    if (phase == Phase::Over)
        return {refusal::kGameOver, {}};
    if (seat < 0 || seat >= players)
        return {refusal::kNoSeat, {std::to_string(seat)}};
    switch (mayDecide(*this, seat)) {
    case MayDecide::WindowClosed:
        return {refusal::kWindowClosed, {}};
    case MayDecide::OutOfRound:
        return {refusal::kOutOfRound, {}};
    case MayDecide::AlreadyDecided:
        return {refusal::kAlreadyDecided, {}};
    case MayDecide::Yes:
        break;
    }
    for (int card : cards) {
        if (!isVisible(card))
            return {refusal::kNotVisible, {cardName(card)}};
    }
    return {};
}

bool State::canThrow(int seat) const {
    const auto i = static_cast<std::size_t>(seat);
    return !out[i] && !piles[i].empty();
}

Status State::checkLanding(const Action& a) const {
    std::vector<Vec> places;
    for (const TableToken& t : table)
        places.push_back(t.position);
    std::vector<bool> seen(table.size(), false);
    for (const TableToken& m : a.moved) {
        const auto it = std::find_if(table.begin(), table.end(),
                                     [&](const TableToken& t) { return t.token == m.token; });
        if (it == table.end())
            return refusal::status({refusal::kTokenNotOnTable, {tokenName(m.token)}});
        const auto i = static_cast<std::size_t>(it - table.begin());
        if (seen[i])
            return refusal::status({refusal::kMovedTwice, {tokenName(m.token)}});
        seen[i] = true;
        places[i] = rounded(m.position);
    }
    places.push_back(rounded(a.rest));
    seen.push_back(true);
    // Only the tokens this throw placed are checked: the rest lay as already accepted.
    for (std::size_t i = 0; i < places.size(); ++i) {
        if (!seen[i])
            continue;
        if (!onTable(places[i]))
            return refusal::status({refusal::kRestOffTable, {}});
        for (std::size_t j = 0; j < places.size(); ++j) {
            if (j != i && distance(places[i], places[j]) < 2 * kTokenRadius - kOverlapTolerance)
                return refusal::status({refusal::kTokensOverlap, {}});
        }
    }
    return Status::ok();
}

Status State::applyLand(int seat, const Action& a) {
    if (fc::Refusal why = refusalToThrow(seat))
        return refusal::status(std::move(why));
    if (Status s = checkLanding(a); !s)
        return s;
    choices.clear(); // the first throw ends the choice: undecided winners keep the drawn stacks
    for (const TableToken& m : a.moved) {
        for (TableToken& t : table) {
            if (t.token == m.token)
                t.position = rounded(m.position);
        }
    }
    std::deque<int>& pile = piles[static_cast<std::size_t>(seat)];
    const int token = pile.front();
    pile.pop_front();
    const int side = static_cast<int>(rng.below(2)); // the spin decides the side
    table.push_back({token, side, rounded(a.rest)});
    toThrow[static_cast<std::size_t>(seat)] = false;
    clock = std::max(clock, a.stamp);
    if (std::none_of(toThrow.begin(), toThrow.end(), [](bool b) { return b; })) {
        phase = Phase::Claiming;
        phaseStart = clock;
        decisions.clear();
    }
    return Status::ok();
}

Status State::applyDecision(int seat, const Action& a) {
    if (fc::Refusal why = refusalToDecide(seat, a.cards))
        return refusal::status(std::move(why));
    decisions.push_back({seat, a});
    clock = std::max(clock, a.stamp);
    if (seatsToAct().empty())
        resolveWindow();
    return Status::ok();
}

Status State::applyTurn(int seat, const Action& a) {
    if (seat < 0 || seat >= players)
        return refusal::status({refusal::kNoSeat, {std::to_string(seat)}});
    const std::vector<int> allowed = stacksToTurn(seat);
    if (allowed.empty())
        return refusal::status({refusal::kNoStackToTurn, {}});
    if (std::find(allowed.begin(), allowed.end(), a.stack) == allowed.end())
        return refusal::status({refusal::kStackNotEligible, {familyName(a.stack)}});
    const StackChoice c = choices.front();
    stacks[static_cast<std::size_t>(c.turned)].topFaceUp = false;
    stacks[static_cast<std::size_t>(a.stack)].topFaceUp = true;
    choices.erase(choices.begin());
    clock = std::max(clock, a.stamp);
    phaseStart = clock; // the next volley's signal comes after the choice
    settleChoices();
    return Status::ok();
}

// Drops the choices that leave nothing to choose.
void State::settleChoices() {
    while (choosing() && stacksToTurn(choices.front().seat).size() < 2)
        choices.erase(choices.begin());
}

void State::resolveWindow() {
    const WokSummary wok = summarize(table);
    std::vector<Decision> order = decisions;
    std::stable_sort(order.begin(), order.end(), [](const Decision& x, const Decision& y) {
        return x.action.stamp < y.action.stamp;
    });
    lastWindow.clear();
    bool cardWon = false;
    for (std::size_t first = 0; first < order.size();) {
        std::size_t end = first;
        while (end < order.size() && order[end].action.stamp == order[first].action.stamp)
            ++end;
        // Judge the whole group before changing anything: its claims are simultaneous.
        std::vector<int> covers(kCardCount, 0);
        std::vector<bool> wrongSeat(static_cast<std::size_t>(players), false);
        for (std::size_t i = first; i < end; ++i) {
            const Action& a = order[i].action;
            if (a.kind == ActionKind::Pass || cardWon)
                continue;
            if (isRight(a, wok)) {
                for (int c : a.cards)
                    ++covers[static_cast<std::size_t>(c)];
            } else {
                wrongSeat[static_cast<std::size_t>(order[i].seat)] = true;
            }
        }
        bool groupWon = false;
        for (std::size_t i = first; i < end; ++i) {
            Outcome o{order[i].seat, order[i].action, Verdict::Passed, {}, order[i].seat};
            const Action& a = o.action;
            if (a.kind == ActionKind::Pass) {
                o.verdict = Verdict::Passed;
            } else if (cardWon) {
                o.verdict = Verdict::TooLate;
            } else if (wrongSeat[static_cast<std::size_t>(o.seat)]) {
                o.verdict = Verdict::Wrong;
                out[static_cast<std::size_t>(o.seat)] = true;
                const int other = 1 - o.seat;
                if (players == 2 && a.kind == ActionKind::Claim &&
                    !wrongSeat[static_cast<std::size_t>(other)]) {
                    o.verdict = Verdict::Gift;
                    o.receiver = other;
                    for (int c : a.cards) {
                        if (awardCard(other, c))
                            o.cardsWon.push_back(c);
                    }
                }
            } else {
                for (int c : a.cards) {
                    if (covers[static_cast<std::size_t>(c)] == 1 && awardCard(o.seat, c))
                        o.cardsWon.push_back(c);
                }
                o.verdict = o.cardsWon.empty() ? Verdict::Tied : Verdict::Won;
            }
            groupWon = groupWon || !o.cardsWon.empty();
            lastWindow.push_back(std::move(o));
        }
        cardWon = cardWon || groupWon;
        first = end;
    }
    decisions.clear();
    phaseStart = clock;
    if (std::any_of(won.begin(), won.end(),
                    [](const std::vector<int>& w) { return w.size() >= kCardsToWin; })) {
        choices.clear();
        phase = Phase::Over;
        return;
    }
    if (cardWon)
        endRound();
    startVolley();
    // Every card of a window is won by one group of equal stamps: its winners choose in
    // seat order, a player's two cards in the order the claim named them.
    std::stable_sort(choices.begin(), choices.end(),
                     [](const StackChoice& x, const StackChoice& y) { return x.seat < y.seat; });
    settleChoices();
}

bool State::awardCard(int seat, int card) {
    for (int s = 0; s < kStackCount; ++s) {
        Stack& stack = stacks[static_cast<std::size_t>(s)];
        if (stack.topFaceUp && !stack.cards.empty() && stack.cards.back() == card) {
            stack.cards.pop_back();
            stack.topFaceUp = false;
            won[static_cast<std::size_t>(seat)].push_back(card);
            if (const int turned = turnAnotherStack(s); turned >= 0)
                choices.push_back({seat, s, turned});
            return true;
        }
    }
    return false;
}

int State::turnAnotherStack(int fromStack) {
    std::vector<int> candidates;
    for (bool allowOwn : {false, true}) {
        for (int s = 0; s < kStackCount; ++s) {
            const Stack& stack = stacks[static_cast<std::size_t>(s)];
            if ((s != fromStack || allowOwn) && !stack.topFaceUp && !stack.cards.empty())
                candidates.push_back(s);
        }
        if (!candidates.empty())
            break;
    }
    if (candidates.empty())
        return -1;
    // Drawn exactly as before the winners chose, so older logs replay to the same game.
    const int turned = candidates[rng.below(static_cast<std::uint32_t>(candidates.size()))];
    stacks[static_cast<std::size_t>(turned)].topFaceUp = true;
    return turned;
}

void State::endRound() {
    std::vector<int> tokens;
    for (const TableToken& t : table)
        tokens.push_back(t.token);
    rng.shuffle(std::span<int>(tokens));
    for (int token : tokens) {
        const auto smallest =
            std::min_element(piles.begin(), piles.end(),
                             [](const auto& a, const auto& b) { return a.size() < b.size(); });
        smallest->push_back(token);
    }
    table.clear();
    out.assign(static_cast<std::size_t>(players), false);
    ++round;
    volley = 0;
}

void State::startVolley() {
    std::vector<int> throwers;
    const int wanted = players == 6 ? 3 : players == 5 ? (volleysPlayed % 2 == 0 ? 3 : 2) : players;
    for (int step = 0; step < players && static_cast<int>(throwers.size()) < wanted; ++step) {
        const int seat = (nextThrower + step) % players;
        if (canThrow(seat))
            throwers.push_back(seat);
    }
    if (throwers.empty()) { // nobody can go on: the round is void
        endRound();
        startVolley();
        return;
    }
    if (players >= 5)
        nextThrower = (throwers.back() + 1) % players;
    toThrow.assign(static_cast<std::size_t>(players), false);
    for (int seat : throwers)
        toThrow[static_cast<std::size_t>(seat)] = true;
    phase = Phase::Throwing;
    ++volley;
    ++volleysPlayed;
}

} // namespace fc::wokup
