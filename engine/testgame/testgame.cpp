#include "testgame.h"

#include <boost/json/array.hpp>

namespace fc::testgame {

namespace json = boost::json;

namespace {

json::array tokensOf(Cards cards) {
    json::array out;
    for (int card : listOf(cards))
        out.emplace_back(cardToken(card));
    return out;
}

} // namespace

std::string cardToken(int card) {
    return "c" + std::to_string(card);
}

std::optional<int> cardFromToken(std::string_view token) {
    if (token.size() < 2 || token.size() > 3 || token[0] != 'c' || token[1] == '0')
        return std::nullopt;
    int card = 0;
    for (char c : token.substr(1)) {
        if (c < '0' || c > '9')
            return std::nullopt;
        card = card * 10 + (c - '0');
    }
    if (card < kLowCard || card > kHighCard)
        return std::nullopt;
    return card;
}

std::vector<Seat> TestGame::seatsToAct() const {
    if (state_.isTerminal())
        return {};
    return {state_.turn};
}

std::vector<std::string> TestGame::legalActions(Seat seat) const {
    std::vector<std::string> out;
    if (state_.isTerminal() || seat != state_.turn)
        return out;
    for (int card : listOf(state_.hands[static_cast<std::size_t>(seat)]))
        out.push_back("play " + cardToken(card));
    return out;
}

Status TestGame::apply(Seat seat, std::string_view action) {
    if (state_.isTerminal())
        return Status::fail("the game is over");
    if (seat != state_.turn)
        return Status::fail("it is seat " + std::to_string(state_.turn) + "'s turn, not seat " +
                            std::to_string(seat) + "'s");
    constexpr std::string_view verb = "play ";
    if (action.substr(0, verb.size()) != verb)
        return Status::fail("unknown action \"" + std::string(action) +
                            "\" (expected \"play c<card>\")");
    const auto card = cardFromToken(action.substr(verb.size()));
    if (!card)
        return Status::fail("\"" + std::string(action.substr(verb.size())) +
                            "\" is not a card (c1..c12)");
    if (!holds(state_.hands[static_cast<std::size_t>(seat)], *card))
        return Status::fail(cardToken(*card) + " is not in your hand");
    state_.play(*card);
    return Status::ok();
}

std::vector<int> TestGame::scores() const {
    std::vector<int> out;
    for (Seat seat = 0; seat < state_.players; ++seat)
        out.push_back(state_.score(seat));
    return out;
}

json::object TestGame::view(Seat seat) const {
    json::array handSizes, taken, trick;
    for (std::size_t s = 0; s < static_cast<std::size_t>(state_.players); ++s) {
        handSizes.push_back(countOf(state_.hands[s]));
        taken.push_back(tokensOf(state_.taken[s]));
    }
    for (int i = 0; i < state_.trickSize; ++i)
        trick.emplace_back(cardToken(state_.trick[static_cast<std::size_t>(i)]));
    json::object view{
        {"players", state_.players},  {"toMove", state_.isTerminal() ? kNoSeat : state_.turn},
        {"leader", state_.leader},    {"handSizes", std::move(handSizes)},
        {"trick", std::move(trick)},  {"taken", std::move(taken)},
        {"over", state_.isTerminal()}};
    if (seat >= 0 && seat < state_.players)
        view["hand"] = tokensOf(state_.hands[static_cast<std::size_t>(seat)]);
    return view;
}

json::object TestGame::snapshot() const {
    json::object all = view(kNoSeat);
    json::array hands;
    for (std::size_t s = 0; s < static_cast<std::size_t>(state_.players); ++s)
        hands.push_back(tokensOf(state_.hands[s]));
    all["hands"] = std::move(hands);
    all["undealt"] = tokensOf(state_.undealt);
    return all;
}

} // namespace fc::testgame
