// Tindahan's hint for the seat to act: the kinds of move it may make, and a legal card to
// point at: the lowest one that takes the trick as it stands, else the lowest to give away.
#include "tindahan/cards.h"
#include "tindahan/hint.h"
#include "tindahan/tindahan.h"

#include <QTest>

#include <optional>

using namespace fc::tindahan;

namespace {

// The cards of `fruit` in `hand`, lowest first.
std::vector<Card> cardsOf(CardSet hand, int fruit) {
    std::vector<Card> cards;
    for (CardSet set = hand & fruitCards(fruit); set != 0; set &= set - 1)
        cards.push_back(lowestCard(set));
    return cards;
}

// A new 3-player game (trump: bananas) whose leader has led its lowest card of a non-trump
// fruit that seat 1 holds too, seat 1 holding a higher one or not as asked; nothing if no
// seed of the first 200 deals that.
std::optional<State> afterALead(bool seatOneCanBeatIt) {
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        State state = State::newGame(3, 0, seed);
        for (int fruit = 0; fruit < kFruitCount; ++fruit) {
            if (fruit == state.trump)
                continue;
            const std::vector<Card> leader = cardsOf(state.hands[0], fruit);
            const std::vector<Card> second = cardsOf(state.hands[1], fruit);
            if (leader.empty() || second.empty())
                continue;
            const Card lead = leader.front();
            const bool beats = valueOf(second.back()) > valueOf(lead);
            if (beats != seatOneCanBeatIt)
                continue;
            state.play(Move::play(lead));
            return state;
        }
    }
    return std::nullopt;
}

} // namespace

class TindahanHintTest : public QObject {
    Q_OBJECT

  private slots:
    void theLeaderMayPlayOrMoveTrumpAndIsShownItsLowestCard() {
        const State state = State::newGame(3, 0, 11);
        const Hint hint = hintFor(state);
        QVERIFY(hint.canPlayCard);
        QVERIFY(hint.canMoveTrump);
        QVERIFY(!hint.canPlaceSeller); // the leader never places a seller
        QCOMPARE(hint.example.kind, Move::PlayCard);
        QCOMPARE(state.whyIllegal(hint.example), std::string());
        // Leading, every card takes the trick so far: the lowest non-trump goes.
        int lowest = 100;
        for (CardSet set = state.hands[0]; set != 0; set &= set - 1) {
            const Card card = lowestCard(set);
            if (fruitOf(card) != state.trump)
                lowest = std::min(lowest, valueOf(card));
        }
        QCOMPARE(valueOf(hint.example.arg), lowest);
        QVERIFY(fruitOf(hint.example.arg) != state.trump);
    }

    void aFollowerWhoCanTakeTheTrickIsShownTheLowestCardThatDoes() {
        const std::optional<State> state = afterALead(true);
        QVERIFY(state.has_value());
        const Hint hint = hintFor(*state);
        QVERIFY(hint.canPlayCard);
        QVERIFY(hint.canPlaceSeller); // a fruit is led and sellers remain
        QVERIFY(!hint.canMoveTrump);
        QCOMPARE(state->whyIllegal(hint.example), std::string());
        const Card lead = state->trickCard[0];
        const std::vector<Card> follow = cardsOf(state->hands[1], fruitOf(lead));
        Card expected = kNoCard;
        for (Card card : follow) {
            if (valueOf(card) > valueOf(lead)) {
                expected = card;
                break;
            }
        }
        QCOMPARE(hint.example.arg, expected);
    }

    void aFollowerWhoCannotIsShownItsLowestCardOfTheLedFruit() {
        const std::optional<State> state = afterALead(false);
        QVERIFY(state.has_value());
        const Hint hint = hintFor(*state);
        QCOMPARE(state->whyIllegal(hint.example), std::string());
        const std::vector<Card> follow = cardsOf(state->hands[1], fruitOf(state->trickCard[0]));
        QCOMPARE(hint.example.arg, follow.front());
    }
};

QTEST_APPLESS_MAIN(TindahanHintTest)
#include "tst_tindahan_hint.moc"
