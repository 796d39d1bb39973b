// KommeGleichTable and its models, without QML: the models pass QAbstractItemModelTester
// through whole turns and move by fine-grained signals; the table shows one seat's view
// (none behind the curtain), refuses bad steps with a reason and no change, says which
// card does not match a refused serve, undoes within a turn, and resumes from a save.
#include "kommegleich_table.h"
#include "refusal_text.h"

#include "core/realtime/clock.h"
#include "core/save.h"
#include "kommegleich/refusals.h"

#include <QAbstractItemModelTester>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using fc::kommegleich_ui::KommeGleichTable;
using fc::kommegleich_ui::MenuCardModel;

namespace {

QStringList ids(const QAbstractItemModel& model) {
    QStringList list;
    for (int row = 0; row < model.rowCount(); ++row)
        list.append(model.index(row, 0).data(MenuCardModel::CardIdRole).toString());
    return list;
}

// `players` seats; the first `humans` are human, the rest medium bots.
QString setupJson(int players, int humans, int seed) {
    QString seats;
    for (int seat = 0; seat < players; ++seat) {
        const bool bot = seat >= humans;
        seats += QStringLiteral("%1{\"name\":\"P%2\",\"bot\":%3,\"strength\":\"%4\"}")
                     .arg(seat ? "," : "")
                     .arg(seat)
                     .arg(bot ? "true" : "false", bot ? "medium" : "");
    }
    return QStringLiteral("{\"players\":%1,\"seed\":\"%2\",\"startSeat\":0,\"seats\":[%3],"
                          "\"options\":{}}")
        .arg(players)
        .arg(seed)
        .arg(seats);
}

// The clock every table here runs on: it moves only when a test steps it, so the bots wait
// (each test decides when they move) however slow or busy the machine.
fc::realtime::ManualClock& testClock() {
    static fc::realtime::ManualClock clock;
    return clock;
}

// A table on the test clock (its bots wait for it) that never autosaves.
void prepare(KommeGleichTable& table) {
    table.setAutosave(false);
    table.setClock(&testClock());
    // A turn's end passes at once here; its take-back grace has its own test
    // (tst_kommegleich_grace.qml).
    table.setGraceMs(0);
}

// Everything a refused step must leave as it was.
struct Seen {
    QStringList hand, row;
    QString phase, drawn;
    std::size_t log = 0;
    bool operator==(const Seen&) const = default;
};
Seen seen(KommeGleichTable& table) {
    return {ids(*table.hand()), ids(*table.row()), table.phase(), table.drawnCard(),
            table.match()->log().size()};
}

} // namespace

class KommeGleichModelsTest : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void startTurnStepByStep() {
        KommeGleichTable table;
        prepare(table);
        QAbstractItemModelTester handTester(table.hand(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester rowTester(table.row(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester seatTester(table.seats(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy handResets(table.hand(), &QAbstractItemModel::modelReset);
        QCOMPARE(table.startFromSetupJson(setupJson(3, 3, 5)), QString());

        // Two humans or more: the curtain is up and no hand is on show until one reveals.
        QCOMPARE(table.handoffSeat(), 0);
        QCOMPARE(table.viewSeat(), -1);
        QCOMPARE(table.hand()->rowCount(), 0);
        QCOMPARE(table.seats()->rowCount(), 3);
        QCOMPARE(table.row()->rowCount(), 5);
        table.reveal();
        QCOMPARE(table.viewSeat(), 0);
        QVERIFY(table.myTurn());
        QCOMPARE(table.phase(), QStringLiteral("draw"));
        QCOMPARE(table.hand()->rowCount(), 5);

        // Refusals: the engine's reason in words, and nothing changes.
        const Seen before = seen(table);
        QCOMPARE(table.cover(0, 0), QStringLiteral("You cannot cover an order now."));
        QCOMPARE(table.moveCard(0, 3),
                 QStringLiteral("As start player you draw and cover; you cannot move a card."));
        QCOMPARE(table.finishTurn(), QStringLiteral("Finish this step first."));
        QCOMPARE(table.message(), QStringLiteral("Finish this step first."));
        QVERIFY(seen(table) == before);
        QVERIFY(!table.canUndo());

        // Draw, then place the card: it lands where it was dropped.
        const int drawPile = table.drawPileCount();
        QCOMPARE(table.draw(), QString());
        const QString drawn = table.drawnCard();
        QVERIFY(!drawn.isEmpty());
        QCOMPARE(table.drawPileCount(), drawPile - 1);
        QVERIFY(!table.canUndo()); // the draw showed a new card
        const Seen drawnState = seen(table);
        QCOMPARE(table.insertDrawn(7),
                 QStringLiteral("Put the card into your hand, not beyond it."));
        QVERIFY(seen(table) == drawnState);
        QCOMPARE(table.insertDrawn(2), QString());
        QCOMPARE(ids(*table.hand()).at(2), drawn);
        QCOMPARE(table.hand()->rowCount(), 6);
        QVERIFY(table.drawnCard().isEmpty());

        // Placing the card is taken back, the drawn card waits again.
        QVERIFY(table.canUndo());
        QCOMPARE(table.undo(), QString());
        QVERIFY(seen(table) == drawnState);
        QCOMPARE(table.insertDrawn(0), QString());
        QCOMPARE(ids(*table.hand()).first(), drawn);

        // Cover an order with the front card: the order is replaced, the old one discarded.
        const QString coveredOrder = ids(*table.row()).at(3);
        const int discards = table.discardCount();
        QSignalSpy covered(&table, &KommeGleichTable::rowCovered);
        QCOMPARE(table.cover(0, 3), QString());
        QCOMPARE(ids(*table.row()).at(3), drawn);
        QCOMPARE(table.discardCount(), discards + 1);
        QCOMPARE(table.hand()->rowCount(), 5);
        QCOMPARE(covered.count(), 1);
        QCOMPARE(table.phase(), QStringLiteral("serve"));
        QVERIFY(!ids(*table.row()).contains(coveredOrder));

        // A serve that does not match names the first card that fails.
        const Seen serving = seen(table);
        bool refusedOne = false;
        for (int first = 0; first + 2 < 5 && !refusedOne; ++first) {
            if (!table.servableRowSlots(first, first + 2).contains(0)) {
                const QString why = table.serve(first, first + 2, 0);
                QVERIFY2(why.startsWith(QStringLiteral("Your ")) &&
                             why.endsWith(QStringLiteral(" order.")),
                         qPrintable(why));
                refusedOne = true;
            }
        }
        QVERIFY(refusedOne);
        QCOMPARE(table.serve(0, 1, 0), QStringLiteral("Serve at least 3 cards side by side."));
        QCOMPARE(table.serve(2, 4, 3),
                 QStringLiteral("Those cards would run past the end of the row."));
        QVERIFY(seen(table) == serving);

        // Ending the turn hands the tablet on: the curtain hides this hand at once.
        QCOMPARE(table.finishTurn(), QString());
        QCOMPARE(table.handoffSeat(), 1);
        QCOMPARE(table.viewSeat(), -1);
        QCOMPARE(table.hand()->rowCount(), 0);
        QVERIFY(!table.canUndo());
        QCOMPARE(handResets.count(), 0);
    }

    void handsHideWhileABotPlays() {
        // Two humans and a bot between them: once seat 0's turn ends, nobody's hand shows
        // while the bot plays, then the curtain asks for seat 2.
        KommeGleichTable table;
        prepare(table);
        QCOMPARE(table.startFromSetupJson(QStringLiteral(
                     "{\"players\":3,\"seed\":\"4\",\"startSeat\":0,\"seats\":["
                     "{\"name\":\"A\",\"bot\":false,\"strength\":\"\"},"
                     "{\"name\":\"B\",\"bot\":true,\"strength\":\"medium\"},"
                     "{\"name\":\"C\",\"bot\":false,\"strength\":\"\"}],\"options\":{}}")),
                 QString());
        table.reveal();
        QCOMPARE(table.draw(), QString());
        QCOMPARE(table.insertDrawn(0), QString());
        QCOMPARE(table.cover(0, 0), QString());
        QCOMPARE(table.finishTurn(), QString());
        QCOMPARE(table.seatToAct(), 1);
        QCOMPARE(table.viewSeat(), -1);
        QCOMPARE(table.handoffSeat(), -1);
        QCOMPARE(table.hand()->rowCount(), 0);
        // The bot plays its turn step by step, each step after the app's delay on the
        // table's clock (then its thinking, on a thread); nobody's hand shows meanwhile.
        QSignalSpy applied(&table, &MatchSession::actionApplied);
        for (int steps = 0; table.handoffSeat() != 2; ++steps) {
            QVERIFY2(steps < 100, "the bot finishes its turn");
            QCOMPARE(testClock().msToNext().value_or(-1), fc::realtime::Ms{table.botDelayMs()});
            testClock().advance(table.botDelayMs() - 1);
            QVERIFY(!table.botThinking());
            testClock().advance(1);
            QTRY_COMPARE_WITH_TIMEOUT(applied.count(), steps + 1, 20000);
            QCOMPARE(table.hand()->rowCount(), 0);
        }
        QCOMPARE(table.hand()->rowCount(), 0);
        table.reveal();
        QCOMPARE(table.viewSeat(), 2);
        QCOMPARE(table.hand()->rowCount(), 5);
    }

    void otherPlayerMovesACard() {
        KommeGleichTable table;
        prepare(table);
        QAbstractItemModelTester handTester(table.hand(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 1, 8)), QString());
        // Alone with a bot: no curtain. Seat 0 starts round 1 and plays it out quickly.
        QCOMPARE(table.viewSeat(), 0);
        QCOMPARE(table.handoffSeat(), -1);
        QCOMPARE(table.draw(), QString());
        QCOMPARE(table.insertDrawn(5), QString());
        QCOMPARE(table.cover(5, 0), QString());
        QCOMPARE(table.finishTurn(), QString());
        QVERIFY(!table.myTurn());
        QCOMPARE(table.draw(), QStringLiteral("It is not your turn."));
        // The bot ends round 1 and starts round 2; then seat 0 is another player. Each of
        // its steps waits its delay on the clock, then its thinking on a thread.
        QSignalSpy applied(&table, &MatchSession::actionApplied);
        for (int steps = 0; !table.myTurn(); ++steps) {
            QVERIFY2(steps < 100, "the bot finishes its turn");
            QVERIFY(testClock().advanceToNext());
            QTRY_COMPARE_WITH_TIMEOUT(applied.count(), steps + 1, 20000);
        }
        QCOMPARE(table.phase(), QStringLiteral("rearrange"));

        QCOMPARE(table.cover(0, 0), QStringLiteral("Only the start player covers an order."));
        QCOMPARE(table.moveCard(2, 2), QStringLiteral("Move the card to another place."));
        QSignalSpy moved(table.hand(), &QAbstractItemModel::rowsMoved);
        QStringList hand = ids(*table.hand());
        QCOMPARE(table.moveCard(4, 0), QString());
        hand.move(4, 0);
        QCOMPARE(ids(*table.hand()), hand);
        QVERIFY(moved.count() >= 1);
        QCOMPARE(table.match()->log().back().action, std::string("move 4 0"));
        QVERIFY(table.canUndo());
        QCOMPARE(table.undo(), QString());
        hand.move(0, 4);
        QCOMPARE(ids(*table.hand()), hand);
        QCOMPARE(table.phase(), QStringLiteral("rearrange"));
    }

    void serveTheLongestRun() {
        // All humans; every turn serves the hint's run when there is one, until a run has
        // been served. The first served run shows in lastServe and on the server's seat.
        KommeGleichTable table;
        prepare(table);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 2, 3)), QString());
        QSignalSpy served(&table, &KommeGleichTable::runServed);
        for (int step = 0; step < 400 && served.isEmpty(); ++step) {
            if (table.handoffSeat() >= 0)
                table.reveal();
            const QString phase = table.phase();
            if (phase == QLatin1String("draw") || phase == QLatin1String("rearrange")) {
                QCOMPARE(table.draw(), QString());
            } else if (phase == QLatin1String("insert")) {
                QCOMPARE(table.insertDrawn(0), QString());
            } else if (phase == QLatin1String("cover")) {
                QCOMPARE(table.cover(0, step % 5), QString());
            } else if (phase == QLatin1String("discard")) {
                QCOMPARE(table.discard(5), QString());
            } else {
                const QVariantMap run = table.bestRun();
                if (run.isEmpty()) {
                    QCOMPARE(table.finishTurn(), QString());
                    continue;
                }
                const int seat = table.viewSeat();
                const int first = run.value("first").toInt(), last = run.value("last").toInt();
                QVERIFY(table.servableRowSlots(first, last).contains(run.value("rowSlot").toInt()));
                QCOMPARE(table.serve(first, last, run.value("rowSlot").toInt()), QString());
                QCOMPARE(table.lastServe().value("seat").toInt(), seat);
                QCOMPARE(table.lastServe().value("kinds").toList().size(), last - first + 1);
                QCOMPARE(served.first().at(1).toInt(), last - first + 1);
                QVERIFY(!table.canUndo()); // the refill drew new cards
            }
        }
        QCOMPARE(served.count(), 1);
    }

    void resumeFromASave() {
        KommeGleichTable table;
        prepare(table);
        QCOMPARE(table.startFromSetupJson(setupJson(3, 2, 11)), QString());
        table.reveal();
        QCOMPARE(table.draw(), QString());
        QCOMPARE(table.insertDrawn(1), QString());
        const std::string save = fc::saveMatch(*table.match());

        KommeGleichTable resumed;
        prepare(resumed);
        QAbstractItemModelTester handTester(resumed.hand(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(resumed.resumeFromSaveJson(QString::fromStdString(save)), QString());
        QCOMPARE(resumed.match()->log(), table.match()->log());
        QCOMPARE(resumed.phase(), QStringLiteral("cover"));
        // Another human may hold the tablet now: the curtain first, then the same hand.
        QCOMPARE(resumed.handoffSeat(), 0);
        QCOMPARE(resumed.hand()->rowCount(), 0);
        resumed.reveal();
        QCOMPARE(ids(*resumed.hand()), ids(*table.hand()));
        QCOMPARE(ids(*resumed.row()), ids(*table.row()));
        QVERIFY(resumed.canUndo()); // still this player's turn, nothing new revealed

        // Bad saves are refused with a reason; the table keeps its game.
        const Seen kept = seen(resumed);
        QVERIFY(!resumed.resumeFromSaveJson(QStringLiteral("{not json")).isEmpty());
        QVERIFY(!resumed.resumeFromSaveJson(QStringLiteral("{}")).isEmpty());
        QVERIFY(!resumed.startFromSetupJson(QStringLiteral("[1,2]")).isEmpty());
        QVERIFY(seen(resumed) == kept);
    }

    void refusalsAreTranslatedOrPassedThrough() {
        using fc::kommegleich_ui::refusalText;
        namespace code = fc::kommegleich::refusal;
        QCOMPARE(refusalText({code::kInsertBeyondHand, {"7", "5"}}),
                 QStringLiteral("Put the card into your hand, not beyond it."));
        QCOMPARE(refusalText({code::kSlotsRun, {"4"}}),
                 QStringLiteral("Move the card to a place in your hand."));
        // Every code the engine can give has a sentence of its own; no code, the fallback.
        QSet<QString> sentences;
        for (const char* each : code::kCodes) {
            const QString text = refusalText({each, {"1", "2"}}, QStringLiteral("fallback"));
            QVERIFY2(text != QLatin1String("fallback") && text.endsWith('.'), each);
            sentences.insert(text);
        }
        QCOMPARE(sentences.size(), int(code::kCodes.size()));
        QCOMPARE(refusalText({}, QStringLiteral("Something new")), QStringLiteral("Something new"));
    }
};

QTEST_GUILESS_MAIN(KommeGleichModelsTest)

#include "tst_kommegleich_models.moc"
