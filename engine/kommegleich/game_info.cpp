#include "game_info.h"

#include "bots.h"
#include "kommegleich_game.h"
#include "tips.h"

namespace fc::kommegleich {

namespace {

const State* stateOf(const fc::Game& game) {
    const auto* komme = dynamic_cast<const KommeGleichGame*>(&game);
    return komme ? &komme->state() : nullptr;
}

// Every one of the 93 menu cards is in exactly one place.
Status cardsAreConserved(const State& s) {
    std::array<int, kDeckSize> copies{};
    int count = 0;
    const auto note = [&](Card card) {
        if (card < kDeckSize)
            ++copies[card];
        ++count;
    };
    for (Card card : s.row)
        note(card);
    for (int seat = 0; seat < s.players; ++seat) {
        for (Card card : s.hands[seat])
            note(card);
        for (Card card : s.faceDown[seat])
            note(card);
    }
    for (Card card : s.drawPile)
        note(card);
    for (Card card : s.discardPile)
        note(card);
    if (s.drawn != kNoCard)
        note(s.drawn);
    for (int card = 0; card < kDeckSize; ++card) {
        if (copies[static_cast<std::size_t>(card)] != 1)
            return Status::fail("menu card " + cardToken(static_cast<Card>(card)) + " is in " +
                                std::to_string(copies[static_cast<std::size_t>(card)]) + " places");
    }
    if (count != kDeckSize)
        return Status::fail(std::to_string(count) + " menu cards for 93");
    return Status::ok();
}

// The hand size each seat must have at this step of the turn.
int expectedHandSize(const State& s, int seat) {
    if (seat != s.toMove)
        return kHandSize;
    return s.phase == Phase::Cover || s.phase == Phase::Discard ? kHandSize + 1 : kHandSize;
}

Status handsHoldFive(const State& s) {
    for (int seat = 0; seat < s.players; ++seat) {
        if (s.isOver() && seat == s.lastServe.seat)
            continue; // the game ended in her serve, before the refill
        if (s.hands[seat].size != expectedHandSize(s, seat))
            return Status::fail("seat " + std::to_string(seat) + " holds " +
                                std::to_string(s.hands[seat].size) + " cards, not " +
                                std::to_string(expectedHandSize(s, seat)));
        if (!s.isOver() && s.faceDown[seat].size >= kCashInAt)
            return Status::fail("seat " + std::to_string(seat) +
                                " did not cash in 10 face-down cards");
    }
    if ((s.drawn != kNoCard) != (s.phase == Phase::Insert))
        return Status::fail("a drawn card waits outside the insert step, or none inside it");
    return Status::ok();
}

// Every tip card is in the supply or with a player, and each player's tips are worth her
// number of scorings.
Status tipsMatchScorings(const State& s) {
    TipCounts all = s.supply;
    for (int seat = 0; seat < s.players; ++seat) {
        if (s.tipValueOf(seat) != s.scorings[seat])
            return Status::fail("seat " + std::to_string(seat) + " has tips worth " +
                                std::to_string(s.tipValueOf(seat)) + " after " +
                                std::to_string(s.scorings[seat]) + " scorings");
        for (int v = 1; v <= kMaxTipValue; ++v)
            all[static_cast<std::size_t>(v)] = static_cast<std::uint8_t>(
                all[static_cast<std::size_t>(v)] + s.tips[seat][static_cast<std::size_t>(v)]);
    }
    if (all != kTipCards)
        return Status::fail("tip cards are not conserved");
    if (!s.isOver() && tipCardCount(s.supply) == 0)
        return Status::fail("the supply is empty but the game goes on");
    return Status::ok();
}

std::vector<std::string> hiddenCards(const fc::Game& game, Seat seat) {
    std::vector<std::string> secrets;
    const State* s = stateOf(game);
    if (!s)
        return secrets;
    for (int other = 0; other < s->players; ++other) {
        if (other == seat)
            continue;
        for (Card card : s->hands[other])
            secrets.push_back(cardToken(card));
    }
    if (s->drawn != kNoCard && seat != s->toMove)
        secrets.push_back(cardToken(s->drawn));
    for (Card card : s->drawPile)
        secrets.push_back(cardToken(card));
    return secrets;
}

Status invariants(const fc::Game& game) {
    const State* s = stateOf(game);
    if (!s)
        return Status::fail("not a Komme gleich! game");
    for (Status check : {cardsAreConserved(*s), handsHoldFive(*s), tipsMatchScorings(*s)}) {
        if (!check)
            return check;
    }
    return Status::ok();
}

} // namespace

fc::GameInfo gameInfo() {
    fc::GameInfo info;
    info.id = "kommegleich";
    info.title = "Komme gleich!";
    info.minPlayers = kMinPlayers;
    info.maxPlayers = kMaxPlayers;
    info.timing = fc::Timing::TurnBased;
    info.hiddenHands = true;
    info.botStrengths = {"random", "medium", "hard"};
    info.create = [](const fc::Setup& setup) -> Result<std::unique_ptr<fc::Game>> {
        return std::unique_ptr<fc::Game>(std::make_unique<KommeGleichGame>(setup));
    };
    info.makeBot = [](const std::string& strength, std::uint64_t seed) {
        return makeBot(strength, seed);
    };
    info.invariants = invariants;
    info.secretsHiddenFrom = hiddenCards;
    return info;
}

} // namespace fc::kommegleich
