// The content as designed, checked with the solver: six distinct ingredients, six
// asymmetric cards, twenty distinct customers that are all makeable without ketchup,
// none with fewer than two cards, and spanning 2 to 5 cards. The solver's tables are
// rebuilt by the build planner and must match.
#include "kandarklash/build_plan.h"
#include "kandarklash/matching.h"
#include "kandarklash/solver.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace fc::kandarklash;

namespace {

// Lays the plan on a table with `wilds`, each step checked by the placement rules.
bool buildsDish(const Solution& solution, const std::vector<Cell>& wilds, const Pattern& dish) {
    const auto plan = buildOrder(solution.stack, wilds);
    if (!plan || plan->size() != solution.stack.size())
        return false;
    Table table;
    table.wilds = wilds;
    for (const Action& step : *plan) {
        if (!table.checkPlacement(step.placement))
            return false;
        table.place(step.placement, step.over);
    }
    return dishMatches(table.visible(), dish);
}

// The least of a pattern's four turns, so that turned patterns compare equal.
Pattern canonical(const Pattern& p) {
    Pattern best = p;
    for (int turns = 1; turns < 4; ++turns)
        best = std::min(best, turned(p, turns));
    return best;
}

Pattern windowAt(const Grid& g, int left, int top) {
    Pattern p{};
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 3; ++x)
            p[static_cast<std::size_t>(y * 3 + x)] =
                g[static_cast<std::size_t>((top + y) * kGridSize + left + x)];
    return p;
}

} // namespace

class KandarKlashContentTest : public QObject {
    Q_OBJECT

  private slots:
    void ingredientsAreDistinct() {
        std::set<std::string_view> tokens, colours, shapes;
        for (const IngredientInfo& i : ingredients()) {
            tokens.insert(i.token);
            colours.insert(i.colour);
            shapes.insert(i.shape);
        }
        QCOMPARE(tokens.size(), std::size_t(kIngredientCount));
        QCOMPARE(colours.size(), std::size_t(kIngredientCount));
        QCOMPARE(shapes.size(), std::size_t(kIngredientCount));
    }

    void cardBacksDifferFromEveryTurnOfTheFront() {
        for (int card = 1; card <= kCardCount; ++card) {
            const Footprint back = footprintOf(card, 0, true);
            for (int rotation : {0, 2}) {
                const Footprint front = footprintOf(card, rotation, false);
                QVERIFY2(front.cells != back.cells, qPrintable(QString("card %1").arg(card)));
            }
        }
    }

    void customersAreDistinctUnderRotation() {
        for (int a = 0; a < kCustomerCount; ++a)
            for (int b = a + 1; b < kCustomerCount; ++b)
                for (int turns = 0; turns < 4; ++turns)
                    QVERIFY(turned(customerPattern(a), turns) != customerPattern(b));
    }

    void everyCustomerIsSolvableFromTwoCards() {
        int fewest = kCardCount + 1;
        int most = 0;
        for (int c = 0; c < kCustomerCount; ++c) {
            const Solution s = solveDish(customerPattern(c));
            QVERIFY2(s.cards >= 2, qPrintable(QString::fromStdString(customerToken(c))));
            QCOMPARE(static_cast<int>(s.stack.size()), s.cards);
            QVERIFY(buildsDish(s, {}, customerPattern(c)));
            fewest = std::min(fewest, s.cards);
            most = std::max(most, s.cards);
        }
        QCOMPARE(fewest, 2);
        QVERIFY(most >= 5);
    }

    // No 2-card table shows a dish the solver says needs more: brute force over every
    // pair of cards (the lower one fixed at 6,6: tables can be shifted), every window.
    void noTwoCardTableMakesAHarderDish() {
        std::set<Pattern> harder;
        for (int c = 0; c < kCustomerCount; ++c)
            if (solveDish(customerPattern(c)).cards > 2)
                harder.insert(canonical(customerPattern(c)));
        QVERIFY(!harder.empty());
        for (int low = 1; low <= kCardCount; ++low) {
            for (int lowTurn = 0; lowTurn < 8; ++lowTurn) {
                const Placement bottom{low, lowTurn / 2, lowTurn % 2 == 1, 6, 6};
                for (int high = 1; high <= kCardCount; ++high) {
                    if (high == low)
                        continue;
                    for (int highTurn = 0; highTurn < 8; ++highTurn) {
                        for (int y = 3; y <= 9; ++y) {
                            for (int x = 3; x <= 9; ++x) {
                                Table t;
                                t.place(bottom, true);
                                t.place({high, highTurn / 2, highTurn % 2 == 1, x, y}, true);
                                const Grid g = t.visible();
                                for (int top = 3; top <= 9; ++top)
                                    for (int left = 3; left <= 9; ++left)
                                        QVERIFY(!harder.count(canonical(windowAt(g, left, top))));
                            }
                        }
                    }
                }
            }
        }
    }

    void ketchupsNeverCostCards_data() {
        QTest::addColumn<int>("customer");
        QTest::addColumn<int>("wildCount");
        for (int c : {0, 7, 12, 17})
            for (int wilds : {1, 3, 6})
                QTest::newRow(qPrintable(QString("%1 with %2").arg(c).arg(wilds))) << c << wilds;
    }

    void ketchupsNeverCostCards() {
        QFETCH(int, customer);
        QFETCH(int, wildCount);
        std::vector<Cell> wilds;
        for (int i = 0; i < wildCount; ++i)
            wilds.push_back({6 + i % 3, 6 + i / 3});
        const Pattern& dish = customerPattern(customer);
        const Solution plain = solveDish(dish);
        const Solution helped = solveDish(dish, wilds);
        QVERIFY(helped.cards >= 0);
        QVERIFY(helped.cards <= plain.cards);
        QVERIFY(buildsDish(helped, wilds, dish));
        if (wildCount == 6) // six wilds in a window leave 3 spaces: one card can be enough
            QVERIFY(helped.cards < plain.cards);
    }
};

QTEST_GUILESS_MAIN(KandarKlashContentTest)
#include "tst_kandarklash_content.moc"
