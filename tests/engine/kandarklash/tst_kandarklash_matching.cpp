// Matching a table against a dish: each rotation of the dish, the mirror image refused,
// wild spaces (uncovered and covered), flipped cards and the stack order.
#include "kandarklash/action.h"
#include "kandarklash/matching.h"

#include <QTest>

#include <string>
#include <vector>

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

// "1 r0 front at 5,5 over; 4 r0 front at 5,7 over", laid in that order.
Table tableOf(const QString& cards, const QString& wilds) {
    Table t;
    for (const QString& w : wilds.split(';', Qt::SkipEmptyParts)) {
        const QStringList xy = w.trimmed().split(',');
        t.wilds.push_back({xy[0].toInt(), xy[1].toInt()});
    }
    for (const QString& c : cards.split(';', Qt::SkipEmptyParts)) {
        const auto action = parseAction("@0 place " + c.trimmed().toStdString());
        if (!action)
            qFatal("bad test placement: %s", action.message().c_str());
        const fc::Status allowed = t.checkPlacement(action->placement);
        if (!allowed)
            qFatal("test placement refused: %s", allowed.message().c_str());
        t.place(action->placement, action->over);
    }
    return t;
}

} // namespace

class KandarKlashMatchingTest : public QObject {
    Q_OBJECT

  private slots:
    void footprintsTurnClockwiseAndFlipAsMirrors() {
        // Card 1 is R C K / S O E.
        const Footprint front = footprintOf(1, 0, false);
        QCOMPARE(front.width, 3);
        QCOMPARE(front.at(2, 0), dishOf("K")[0]);
        const Footprint back = footprintOf(1, 0, true);
        QCOMPARE(back.at(0, 0), dishOf("K")[0]); // mirrored left to right
        QCOMPARE(back.at(2, 1), dishOf("S")[0]);
        const Footprint quarter = footprintOf(1, 1, false); // columns read bottom to top
        QCOMPARE(quarter.width, 2);
        QCOMPARE(quarter.height, 3);
        QCOMPARE(quarter.at(0, 0), dishOf("S")[0]);
        QCOMPARE(quarter.at(1, 0), dishOf("R")[0]);
        QCOMPARE(quarter.at(0, 2), dishOf("E")[0]);
    }

    void matching_data() {
        QTest::addColumn<QString>("cards");
        QTest::addColumn<QString>("wilds");
        QTest::addColumn<QString>("dish");
        QTest::addColumn<bool>("matches");

        const QString twoCards = "1 r0 front at 5,5 over; 4 r0 front at 5,7 over"; // RCK/SOE/EKR
        QTest::newRow("as printed") << twoCards << ""
                                    << "RCK/SOE/EKR" << true;
        QTest::newRow("dish a quarter turn") << twoCards << ""
                                             << "ESR/KOC/REK" << true;
        QTest::newRow("dish a half turn") << twoCards << ""
                                          << "RKE/EOS/KCR" << true;
        QTest::newRow("dish three quarters") << twoCards << ""
                                             << "KER/COK/RSE" << true;
        QTest::newRow("mirror image refused") << twoCards << ""
                                              << "KCR/EOS/RKE" << false;
        QTest::newRow("one space wrong") << twoCards << ""
                                         << "RCK/SOE/EKK" << false;
        QTest::newRow("second window") << twoCards << ""
                                       << "SOE/EKR/RCS" << true;
        QTest::newRow("a gap never matches") << "1 r0 front at 5,5 over; 4 r0 front at 6,7 over"
                                             << ""
                                             << "RCK/SOE/OEK" << false;
        QTest::newRow("a wild fills the gap") << "1 r0 front at 5,5 over; 4 r0 front at 6,7 over"
                                              << "5,7"
                                              << "RCK/SOE/OEK" << true;
        QTest::newRow("the wild matches anything")
            << "1 r0 front at 5,5 over; 4 r0 front at 6,7 over"
            << "5,7"
            << "RCK/SOE/CEK" << true;
        QTest::newRow("a covered wild shows the card") << twoCards << "5,6"
                                                       << "RCK/ROE/EKR" << false;
        QTest::newRow("the card over a wild counts") << twoCards << "5,6"
                                                     << "RCK/SOE/EKR" << true;
        QTest::newRow("cards flipped show the mirror")
            << "1 r0 back at 5,5 over; 4 r0 back at 5,7 over"
            << ""
            << "KCR/EOS/RKE" << true;
        QTest::newRow("card on top shows")
            << "1 r0 front at 5,5 over; 2 r0 front at 6,5 over; 4 r0 front at 5,7 over"
            << ""
            << "RCC/SER/EKR" << true;
        QTest::newRow("card underneath hidden")
            << "1 r0 front at 5,5 over; 2 r0 front at 6,5 under; 4 r0 front at 5,7 over"
            << ""
            << "RCC/SER/EKR" << false;
        QTest::newRow("underneath, the top card shows")
            << "1 r0 front at 5,5 over; 2 r0 front at 6,5 under; 4 r0 front at 5,7 over"
            << ""
            << "RCK/SOE/EKR" << true;
        QTest::newRow("a turned card") << "1 r1 front at 5,5 over; 2 r0 front at 7,5 over"
                                       << ""
                                       << "SRC/OCE/EKR" << false;
        QTest::newRow("a turned card and a flipped one")
            << "1 r1 front at 5,5 over; 3 r1 back at 7,5 over"
            << ""
            << "SRC/OCS/EKR" << true;
    }

    void matching() {
        QFETCH(QString, cards);
        QFETCH(QString, wilds);
        QFETCH(QString, dish);
        QFETCH(bool, matches);
        QCOMPARE(dishMatches(tableOf(cards, wilds).visible(), dishOf(dish.toStdString())), matches);
    }

    void turnedPatternsGoRoundInFour() {
        const Pattern p = dishOf("RCK/SOE/EKR");
        QCOMPARE(turned(p, 1), dishOf("ESR/KOC/REK"));
        QCOMPARE(turned(p, 4), p);
        QVERIFY(turned(p, 2) != p);
    }

    void placementRules_data() {
        QTest::addColumn<QString>("cards");
        QTest::addColumn<QString>("wilds");
        QTest::addColumn<QString>("next");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("first card anywhere") << ""
                                             << ""
                                             << "3 r2 back at 0,0 over" << true;
        QTest::newRow("off the grid") << ""
                                      << ""
                                      << "3 r0 front at 14,0 over" << false;
        QTest::newRow("touching a side") << "1 r0 front at 5,5 over"
                                         << ""
                                         << "2 r0 front at 8,5 over" << true;
        QTest::newRow("corner only") << "1 r0 front at 5,5 over"
                                     << ""
                                     << "2 r0 front at 8,7 over" << false;
        QTest::newRow("apart") << "1 r0 front at 5,5 over"
                               << ""
                               << "2 r0 front at 9,5 over" << false;
        QTest::newRow("overlapping") << "1 r0 front at 5,5 over"
                                     << ""
                                     << "2 r1 front at 6,4 under" << true;
        QTest::newRow("next to a ketchup") << "1 r0 front at 5,5 over"
                                           << "12,12"
                                           << "2 r0 front at 12,10 over" << true;
        QTest::newRow("moving the only card") << "1 r0 front at 5,5 over"
                                              << ""
                                              << "1 r3 back at 0,0 over" << true;
        QTest::newRow("moving away from the rest")
            << "1 r0 front at 5,5 over; 2 r0 front at 8,5 over"
            << ""
            << "1 r0 front at 0,0 over" << false;
        QTest::newRow("no card 7") << ""
                                   << ""
                                   << "7 r0 front at 5,5 over" << false;
        QTest::newRow("no fifth turn") << ""
                                       << ""
                                       << "1 r4 front at 5,5 over" << false;
    }

    void placementRules() {
        QFETCH(QString, cards);
        QFETCH(QString, wilds);
        QFETCH(QString, next);
        QFETCH(bool, allowed);
        const Table t = tableOf(cards, wilds);
        const auto action = parseAction("@0 place " + next.toStdString());
        QVERIFY2(action, action.message().c_str());
        const fc::Status status = t.checkPlacement(action->placement);
        QCOMPARE(status.isOk(), allowed);
        if (!allowed)
            QVERIFY(!status.message().empty());
    }
};

QTEST_GUILESS_MAIN(KandarKlashMatchingTest)
#include "tst_kandarklash_matching.moc"
