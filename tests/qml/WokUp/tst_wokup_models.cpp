// WokUpTable in C++: refusals change nothing, the driver acts on the match clock (bots'
// actions never run ahead of their stamps, timeouts throw and pass for the slow), two
// recipes pressed at once make one claim, a saved game resumes where it was, and the
// models keep to the QAbstractItemModel rules throughout. Every table runs on a
// ManualClock the test steps, so each stage is seen exactly when it is due, however slow
// the machine.
#include "refusal_text.h"

#include "core/realtime/clock.h"
#include "wokup_table.h"

#include "wokup/action.h"
#include "wokup/content.h"
#include "wokup/refusals.h"

#include <algorithm>

#include <QAbstractItemModelTester>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using fc::realtime::ManualClock;
using fc::wokup_ui::WokUpTable;

namespace {

QString setupJson(int players, int humans, quint64 seed) {
    QStringList seats;
    for (int seat = 0; seat < players; ++seat) {
        const bool bot = seat >= humans;
        seats << QStringLiteral("{\"name\":\"P%1\",\"bot\":%2,\"strength\":\"%3\"}")
                     .arg(seat)
                     .arg(bot ? "true" : "false", bot ? "hard" : "");
    }
    return QStringLiteral(
               "{\"players\":%1,\"seed\":\"%2\",\"startSeat\":0,\"seats\":[%3],\"options\":{}}")
        .arg(players)
        .arg(seed)
        .arg(seats.join(','));
}

// The tables' bots think inline, so each answer is there the moment it is asked.
fc::realtime::InlineBotWorker inlineBots;

// The pace of speedUp: the countdown's three steps, the tokens settling, the result shown.
constexpr int kCountdownMs = 3 * 20;
constexpr int kSettleMs = 30;

// Puts the table on `clock` at a quick pace, its timeouts as given.
void speedUp(WokUpTable& table, ManualClock& clock, int throwTimeoutMs = 5000,
             int claimTimeoutMs = 5000) {
    table.setClock(&clock);
    table.setBotWorker(&inlineBots); // bots answer at once
    table.setAutosave(false);
    table.setProperty("countdownStepMs", 20);
    table.setProperty("settleMs", 30);
    table.setProperty("resultMs", 30);
    table.setProperty("throwTimeoutMs", throwTimeoutMs);
    table.setProperty("claimTimeoutMs", claimTimeoutMs);
}

std::size_t logSize(const WokUpTable& table) {
    return table.match()->log().size();
}

// Steps the clock from one timeout to the next until `done` holds; false if it still does
// not after `maxMs` of (manual) time or with nothing left to wait for.
template <class Done> bool advanceUntil(ManualClock& clock, fc::realtime::Ms maxMs, Done done) {
    const fc::realtime::Ms end = clock.nowMs() + maxMs;
    while (!done()) {
        const auto next = clock.msToNext();
        if (!next || clock.nowMs() + *next > end)
            return false;
        clock.advanceToNext();
    }
    return true;
}

QStringList visibleCards(WokUpTable& table) {
    QStringList cards;
    for (int row = 0; row < table.stacks()->rowCount(); ++row) {
        const QString card =
            table.stacks()->index(row).data(fc::wokup_ui::StackModel::FaceUpRole).toString();
        if (!card.isEmpty())
            cards << card;
    }
    return cards;
}

} // namespace

class TestWokUpTable : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void refusalsChangeNothing() {
        ManualClock clock;
        WokUpTable table;
        speedUp(table, clock);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 2, 11)), QString());
        QCOMPARE(table.stage(), QStringLiteral("countdown"));
        const QString before = table.saveJson();
        QVERIFY(!table.flick(0, 0, 100, -1).isEmpty());                      // before the signal
        QVERIFY(!table.claim(0, visibleCards(table).front(), -1).isEmpty()); // nothing landed
        QCOMPARE(table.saveJson(), before);

        clock.advance(kCountdownMs - 1);
        QCOMPARE(table.stage(), QStringLiteral("countdown"));
        QCOMPARE(table.countdown(), 1);
        QVERIFY(!table.flick(0, 0, 100, -1).isEmpty()); // a moment before the signal
        clock.advance(1);
        QCOMPARE(table.stage(), QStringLiteral("throwing"));
        QVERIFY(!table.flick(7, 0, 100, -1).isEmpty()); // no such seat
        QCOMPARE(table.flick(0, 0, 100, -1), QString());
        const QString afterThrow = table.saveJson();
        QVERIFY(!table.flick(0, 0, 100, -1).isEmpty()); // one token a volley
        QVERIFY(!table.claim(1, visibleCards(table).front(), -1).isEmpty());
        QCOMPARE(table.saveJson(), afterThrow);

        QCOMPARE(table.flick(1, 0.1, 90, -1), QString());
        QCOMPARE(table.stage(), QStringLiteral("settling"));
        QVERIFY(!table.claim(0, visibleCards(table).front(), -1).isEmpty()); // still sliding
        clock.advance(kSettleMs);
        QCOMPARE(table.stage(), QStringLiteral("claiming"));
        const QString open = table.saveJson();
        QVERIFY(!table.claim(0, QStringLiteral("R99"), -1).isEmpty());
        QVERIFY(!table.claim(0, QStringLiteral("nonsense"), -1).isEmpty());
        QStringList hidden;
        for (int card = 0; card < 50; ++card) {
            const QString name = QStringLiteral("R%1").arg(card, 2, 10, QLatin1Char('0'));
            if (!visibleCards(table).contains(name))
                hidden << name;
        }
        QVERIFY(!table.claim(0, hidden.front(), -1).isEmpty()); // face down
        QVERIFY(!table.flick(0, 0, 100, -1).isEmpty());         // the volley has landed
        QVERIFY(!table.resumeFromSaveJson(QStringLiteral("{not json")).isEmpty());
        QVERIFY(!table.startFromSetupJson(setupJson(9, 1, 1)).isEmpty()); // too many players
        QCOMPARE(table.saveJson(), open);
        QCOMPARE(table.stage(), QStringLiteral("claiming"));

        QCOMPARE(table.claim(0, visibleCards(table).front(), 1000), QString());
        QVERIFY(!table.claim(0, visibleCards(table).back(), 1200).isEmpty()); // one claim a window
    }

    void refusalsReadAsSentences() {
        using namespace fc::wokup_ui;
        namespace code = fc::wokup::refusal;
        // Every code the engine can give has a sentence of its own, and so has each of the
        // table's own refusals; no code, the fallback.
        QSet<QString> sentences{noGameText(), pausedText(), notAHumanSeatText()};
        for (const char* each : code::kCodes) {
            const QString text = refusalText({each, {"R23", "100"}}, QStringLiteral("fallback"));
            QVERIFY2(text != QLatin1String("fallback") &&
                         (text.endsWith('.') || text.endsWith('!')),
                     each);
            sentences.insert(text);
        }
        QCOMPARE(sentences.size(), qsizetype(code::kCodes.size()) + 3);
        QCOMPARE(refusalText({}, QStringLiteral("bad action")), QStringLiteral("bad action"));
    }

    // What a refused player is told is the sentence of the engine's code for the touch.
    void aRefusedTouchShowsTheEnginesSentence() {
        ManualClock clock;
        WokUpTable table;
        speedUp(table, clock);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 2, 11)), QString());
        QCOMPARE(table.flick(0, 0, 100, -1), QStringLiteral("Wait for the signal: Wok!"));
        clock.advance(kCountdownMs);
        QCOMPARE(table.flick(7, 0, 100, -1), QStringLiteral("Nobody plays that seat by hand."));
        QCOMPARE(table.flick(0, 0, 100, -1), QString());
        QCOMPARE(table.flick(0, 0, 100, -1), QStringLiteral("You do not throw in this volley."));
        QCOMPARE(table.claim(1, visibleCards(table).front(), -1),
                 QStringLiteral("Claims open when the wok has settled."));
        QCOMPARE(table.flick(1, 0.1, 90, -1), QString());
        clock.advance(kSettleMs);
        QCOMPARE(table.stage(), QStringLiteral("claiming"));
        QString hidden;
        for (int card = 0; card < 50 && hidden.isEmpty(); ++card) {
            const QString name = QStringLiteral("R%1").arg(card, 2, 10, QLatin1Char('0'));
            if (!visibleCards(table).contains(name))
                hidden = name;
        }
        QCOMPARE(table.claim(0, hidden, -1), QStringLiteral("That recipe is not face up."));
        QCOMPARE(table.flick(0, 0, 100, -1),
                 QStringLiteral("This volley has already been thrown."));
        QCOMPARE(table.claim(0, visibleCards(table).front(), 1000), QString());
        QCOMPARE(table.claim(0, visibleCards(table).back(), 1200),
                 QStringLiteral("You have already claimed after this volley."));
    }

    void timeoutsThrowAndPassForTheSlow() {
        ManualClock clock;
        WokUpTable table;
        speedUp(table, clock, 60, 60);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 2, 5)), QString());
        // Nobody touches anything: each throw is made for them, then each passes.
        clock.advance(kCountdownMs + 59);
        QCOMPARE(table.stage(), QStringLiteral("throwing"));
        QCOMPARE(logSize(table), std::size_t(0));
        clock.advance(1); // the throw timeout
        QCOMPARE(logSize(table), std::size_t(2));
        QCOMPARE(table.stage(), QStringLiteral("settling"));
        clock.advance(kSettleMs + 59);
        QCOMPARE(table.stage(), QStringLiteral("claiming"));
        QCOMPARE(logSize(table), std::size_t(2));
        clock.advance(1); // the claim timeout
        QCOMPARE(logSize(table), std::size_t(4));
        const auto& log = table.match()->log();
        QVERIFY(log[0].action.find(" land ") != std::string::npos);
        QVERIFY(log[1].action.find(" land ") != std::string::npos);
        QVERIFY(log[2].action.ends_with(" pass"));
        QVERIFY(log[3].action.ends_with(" pass"));
    }

    void botsActOnTheClockAndNeverEarly() {
        ManualClock clock;
        WokUpTable table;
        speedUp(table, clock, 5000, 3000);
        QList<std::pair<long long, long long>> stampAndClock;
        connect(&table, &MatchSession::actionApplied, &table, [&](int seat, const QString& action) {
            if (table.isBot(seat))
                stampAndClock.append(
                    {fc::wokup::parseAction(action.toStdString())->stamp, table.clockMs()});
        });
        QCOMPARE(table.startFromSetupJson(setupJson(3, 1, 8)), QString());
        clock.advance(kCountdownMs);
        QCOMPARE(table.stage(), QStringLiteral("throwing"));
        QCOMPARE(table.flick(0, 0, 100, -1), QString());
        // The two bots throw, then claim or pass, each no sooner than its stamp (and, on a
        // clock that stops at every timeout, no later either).
        QVERIFY(advanceUntil(clock, 20'000, [&] { return stampAndClock.size() >= 4; }));
        for (const auto& [stamp, at] : stampAndClock)
            QVERIFY2(stamp == at,
                     qPrintable(QStringLiteral("@%1 applied at %2").arg(stamp).arg(at)));
    }

    void aTouchBeforeABotsStampBeatsIt() {
        // One human against a hard bot. When the bot's claim goes in, a touch arrives that
        // landed 10 ms before the bot's stamp: it is judged first, whatever the arrival.
        ManualClock clock;
        WokUpTable table;
        speedUp(table, clock, 5000, 700);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 1, 31)), QString());
        clock.advance(kCountdownMs);
        QCOMPARE(table.stage(), QStringLiteral("throwing"));
        const qint64 calibratedAt = table.clockMs();
        QCOMPARE(table.flick(0, 0, 100, 1000), QString()); // input clock 1000 = match clock now
        connect(&table, &WokUpTable::stageChanged, &table, [&] {
            if (table.stage() == QLatin1String("throwing")) // the human throws at once
                clock.schedule(0, [&] { table.flick(0, 0, 100, -1); });
        });
        long long botStamp = -1;
        connect(&table, &MatchSession::actionApplied, &table, [&](int seat, const QString& text) {
            const fc::wokup::Action a = fc::wokup::parseAction(text.toStdString()).value();
            if (seat != 1 || a.kind != fc::wokup::ActionKind::Claim || botStamp >= 0)
                return;
            botStamp = a.stamp;
            const double eventMs = 1000.0 + static_cast<double>(a.stamp - 10 - calibratedAt);
            const QString card = QString::fromStdString(fc::wokup::cardName(a.cards.front()));
            QCOMPARE(table.claim(0, card, eventMs), QString());
        });
        QVERIFY(advanceUntil(clock, 60'000,
                             [&] { return botStamp >= 0 && table.results().size() == 2; }));
        QVariantMap human, bot;
        for (const QVariant& r : table.results())
            (r.toMap().value("seat").toInt() == 0 ? human : bot) = r.toMap();
        QCOMPARE(human.value("verdict").toString(), QStringLiteral("won"));
        QCOMPARE(bot.value("verdict").toString(), QStringLiteral("late"));
        const auto& log = table.match()->log();
        const auto humanClaim = std::find_if(log.rbegin(), log.rend(),
                                             [](const fc::LoggedAction& l) { return l.seat == 0; });
        QCOMPARE(fc::wokup::parseAction(humanClaim->action)->stamp, botStamp - 10);
    }

    void twoRecipesPressedAtOnceMakeOneClaim() {
        ManualClock clock;
        WokUpTable table;
        speedUp(table, clock);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 2, 21)), QString());
        clock.advance(kCountdownMs);
        QCOMPARE(table.stage(), QStringLiteral("throwing"));
        QCOMPARE(table.flick(0, 0, 100, 5000), QString());
        QCOMPARE(table.flick(1, 0, 100, 5000), QString());
        clock.advance(kSettleMs);
        QCOMPARE(table.stage(), QStringLiteral("claiming"));
        const QStringList cards = visibleCards(table);
        QVERIFY(cards.size() >= 2);
        const std::size_t before = logSize(table);
        QCOMPARE(table.claim(0, cards[0], 9000), QString());
        QCOMPARE(table.claim(0, cards[1], 9000), QString()); // the same touch, a second finger
        QCOMPARE(logSize(table), before);                    // sent once the input event is handled
        clock.advance(0);
        QCOMPARE(logSize(table), before + 1);
        const fc::wokup::Action claim =
            fc::wokup::parseAction(table.match()->log().back().action).value();
        QCOMPARE(claim.cards.size(), std::size_t(2));
    }

    void resumeContinuesWhereItWas() {
        ManualClock clock;
        WokUpTable table;
        speedUp(table, clock);
        QCOMPARE(table.startFromSetupJson(setupJson(4, 2, 17)), QString());
        clock.advance(kCountdownMs);
        QCOMPARE(table.stage(), QStringLiteral("throwing"));
        QCOMPARE(table.flick(0, 0.05, 100, -1), QString());
        QCOMPARE(table.flick(1, -0.05, 95, -1), QString());
        // The bots throw too, well before the throw timeout; then the tokens settle.
        QVERIFY(
            advanceUntil(clock, 4000, [&] { return table.stage() == QLatin1String("claiming"); }));
        QCOMPARE(logSize(table), std::size_t(4));
        const QString save = table.saveJson();
        const QVariant view = table.view(-1);

        ManualClock resumedClock;
        WokUpTable resumed;
        // The window closes soon: whoever has not decided passes.
        speedUp(resumed, resumedClock, 5000, 600);
        QAbstractItemModelTester tokens(resumed.tokens(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester seats(resumed.seats(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester stacks(resumed.stacks(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(resumed.resumeFromSaveJson(save), QString());
        QCOMPARE(resumed.view(-1), view);
        QCOMPARE(resumed.stage(), QStringLiteral("claiming")); // the wok lies settled
        QCOMPARE(resumed.tokens()->rowCount(), 4);
        QCOMPARE(resumed.seats()->rowCount(), 4);
        QVERIFY(resumed.isBot(2) && resumed.isBot(3) && !resumed.isBot(0));
        // And it plays on: a claim, the others decide or pass, the next volley comes.
        const std::size_t steps = logSize(resumed);
        QCOMPARE(resumed.claim(0, visibleCards(resumed).front(), -1), QString());
        QVERIFY(advanceUntil(resumedClock, 600, [&] { return logSize(resumed) >= steps + 4; }));
        QVERIFY(advanceUntil(resumedClock, 5000,
                             [&] { return resumed.stage() == QLatin1String("throwing"); }));
    }

    void pauseStopsTheClock() {
        ManualClock clock;
        WokUpTable table;
        speedUp(table, clock, 100, 100);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 2, 4)), QString());
        clock.advance(25); // into the countdown's second step
        table.setPaused(true);
        const qint64 matchClock = table.clockMs();
        QCOMPARE(matchClock, 25);
        QCOMPARE(table.countdown(), 2);
        QCOMPARE(clock.pending(), std::size_t(0)); // nothing waits on the clock
        clock.advance(60'000); // the countdown and the throw timeout would both have run out
        QCOMPARE(table.clockMs(), matchClock);
        QCOMPARE(table.stage(), QStringLiteral("countdown"));
        QCOMPARE(table.countdown(), 2);
        QVERIFY(!table.flick(0, 0, 100, -1).isEmpty());
        table.setPaused(false);
        // The clock goes on from where it stood: the signal at 60, throws made for the
        // slow at 160.
        clock.advance(34);
        QCOMPARE(table.stage(), QStringLiteral("countdown"));
        clock.advance(1);
        QCOMPARE(table.stage(), QStringLiteral("throwing"));
        QCOMPARE(table.clockMs(), 60);
        clock.advance(99);
        QCOMPARE(logSize(table), std::size_t(0));
        clock.advance(1);
        QCOMPARE(logSize(table), std::size_t(2));
        QCOMPARE(table.clockMs(), 160);
    }

    void modelsFollowAWholeRoundOfBots() {
        ManualClock clock;
        WokUpTable table;
        speedUp(table, clock, 2000, 3000); // the bots act well within these
        QAbstractItemModelTester tokens(table.tokens(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester seats(table.seats(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester stacks(table.stacks(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy won(&table, &WokUpTable::cardWon);
        QCOMPARE(table.startFromSetupJson(setupJson(3, 0, 2)), QString());
        QVERIFY(advanceUntil(clock, 60'000, [&] { return won.count() >= 1; }));
        const QStringList wonBy = table.seats()
                                      ->index(won.first()[0].toInt())
                                      .data(fc::wokup_ui::SeatModel::WonRole)
                                      .toStringList();
        QVERIFY(wonBy.contains(won.first()[1].toString()));
    }

    // A bot that won a card turns a stack by the bots' rule (the allowed stack with the
    // most cards left) within its reaction, well before the choice would time out.
    void aBotWinnerChoosesTheStackToTurn() {
        ManualClock clock;
        WokUpTable table;
        speedUp(table, clock, 2000, 3000);
        table.setProperty("chooseTimeoutMs", 60'000);
        QCOMPARE(table.startFromSetupJson(setupJson(3, 0, 2)), QString());
        QVERIFY(advanceUntil(clock, 60'000, [&] { return table.stage() == "choosing"; }));
        const int chooser = table.chooser();
        QVERIFY(chooser >= 0);
        const QVariantList allowed = table.stacksToTurn();
        QVERIFY(allowed.size() >= 2);
        const auto& state = static_cast<const fc::wokup::WokUpGame&>(table.match()->game()).state();
        int expected = -1;
        for (const QVariant& stack : allowed) {
            const int s = stack.toInt();
            if (expected < 0 || state.stacks[static_cast<std::size_t>(s)].cards.size() >
                                    state.stacks[static_cast<std::size_t>(expected)].cards.size())
                expected = s;
        }
        const std::size_t before = logSize(table);
        QVERIFY(advanceUntil(clock, 2'000, [&] { return table.stage() != "choosing"; }));
        QCOMPARE(table.match()->log().at(before).seat, chooser);
        const auto turn = fc::wokup::parseAction(table.match()->log().at(before).action);
        QVERIFY(turn && turn->kind == fc::wokup::ActionKind::Turn);
        QCOMPARE(turn->stack, expected); // any other winner chose after, as quickly
        QCOMPARE(table.stage(), QStringLiteral("countdown"));
    }

    // A refused start leaves the running match running; an accepted one (or closing the
    // match) cancels everything the old match had scheduled, so none of it runs on the next.
    void aNewMatchCancelsTheOldMatchsTimers() {
        ManualClock clock;
        WokUpTable table;
        speedUp(table, clock);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 1, 11)), QString());
        QCOMPARE(table.stage(), QStringLiteral("countdown"));
        clock.advance(30);
        QVERIFY(!table.startFromSetupJson(setupJson(9, 9, 11)).isEmpty()); // too many players
        clock.advance(30);
        QCOMPARE(table.stage(), QStringLiteral("throwing")); // the old countdown ran on

        table.setProperty("countdownStepMs", 200);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 2, 12)), QString());
        QCOMPARE(table.stage(), QStringLiteral("countdown"));
        QCOMPARE(clock.pending(), std::size_t{1}); // the new countdown's first step only
        clock.advance(599);
        QCOMPARE(table.stage(), QStringLiteral("countdown"));
        QCOMPARE(logSize(table), std::size_t{0}); // no bot of the old match threw
        clock.advance(1);
        QCOMPARE(table.stage(), QStringLiteral("throwing"));

        table.close();
        QCOMPARE(clock.pending(), std::size_t{0});
        clock.advance(60'000); // nothing runs on no match
        QVERIFY(!table.active());
    }
};

QTEST_GUILESS_MAIN(TestWokUpTable)

#include "tst_wokup_models.moc"
