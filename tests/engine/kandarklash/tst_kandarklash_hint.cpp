// Kandar Klash!'s hint for one cook: the kinds of action the round allows, and one step
// towards the dish: a card to lay, a stray card to take back, or the claim.
#include "kandarklash/action.h"
#include "kandarklash/hint.h"
#include "kandarklash/kandarklash.h"
#include "kandarklash/matching.h"

#include <QTest>

#include <string>

using namespace fc::kandarklash;

namespace {

// "RCK/SOE/EKR": rows of rice, chicken, kari (curry), sambal, okra, egg.
Pattern dishOf(const std::string& text) {
    const std::string letters = "RCKSOE";
    Pattern p{};
    int i = 0;
    for (char c : text) {
        if (c == '/')
            continue;
        p[static_cast<std::size_t>(i++)] = static_cast<Ingredient>(letters.find(c));
    }
    return p;
}

void lay(Table& table, const std::string& placement) {
    const auto action = parseAction("@0 place " + placement);
    QVERIFY(action);
    QVERIFY(table.checkPlacement(action->placement));
    table.place(action->placement, action->over);
}

// Does what the hint says on the table (a placement or taking a card back); false when
// the example is something else or the table refuses it.
bool follow(Table& table, const Action& example) {
    if (example.kind == ActionKind::Take) {
        if (!table.onTable(example.placement.card))
            return false;
        table.takeBack(example.placement.card);
        return true;
    }
    if (example.kind != ActionKind::Place || !table.checkPlacement(example.placement))
        return false;
    table.place(example.placement, example.over);
    return true;
}

// Card 1 front is R C K / S O E and card 4 front starts E K R: the two, one under the
// other, show this dish; no single card (six spaces) can show nine.
const char* const kTwoCardDish = "RCK/SOE/EKR";

} // namespace

class KandarKlashHintTest : public QObject {
    Q_OBJECT

  private slots:
    void aTableShowingTheDishIsToldToClaim() {
        Table table;
        lay(table, "1 r0 front at 5,5 over");
        lay(table, "4 r0 front at 5,7 over");
        const Hint hint = buildingHint(dishOf(kTwoCardDish), table);
        QVERIFY(hint.canPlace && hint.canTakeBack && hint.canClaim);
        QVERIFY(!hint.canPlaceKetchup);
        QVERIFY(hint.example.has_value());
        QCOMPARE(hint.example->kind, ActionKind::Siap);
    }

    // From an empty table, doing what each hint says shows the dish after two cards (the
    // fewest) and then the hint is the claim.
    void followingTheHintsBuildsTheDishInTheFewestCards() {
        Table table;
        const Pattern dish = dishOf(kTwoCardDish);
        Hint hint = buildingHint(dish, table);
        QVERIFY(!hint.canTakeBack); // nothing down yet
        for (int card = 0; card < 2; ++card) {
            QVERIFY(hint.example.has_value());
            QCOMPARE(hint.example->kind, ActionKind::Place);
            QVERIFY(follow(table, *hint.example));
            QCOMPARE(dishMatches(table.visible(), dish), card == 1);
            hint = buildingHint(dish, table);
        }
        QCOMPARE(table.stack.size(), std::size_t(2));
        QCOMPARE(hint.example->kind, ActionKind::Siap);
    }

    // A card far in the corner is no part of a table built around the middle: it goes back
    // first, and then two cards make the dish.
    void aStrayCardIsTakenBackFirst() {
        Table table;
        lay(table, "6 r0 front at 0,0 over");
        const Pattern dish = dishOf(kTwoCardDish);
        Hint hint = buildingHint(dish, table);
        QVERIFY(hint.example.has_value());
        QCOMPARE(hint.example->kind, ActionKind::Take);
        QCOMPARE(hint.example->placement.card, 6);
        int steps = 0;
        while (hint.example && hint.example->kind != ActionKind::Siap && steps < 10) {
            QVERIFY(follow(table, *hint.example));
            ++steps;
            hint = buildingHint(dish, table);
        }
        QCOMPARE(steps, 3); // take back, then two cards
        QVERIFY(dishMatches(table.visible(), dish));
    }

    // In a match: a cook building gets a placement the rules accept; after their claim
    // nothing is left until the last cook, who is pointed at a ketchup cell.
    void inAMatchTheHintFollowsTheRound() {
        fc::Setup setup;
        setup.players = 2;
        setup.seed = 5;
        auto started = newGame(setup);
        QVERIFY(started);
        State s = started.value();
        Hint hint = hintFor(s, 1);
        QVERIFY(hint.canPlace && hint.canClaim && !hint.canPlaceKetchup);
        QVERIFY(hint.example.has_value());
        QCOMPARE(hint.example->kind, ActionKind::Place);
        Action step = *hint.example;
        step.stamp = 500;
        QVERIFY(applyAction(s, 1, step));

        Action claim{1000, ActionKind::Siap, {}, true, {}};
        QVERIFY(applyAction(s, 0, claim));
        QCOMPARE(s.phase, Phase::Ketchup);
        hint = hintFor(s, 0);
        QVERIFY(!hint.canPlace && !hint.canClaim && !hint.canPlaceKetchup);
        QVERIFY(!hint.example.has_value());
        hint = hintFor(s, 1);
        QVERIFY(hint.canPlaceKetchup);
        QVERIFY(hint.example.has_value());
        QCOMPARE(hint.example->kind, ActionKind::Ketchup);
        Action ketchup = *hint.example;
        ketchup.stamp = 2000;
        QVERIFY(applyAction(s, 1, ketchup));
        QCOMPARE(s.round, 2);
        QVERIFY(!hintFor(s, 7).example.has_value()); // no such seat: nothing
    }
};

QTEST_APPLESS_MAIN(KandarKlashHintTest)
#include "tst_kandarklash_hint.moc"
