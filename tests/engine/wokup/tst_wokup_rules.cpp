// Wok Up's rules on hand-placed tokens: the in-wok test (touching exactly counts, a hair
// off does not) and every recipe family on layouts built for it.
#include "wokup/geometry.h"
#include "wokup/recipes.h"

#include <QTest>

#include <cmath>

using namespace fc::wokup;

Q_DECLARE_METATYPE(std::vector<TableToken>)

namespace {

constexpr int kChili = 0; // token numbers: ingredient * 5 + which of its five tokens
constexpr int kMushroom = 5;
constexpr int kFish = 10;
constexpr int kMeat = 15;
constexpr int kBroccoli = 20;

// A token whose centre lies `gap` beyond touching distance of the piece, straight out
// from the piece's centre along its length (gap 0: exactly touching).
Vec beyondEndOf(const Piece& p, double gap, double direction) {
    const double d = direction * (p.halfLength + kTokenRadius + gap);
    return {p.centre.x + d * std::cos(p.angle), p.centre.y + d * std::sin(p.angle)};
}

// Places in the middle of the wok that touch nothing, far enough apart.
Vec middle(int i) {
    return {-6.0 + 4.5 * (i % 3), -4.5 + 4.5 * (i / 3)};
}

// A spot touching stack `s` from inside (and nothing else).
Vec atStack(int s) {
    return beyondEndOf(stackPiece(s), 0, -1);
}

Vec atDivider(int d) {
    const Piece p = dividerPiece(d);
    const double len = std::hypot(p.centre.x, p.centre.y);
    const double in = p.halfWidth + kTokenRadius;
    return {p.centre.x * (len - in) / len, p.centre.y * (len - in) / len};
}

// Finds the side of `token` that shows `pictures`.
TableToken showing(int token, int pictures, Vec at) {
    const TokenFaces f = tokenFaces(token);
    return {token, f.counts[0] == pictures ? 0 : 1, at};
}

} // namespace

class WokUpRulesTest : public QObject {
    Q_OBJECT

  private slots:
    void inWokByGeometry_data() {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        QTest::addColumn<bool>("inside");
        QTest::addColumn<bool>("touchesStack");
        QTest::newRow("centre") << 0.0 << 0.0 << true << false;
        const Vec touching = beyondEndOf(stackPiece(0), 0, 1); // outside, exactly touching
        QTest::newRow("outside, exactly touching a stack")
            << touching.x << touching.y << true << true;
        const Vec off = beyondEndOf(stackPiece(0), 0.01, 1);
        QTest::newRow("outside, 0.01 cm off a stack") << off.x << off.y << false << false;
        const Piece d = dividerPiece(2);
        const double len = std::hypot(d.centre.x, d.centre.y);
        const double out = d.halfWidth + kTokenRadius;
        QTest::newRow("outside, exactly touching a divider")
            << d.centre.x * (len + out) / len << d.centre.y * (len + out) / len << true << false;
        QTest::newRow("outside, just off a divider")
            << d.centre.x * (len + out + 0.01) / len << d.centre.y * (len + out + 0.01) / len
            << false << false;
        QTest::newRow("table corner") << 40.0 << 40.0 << false << false;
    }

    void inWokByGeometry() {
        QFETCH(double, x);
        QFETCH(double, y);
        QFETCH(bool, inside);
        QFETCH(bool, touchesStack);
        QCOMPARE(inWok({x, y}), inside);
        QCOMPARE(touchesAnyStack({x, y}), touchesStack);
    }

    void onlyTokensInTheWokCount() {
        const std::vector<TableToken> table{{kChili + 2, 1, {0, 0}}, {kChili + 4, 0, {40, 40}}};
        const WokSummary wok = summarize(table);
        QCOMPARE(wok.pictures[0], 5); // the token at the table's corner is not in the wok
    }

    void recipeFamilies_data() {
        QTest::addColumn<int>("card");
        QTest::addColumn<std::vector<TableToken>>("table");
        QTest::addColumn<bool>("complete");
        // R00: chili tokens showing 2, 3 and 4.
        const std::vector<TableToken> chili234{showing(kChili + 1, 2, middle(0)),
                                               showing(kChili + 0, 3, middle(1)),
                                               showing(kChili + 3, 4, middle(2))};
        QTest::newRow("token set: 2, 3, 4 chili") << 0 << chili234 << true;
        std::vector<TableToken> chili23 = chili234;
        chili23.pop_back();
        chili23.push_back(showing(kMushroom + 3, 4, middle(2)));
        QTest::newRow("token set: the 4 is a mushroom") << 0 << chili23 << false;
        std::vector<TableToken> chiliOut = chili234;
        chiliOut[2].position = {40, 40};
        QTest::newRow("token set: the 4 is off the wok") << 0 << chiliOut << false;
        // R10: at least 5 chili.
        QTest::newRow("quantity: 3 + 2 chili")
            << 10
            << std::vector<TableToken>{showing(kChili, 3, middle(0)),
                                       showing(kChili + 1, 2, middle(1))}
            << true;
        QTest::newRow("quantity: 4 chili")
            << 10
            << std::vector<TableToken>{showing(kChili, 1, middle(0)),
                                       showing(kChili + 0 + 3, 1, middle(1)),
                                       showing(kChili + 4, 2, middle(2))}
            << false;
        // R20: mushroom, fish, meat, broccoli (no chili needed).
        const std::vector<TableToken> four{
            showing(kMushroom, 1, middle(0)), showing(kFish, 1, middle(1)),
            showing(kMeat, 1, middle(2)), showing(kBroccoli, 1, middle(3))};
        QTest::newRow("variety: the four kinds") << 20 << four << true;
        QTest::newRow("variety: all five kinds needed") << 25 << four << false;
        std::vector<TableToken> five = four;
        five.push_back(showing(kChili, 1, middle(4)));
        QTest::newRow("variety: all five kinds") << 25 << five << true;
        std::vector<TableToken> noMeat = four;
        noMeat[2] = showing(kChili, 1, middle(2));
        QTest::newRow("variety: chili instead of meat") << 20 << noMeat << false;
        // R28 names chili, mushroom, fish and broccoli; R29 the four kinds of R20 again.
        QTest::newRow("variety: R28's four kinds") << 28 << noMeat << true;
        QTest::newRow("variety: R28 lacks chili") << 28 << four << false;
        QTest::newRow("variety: R29 is R20's set") << 29 << four << true;
        QTest::newRow("variety: R29 lacks meat") << 29 << noMeat << false;
        // R30: 2 tokens touching a card; R35: 2 touching dividers; R38: 3 in the middle.
        QTest::newRow("position: two tokens touching cards")
            << 30 << std::vector<TableToken>{{kChili, 0, atStack(0)}, {kFish, 0, atStack(3)}}
            << true;
        QTest::newRow("position: one touching a card")
            << 30 << std::vector<TableToken>{{kChili, 0, atStack(0)}, {kFish, 0, middle(0)}}
            << false;
        QTest::newRow("position: one exactly touching from outside")
            << 30
            << std::vector<TableToken>{{kChili, 0, atStack(1)},
                                       {kFish, 0, beyondEndOf(stackPiece(2), 0, 1)}}
            << true;
        QTest::newRow("position: one just off, outside")
            << 30
            << std::vector<TableToken>{{kChili, 0, atStack(1)},
                                       {kFish, 0, beyondEndOf(stackPiece(2), 0.01, 1)}}
            << false;
        QTest::newRow("position: two touching dividers")
            << 35 << std::vector<TableToken>{{kChili, 0, atDivider(0)}, {kMeat, 0, atDivider(4)}}
            << true;
        QTest::newRow("position: cards are not dividers")
            << 35 << std::vector<TableToken>{{kChili, 0, atStack(0)}, {kMeat, 0, atStack(4)}}
            << false;
        QTest::newRow("position: three in the middle")
            << 38
            << std::vector<TableToken>{{kChili, 0, middle(0)},
                                       {kMeat, 0, middle(2)},
                                       {kFish, 0, middle(4)}}
            << true;
        QTest::newRow("position: the third touches a card")
            << 38
            << std::vector<TableToken>{{kChili, 0, middle(0)},
                                       {kMeat, 0, middle(2)},
                                       {kFish, 0, atStack(2)}}
            << false;
        // R40: as much mushroom as fish; R45: as much fish as one other ingredient.
        QTest::newRow("equality: 3 mushroom, 1 + 2 fish")
            << 40
            << std::vector<TableToken>{showing(kMushroom, 3, middle(0)),
                                       showing(kFish, 1, middle(1)),
                                       showing(kFish + 1, 2, middle(2))}
            << true;
        QTest::newRow("equality: 3 mushroom, 2 fish")
            << 40
            << std::vector<TableToken>{showing(kMushroom, 3, middle(0)),
                                       showing(kFish + 1, 2, middle(2))}
            << false;
        QTest::newRow("equality: none of either is not equal amounts")
            << 40 << std::vector<TableToken>{showing(kChili, 3, middle(0))} << false;
        QTest::newRow("equality: 4 fish, 4 meat")
            << 45
            << std::vector<TableToken>{showing(kFish + 1, 4, middle(0)),
                                       showing(kMeat + 1, 4, middle(1)),
                                       showing(kChili, 3, middle(2))}
            << true;
        QTest::newRow("equality: 4 fish, nothing else at 4")
            << 45
            << std::vector<TableToken>{showing(kFish + 1, 4, middle(0)),
                                       showing(kMeat + 1, 2, middle(1)),
                                       showing(kChili, 3, middle(2))}
            << false;
    }

    void recipeFamilies() {
        QFETCH(int, card);
        QFETCH(std::vector<TableToken>, table);
        QFETCH(bool, complete);
        QCOMPARE(isComplete(recipe(card), summarize(table)), complete);
    }

    void wokUpNeedsTenPicturesOfOneIngredient() {
        std::vector<TableToken> table{showing(kMeat + 2, 5, middle(0)),
                                      showing(kMeat + 4, 5, middle(1))};
        QVERIFY(wokUpReady(summarize(table)));
        table[1] = showing(kMeat + 1, 4, middle(1));
        table.push_back(showing(kChili + 2, 5, middle(2)));
        QVERIFY(!wokUpReady(summarize(table))); // 9 meat and 5 chili
    }
};

QTEST_APPLESS_MAIN(WokUpRulesTest)
#include "tst_wokup_rules.moc"
