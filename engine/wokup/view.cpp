#include "view.h"

#include <boost/json.hpp>

namespace fc::wokup {

namespace json = boost::json;

namespace {

const char* phaseName(Phase p) {
    switch (p) {
    case Phase::Throwing:
        return "throwing";
    case Phase::Claiming:
        return "claiming";
    case Phase::Over:
        return "over";
    }
    return "";
}

const char* verdictName(Verdict v) {
    switch (v) {
    case Verdict::Passed:
        return "passed";
    case Verdict::Won:
        return "won";
    case Verdict::Wrong:
        return "wrong";
    case Verdict::Tied:
        return "tied";
    case Verdict::TooLate:
        return "too late";
    case Verdict::Gift:
        return "wrong, the other player wins it";
    }
    return "";
}

json::array cardNames(const std::vector<int>& cards) {
    json::array names;
    for (int c : cards)
        names.emplace_back(cardName(c));
    return names;
}

json::object tableToken(const TableToken& t) {
    const TokenFaces faces = tokenFaces(t.token);
    return {{"token", tokenName(t.token)},
            {"ingredient", ingredientName(faces.ingredient)},
            {"side", t.side},
            {"pictures", faces.counts[static_cast<std::size_t>(t.side)]},
            {"x", t.position.x},
            {"y", t.position.y},
            {"inWok", inWok(t.position)}};
}

json::object publicPart(const State& s) {
    json::array stacks, table, piles, won, out, toAct, decided, window, visible;
    for (const Stack& stack : s.stacks) {
        const bool up = stack.topFaceUp && !stack.cards.empty();
        stacks.push_back(json::object{
            {"cards", stack.cards.size()},
            {"faceUp", up ? json::value(cardName(stack.cards.back())) : json::value(nullptr)}});
    }
    for (const TableToken& t : s.table)
        table.push_back(tableToken(t));
    for (int seat = 0; seat < s.players; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        piles.emplace_back(s.piles[i].size());
        won.push_back(cardNames(s.won[i]));
        out.emplace_back(static_cast<bool>(s.out[i]));
        decided.emplace_back(s.hasDecided(seat));
    }
    for (int seat : s.seatsToAct())
        toAct.emplace_back(seat);
    for (const Outcome& o : s.lastWindow) {
        window.push_back(json::object{{"seat", o.seat},
                                      {"action", formatAction(o.action)},
                                      {"verdict", verdictName(o.verdict)},
                                      {"cards", cardNames(o.cardsWon)}});
    }
    const WokSummary wok = summarize(s.table);
    json::array pictures;
    for (int n : wok.pictures)
        pictures.emplace_back(n);
    json::object view{{"players", s.players},
                      {"phase", phaseName(s.phase)},
                      {"round", s.round},
                      {"volley", s.volley},
                      {"phaseStart", s.phaseStart},
                      {"clock", s.clock},
                      {"stacks", stacks},
                      {"visible", cardNames(s.visibleCards())},
                      {"table", table},
                      {"wokPictures", pictures},
                      {"piles", piles},
                      {"won", won},
                      {"out", out},
                      {"toAct", toAct},
                      {"decided", decided},
                      {"lastWindow", window}};
    // Only while a winner chooses (and left out of the snapshot), so that views and
    // snapshots from before the choice existed read the same.
    if (s.choosing()) {
        const StackChoice& c = s.choices.front();
        json::array names;
        for (int stack : s.stacksToTurn(c.seat))
            names.emplace_back(familyName(stack));
        view["choice"] = json::object{{"seat", c.seat},
                                      {"from", familyName(c.fromStack)},
                                      {"drawn", familyName(c.turned)},
                                      {"stacks", names},
                                      {"waiting", s.choices.size()}};
    }
    return view;
}

} // namespace

json::object viewOf(const State& s, Seat seat) {
    json::object view = publicPart(s);
    if (seat != kNoSeat)
        view["you"] = seat;
    return view;
}

json::object snapshotOf(const State& s) {
    json::object snap = publicPart(s);
    json::array stacks, piles, decisions;
    for (const Stack& stack : s.stacks)
        stacks.push_back(cardNames(stack.cards));
    for (const auto& pile : s.piles) {
        json::array names;
        for (int t : pile)
            names.emplace_back(tokenName(t));
        piles.push_back(std::move(names));
    }
    for (const Decision& d : s.decisions)
        decisions.push_back(json::object{{"seat", d.seat}, {"action", formatAction(d.action)}});
    snap["stackCards"] = stacks;
    snap["pileTokens"] = piles;
    snap["decisions"] = decisions;
    snap["volleysPlayed"] = s.volleysPlayed;
    snap["nextThrower"] = s.nextThrower;
    snap["rng"] = s.rng.encode();
    snap.erase("choice"); // what the log rebuilds; saves from before the choice lack it
    return snap;
}

std::vector<TableToken> tableFromView(const json::object& view) {
    std::vector<TableToken> table;
    const json::value* tokens = view.if_contains("table");
    if (!tokens || !tokens->is_array())
        return table;
    for (const json::value& v : tokens->get_array()) {
        const json::object& o = v.as_object();
        const std::string name(o.at("token").as_string());
        TableToken t;
        t.token = std::stoi(name.substr(1));
        t.side = static_cast<int>(o.at("side").to_number<std::int64_t>());
        t.position = {o.at("x").to_number<double>(), o.at("y").to_number<double>()};
        table.push_back(t);
    }
    return table;
}

} // namespace fc::wokup
