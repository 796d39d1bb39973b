// TindahanTable and its models, without QML: the models move by fine-grained signals
// (never a reset per move) and pass QAbstractItemModelTester; the table shows one seat's
// view, refuses bad input with a reason and no change, undoes, and resumes from a save.
#include "hand_model.h"
#include "refusal_text.h"
#include "table_snapshot.h"
#include "tindahan_table.h"

#include "core/realtime/clock.h"
#include "core/save.h"
#include "tindahan/refusals.h"
#include "tindahan/tindahan_game.h"

#include <boost/json/parse.hpp>

#include <QAbstractItemModelTester>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using fc::tindahan_ui::HandCard;
using fc::tindahan_ui::HandModel;
using fc::tindahan_ui::TindahanTable;
using fc::tindahan_ui::TrickModel;

namespace {

HandCard card(const char* id, bool legal = true) {
    HandCard c;
    c.id = QString::fromLatin1(id);
    c.fruit = QStringLiteral("BDMRP").indexOf(c.id.at(0));
    c.value = c.id.mid(1).toInt();
    c.legal = legal;
    return c;
}

QStringList ids(const QAbstractItemModel& model) {
    QStringList list;
    for (int row = 0; row < model.rowCount(); ++row)
        list.append(model.index(row, 0).data(HandModel::CardIdRole).toString());
    return list;
}

// One seat per letter of `seats`: 'H' a human, 'B' a medium bot.
QString setupJson(const QString& seats, int seed = 5) {
    QString list;
    for (qsizetype seat = 0; seat < seats.size(); ++seat) {
        const bool bot = seats.at(seat) == QLatin1Char('B');
        list += QStringLiteral("%1{\"name\":\"P%2\",\"bot\":%3,\"strength\":\"%4\"}")
                    .arg(seat ? "," : "")
                    .arg(seat)
                    .arg(bot ? "true" : "false", bot ? "medium" : "");
    }
    return QStringLiteral("{\"players\":%1,\"seed\":\"%2\",\"startSeat\":0,\"seats\":[%3],"
                          "\"options\":{}}")
        .arg(seats.size())
        .arg(seed)
        .arg(list);
}

// Three seats, the first `humans` human, the rest medium bots.
QString setupJson(int humans, int seed = 5) {
    return setupJson(QString(humans, QLatin1Char('H')) + QString(3 - humans, QLatin1Char('B')),
                     seed);
}

// The clock every table here runs on: it moves only when a test steps it, so the bots wait
// (each test decides when they move) however slow or busy the machine.
fc::realtime::ManualClock& testClock() {
    static fc::realtime::ManualClock clock;
    return clock;
}

// A table on the test clock (its bots wait for it) that never autosaves.
void prepare(TindahanTable& table) {
    table.setAutosave(false);
    table.setClock(&testClock());
}

QString firstLegalCard(const TindahanTable& table) {
    for (const QString& action : table.legalActions(table.viewSeat())) {
        if (action.startsWith(QLatin1String("play ")))
            return action.mid(5);
    }
    return {};
}

} // namespace

class TindahanModelsTest : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void handModelMovesByFineGrainedSignals() {
        HandModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        model.update({card("B1"), card("B2"), card("D3")});
        QCOMPARE(inserted.count(), 3);
        model.update({card("B2"), card("D3")});
        QCOMPARE(removed.count(), 1);
        model.update({card("B2"), card("D3"), card("M4")});
        QCOMPARE(inserted.count(), 4);
        model.update({card("D3"), card("B2"), card("M4")});
        QCOMPARE(moved.count(), 1);
        QCOMPARE(changed.count(), 0);
        model.update({card("D3"), card("B2", false), card("M4")});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.index(1, 0).data(HandModel::LegalRole).toBool(), false);

        QCOMPARE(ids(model), (QStringList{"D3", "B2", "M4"}));
        QCOMPARE(resets.count(), 0);
        model.update({card("D3"), card("B2", false), card("M4")});
        QCOMPARE(changed.count(), 1); // no change, no signal
    }

    void refusalsReadAsSentences() {
        using fc::tindahan_ui::refusalText;
        namespace code = fc::tindahan::refusal;
        QCOMPARE(refusalText({code::kMustFollow, {"durians"}}),
                 QStringLiteral("You must follow durians."));
        QCOMPARE(refusalText({code::kLeaderNoSeller, {}}),
                 QStringLiteral("The leader cannot place a seller."));
        QCOMPARE(refusalText({code::kTrumpAlreadyThere, {"bananas"}}),
                 QStringLiteral("The trump token is already on the bananas stall."));
        // Every code the engine can give has a sentence of its own; no code, the fallback.
        QSet<QString> sentences;
        for (const char* each : code::kCodes) {
            const QString text = refusalText({each, {"bananas"}}, QStringLiteral("fallback"));
            QVERIFY2(text != QLatin1String("fallback") && text.endsWith('.'), each);
            sentences.insert(text);
        }
        QVERIFY(sentences.size() >= int(code::kCodes.size()) - 1); // two say "not in this game"
        QCOMPARE(refusalText({}, QStringLiteral("Unknown action 'x'")),
                 QStringLiteral("Unknown action 'x'"));
    }

    void aRefusedCardIsExplainedByTheEnginesCode() {
        TindahanTable table;
        prepare(table);
        QCOMPARE(table.startFromSetupJson(setupJson(1)), QString());
        QVERIFY(table.myTurn()); // seat 0 leads the first trick
        // Whatever the deal, the leader may not place a seller: the engine's code, in words.
        QCOMPARE(table.placeSeller(), QStringLiteral("The leader cannot place a seller."));
        QCOMPARE(table.lastRefusal().code, std::string(fc::tindahan::refusal::kLeaderNoSeller));
    }

    void startShowsTheHumansSeatOnly() {
        TindahanTable table;
        prepare(table);
        QAbstractItemModelTester handTester(table.hand(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester trickTester(
            table.trick(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(table.startFromSetupJson(setupJson(1)), QString());
        QCOMPARE(table.viewSeat(), 0);
        QCOMPARE(table.handoffSeat(), -1);
        QCOMPARE(table.hand()->rowCount(), 10);
        QCOMPARE(table.players()->rowCount(), 3);
        QCOMPARE(table.stalls()->rowCount(), 3);
        QCOMPARE(table.trumpFruit(), 0); // bananas
        QVERIFY(table.myTurn());
        QVERIFY(table.canMoveTrump());    // the leader may move the trump token ...
        QVERIFY(!table.canPlaceSeller()); // ... but never place a seller

        // The hand is exactly seat 0's cards, as the engine deals them.
        const boost::json::object view = table.match()->game().view(0);
        QStringList dealt;
        for (const auto& token : view.at("hand").as_array())
            dealt.append(QString::fromStdString(std::string(token.as_string())));
        QStringList shown = ids(*table.hand());
        dealt.sort();
        shown.sort();
        QCOMPARE(shown, dealt);
    }

    void refusalsChangeNothing() {
        TindahanTable table;
        prepare(table);
        QCOMPARE(table.startFromSetupJson(setupJson(1)), QString());
        const auto before = table.match()->log().size();
        QVERIFY(!table.placeSeller().isEmpty()); // the leader may not place a seller
        QVERIFY(!table.playCard(QStringLiteral("X9")).isEmpty());
        QVERIFY(!table.moveTrump(0).isEmpty()); // the token already stands on bananas
        QVERIFY(!table.moveTrump(17).isEmpty());
        QCOMPARE(table.match()->log().size(), before);
        QCOMPARE(table.hand()->rowCount(), 10);
        QVERIFY(!table.message().isEmpty());

        QVERIFY(!table.startFromSetupJson(QStringLiteral("{")).isEmpty());
        QVERIFY(!table.resumeFromSaveJson(QStringLiteral("not a save")).isEmpty());
        QCOMPARE(table.match()->log().size(), before);
        QCOMPARE(table.hand()->rowCount(), 10);
    }

    void undoTakesBackTheOwnLastPlay() {
        TindahanTable table;
        prepare(table);
        QCOMPARE(table.startFromSetupJson(setupJson(1)), QString());
        QVERIFY(!table.canUndo());
        const QString played = firstLegalCard(table);
        QVERIFY(!played.isEmpty());
        QCOMPARE(table.playCard(played), QString());
        QCOMPARE(table.hand()->rowCount(), 9);
        QCOMPARE(table.trick()->rowCount(), 1);
        QVERIFY(table.canUndo());
        QCOMPARE(table.undo(), QString());
        QCOMPARE(table.hand()->rowCount(), 10);
        QCOMPARE(table.trick()->rowCount(), 0);
        QVERIFY(table.myTurn());
        QVERIFY(!table.canUndo());
        QVERIFY(!table.undo().isEmpty());
    }

    void resumeRestoresTheTable() {
        TindahanTable table;
        prepare(table);
        QCOMPARE(table.startFromSetupJson(setupJson(1, 9)), QString());
        QCOMPARE(table.playCard(firstLegalCard(table)), QString());
        const QString save = QString::fromStdString(fc::saveMatch(*table.match()));

        TindahanTable resumed;
        prepare(resumed);
        QCOMPARE(resumed.resumeFromSaveJson(save), QString());
        QCOMPARE(resumed.match()->log().size(), table.match()->log().size());
        QCOMPARE(ids(*resumed.hand()), ids(*table.hand()));
        QCOMPARE(resumed.trick()->rowCount(), 1);
        QCOMPARE(resumed.seatToAct(), 1);
    }

    void passAndPlayShowsNoHandUntilRevealed() {
        TindahanTable table;
        prepare(table);
        QCOMPARE(table.startFromSetupJson(setupJson(2)), QString());
        QCOMPARE(table.handoffSeat(), 0);
        QCOMPARE(table.viewSeat(), -1);
        QCOMPARE(table.hand()->rowCount(), 0);
        QVERIFY(!table.playCard(QStringLiteral("B1")).isEmpty()); // nobody is revealed
        table.reveal();
        QCOMPARE(table.viewSeat(), 0);
        QCOMPARE(table.hand()->rowCount(), 10);
        QCOMPARE(table.playCard(firstLegalCard(table)), QString());
        // The take-back grace: the hand stays (less the card) until it ends.
        QVERIFY(table.takeBackOpen());
        QVERIFY(table.canUndo());
        QCOMPARE(table.viewSeat(), 0);
        QCOMPARE(table.handoffSeat(), -1);
        QCOMPARE(table.hand()->rowCount(), 9);
        table.passOn();
        QVERIFY(!table.takeBackOpen());
        QCOMPARE(table.handoffSeat(), 1);
        QCOMPARE(table.hand()->rowCount(), 0);
        QVERIFY(!table.canUndo());
        // The curtain's recap: what seat 0 did, as a step of its kind.
        QCOMPARE(table.handoffRecap().size(), 1);
        const QVariantMap step = table.handoffRecap().constFirst().toMap();
        QCOMPARE(step.value("seat").toInt(), 0);
        QCOMPARE(step.value("kind").toString(), QStringLiteral("card"));
        QCOMPARE(step.value("trickWinner").toInt(), -1);
    }

    void noGraceForTheStepThatEndsTheRound() {
        // Three humans: every step but the round's last may be taken back for a moment; the
        // last deals the next round (new cards seen), so it passes on at once.
        TindahanTable table;
        prepare(table);
        QCOMPARE(table.startFromSetupJson(setupJson(QStringLiteral("HHH"))), QString());
        int graces = 0;
        while (table.round() == 1) {
            if (table.handoffSeat() >= 0)
                table.reveal();
            QVERIFY(table.myTurn());
            QCOMPARE(table.playCard(firstLegalCard(table)), QString());
            if (table.round() == 1) {
                if (table.seatToAct() != table.viewSeat()) {
                    QVERIFY(table.takeBackOpen());
                    ++graces;
                    table.passOn();
                }
            } else {
                QVERIFY(!table.takeBackOpen());
                QVERIFY(!table.canUndo());
            }
        }
        QVERIFY(graces > 10);
    }

    void snapshotTakesTheEnginesTrickOrder() {
        // The table reads the trick's order from the engine's view; a view whose order is
        // not every seat once from the leader is refused, as one lacking it.
        fc::Setup setup;
        setup.players = 4;
        setup.seed = 12;
        setup.startSeat = 2;
        const fc::tindahan::TindahanGame game(setup);
        fc::tindahan_ui::TableSnapshot snapshot;
        QString error;
        QVERIFY(fc::tindahan_ui::readSnapshot(game.view(0), snapshot, error));
        QCOMPARE(snapshot.trickOrder, (QList<int>{2, 3, 0, 1}));
        for (const char* bad : {"[2,3,0]", "[2,2,0,1]", "[3,0,1,2]", "[2,3,0,7]", "\"2301\""}) {
            boost::json::object view = game.view(0);
            view["trickOrder"] = boost::json::parse(bad);
            error.clear();
            QVERIFY2(!fc::tindahan_ui::readSnapshot(view, snapshot, error), bad);
            QCOMPARE(error, QStringLiteral("The Tindahan view's trick order is malformed."));
        }
        boost::json::object view = game.view(0);
        view.erase("trickOrder");
        QVERIFY(!fc::tindahan_ui::readSnapshot(view, snapshot, error));
        QCOMPARE(error, QStringLiteral("The Tindahan view lacks the trick's order."));
    }

    void trickOrderFollowsTheEnginesTurns() {
        // The trick's places: every seat in playing order from the trick's leader, the
        // seats played so far first (as the trick model lists them), the seat to act next.
        // While the finished trick stays on show there are none; its winner leads the next.
        TindahanTable table;
        prepare(table);
        QCOMPARE(table.startFromSetupJson(setupJson(QStringLiteral("HHH"))), QString());
        QCOMPARE(table.trickOrder(), (QList<int>{0, 1, 2}));
        bool sawAnotherLeader = false;
        bool sawFinishedTrick = false;
        while (!sawAnotherLeader && table.round() == 1) {
            if (table.handoffSeat() >= 0)
                table.reveal();
            const QList<int> order = table.trickOrder();
            const int played = table.trick()->rowCount();
            if (order.isEmpty()) {
                sawFinishedTrick = true;
                QCOMPARE(played, 3);
                QCOMPARE(table.seatToAct(), table.lastTrickWinner());
            } else {
                QCOMPARE(order.size(), 3);
                for (int i = 1; i < order.size(); ++i)
                    QCOMPARE(order.at(i), (order.at(i - 1) + 1) % 3); // to the left
                for (int i = 0; i < played; ++i)
                    QCOMPARE(table.trick()->index(i).data(TrickModel::SeatRole).toInt(),
                             order.at(i));
                QCOMPARE(order.at(played), table.seatToAct());
                sawAnotherLeader = played > 0 && order.first() != 0;
            }
            QCOMPARE(table.playCard(firstLegalCard(table)), QString());
            if (table.takeBackOpen())
                table.passOn();
        }
        QVERIFY(sawFinishedTrick);
        QVERIFY(sawAnotherLeader);
    }

    void handsHideWhileABotPlays() {
        // Two humans and a bot between them: once seat 0 has played, its hand leaves the
        // screen while the bot plays (anyone may look then), then the curtain asks for seat 2.
        TindahanTable table;
        prepare(table);
        QCOMPARE(table.startFromSetupJson(setupJson(QStringLiteral("HBH"))), QString());
        table.reveal();
        QCOMPARE(table.viewSeat(), 0);
        QCOMPARE(table.playCard(firstLegalCard(table)), QString());
        QCOMPARE(table.seatToAct(), 1);
        // The take-back grace first, the bot held: then the step stands.
        QVERIFY(table.takeBackOpen());
        QCOMPARE(table.viewSeat(), 0);
        QCOMPARE(testClock().msToNext().value_or(-1), fc::realtime::Ms{table.graceMs()});
        testClock().advance(table.graceMs());
        QVERIFY(!table.takeBackOpen());
        QCOMPARE(table.viewSeat(), -1);
        QCOMPARE(table.handoffSeat(), -1);
        QCOMPARE(table.hand()->rowCount(), 0);
        QVERIFY(!table.canUndo()); // the turn is over: taking it back would show the hand
        // The bot waits the app's delay on the table's clock, then thinks on its thread.
        QCOMPARE(testClock().msToNext().value_or(-1), fc::realtime::Ms{table.botDelayMs()});
        testClock().advance(table.botDelayMs() - 1);
        QVERIFY(!table.botThinking());
        QCOMPARE(table.handoffSeat(), -1);
        testClock().advance(1);
        QTRY_COMPARE_WITH_TIMEOUT(table.handoffSeat(), 2, 20000);
        QCOMPARE(table.hand()->rowCount(), 0);
        table.reveal();
        QCOMPARE(table.viewSeat(), 2);
        QCOMPARE(table.hand()->rowCount(), 10);
    }

    void aLoneHumansHandStaysWhileBotsPlay() {
        TindahanTable table;
        prepare(table);
        QCOMPARE(table.startFromSetupJson(setupJson(1)), QString());
        QCOMPARE(table.playCard(firstLegalCard(table)), QString());
        QCOMPARE(table.seatToAct(), 1);
        QCOMPARE(table.viewSeat(), 0);
        QCOMPARE(table.hand()->rowCount(), 9);
    }
};

QTEST_MAIN(TindahanModelsTest)
#include "tst_tindahan_models.moc"
