// The planner: hints are legal, complete and deterministic, built from the view alone;
// it takes a winning double delivery when one is there; it plays far better than random;
// its par score replays the same deal.
#include "kakilima_fixture.h"

#include "kakilima/bots.h"
#include "kakilima/game_info.h"
#include "kakilima/kakilima_game.h"
#include "kakilima/planner.h"

#include "core/autoplay.h"

#include <QTest>

using namespace fc::kakilima;
using namespace fc::kakilima::test;

namespace {

const PlannerBudget kSmall{6, 4};

} // namespace

class KakiLimaPlannerTest : public QObject {
    Q_OBJECT

  private slots:
    void hintIsLegalCompleteAndDeterministic() {
        KakiLimaGame game(31, siti);
        for (int turn = 0; turn < 6 && !game.isOver(); ++turn) {
            const fc::Result<Hint> hint = hintFromView(game.view(0), 99, kSmall);
            QVERIFY2(hint, hint.message().c_str());
            const fc::Result<Hint> again = hintFromView(game.view(0), 99, kSmall);
            QCOMPARE(again->action, hint->action);
            QVERIFY(!hint->text.empty());
            if (hint->move.kind == Move::Walk) {
                QCOMPARE(hint->steps, hint->move.steps());
                QCOMPARE(static_cast<int>(hint->path.size()), hint->steps + 1);
                QCOMPARE(hint->path.front(), static_cast<int>(game.state().position));
                QCOMPARE(hint->path.back(), static_cast<int>(hint->move.target));
                QVERIFY(hint->text.starts_with("Play the " + cardToken(hint->move.card)));
                QVERIFY(hint->text.find(cellName(hint->move.target)) != std::string::npos);
            }
            QVERIFY2(game.apply(0, hint->action), hint->action.c_str());
        }
    }

    // One step to D1 delivers the last two orders (Kiah's and Seng's): the planner sees it.
    void takesTheWinningDoubleDelivery() {
        State s = table({"1", "5", "5", "4", "3"}, "D2");
        for (int c : {raju, siti, meiling, hassan, rose})
            s.order[static_cast<std::size_t>(c)] = OrderPlace::Delivered;
        s.order[kiah] = s.order[seng] = OrderPlace::Carried;
        // A view of this table: conserve the deck so that it reads back.
        s.drawPile = Pile{};
        std::vector<Card> rest(kLangkahDeck.begin(), kLangkahDeck.end());
        for (int i = 0; i < s.handCount; ++i)
            rest.erase(std::find(rest.begin(), rest.end(), s.hand[static_cast<std::size_t>(i)]));
        for (Card c : rest)
            s.drawPile.push(c);
        const KakiLimaGame game(s);
        const fc::Result<Hint> hint = hintFromView(game.view(0), 5, kSmall);
        QVERIFY2(hint, hint.message().c_str());
        QCOMPARE(hint->action, std::string("walk 1 to D1"));
        QCOMPARE(hint->delivers, static_cast<std::uint8_t>(bit(kiah) | bit(seng)));
        QCOMPARE(hint->expectedScore, 70.0 - 1);
        QVERIFY(hint->text.find("deliver to Mak Cik Kiah and Ah Seng") != std::string::npos);
    }

    void refusesAFinishedGame() {
        State s = table({"1", "5", "5", "5", "5"}, "B3", 1);
        s.play(walk("1", "B2"));
        QVERIFY(s.isOver());
        const fc::Result<Hint> hint = hintFromView(KakiLimaGame(s).view(0), 1, kSmall);
        QCOMPARE(hint.message(), std::string("the game is over"));
        QVERIFY(!makePlannerBot(1)->choose(KakiLimaGame(s).view(0), 0));
    }

    // Over the same deals the planner scores far above random play, and its par game is
    // the same each time.
    void plannerBeatsRandomAndParIsReplayable() {
        fc::Registry registry;
        QVERIFY(registry.add(gameInfo()));
        int planner = 0, random = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const ParResult par = parScore(seed, farid, 77, kSmall);
            QVERIFY(par.won);
            QCOMPARE(parScore(seed, farid, 77, kSmall).score, par.score);
            planner += par.score.total;
            fc::Setup setup;
            setup.players = 1;
            setup.seed = seed;
            setup.options["walker"] = "farid";
            setup.seats = {{"bot", true, "random"}};
            const fc::Result<fc::Match> played = fc::autoplay(registry, "kakilima", setup);
            QVERIFY2(played, played.message().c_str());
            random += played->game().scores().front();
        }
        QVERIFY2(planner > random + 4 * 40,
                 qPrintable(QString("%1 vs %2").arg(planner).arg(random)));
    }
};

QTEST_APPLESS_MAIN(KakiLimaPlannerTest)
#include "tst_kakilima_planner.moc"
