// The test game's registry entry.
#include "testgame.h"
#include "testgame_bots.h"

namespace fc::testgame {

namespace {

// Every card 1..12 is in exactly one place: a hand, the trick, a seat's taken pile, or
// face down.
Status cardsConserved(const Game& game) {
    const auto* testGame = dynamic_cast<const TestGame*>(&game);
    if (!testGame)
        return Status::fail("not a testgame");
    const TrickState& s = testGame->state();
    std::vector<Cards> places;
    for (std::size_t seat = 0; seat < static_cast<std::size_t>(s.players); ++seat) {
        places.push_back(s.hands[seat]);
        places.push_back(s.taken[seat]);
    }
    places.push_back(s.undealt);
    for (int i = 0; i < s.trickSize; ++i)
        places.push_back(static_cast<Cards>(1u << s.trick[static_cast<std::size_t>(i)]));
    Cards seen = 0;
    int count = 0;
    for (Cards c : places) {
        seen |= c;
        count += countOf(c);
    }
    if (seen != kAllCards || count != kHighCard)
        return Status::fail("cards are not conserved: " + std::to_string(count) +
                            " cards in play, expected 12 distinct");
    if (s.trickSize >= s.players)
        return Status::fail("the trick holds " + std::to_string(s.trickSize) + " cards");
    return Status::ok();
}

std::vector<std::string> handsHiddenFrom(const Game& game, Seat viewer) {
    std::vector<std::string> secrets;
    const auto* testGame = dynamic_cast<const TestGame*>(&game);
    if (!testGame)
        return secrets;
    const TrickState& s = testGame->state();
    for (Seat seat = 0; seat < s.players; ++seat) {
        if (seat == viewer)
            continue;
        for (int card : listOf(s.hands[static_cast<std::size_t>(seat)]))
            secrets.push_back(cardToken(card));
    }
    for (int card : listOf(s.undealt))
        secrets.push_back(cardToken(card));
    return secrets;
}

} // namespace

GameInfo gameInfo() {
    GameInfo info;
    info.id = "testgame";
    info.title = "Test Game";
    info.minPlayers = 2;
    info.maxPlayers = kMaxPlayers;
    info.timing = Timing::TurnBased;
    info.hiddenHands = true;
    info.testOnly = true;
    info.botStrengths = {"random", "hard"};
    info.create = [](const Setup& setup) -> Result<std::unique_ptr<Game>> {
        return std::unique_ptr<Game>(std::make_unique<TestGame>(
            TrickState::deal(setup.players, setup.startSeat, setup.seed)));
    };
    info.makeBot = [](const std::string& strength,
                      std::uint64_t seed) -> Result<std::unique_ptr<Bot>> {
        if (strength == "random")
            return makeRandomBot(seed);
        if (strength == "hard")
            return makeHardBot(seed);
        return Status::fail("no '" + strength + "' bot for Test Game");
    };
    info.invariants = cardsConserved;
    info.secretsHiddenFrom = handsHiddenFrom;
    return info;
}

} // namespace fc::testgame
