// End-of-round scoring: the rulebook's three-player example part by part, every tie rule
// of RULINGS.md, the trump bonus and the shutout.
#include "tindahan/scoring.h"

#include "core/rng.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace fc::tindahan;

namespace {

using Sellers = std::array<std::uint8_t, kMaxPlayers>;
using Points = std::array<int, kMaxPlayers>;

// The stall rules read literally (RULINGS.md), without a thought for speed: the places are
// the distinct seller counts, highest first; ties share the places' points rounded down.
Points plainReadingOfStall(const Sellers& sellers, int players, bool trumpStall) {
    const int bonus = trumpStall ? kTrumpBonusPoints : 0;
    std::vector<int> counts;
    for (int s = 0; s < players; ++s) {
        if (sellers[s] > 0 && std::find(counts.begin(), counts.end(), sellers[s]) == counts.end())
            counts.push_back(sellers[s]);
    }
    std::sort(counts.rbegin(), counts.rend());
    auto seatsWith = [&](int count) {
        std::vector<int> seats;
        for (int s = 0; s < players; ++s) {
            if (sellers[s] == count)
                seats.push_back(s);
        }
        return seats;
    };
    Points points{};
    if (counts.empty())
        return points;
    const std::vector<int> first = seatsWith(counts[0]);
    if (first.size() > 1) {
        const int shared = kFirstPlacePoints + kSecondPlacePoints + 2 * bonus;
        for (int s : first)
            points[s] = shared / static_cast<int>(first.size());
        return points;
    }
    points[first[0]] = kFirstPlacePoints + bonus;
    if (counts.size() > 1) {
        const std::vector<int> second = seatsWith(counts[1]);
        for (int s : second)
            points[s] = (kSecondPlacePoints + bonus) / static_cast<int>(second.size());
    }
    return points;
}

} // namespace

Q_DECLARE_METATYPE(Sellers)
Q_DECLARE_METATYPE(Points)

class TindahanScoringTest : public QObject {
    Q_OBJECT

  private slots:
    void stallMajorities_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<Sellers>("sellers");
        QTest::addColumn<bool>("trumpStall");
        QTest::addColumn<Points>("expected");

        QTest::newRow("nobody there") << 3 << Sellers{0, 0, 0} << false << Points{0, 0, 0};
        QTest::newRow("first and second") << 3 << Sellers{3, 0, 2} << false << Points{5, 0, 2};
        QTest::newRow("first and second, trump")
            << 3 << Sellers{3, 0, 2} << true << Points{6, 0, 3};
        QTest::newRow("alone: no second place")
            << 3 << Sellers{0, 0, 1} << false << Points{0, 0, 5};
        QTest::newRow("alone at trump (rulebook durians)")
            << 3 << Sellers{0, 0, 1} << true << Points{0, 0, 6};
        QTest::newRow("2-way first tie (rulebook mangosteens)")
            << 3 << Sellers{2, 0, 2} << false << Points{3, 0, 3};
        QTest::newRow("2-way first tie leaves no second")
            << 4 << Sellers{2, 2, 1, 0} << false << Points{3, 3, 0, 0};
        QTest::newRow("2-way first tie at trump")
            << 3 << Sellers{2, 2, 1} << true << Points{4, 4, 0};
        QTest::newRow("3-way first tie") << 3 << Sellers{1, 1, 1} << false << Points{2, 2, 2};
        QTest::newRow("3-way first tie at trump")
            << 3 << Sellers{4, 4, 4} << true << Points{3, 3, 3};
        QTest::newRow("5-way first tie")
            << 5 << Sellers{1, 1, 1, 1, 1} << false << Points{1, 1, 1, 1, 1};
        QTest::newRow("2-way second tie") << 3 << Sellers{3, 1, 1} << false << Points{5, 1, 1};
        QTest::newRow("2-way second tie at trump")
            << 3 << Sellers{3, 1, 1} << true << Points{6, 1, 1};
        QTest::newRow("3-way second tie rounds to 0")
            << 4 << Sellers{3, 2, 2, 2} << false << Points{5, 0, 0, 0};
        QTest::newRow("3-way second tie at trump")
            << 5 << Sellers{4, 2, 2, 2, 0} << true << Points{6, 1, 1, 1, 0};
        QTest::newRow("third place scores nothing")
            << 4 << Sellers{1, 3, 2, 1} << false << Points{0, 5, 2, 0};
        QTest::newRow("seats beyond the players are ignored")
            << 3 << Sellers{1, 0, 0, 9, 9} << false << Points{5, 0, 0, 0, 0};
    }
    void stallMajorities() {
        QFETCH(int, players);
        QFETCH(Sellers, sellers);
        QFETCH(bool, trumpStall);
        QFETCH(Points, expected);
        QCOMPARE(scoreStall(sellers, players, trumpStall), expected);
    }

    // Every way 3, 4 or 5 seats can place 0-9 sellers at a stall, plain and trump.
    void stallMajoritiesAgreeWithThePlainReading() {
        int checked = 0;
        for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
            int combinations = 1;
            for (int s = 0; s < players; ++s)
                combinations *= kSellersPerPlayer + 1;
            for (int code = 0; code < combinations; ++code) {
                Sellers sellers{};
                for (int s = 0, rest = code; s < players; ++s, rest /= kSellersPerPlayer + 1)
                    sellers[s] = static_cast<std::uint8_t>(rest % (kSellersPerPlayer + 1));
                for (bool trumpStall : {false, true}) {
                    if (scoreStall(sellers, players, trumpStall) !=
                        plainReadingOfStall(sellers, players, trumpStall)) {
                        QCOMPARE(scoreStall(sellers, players, trumpStall),
                                 plainReadingOfStall(sellers, players, trumpStall)); // shows both
                    }
                    ++checked;
                }
            }
        }
        QCOMPARE(checked, 2 * (1000 + 10000 + 100000));
    }

    // The rulebook's example: A 9, B 8, C 8, with every part as the rulebook adds it up.
    void rulebookThreePlayerExample() {
        RoundTally tally;
        tally.players = 3;
        tally.trump = Durians;
        tally.tricksWon = {3, 4, 2};
        tally.cardsInHand = {5, 0, 7};
        tally.stallSellers[Bananas] = {3, 0, 2};
        tally.stallSellers[Durians] = {0, 0, 1};
        tally.stallSellers[Mangosteens] = {2, 0, 2};
        tally.sellersPlaced = {5, 0, 5};

        const auto scores = scoreRound(tally);
        const RoundScore& a = scores[0];
        const RoundScore& b = scores[1];
        const RoundScore& c = scores[2];
        QCOMPARE(a.tricks, 6);
        QCOMPARE(a.hand, -5);
        QCOMPARE(a.stalls[Bananas], 5);
        QCOMPARE(a.stalls[Durians], 0);
        QCOMPARE(a.stalls[Mangosteens], 3);
        QCOMPARE(a.trumpBonus, 0);
        QCOMPARE(a.shutout, 0);
        QCOMPARE(a.total, 9);

        QCOMPARE(b.tricks, 8);
        QCOMPARE(b.hand, 0);
        QCOMPARE(b.shutout, 0); // no sellers, but tricks: not shut out
        QCOMPARE(b.total, 8);

        QCOMPARE(c.tricks, 4);
        QCOMPARE(c.hand, -7);
        QCOMPARE(c.stalls[Bananas], 2);
        QCOMPARE(c.stalls[Durians], 5);
        QCOMPARE(c.trumpBonus, 1);
        QCOMPARE(c.stalls[Mangosteens], 3);
        QCOMPARE(c.total, 8);
    }

    // At a tied trump stall the bonus shows apart: (6+3)/2 = 4 each, 3 plain + 1 bonus.
    void trumpBonusOfATieShowsApart() {
        RoundTally tally;
        tally.players = 3;
        tally.trump = Mangosteens;
        tally.tricksWon = {1, 1, 1};
        tally.stallSellers[Mangosteens] = {2, 2, 0};
        tally.sellersPlaced = {2, 2, 0};
        const auto scores = scoreRound(tally);
        QCOMPARE(scores[0].stalls[Mangosteens], 3);
        QCOMPARE(scores[0].trumpBonus, 1);
        QCOMPARE(scores[0].total, 2 + 4);
        QCOMPARE(scores[1].total, 2 + 4);
        QCOMPARE(scores[2].trumpBonus, 0);
        QCOMPARE(scores[2].total, 2);
    }

    void shutout_data() {
        QTest::addColumn<int>("cardsInHandOfC");
        QTest::addColumn<int>("expectedTotalOfC");
        QTest::addColumn<int>("expectedShutoutOfC");
        // A scores 2*3 - 0 + 5 = 11, B 2*1 - 2 = 0; C has no sellers and no tricks.
        QTest::newRow("empty hand") << 0 << 11 << 11;
        QTest::newRow("cards in hand") << 6 << 11 << 17;
    }
    void shutout() {
        QFETCH(int, cardsInHandOfC);
        QFETCH(int, expectedTotalOfC);
        QFETCH(int, expectedShutoutOfC);
        RoundTally tally;
        tally.players = 3;
        tally.trump = Bananas;
        tally.tricksWon = {3, 1, 0};
        tally.cardsInHand = {0, 2, static_cast<std::uint8_t>(cardsInHandOfC)};
        tally.stallSellers[Durians] = {1, 0, 0};
        tally.sellersPlaced = {1, 0, 0};
        const auto scores = scoreRound(tally);
        QCOMPARE(scores[0].total, 11);
        QCOMPARE(scores[1].total, 0);
        QCOMPARE(scores[2].hand, -cardsInHandOfC);
        QCOMPARE(scores[2].shutout, expectedShutoutOfC);
        QCOMPARE(scores[2].total, expectedTotalOfC);
    }

    // Sellers without tricks is no shutout, even with no majority points at all.
    // A round's breakdown shows each stall's plain points and, apart, the trump stall's
    // bonus: together they are exactly what scoreStall gives that stall (which the plain
    // reading checks above), for many random tallies of every size.
    void roundBreakdownAgreesWithEachStall() {
        fc::Rng rng(23);
        for (int round = 0; round < 3000; ++round) {
            RoundTally tally;
            tally.players =
                kMinPlayers + static_cast<int>(rng.below(kMaxPlayers - kMinPlayers + 1));
            tally.trump = static_cast<int>(rng.below(static_cast<std::uint32_t>(tally.players)));
            for (auto& stall : tally.stallSellers) {
                for (int seat = 0; seat < tally.players; ++seat)
                    stall[seat] = static_cast<std::uint8_t>(rng.below(4)); // ties are common
            }
            const auto scores = scoreRound(tally);
            for (int fruit = 0; fruit < tally.players; ++fruit) {
                const bool trumpStall = fruit == tally.trump;
                const Points plain = scoreStall(tally.stallSellers[fruit], tally.players, false);
                const Points whole =
                    scoreStall(tally.stallSellers[fruit], tally.players, trumpStall);
                for (int seat = 0; seat < tally.players; ++seat) {
                    QCOMPARE(scores[seat].stalls[fruit], plain[seat]);
                    if (trumpStall)
                        QCOMPARE(scores[seat].stalls[fruit] + scores[seat].trumpBonus, whole[seat]);
                }
            }
        }
    }

    void sellersAloneAreNoShutout() {
        RoundTally tally;
        tally.players = 3;
        tally.trump = Durians;
        tally.tricksWon = {5, 0, 0};
        tally.cardsInHand = {0, 3, 3};
        tally.stallSellers[Bananas] = {3, 1, 0};
        tally.stallSellers[Durians] = {0, 0, 0};
        tally.sellersPlaced = {3, 1, 0};
        const auto scores = scoreRound(tally);
        QCOMPARE(scores[0].total, 10 + 5);
        QCOMPARE(scores[1].shutout, 0);
        QCOMPARE(scores[1].total, -3 + 2);
        QCOMPARE(scores[2].shutout, 18);
        QCOMPARE(scores[2].total, 15);
    }
};

QTEST_APPLESS_MAIN(TindahanScoringTest)
#include "tst_tindahan_scoring.moc"
