// Komme gleich!'s hint for the seat to act: the kinds of step its turn allows now, and the
// longest run of its hand that matches the orders (the positions are worked out by hand).
#include "kommegleich/hint.h"
#include "kommegleich/kommegleich.h"
#include "table.h"

#include <QTest>

using namespace fc::kommegleich;
using fc::kommegleich::test::arrangedTable;

namespace {

void apply(State& state, Move move) {
    const std::string why = state.whyIllegal(move);
    QVERIFY2(why.empty(), (moveToText(move) + ": " + why).c_str());
    state.play(move);
}

// Which kinds the hint names, as letters in a fixed order, so one compare checks them all.
std::string kindsOf(const Hint& hint) {
    std::string kinds;
    kinds += hint.canDraw ? "d" : "-";
    kinds += hint.canInsert ? "i" : "-";
    kinds += hint.canCover ? "c" : "-";
    kinds += hint.canMoveCard ? "m" : "-";
    kinds += hint.canDiscard ? "x" : "-";
    kinds += hint.canServe ? "s" : "-";
    kinds += hint.canEndTurn ? "e" : "-";
    return kinds;
}

} // namespace

class KommeGleichHintTest : public QObject {
    Q_OBJECT

  private slots:
    // Row C L T S O, hand O T S O L: "T S O" (hand 1-3) matches orders 2-4; no run of 4
    // (O T S O / T S O L against C L T S and L T S O) and the whole hand does not either.
    void theStartPlayerIsShownEachStepAndTheRunToKeep() {
        State s = arrangedTable(3, "CLTSO", {"OTSOL"}, "B");
        Hint hint = hintFor(s);
        QCOMPARE(kindsOf(hint), std::string("d------"));
        QVERIFY(hint.longestRun.has_value());
        QCOMPARE(*hint.longestRun, Move::serve(1, 3, 2));

        apply(s, Move::draw());
        QCOMPARE(kindsOf(hintFor(s)), std::string("-i-----"));
        apply(s, Move::insert(0)); // B O T S O L
        QCOMPARE(kindsOf(hintFor(s)), std::string("--c----"));
        apply(s, Move::cover(0, 0)); // the baguette onto the cheese: row B L T S O
        hint = hintFor(s);
        QCOMPARE(kindsOf(hint), std::string("-----se"));
        // O T S O L against B L T S O: still "T S O" onto 2-4 (the baguette order adds no
        // run: O T against B L fails at L).
        QVERIFY(hint.longestRun.has_value());
        QCOMPARE(*hint.longestRun, Move::serve(1, 3, 2));
        QCOMPARE(s.whyIllegal(*hint.longestRun), std::string());
    }

    // Another player moves a card or draws; hand C L T O O against C L T S O: "C L T" onto
    // orders 0-2 (C L T O and L T O O fail at the fourth card).
    void anotherPlayerMayMoveOrDraw() {
        State s = arrangedTable(3, "CLTSO", {"", "CLTOO"});
        s.turnInRound = 1;
        s.toMove = 1;
        s.phase = Phase::Rearrange;
        const Hint hint = hintFor(s);
        QCOMPARE(kindsOf(hint), std::string("d--m---"));
        QVERIFY(hint.longestRun.has_value());
        QCOMPARE(*hint.longestRun, Move::serve(0, 2, 0));
    }

    // A longer run wins over a shorter one further left: row B B B B B serves anything, so
    // the whole hand goes.
    void theLongestRunIsTheExample() {
        State s = arrangedTable(3, "BBBBB", {"CLTSO"});
        s.turnInRound = 1;
        s.startPlayer = 2;
        s.phase = Phase::Serve;
        const Hint hint = hintFor(s);
        QCOMPARE(kindsOf(hint), std::string("-----se"));
        QCOMPARE(*hint.longestRun, Move::serve(0, 4, 0));
    }

    // Nothing matches: only ending the turn is left, and no run is pointed at.
    void withoutARunOnlyTheEndOfTheTurnIsLeft() {
        State s = arrangedTable(3, "CCCCC", {"LLLLL"});
        s.turnInRound = 1;
        s.startPlayer = 2;
        s.phase = Phase::Serve;
        const Hint hint = hintFor(s);
        QCOMPARE(kindsOf(hint), std::string("------e"));
        QVERIFY(!hint.longestRun.has_value());
    }
};

QTEST_APPLESS_MAIN(KommeGleichHintTest)
#include "tst_kommegleich_hint.moc"
