#include "game_info.h"

#include "bots.h"
#include "kandarklash_game.h"

#include <algorithm>

namespace fc::kandarklash {

namespace {

const State* stateOf(const fc::Game& game) {
    const auto* kandar = dynamic_cast<const KandarKlashGame*>(&game);
    return kandar ? &kandar->state() : nullptr;
}

// Every customer is in exactly one place: the deck, the box, served, or on the table.
Status customersAreConserved(const State& s) {
    std::vector<int> all = s.deck;
    all.insert(all.end(), s.boxed.begin(), s.boxed.end());
    all.insert(all.end(), s.served.begin(), s.served.end());
    if (s.phase != Phase::GameOver)
        all.push_back(s.customer);
    std::sort(all.begin(), all.end());
    for (int i = 0; i < kCustomerCount; ++i) {
        if (all.size() != kCustomerCount || all[static_cast<std::size_t>(i)] != i)
            return Status::fail("the 20 customers are not all accounted for");
    }
    return Status::ok();
}

// Each table holds each card at most once, inside the grid, and 0-6 ketchups in one
// orthogonally connected group.
Status tablesAreSound(const State& s) {
    for (Seat seat = 0; seat < s.players; ++seat) {
        const Table& t = s.tables[static_cast<std::size_t>(seat)];
        for (int card = 1; card <= kCardCount; ++card) {
            if (std::count_if(t.stack.begin(), t.stack.end(),
                              [card](const Placement& p) { return p.card == card; }) > 1)
                return Status::fail("seat " + std::to_string(seat) + " has card " +
                                    std::to_string(card) + " down twice");
        }
        for (const Placement& p : t.stack)
            if (!insideGrid(p))
                return Status::fail("seat " + std::to_string(seat) + " has a card off the table");
        if (t.wilds.size() > kMaxKetchups)
            return Status::fail("seat " + std::to_string(seat) + " has more than 6 ketchups");
        for (std::size_t i = 1; i < t.wilds.size(); ++i) {
            Table earlier;
            earlier.wilds.assign(t.wilds.begin(), t.wilds.begin() + static_cast<std::ptrdiff_t>(i));
            if (!ketchupCellAllowed(earlier, t.wilds[i]))
                return Status::fail("seat " + std::to_string(seat) +
                                    " has a ketchup away from the others");
        }
        if (s.favours[static_cast<std::size_t>(seat)] < 0)
            return Status::fail("seat " + std::to_string(seat) + " has negative favours");
    }
    return Status::ok();
}

// Claims only from seats that were building, one each; the round stops at N-1.
Status claimsAreSound(const State& s) {
    if (s.phase == Phase::Build && static_cast<int>(s.claims.size()) >= s.players - 1)
        return Status::fail("the round goes on after N-1 claims");
    if (s.phase == Phase::Ketchup && (s.lastCook < 0 || s.lastCook >= s.players))
        return Status::fail("the ketchup phase has no last cook");
    for (const Claim& c : s.claims) {
        if (std::count_if(s.claims.begin(), s.claims.end(),
                          [&](const Claim& o) { return o.seat == c.seat; }) != 1)
            return Status::fail("seat " + std::to_string(c.seat) + " claimed twice");
    }
    return Status::ok();
}

Status invariants(const fc::Game& game) {
    const State* s = stateOf(game);
    if (!s)
        return Status::fail("not a Kandar Klash! game");
    for (Status check : {customersAreConserved(*s), tablesAreSound(*s), claimsAreSound(*s)}) {
        if (!check)
            return check;
    }
    return Status::ok();
}

// Only the customer deck is secret: the cards still to come and those in the box.
std::vector<std::string> undrawnCustomers(const fc::Game& game, Seat) {
    std::vector<std::string> secrets;
    const State* s = stateOf(game);
    if (!s)
        return secrets;
    for (const std::vector<int>* pile : {&s->deck, &s->boxed})
        for (int c : *pile)
            secrets.push_back(customerToken(c));
    return secrets;
}

} // namespace

fc::GameInfo gameInfo() {
    fc::GameInfo info;
    info.id = "kandarklash";
    info.title = "Kandar Klash!";
    info.minPlayers = kMinPlayers;
    info.maxPlayers = kMaxPlayers;
    info.timing = fc::Timing::RealTime;
    info.hiddenHands = false;
    info.botStrengths = {"easy", "medium", "hard"};
    info.create = [](const fc::Setup& setup) -> Result<std::unique_ptr<fc::Game>> {
        Result<State> state = newGame(setup);
        if (!state)
            return state.status();
        return std::unique_ptr<fc::Game>(
            std::make_unique<KandarKlashGame>(std::move(state).value()));
    };
    info.makeBot = [](const std::string& strength, std::uint64_t seed) {
        return makeBot(strength, seed);
    };
    info.invariants = invariants;
    info.secretsHiddenFrom = undrawnCustomers;
    return info;
}

} // namespace fc::kandarklash
