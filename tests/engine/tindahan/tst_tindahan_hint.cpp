// Tindahan's hint for the seat to act: the kinds of move it may make, and a legal move to
// point at: the lowest card that takes the trick as it stands; when none does, a seller on
// the led stall where the seat's sellers can still score, else the lowest card to give away.
#include "tindahan/cards.h"
#include "tindahan/hint.h"
#include "tindahan/tindahan.h"

#include <QTest>

#include <initializer_list>
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

constexpr Card card(int fruit, int value) {
    return makeCard(fruit, value);
}

// A hand-worked trick of 3 players (trump: bananas): seat 0 has led `lead`, seat 1 (to act)
// holds `second`, seat 2 a few bananas.
State afterLeading(Card lead, std::initializer_list<Card> second) {
    State state = State::newGame(3, 0, 1);
    state.hands[0] = cardBit(lead) | cardBit(card(Mangosteens, 1));
    state.hands[1] = 0;
    for (Card held : second)
        state.hands[1] |= cardBit(held);
    state.hands[2] = cardBit(card(Bananas, 2)) | cardBit(card(Bananas, 3));
    state.recountHands();
    state.play(Move::play(lead));
    return state;
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
        const std::optional<State> found = afterALead(false);
        QVERIFY(found.has_value());
        State state = *found;
        // Seat 2 far ahead at the led stall: a seller of seat 1 there would score nothing.
        state.stallSellers[static_cast<std::size_t>(state.led)][2] = 4;
        const Hint hint = hintFor(state);
        QCOMPARE(state.whyIllegal(hint.example), std::string());
        const std::vector<Card> follow = cardsOf(state.hands[1], fruitOf(state.trickCard[0]));
        QCOMPARE(hint.example.arg, follow.front());
        QCOMPARE(hint.example.kind, Move::PlayCard);
    }

    // The durian 5 led; seat 1 holds the durian 2 and 3 (must follow, cannot beat it).
    void noCardTakesTheTrickSoTheSellerIsTheExample() {
        const State state = afterLeading(
            card(Durians, 5), {card(Durians, 2), card(Durians, 3), card(Mangosteens, 9)});
        QCOMPARE(int(state.toMove), 1);
        const Hint hint = hintFor(state);
        QVERIFY(hint.canPlayCard);
        QVERIFY(hint.canPlaceSeller);
        QCOMPARE(hint.example, Move::seller());
        QCOMPARE(state.whyIllegal(hint.example), std::string());
    }

    void aCardThatTakesTheTrickComesBeforeTheSeller() {
        const State state = afterLeading(card(Durians, 5), {card(Durians, 2), card(Durians, 8)});
        QCOMPARE(hintFor(state).example, Move::play(card(Durians, 8)));
    }

    void aTrumpThatTakesTheTrickComesBeforeTheSeller() {
        // No durians: any card may go, and the banana 4 (trump) takes the trick.
        const State state =
            afterLeading(card(Durians, 5), {card(Mangosteens, 2), card(Bananas, 4)});
        QCOMPARE(hintFor(state).example, Move::play(card(Bananas, 4)));
    }

    void theSellerIsWorthOnlyWhereItCanStillScore() {
        State state = afterLeading(card(Durians, 5), {card(Durians, 2), card(Durians, 3)});
        auto& durians = state.stallSellers[Durians];
        durians[2] = 2; // two behind: a seller brings seat 1 within reach
        QCOMPARE(hintFor(state).example, Move::seller());
        durians[2] = 3; // three behind: out of reach, give away the lowest card
        QCOMPARE(hintFor(state).example, Move::play(card(Durians, 2)));
        durians[2] = 0;
        durians[1] = 1; // one ahead: one more still widens the lead
        QCOMPARE(hintFor(state).example, Move::seller());
        durians[1] = 2; // two ahead: a further seller adds nothing
        QCOMPARE(hintFor(state).example, Move::play(card(Durians, 2)));
    }

    void noSellersLeftMeansACard() {
        State state = afterLeading(card(Durians, 5), {card(Durians, 2), card(Durians, 3)});
        state.sellersLeft[1] = 0;
        const Hint hint = hintFor(state);
        QVERIFY(!hint.canPlaceSeller);
        QCOMPARE(hint.example, Move::play(card(Durians, 2)));
    }

    void afterATrumpMoveTheForcedPlayerIsShownACard() {
        State state = State::newGame(3, 0, 1);
        state.hands[1] = cardBit(card(Durians, 2)) | cardBit(card(Mangosteens, 3));
        state.recountHands();
        state.play(Move::trump(Durians));
        const Hint hint = hintFor(state);
        QVERIFY(!hint.canPlaceSeller);
        QCOMPARE(hint.example.kind, Move::PlayCard);
        QCOMPARE(state.whyIllegal(hint.example), std::string());
    }

    // The rules' corner: a seat with no playable card left but a seller to place.
    void withNoCardTheSellerIsTheOnlyExample() {
        State state = afterLeading(card(Durians, 5), {card(Durians, 2)});
        state.hands[1] = 0;
        state.recountHands();
        const Hint hint = hintFor(state);
        QVERIFY(!hint.canPlayCard);
        QCOMPARE(hint.example, Move::seller());
    }
};

QTEST_APPLESS_MAIN(TindahanHintTest)
#include "tst_tindahan_hint.moc"
