#include "game_info.h"

#include "bots.h"
#include "wokup_game.h"

namespace fc::wokup {

namespace {

const State* stateOf(const fc::Game& game) {
    const auto* wokup = dynamic_cast<const WokUpGame*>(&game);
    return wokup ? &wokup->state() : nullptr;
}

// Every token is once in a pile or on the table, and every table token lies on the table.
Status tokensAreConserved(const State& s) {
    std::vector<int> seen(kTokenCount, 0);
    for (const auto& pile : s.piles) {
        for (int t : pile)
            ++seen[static_cast<std::size_t>(t)];
    }
    for (const TableToken& t : s.table) {
        ++seen[static_cast<std::size_t>(t.token)];
        if (!onTable(t.position))
            return Status::fail(tokenName(t.token) + " lies off the table");
    }
    for (int t = 0; t < kTokenCount; ++t) {
        if (seen[static_cast<std::size_t>(t)] != 1)
            return Status::fail(tokenName(t) + " is in " +
                                std::to_string(seen[static_cast<std::size_t>(t)]) + " places");
    }
    return Status::ok();
}

// Every card is once in its family's stack or won; three are face up while stacks allow.
Status cardsAreConserved(const State& s) {
    std::vector<int> seen(kCardCount, 0);
    int faceDownStacks = 0;
    for (int stack = 0; stack < kStackCount; ++stack) {
        const Stack& st = s.stacks[static_cast<std::size_t>(stack)];
        for (int c : st.cards) {
            ++seen[static_cast<std::size_t>(c)];
            if (c / kCardsPerFamily != stack)
                return Status::fail(cardName(c) + " is in another family's stack");
        }
        faceDownStacks += !st.topFaceUp && !st.cards.empty();
    }
    for (const auto& cards : s.won) {
        for (int c : cards)
            ++seen[static_cast<std::size_t>(c)];
    }
    for (int c = 0; c < kCardCount; ++c) {
        if (seen[static_cast<std::size_t>(c)] != 1)
            return Status::fail(cardName(c) + " is in " +
                                std::to_string(seen[static_cast<std::size_t>(c)]) + " places");
    }
    const int visible = static_cast<int>(s.visibleCards().size());
    if (visible > 3 || (visible < 3 && faceDownStacks > 0))
        return Status::fail(std::to_string(visible) + " recipe cards are face up, not 3");
    return Status::ok();
}

// Players out of the round neither throw nor claim.
Status outPlayersWait(const State& s) {
    for (int seat = 0; seat < s.players; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        if (s.out[i] && (s.toThrow[i] || s.hasDecided(seat)))
            return Status::fail("seat " + std::to_string(seat) + " acts while out of the round");
    }
    return Status::ok();
}

Status invariants(const fc::Game& game) {
    const State* s = stateOf(game);
    if (!s)
        return Status::fail("not a Wok Up game");
    for (Status check : {tokensAreConserved(*s), cardsAreConserved(*s), outPlayersWait(*s)}) {
        if (!check)
            return check;
    }
    return Status::ok();
}

// Nobody sees into the piles (not even their owner) nor the face-down recipe cards.
std::vector<std::string> hiddenFromEveryone(const fc::Game& game, Seat) {
    std::vector<std::string> secrets;
    const State* s = stateOf(game);
    if (!s)
        return secrets;
    for (const auto& pile : s->piles) {
        for (int t : pile)
            secrets.push_back(tokenName(t));
    }
    for (const Stack& stack : s->stacks) {
        const std::size_t hidden =
            stack.cards.size() - (stack.topFaceUp && !stack.cards.empty() ? 1 : 0);
        for (std::size_t i = 0; i < hidden; ++i)
            secrets.push_back(cardName(stack.cards[i]));
    }
    return secrets;
}

} // namespace

fc::GameInfo gameInfo() {
    fc::GameInfo info;
    info.id = "wokup";
    info.title = "Wok Up";
    info.minPlayers = kMinPlayers;
    info.maxPlayers = kMaxPlayers;
    info.timing = fc::Timing::RealTime;
    info.hiddenHands = true;
    info.botStrengths = {"easy", "medium", "hard"};
    info.create = [](const fc::Setup& setup) -> Result<std::unique_ptr<fc::Game>> {
        return std::unique_ptr<fc::Game>(std::make_unique<WokUpGame>(setup));
    };
    info.makeBot = [](const std::string& strength, std::uint64_t seed) {
        return makeBot(strength, seed);
    };
    info.invariants = invariants;
    info.secretsHiddenFrom = hiddenFromEveryone;
    return info;
}

} // namespace fc::wokup
