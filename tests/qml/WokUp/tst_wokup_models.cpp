// WokUpTable in C++: refusals change nothing, the driver acts on the match clock (bots'
// actions never run ahead of their stamps, timeouts throw and pass for the slow), two
// recipes pressed at once make one claim, a saved game resumes where it was, and the
// models keep to the QAbstractItemModel rules throughout.
#include "input_clock.h"
#include "wokup_table.h"

#include "wokup/action.h"
#include "wokup/content.h"

#include <algorithm>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

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
    return QStringLiteral("{\"players\":%1,\"seed\":\"%2\",\"startSeat\":0,\"seats\":[%3],\"options\":{}}")
        .arg(players)
        .arg(seed)
        .arg(seats.join(','));
}

// A quick pace; the timeouts long enough that a test acts first unless it waits for them.
void speedUp(WokUpTable& table, int throwTimeoutMs = 5000, int claimTimeoutMs = 5000) {
    table.setAutosave(false);
    table.setProperty("countdownStepMs", 20);
    table.setProperty("settleMs", 30);
    table.setProperty("resultMs", 30);
    table.setProperty("throwTimeoutMs", throwTimeoutMs);
    table.setProperty("claimTimeoutMs", claimTimeoutMs);
}

std::size_t logSize(const WokUpTable& table) { return table.match()->log().size(); }

QStringList visibleCards(WokUpTable& table) {
    QStringList cards;
    for (int row = 0; row < table.stacks()->rowCount(); ++row) {
        const QString card = table.stacks()->index(row).data(fc::wokup_ui::StackModel::FaceUpRole).toString();
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

    void inputClockMapsEventTimes() {
        InputClock clock;
        QCOMPARE(clock.toMatch(1000, 5000), 5000);     // first event: delivered at once
        QCOMPARE(clock.toMatch(1100, 5150), 5100);     // 50 ms late: stamped when it happened
        QCOMPARE(clock.toMatch(1200, 5180), 5180);     // faster than ever: the offset moves
        QCOMPARE(clock.toMatch(90000, 5300), 5300);    // the input clock jumped: start again
        QCOMPARE(clock.toMatch(90010, 5330), 5310);    // 20 ms late
    }

    void refusalsChangeNothing() {
        WokUpTable table;
        speedUp(table);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 2, 11)), QString());
        QCOMPARE(table.stage(), QStringLiteral("countdown"));
        const QString before = table.saveJson();
        QVERIFY(!table.flick(0, 0, 100, -1).isEmpty());         // before the signal
        QVERIFY(!table.claim(0, visibleCards(table).front(), -1).isEmpty()); // nothing landed
        QCOMPARE(table.saveJson(), before);

        QTRY_COMPARE(table.stage(), QStringLiteral("throwing"));
        QVERIFY(!table.flick(7, 0, 100, -1).isEmpty());         // no such seat
        QCOMPARE(table.flick(0, 0, 100, -1), QString());
        const QString afterThrow = table.saveJson();
        QVERIFY(!table.flick(0, 0, 100, -1).isEmpty());         // one token a volley
        QVERIFY(!table.claim(1, visibleCards(table).front(), -1).isEmpty());
        QCOMPARE(table.saveJson(), afterThrow);

        QCOMPARE(table.flick(1, 0.1, 90, -1), QString());
        QTRY_COMPARE(table.stage(), QStringLiteral("claiming"));
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

    void timeoutsThrowAndPassForTheSlow() {
        WokUpTable table;
        speedUp(table, 60, 60);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 2, 5)), QString());
        // Nobody touches anything: each throw is made for them, then each passes.
        QTRY_VERIFY(logSize(table) >= 4);
        const auto& log = table.match()->log();
        QVERIFY(log[0].action.find(" land ") != std::string::npos);
        QVERIFY(log[1].action.find(" land ") != std::string::npos);
        QVERIFY(log[2].action.ends_with(" pass"));
        QVERIFY(log[3].action.ends_with(" pass"));
    }

    void botsActOnTheClockAndNeverEarly() {
        WokUpTable table;
        speedUp(table, 5000, 3000);
        QList<std::pair<long long, long long>> stampAndClock;
        connect(&table, &MatchSession::actionApplied, &table, [&](int seat, const QString& action) {
            if (table.isBot(seat))
                stampAndClock.append({fc::wokup::parseAction(action.toStdString())->stamp, table.clockMs()});
        });
        QCOMPARE(table.startFromSetupJson(setupJson(3, 1, 8)), QString());
        QTRY_COMPARE(table.stage(), QStringLiteral("throwing"));
        QCOMPARE(table.flick(0, 0, 100, -1), QString());
        // The two bots throw, then claim or pass, each no sooner than its stamp.
        QTRY_VERIFY(stampAndClock.size() >= 4);
        for (const auto& [stamp, clock] : stampAndClock)
            QVERIFY2(stamp <= clock, qPrintable(QStringLiteral("@%1 applied at %2").arg(stamp).arg(clock)));
    }

    void aTouchBeforeABotsStampBeatsIt() {
        // One human against a hard bot. When the bot's claim goes in, a touch arrives that
        // landed 10 ms before the bot's stamp: it is judged first, whatever the arrival.
        WokUpTable table;
        speedUp(table, 5000, 700);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 1, 31)), QString());
        QTRY_COMPARE(table.stage(), QStringLiteral("throwing"));
        const qint64 calibratedAt = table.clockMs();
        QCOMPARE(table.flick(0, 0, 100, 1000), QString()); // input clock 1000 = match clock now
        connect(&table, &WokUpTable::stageChanged, &table, [&] {
            if (table.stage() == QLatin1String("throwing"))
                QTimer::singleShot(0, &table, [&] { table.flick(0, 0, 100, -1); });
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
        QTRY_VERIFY_WITH_TIMEOUT(botStamp >= 0 && table.results().size() == 2, 20000);
        QVariantMap human, bot;
        for (const QVariant& r : table.results())
            (r.toMap().value("seat").toInt() == 0 ? human : bot) = r.toMap();
        QCOMPARE(human.value("verdict").toString(), QStringLiteral("won"));
        QCOMPARE(bot.value("verdict").toString(), QStringLiteral("late"));
        const auto& log = table.match()->log();
        const auto humanClaim = std::find_if(log.rbegin(), log.rend(), [](const fc::LoggedAction& l) { return l.seat == 0; });
        QCOMPARE(fc::wokup::parseAction(humanClaim->action)->stamp, botStamp - 10);
    }

    void twoRecipesPressedAtOnceMakeOneClaim() {
        WokUpTable table;
        speedUp(table);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 2, 21)), QString());
        QTRY_COMPARE(table.stage(), QStringLiteral("throwing"));
        QCOMPARE(table.flick(0, 0, 100, 5000), QString());
        QCOMPARE(table.flick(1, 0, 100, 5000), QString());
        QTRY_COMPARE(table.stage(), QStringLiteral("claiming"));
        const QStringList cards = visibleCards(table);
        QVERIFY(cards.size() >= 2);
        const std::size_t before = logSize(table);
        QCOMPARE(table.claim(0, cards[0], 9000), QString());
        QCOMPARE(table.claim(0, cards[1], 9000), QString()); // the same touch, a second finger
        QTRY_COMPARE(logSize(table), before + 1);
        const fc::wokup::Action claim = fc::wokup::parseAction(table.match()->log().back().action).value();
        QCOMPARE(claim.cards.size(), std::size_t(2));
    }

    void resumeContinuesWhereItWas() {
        WokUpTable table;
        speedUp(table);
        QCOMPARE(table.startFromSetupJson(setupJson(4, 2, 17)), QString());
        QTRY_COMPARE(table.stage(), QStringLiteral("throwing"));
        QCOMPARE(table.flick(0, 0.05, 100, -1), QString());
        QCOMPARE(table.flick(1, -0.05, 95, -1), QString());
        QTRY_COMPARE(table.stage(), QStringLiteral("claiming")); // the bots threw too
        const QString save = table.saveJson();
        const QVariant view = table.view(-1);

        WokUpTable resumed;
        speedUp(resumed, 5000, 600); // the window closes soon: whoever has not decided passes
        QAbstractItemModelTester tokens(resumed.tokens(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester seats(resumed.seats(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester stacks(resumed.stacks(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(resumed.resumeFromSaveJson(save), QString());
        QCOMPARE(resumed.view(-1), view);
        QCOMPARE(resumed.stage(), QStringLiteral("claiming")); // the wok lies settled
        QCOMPARE(resumed.tokens()->rowCount(), 4);
        QCOMPARE(resumed.seats()->rowCount(), 4);
        QVERIFY(resumed.isBot(2) && resumed.isBot(3) && !resumed.isBot(0));
        // And it plays on: a claim, the others decide or pass, the next volley comes.
        const std::size_t steps = logSize(resumed);
        QCOMPARE(resumed.claim(0, visibleCards(resumed).front(), -1), QString());
        QTRY_VERIFY(logSize(resumed) >= steps + 4);
        QTRY_COMPARE(resumed.stage(), QStringLiteral("throwing"));
    }

    void pauseStopsTheClock() {
        WokUpTable table;
        speedUp(table, 100, 100);
        QCOMPARE(table.startFromSetupJson(setupJson(2, 2, 4)), QString());
        table.setPaused(true);
        const qint64 clock = table.clockMs();
        const QString stage = table.stage();
        QTest::qWait(250); // the countdown and the throw timeout would both have run out
        QCOMPARE(table.clockMs(), clock);
        QCOMPARE(table.stage(), stage);
        QVERIFY(!table.flick(0, 0, 100, -1).isEmpty());
        table.setPaused(false);
        QTRY_VERIFY(logSize(table) >= 2); // the clock goes on: throws are made for the slow
        QVERIFY(table.clockMs() >= clock);
    }

    void modelsFollowAWholeRoundOfBots() {
        WokUpTable table;
        speedUp(table, 2000, 3000); // the bots act well within these
        QAbstractItemModelTester tokens(table.tokens(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester seats(table.seats(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester stacks(table.stacks(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy won(&table, &WokUpTable::cardWon);
        QCOMPARE(table.startFromSetupJson(setupJson(3, 0, 2)), QString());
        QTRY_VERIFY_WITH_TIMEOUT(won.count() >= 1, 20000);
        const QStringList wonBy = table.seats()->index(won.first()[0].toInt()).data(fc::wokup_ui::SeatModel::WonRole).toStringList();
        QVERIFY(wonBy.contains(won.first()[1].toString()));
    }
};

QTEST_GUILESS_MAIN(TestWokUpTable)

#include "tst_wokup_models.moc"
