#include "view.h"

#include <boost/json/array.hpp>

namespace fc::kandarklash {

namespace json = boost::json;

namespace {

json::array customerList(const std::vector<int>& customers) {
    json::array out;
    for (int c : customers)
        out.emplace_back(customerToken(c));
    return out;
}

json::array cellList(const std::vector<Cell>& cells) {
    json::array out;
    for (Cell c : cells)
        out.push_back(json::array{c.x, c.y});
    return out;
}

json::object tableJson(const State& s, Seat seat) {
    const Table& t = s.tables[seat];
    json::object o;
    o["favours"] = s.favours[seat];
    o["ketchups"] = s.ketchups(seat);
    o["wilds"] = cellList(t.wilds);
    json::array hand;
    for (int card = 1; card <= kCardCount; ++card)
        if (!t.onTable(card))
            hand.push_back(card);
    o["hand"] = std::move(hand);
    json::array stack;
    for (const Placement& p : t.stack)
        stack.push_back(placementJson(p));
    o["stack"] = std::move(stack);
    o["claimed"] = s.hasClaimed(seat);
    o["lastStamp"] = s.lastStamp[seat];
    return o;
}

json::object claimJson(const Claim& c, bool verdict) {
    json::object o{{"seat", c.seat}, {"stamp", c.stamp}};
    if (verdict) {
        o["correct"] = c.correct;
        o["unusedCards"] = c.unusedCards;
    }
    return o;
}

json::object roundJson(const RoundResult& r) {
    json::array claims;
    for (const Claim& c : r.claims)
        claims.push_back(claimJson(c, true));
    json::array gained;
    for (int g : r.gained)
        gained.push_back(g);
    return {{"customer", customerToken(r.customer)},
            {"claims", std::move(claims)},
            {"gained", std::move(gained)},
            {"lastCook", r.lastCook},
            {"ketchupDiscarded", r.ketchupDiscarded}};
}

json::object commonView(const State& s, bool verdicts) {
    json::object v;
    v["game"] = "kandarklash";
    v["phase"] = phaseName(s.phase);
    v["round"] = s.round;
    v["rounds"] = s.rounds;
    v["clock"] = s.clock;
    v["grid"] = kGridSize;
    v["customer"] = customerToken(s.customer);
    json::array dish;
    for (Ingredient i : customerPattern(s.customer))
        dish.emplace_back(ingredients()[static_cast<std::size_t>(i)].token);
    v["dish"] = std::move(dish);
    v["customersLeft"] = s.deck.size();
    v["served"] = customerList(s.served);
    json::array tables;
    for (Seat seat = 0; seat < s.players; ++seat)
        tables.push_back(tableJson(s, seat));
    v["tables"] = std::move(tables);
    json::array claims;
    for (const Claim& c : s.claims)
        claims.push_back(claimJson(c, verdicts));
    v["claims"] = std::move(claims);
    v["lastCook"] = s.lastCook;
    v["stopStamp"] = s.stopStamp;
    if (s.lastRound)
        v["lastRound"] = roundJson(*s.lastRound);
    return v;
}

} // namespace

std::string_view phaseName(Phase phase) {
    switch (phase) {
    case Phase::Build:
        return "build";
    case Phase::Ketchup:
        return "ketchup";
    case Phase::GameOver:
        return "over";
    }
    return "over";
}

json::object placementJson(const Placement& p) {
    return {{"card", p.card}, {"rotation", p.rotation}, {"back", p.back}, {"x", p.x}, {"y", p.y}};
}

json::object viewOf(const State& s, Seat viewer) {
    json::object v = commonView(s, false);
    v["seat"] = viewer;
    return v;
}

json::object snapshotOf(const State& s) {
    json::object v = commonView(s, true);
    v["deck"] = customerList(s.deck);
    v["boxed"] = customerList(s.boxed);
    return v;
}

} // namespace fc::kandarklash
