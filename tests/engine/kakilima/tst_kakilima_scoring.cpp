// Kaki Lima's score: the rulebook's formula on worked cases, its ranking bands at their
// edges, and the score of a table (boosters ignored, swapped-away cards counted, the
// hand left out).
#include "kakilima_fixture.h"

#include <QTest>

using namespace fc::kakilima;
using namespace fc::kakilima::test;

class KakiLimaScoringTest : public QObject {
    Q_OBJECT

  private slots:
    void formula_data() {
        QTest::addColumn<int>("delivered");
        QTest::addColumn<int>("tokens");
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("tokenPoints");
        QTest::addColumn<int>("allTokens");
        QTest::addColumn<int>("total");
        QTest::newRow("all ten tokens: 50 + 10") << 7 << 10 << 40 << 50 << 10 << 90;
        QTest::newRow("nine tokens: no bonus") << 7 << 9 << 30 << 45 << 0 << 85;
        QTest::newRow("the rulebook's best: 70 + 60 - 1") << 7 << 10 << 1 << 50 << 10 << 129;
        QTest::newRow("no tokens") << 7 << 0 << 25 << 0 << 0 << 45;
        QTest::newRow("below zero") << 3 << 2 << 50 << 10 << 0 << -10;
        QTest::newRow("nothing done but walking") << 0 << 0 << 12 << 0 << 0 << -12;
    }
    void formula() {
        QFETCH(int, delivered);
        QFETCH(int, tokens);
        QFETCH(int, steps);
        QFETCH(int, tokenPoints);
        QFETCH(int, allTokens);
        QFETCH(int, total);
        const Score s = makeScore(delivered, tokens, steps);
        QCOMPARE(s.orders, 10 * delivered);
        QCOMPARE(s.tokenPoints, tokenPoints);
        QCOMPARE(s.allTokens, allTokens);
        QCOMPARE(s.steps, steps);
        QCOMPARE(s.total, total);
    }

    void rankingBands_data() {
        QTest::addColumn<int>("total");
        QTest::addColumn<QString>("band");
        QTest::newRow("130") << 130 << "Impossible";
        QTest::newRow("100") << 100 << "Impossible";
        QTest::newRow("99") << 99 << "5-star review";
        QTest::newRow("70") << 70 << "5-star review";
        QTest::newRow("69") << 69 << "Not bad lar";
        QTest::newRow("40") << 40 << "Not bad lar";
        QTest::newRow("39") << 39 << "ok ok lo";
        QTest::newRow("0") << 0 << "ok ok lo";
        QTest::newRow("-1") << -1 << "Mak Cik Kiah starve liao";
    }
    void rankingBands() {
        QFETCH(int, total);
        QFETCH(QString, band);
        QCOMPARE(QString::fromUtf8(rankingBand(total).data(),
                                   static_cast<int>(rankingBand(total).size())),
                 band);
    }

    // Big numbers only: a 3x2 played as 6 costs 3; the hand costs nothing.
    void scoreOfATable() {
        State s = table({"5", "5", "5", "5", "5"}, "B3");
        for (const char* played : {"3x2", "2+2", "1c", "4"})
            s.discard.push(card(played));
        s.tokens = 3;
        s.order[kiah] = s.order[seng] = OrderPlace::Delivered;
        const Score score = s.score();
        QCOMPARE(score.steps, 3 + 2 + 1 + 4);
        QCOMPARE(score.total, 20 + 15 - 10);
    }
};

QTEST_APPLESS_MAIN(KakiLimaScoringTest)
#include "tst_kakilima_scoring.moc"
