// Wok Up's content: the tokens' faces, the five families of ten cards, every card
// satisfiable by some wok and none by an empty one.
#include "wokup/content.h"
#include "wokup/geometry.h"
#include "wokup/recipes.h"

#include "core/rng.h"

#include <QTest>

#include <cmath>
#include <numbers>
#include <numeric>

using namespace fc::wokup;

namespace {

// Non-overlapping places in the wok: one touching each stack, one touching each divider
// (each from inside, touching nothing else), and six in the middle touching nothing.
std::vector<Vec> witnessSpots() {
    std::vector<Vec> spots;
    const auto inward = [](const Piece& p, double by) {
        const double d = std::hypot(p.centre.x, p.centre.y);
        return Vec{p.centre.x * (d - by) / d, p.centre.y * (d - by) / d};
    };
    for (int i = 0; i < kStackCount; ++i) {
        spots.push_back(inward(stackPiece(i), stackPiece(i).halfLength + kTokenRadius));
        spots.push_back(inward(dividerPiece(i), dividerPiece(i).halfWidth + kTokenRadius));
    }
    spots.push_back({0, 0});
    for (int i = 0; i < kStackCount; ++i) {
        const double a =
            std::numbers::pi / 2 + std::numbers::pi / 5 + 2 * std::numbers::pi * i / kStackCount;
        spots.push_back({6 * std::cos(a), 6 * std::sin(a)});
    }
    return spots;
}

} // namespace

class WokUpContentTest : public QObject {
    Q_OBJECT

  private slots:
    void tokenSidesDifferAndEachCountAppearsTwicePerIngredient() {
        for (int kind = 0; kind < kIngredientCount; ++kind) {
            std::array<int, 6> seen{};
            for (int t = kind * kTokensPerIngredient; t < (kind + 1) * kTokensPerIngredient; ++t) {
                const TokenFaces f = tokenFaces(t);
                QCOMPARE(static_cast<int>(f.ingredient), kind);
                QVERIFY(f.counts[0] != f.counts[1]);
                for (int n : f.counts) {
                    QVERIFY(n >= 1 && n <= 5);
                    ++seen[static_cast<std::size_t>(n)];
                }
            }
            for (int n = 1; n <= 5; ++n)
                QCOMPARE(seen[static_cast<std::size_t>(n)], 2);
        }
    }

    void fiftyCardsInFiveFamiliesOfTen() {
        std::array<int, kFamilyCount> perFamily{};
        for (int card = 0; card < kCardCount; ++card) {
            ++perFamily[static_cast<std::size_t>(recipe(card).family)];
            QCOMPARE(static_cast<int>(recipe(card).family), card / kCardsPerFamily);
            QCOMPARE(parseCardName(cardName(card)), card);
            QVERIFY(!describeRecipe(card).empty());
        }
        for (int n : perFamily)
            QCOMPARE(n, kCardsPerFamily);
        QCOMPARE(parseCardName("R50"), -1);
        QCOMPARE(parseCardName("T01"), -1);
    }

    void emptyWokCompletesNothing() {
        const WokSummary empty = summarize({});
        for (int card = 0; card < kCardCount; ++card)
            QVERIFY2(!isComplete(recipe(card), empty), cardName(card).c_str());
        QVERIFY(!wokUpReady(empty));
    }

    void witnessSpotsAreWhereTheySay() {
        const std::vector<Vec> spots = witnessSpots();
        for (std::size_t i = 0; i < spots.size(); ++i) {
            QVERIFY(inWok(spots[i]));
            QCOMPARE(touchesAnyStack(spots[i]), i < 10 && i % 2 == 0);
            QCOMPARE(touchesAnyDivider(spots[i]), i < 10 && i % 2 == 1);
            for (std::size_t j = 0; j < i; ++j)
                QVERIFY(std::hypot(spots[i].x - spots[j].x, spots[i].y - spots[j].y) >=
                        2 * kTokenRadius);
        }
    }

    void everyCardIsSatisfiable_data() {
        QTest::addColumn<int>("card");
        for (int card = 0; card < kCardCount; ++card)
            QTest::newRow((cardName(card) + " " + describeRecipe(card)).c_str()) << card;
    }

    // A seeded search over tokens, sides and places finds a wok that completes the card.
    void everyCardIsSatisfiable() {
        QFETCH(int, card);
        const std::vector<Vec> spots = witnessSpots();
        fc::Rng rng(static_cast<std::uint64_t>(card) + 1);
        std::array<int, kTokenCount> tokens{};
        std::iota(tokens.begin(), tokens.end(), 0);
        std::vector<std::size_t> places(spots.size());
        for (int trial = 0; trial < 50000; ++trial) {
            rng.shuffle(std::span<int>(tokens));
            std::iota(places.begin(), places.end(), std::size_t{0});
            rng.shuffle(std::span<std::size_t>(places));
            const int count = rng.between(1, static_cast<int>(spots.size()));
            std::vector<TableToken> table;
            for (int i = 0; i < count; ++i)
                table.push_back({tokens[static_cast<std::size_t>(i)],
                                 static_cast<int>(rng.below(2)),
                                 spots[places[static_cast<std::size_t>(i)]]});
            if (isComplete(recipe(card), summarize(table)))
                return;
        }
        QFAIL("no wok found that completes this card");
    }
};

QTEST_APPLESS_MAIN(WokUpContentTest)
#include "tst_wokup_content.moc"
