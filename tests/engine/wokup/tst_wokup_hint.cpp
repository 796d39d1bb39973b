// Wok Up's hint: of the face-up cards, exactly the complete ones, in their order; Wok'up!
// only with 10 pictures of one ingredient; a new game's empty wok completes nothing.
#include "wokup/content.h"
#include "wokup/hint.h"
#include "wokup/state.h"

#include <QTest>

using namespace fc::wokup;

namespace {

constexpr int kChili = 0; // token numbers: ingredient * 5 + which of its five tokens
constexpr int kMushroom = 5;
constexpr int kFish = 10;
constexpr int kMeat = 15;
constexpr int kBroccoli = 20;

// Places in the middle of the wok that touch nothing, far enough apart.
Vec middle(int i) {
    return {-6.0 + 4.5 * (i % 3), -4.5 + 4.5 * (i / 3)};
}

// The side of `token` that shows `pictures`.
TableToken showing(int token, int pictures, Vec at) {
    const TokenFaces f = tokenFaces(token);
    return {token, f.counts[0] == pictures ? 0 : 1, at};
}

} // namespace

class WokUpHintTest : public QObject {
    Q_OBJECT

  private slots:
    void namesTheCompleteFaceUpCardsInOrder() {
        // Mushroom, fish, meat and broccoli: R29 and R20 (both name those four) are
        // complete, R25 (all five kinds) is not.
        const std::vector<TableToken> four{
            showing(kMushroom, 1, middle(0)), showing(kFish, 1, middle(1)),
            showing(kMeat, 1, middle(2)), showing(kBroccoli, 1, middle(3))};
        const Hint hint = hintFor({29, 25, 20}, four);
        QCOMPARE(hint.completeCards, (std::vector<int>{29, 20}));
        QVERIFY(!hint.wokUp);
        QCOMPARE(hintFor({25}, four).completeCards, std::vector<int>{});
    }

    void wokUpOnlyWithTenPicturesOfOneIngredient() {
        std::vector<TableToken> table{showing(kMeat + 2, 5, middle(0)),
                                      showing(kMeat + 4, 5, middle(1))};
        QVERIFY(hintFor({}, table).wokUp);
        table[1] = showing(kMeat + 1, 4, middle(1));
        table.push_back(showing(kChili + 2, 5, middle(2)));
        QVERIFY(!hintFor({}, table).wokUp); // 9 meat and 5 chili
    }

    void aNewGamesEmptyWokCompletesNothing() {
        const State state = State::newGame(3, 0, 7);
        QCOMPARE(state.visibleCards().size(), std::size_t{3});
        const Hint hint = hintFor(state);
        QVERIFY(hint.completeCards.empty());
        QVERIFY(!hint.wokUp);
    }
};

QTEST_APPLESS_MAIN(WokUpHintTest)
#include "tst_wokup_hint.moc"
