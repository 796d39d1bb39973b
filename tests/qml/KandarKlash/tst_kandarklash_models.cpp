// KandarKlashTable in C++: the round's stages, refusals that change nothing, claims that
// arrive together judged by their stamps, bots never acting before their stamp, the
// ketchup and the next round, and resuming from the save; models checked with
// QAbstractItemModelTester. Every table runs on a ManualClock the test steps, so each
// stage is seen exactly when it is due, however slow the machine.
#include "core/realtime/clock.h"
#include "kandarklash_table.h"
#include "refusal_text.h"

#include "core/save.h"
#include "kandarklash/action.h"
#include "kandarklash/bots.h"
#include "kandarklash/refusals.h"

#include <QAbstractItemModelTester>
#include <QEventLoop>
#include <QFile>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <atomic>

using fc::kandarklash_ui::CardModel;
using fc::kandarklash_ui::CookModel;
using fc::kandarklash_ui::KandarKlashTable;
using fc::realtime::ManualClock;
using Stage = KandarKlashTable::Stage;

namespace {

// The tables' bots think inline, so each answer is there the moment it is asked.
fc::realtime::InlineBotWorker inlineBots;

// The app's thread pool, watched: on which thread each job ran and each answer came back,
// and a wait on the event loop until every answer asked for is delivered.
class WatchedPool final : public fc::realtime::BotWorker {
  public:
    void run(std::function<void()> job, std::function<void()> deliver) override {
        ++asked_;
        pool_.run(
            [this, job = std::move(job)] {
                if (QThread::currentThread() == ui_)
                    ++jobsOnUi_;
                job();
            },
            [this, deliver = std::move(deliver)] {
                if (QThread::currentThread() != ui_)
                    ++answersOffUi_;
                ++delivered_;
                deliver();
                if (delivered_ == asked_)
                    idle_.quit();
            });
    }
    // Runs the event loop until every answer is in (a minute at most, for a broken build).
    bool waitForAnswers() {
        if (delivered_ < asked_) {
            QTimer::singleShot(60'000, &idle_, &QEventLoop::quit);
            idle_.exec();
        }
        return delivered_ == asked_;
    }
    int asked() const { return asked_; }
    int jobsOnUi() const { return jobsOnUi_; }
    int answersOffUi() const { return answersOffUi_; }

  private:
    QThread* ui_ = QThread::currentThread();
    QEventLoop idle_;
    int asked_ = 0;
    int delivered_ = 0;
    std::atomic<int> jobsOnUi_ = 0;
    int answersOffUi_ = 0;
    fc::realtime::PooledBotWorker pool_; // the first to go: it waits for its jobs
};

// seats: one letter per seat, 'h' human or 'b' (hard) bot; options: the setup's options.
QString setupJson(const QString& seats, quint64 seed = 11,
                  const QString& options = QStringLiteral("{}")) {
    QString list;
    for (int i = 0; i < seats.size(); ++i) {
        const bool bot = seats[i] == QLatin1Char('b');
        list += QStringLiteral("%1{\"name\":\"Cook %2\",\"bot\":%3,\"strength\":\"%4\"}")
                    .arg(i ? "," : "")
                    .arg(i + 1)
                    .arg(bot ? "true" : "false", bot ? "hard" : "");
    }
    return QStringLiteral("{\"players\":%1,\"seed\":\"%2\",\"startSeat\":0,\"seats\":[%3],"
                          "\"options\":%4}")
        .arg(seats.size())
        .arg(seed)
        .arg(list, options);
}

QVariant cardRole(const KandarKlashTable& table, int seat, int card, int role) {
    CardModel* cards = table.cards(seat);
    return cards->data(cards->index(card - 1), role);
}

QVariant cookRole(const KandarKlashTable& table, int seat, int role) {
    return table.cooks()->data(table.cooks()->index(seat), role);
}

} // namespace

class TestKandarKlashModels : public QObject {
    Q_OBJECT

  private:
    // A started table on `clock`, stepped to the Cooking stage: a 30 ms countdown (three
    // 10 ms steps) and a 30 ms reveal.
    void startCooking(KandarKlashTable& table, ManualClock& clock, const QString& seats) {
        table.setClock(&clock);
        table.setBotWorker(&inlineBots); // bots answer at once
        table.setCountdownMs(30);
        table.setRevealMs(30);
        QCOMPARE(table.startFromSetupJson(setupJson(seats)), QString());
        QCOMPARE(table.stage(), Stage::Countdown);
        QCOMPARE(table.countdown(), 3);
        QVERIFY(table.dish().isEmpty()); // the customer stays hidden until the start
        clock.advance(10);
        QCOMPARE(table.countdown(), 2);
        clock.advance(19);
        QCOMPARE(table.countdown(), 1);
        QCOMPARE(table.stage(), Stage::Countdown);
        clock.advance(1);
        QCOMPARE(table.stage(), Stage::Cooking);
        QCOMPARE(table.roundTimeMs(), 0);
        QCOMPARE(table.dish().size(), 9);
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void modelsPassTheTester() {
        ManualClock clock;
        KandarKlashTable table;
        QAbstractItemModelTester cooks(table.cooks(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        startCooking(table, clock, QStringLiteral("hhh"));
        QAbstractItemModelTester cards(table.cards(1),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(table.cooks()->rowCount(), 3);
        QCOMPARE(table.cards(1)->rowCount(), 6);
        QCOMPARE(table.cards(3), nullptr); // no fourth cook
        table.placeCard(1, 2, 7, 7, true, 0);
        QVERIFY(!cardRole(table, 1, 2, CardModel::OnMatRole).toBool()); // with what comes together
        clock.advance(0);
        QVERIFY(cardRole(table, 1, 2, CardModel::OnMatRole).toBool());
        QCOMPARE(cardRole(table, 1, 2, CardModel::CellXRole).toInt(), 7);
    }

    void refusalsChangeNothing() {
        ManualClock clock;
        KandarKlashTable table;
        table.setClock(&clock);
        table.setBotWorker(&inlineBots); // bots answer at once
        QSignalSpy refused(&table, &KandarKlashTable::refused);
        table.setCountdownMs(60);
        QCOMPARE(table.startFromSetupJson(setupJson(QStringLiteral("hb"))), QString());
        table.placeCard(0, 1, 7, 7, true, 0); // before the customer is revealed
        QCOMPARE(refused.count(), 1);
        clock.advance(60);
        QCOMPARE(table.stage(), Stage::Cooking);
        table.placeCard(0, 1, 7, 7, true, 0);
        clock.advance(0);
        QVERIFY(cardRole(table, 0, 1, CardModel::OnMatRole).toBool());
        const std::size_t placed = table.match()->log().size();
        const QVariant faces = cardRole(table, 0, 2, CardModel::FacesRole);

        refused.clear();
        table.placeCard(0, 2, 0, 0, true, 0);   // touches nothing
        table.placeCard(0, 3, 15, 15, true, 0); // leaves the grid
        table.takeCard(0, 4, 0);                // not on the mat
        table.claim(1, 0);                      // a bot's seat
        table.placeCard(7, 1, 7, 7, true, 0);   // no such seat
        table.placeKetchup(0, 3, 3, 0);         // not the last cook, not the time
        QCOMPARE(refused.count(), 2);           // the bot's and the missing seat's at once ...
        clock.advance(0);
        QCOMPARE(refused.count(), 6); // ... the others when the engine refuses them
        const auto& log = table.match()->log();
        const auto seat0Moves =
            std::count_if(log.begin() + static_cast<std::ptrdiff_t>(placed), log.end(),
                          [](const fc::LoggedAction& a) { return a.seat == 0; });
        QCOMPARE(seat0Moves, 0);
        QCOMPARE(log.size(), placed); // the bot is still reacting to the customer
        for (const QList<QVariant>& args : refused)
            QVERIFY(!args.at(1).toString().isEmpty());
        QVERIFY(!cardRole(table, 0, 2, CardModel::OnMatRole).toBool());
        QVERIFY(!cardRole(table, 0, 3, CardModel::OnMatRole).toBool());
        QCOMPARE(cardRole(table, 0, 2, CardModel::FacesRole), faces);
        QCOMPARE(cardRole(table, 0, 1, CardModel::CellXRole).toInt(), 7);
    }

    void refusalsReadAsSentences() {
        using fc::kandarklash_ui::refusalText;
        namespace code = fc::kandarklash::refusal;
        QCOMPARE(refusalText({code::kKetchupsFull, {"6"}}),
                 QStringLiteral("You already have 6 ketchups: this one is discarded."));
        // Every code the engine can give has a sentence of its own, and so has each of the
        // table's own refusals; no code, the fallback.
        QSet<QString> sentences{fc::kandarklash_ui::notACookText(),
                                fc::kandarklash_ui::waitForCustomerText()};
        for (const char* each : code::kCodes) {
            const QString text = refusalText({each, {"6"}}, QStringLiteral("fallback"));
            QVERIFY2(text != QLatin1String("fallback") &&
                         (text.endsWith('.') || text.endsWith('!')),
                     each);
            sentences.insert(text);
        }
        QCOMPARE(sentences.size(), qsizetype(code::kCodes.size()) + 2);
        QCOMPARE(refusalText({}, QStringLiteral("bad action")), QStringLiteral("bad action"));
    }

    // What a refused cook is told is the sentence of the engine's code for the action.
    void aRefusedActionShowsTheEnginesSentence() {
        ManualClock clock;
        KandarKlashTable table;
        table.setClock(&clock);
        QSignalSpy refused(&table, &KandarKlashTable::refused);
        table.setCountdownMs(60);
        QCOMPARE(table.startFromSetupJson(setupJson(QStringLiteral("hb"))), QString());
        table.placeCard(0, 1, 7, 7, true, 0);
        clock.advance(60);
        table.claim(1, 0);
        table.placeCard(0, 1, 7, 7, true, 0);
        clock.advance(0);
        table.placeCard(0, 2, 0, 0, true, 0);
        clock.advance(0);
        table.takeCard(0, 4, 0);
        clock.advance(0);
        table.placeKetchup(0, 3, 3, 0);
        clock.advance(0);
        QStringList reasons;
        for (const QList<QVariant>& args : refused)
            reasons.append(args.at(1).toString());
        QCOMPARE(
            reasons,
            QStringList(
                {QStringLiteral("Wait for the customer!"),
                 QStringLiteral("That is not a cook's place at this table."),
                 QStringLiteral("A card must touch your other cards and stay on the table."),
                 QStringLiteral("That card is not on your mat."),
                 QStringLiteral("The ketchup comes after the round stops, to the last cook.")}));
        QCOMPARE(table.lastRefusal().code,
                 std::string(fc::kandarklash::refusal::kKetchupAfterStop));
    }

    void claimsArrivingTogetherAreJudgedByStamp() {
        ManualClock clock;
        KandarKlashTable table;
        startCooking(table, clock, QStringLiteral("hhh"));
        clock.advance(80); // the round clock has run a little
        // The later finger is delivered first; both in the same pass of the event loop.
        const qreal base = 5'000'000;
        table.claim(2, base + 40);
        table.claim(0, base + 10);
        QCOMPARE(table.stage(), Stage::Cooking); // both wait for the batch to be applied
        clock.advance(0);
        QCOMPARE(table.stage(), Stage::Ketchup);
        QCOMPARE(cookRole(table, 0, CookModel::ClaimRankRole).toInt(), 1);
        QCOMPARE(cookRole(table, 2, CookModel::ClaimRankRole).toInt(), 2);
        // The first event delivered sets the input clock's offset: it landed now.
        QCOMPARE(cookRole(table, 2, CookModel::ClaimStampRole).toInt(), 80);
        QCOMPARE(cookRole(table, 0, CookModel::ClaimStampRole).toInt(), 50);
        QCOMPARE(table.lastCook(), 1);
        // Nobody built anything: both dishes are wrong and shown so.
        QCOMPARE(cookRole(table, 0, CookModel::VerdictRole).toString(), QStringLiteral("wrong"));
        QVERIFY(!cookRole(table, 1, CookModel::KetchupCellsRole).toList().isEmpty());
        QVERIFY(cookRole(table, 0, CookModel::KetchupCellsRole).toList().isEmpty());
    }

    // Two touches delivered in one pass: the first (the ketchup) ends the round, so the
    // second, still waiting in the table's input queue, is refused as too late for it and
    // never reaches the engine (not even as an action of the next round).
    void aTouchStillWaitingWhenTheRoundEndsIsRefused() {
        ManualClock clock;
        KandarKlashTable table;
        startCooking(table, clock, QStringLiteral("hh"));
        clock.advance(500);
        table.claim(1, 0);
        clock.advance(0);
        QCOMPARE(table.stage(), Stage::Ketchup);
        QSignalSpy refused(&table, &KandarKlashTable::refused);
        const std::size_t before = table.match()->log().size();
        const qreal base = 9'000'000;
        table.placeKetchup(0, 8, 9, base + 30); // delivered first, landed later
        table.placeKetchup(0, 8, 8, base);
        QVERIFY(refused.isEmpty());
        clock.advance(0);
        QCOMPARE(table.stage(), Stage::Reveal);
        QCOMPARE(cookRole(table, 0, CookModel::WildsRole).toList(), QVariantList{QPoint(8, 8)});
        QCOMPARE(table.match()->log().size(), before + 1);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(0).toInt(), 0);
        QCOMPARE(refused.at(0).at(1).toString(),
                 fc::kandarklash_ui::refusalText({fc::kandarklash::refusal::kRoundStopped, {}}));
    }

    void lastCookLaysTheKetchupAndTheNextRoundComes() {
        ManualClock clock;
        KandarKlashTable table;
        startCooking(table, clock, QStringLiteral("hh"));
        QSignalSpy heard(&table, &KandarKlashTable::claimHeard);
        clock.advance(500);
        table.claim(1, 0);
        clock.advance(0);
        QCOMPARE(table.stage(), Stage::Ketchup);
        QCOMPARE(heard.count(), 1);
        QCOMPARE(table.lastCook(), 0);
        QVERIFY(!cookRole(table, 0, CookModel::CanBuildRole).toBool()); // the round has stopped
        clock.advance(10'000); // the last cook takes their time: nothing runs on meanwhile
        QCOMPARE(table.stage(), Stage::Ketchup);
        table.placeKetchup(0, 8, 8, 0);
        clock.advance(0);
        QCOMPARE(table.stage(), Stage::Reveal);
        QCOMPARE(table.round(), 1); // the stopped round stays on show
        QCOMPARE(cookRole(table, 0, CookModel::WildsRole).toList(), QVariantList{QPoint(8, 8)});
        QCOMPARE(cookRole(table, 1, CookModel::GainedRole).toInt(), 0); // wrong, and at 0 already
        clock.advance(29);
        QCOMPARE(table.stage(), Stage::Reveal); // the reveal lasts its 30 ms ...
        clock.advance(1);
        QCOMPARE(table.stage(), Stage::Countdown); // ... and the next customer is counted in
        QCOMPARE(table.countdown(), 3);
        QCOMPARE(table.round(), 2);
        QVERIFY(table.dish().isEmpty());
        clock.advance(29);
        QCOMPARE(table.stage(), Stage::Countdown);
        QCOMPARE(table.countdown(), 1);
        clock.advance(1);
        QCOMPARE(table.stage(), Stage::Cooking);
        QCOMPARE(table.dish().size(), 9);
    }

    // A new match started while the old one shows its reveal: the old reveal's end must
    // not run on the new match (it would send the new round back to its countdown).
    void aNewMatchCancelsTheOldMatchsTimers() {
        ManualClock clock;
        KandarKlashTable table;
        startCooking(table, clock, QStringLiteral("hh"));
        table.setRevealMs(400);
        table.claim(1, 0);
        clock.advance(0);
        table.placeKetchup(0, 8, 8, 0);
        clock.advance(0);
        QCOMPARE(table.stage(), Stage::Reveal); // its end is due in 400 ms
        clock.advance(100);

        // A refused start changes nothing: the reveal still ends when it is due.
        QVERIFY(!table.startFromSetupJson(setupJson(QStringLiteral("hhhhhhhhhh"))).isEmpty());
        QCOMPARE(table.stage(), Stage::Reveal);

        table.setCountdownMs(600); // three 200 ms steps, so the old 400 ms falls inside
        QCOMPARE(table.startFromSetupJson(setupJson(QStringLiteral("hh"), 12)), QString());
        QCOMPARE(table.stage(), Stage::Countdown);
        QCOMPARE(table.round(), 1);
        QSignalSpy stages(&table, &KandarKlashTable::stageChanged);
        clock.advance(200);
        QCOMPARE(table.countdown(), 2);
        clock.advance(100);             // the old reveal's end was due now
        QCOMPARE(table.countdown(), 2); // nothing sent the new round back to "3"
        QCOMPARE(table.stage(), Stage::Countdown);
        clock.advance(100);
        QCOMPARE(table.countdown(), 1);
        clock.advance(199);
        QCOMPARE(stages.count(), 0);
        QCOMPARE(table.stage(), Stage::Countdown);
        clock.advance(1);
        QCOMPARE(table.stage(), Stage::Cooking);
        QCOMPARE(table.round(), 1);
        QVERIFY(table.signalShown());
        QCOMPARE(clock.pending(), std::size_t{1}); // two humans: only the signal's end waits

        // A new match while the old one cooks: its countdown is not cut short by the
        // old match's bot or countdown timers either.
        QCOMPARE(table.startFromSetupJson(setupJson(QStringLiteral("hb"), 13)), QString());
        QCOMPARE(table.stage(), Stage::Countdown);
        QCOMPARE(clock.pending(), std::size_t{1}); // only the new countdown's first step
    }

    void aSeventhKetchupIsDiscardedForTheLastCook() {
        ManualClock clock;
        KandarKlashTable table;
        startCooking(table, clock, QStringLiteral("hh"));
        table.setRevealMs(400);
        for (int round = 1; round <= 7; ++round) {
            if (round > 1) { // the reveal, then the countdown
                clock.advance(400);
                QCOMPARE(table.stage(), Stage::Countdown);
                clock.advance(30);
            }
            QCOMPARE(table.stage(), Stage::Cooking);
            QCOMPARE(table.round(), round);
            table.claim(1, 0);
            clock.advance(0);
            if (round <= 6) {
                QCOMPARE(table.stage(), Stage::Ketchup);
                QCOMPARE(table.lastCook(), 0);
                table.placeKetchup(0, 4 + round, 8, 0); // a row from (5, 8)
                clock.advance(0);
            }
            // The seventh needs no touch: the round is scored at once.
            QCOMPARE(table.stage(), Stage::Reveal);
        }
        QCOMPARE(cookRole(table, 0, CookModel::WildsRole).toList().size(), 6);
    }

    void botsNeverActBeforeTheirStamp() {
        ManualClock clock;
        KandarKlashTable table;
        startCooking(table, clock, QStringLiteral("hb"));
        int botActions = 0;
        QStringList late;
        connect(&table, &MatchSession::actionApplied, this, [&](int seat, const QString& text) {
            if (seat != 1)
                return;
            const auto action = fc::kandarklash::parseAction(text.toStdString());
            QVERIFY(action.isOk());
            // Never before its stamp, and on a clock that stops at every timeout, not
            // after it either.
            if (action->stamp != table.roundTimeMs())
                late << QStringLiteral("%1 at %2").arg(text).arg(table.roundTimeMs());
            ++botActions;
        });
        // A hard bot reacts in 3-4.5 s, then lays a card every 1.4-2 s: step from one
        // timeout to the next (the only ones waiting are the bot's).
        // The start signal's end comes first, on the same clock.
        QCOMPARE(clock.msToNext().value_or(-1), fc::realtime::Ms{table.signalHoldMs()});
        clock.advance(table.signalHoldMs());
        QVERIFY(!table.signalShown());
        QCOMPARE(clock.msToNext().value_or(-1) >= 3000 - table.signalHoldMs(), true);
        while (botActions < 2 && table.roundTimeMs() < 10'000)
            QVERIFY(clock.advanceToNext());
        QCOMPARE(botActions, 2);
        QVERIFY2(late.isEmpty(), qPrintable(late.join(QStringLiteral("; "))));
        QVERIFY(cardRole(table, 1, 1, CardModel::OnMatRole).toBool() || table.match()
                                                                                ->game()
                                                                                .view(1)
                                                                                .at("tables")
                                                                                .as_array()
                                                                                .at(1)
                                                                                .as_object()
                                                                                .at("stack")
                                                                                .as_array()
                                                                                .size() >= 2);
    }

    void botsThinkOffTheUiThread() {
        WatchedPool pool; // outlives the table, as the app's own pool does
        ManualClock clock;
        KandarKlashTable table;
        table.setClock(&clock);
        table.setBotWorker(&pool);
        table.setCountdownMs(30);
        QCOMPARE(table.startFromSetupJson(setupJson(QStringLiteral("hb"))), QString());
        clock.advance(30);
        QCOMPARE(table.stage(), Stage::Cooking);
        QVERIFY(pool.asked() >= 1); // the bot was asked as the customer showed ...
        const auto hard = fc::kandarklash::styleFor("hard");
        QVERIFY(hard);
        const std::size_t before = table.match()->log().size();
        clock.advance(hard->reactionMs[1] + 500);      // ... and its first card was due long ago,
        QCOMPARE(table.match()->log().size(), before); // but its answer is not in yet
        QVERIFY(pool.waitForAnswers());
        QCOMPARE(pool.jobsOnUi(), 0);
        QCOMPARE(pool.answersOffUi(), 0);
        clock.advance(0); // late, so at once, and with the bot's own stamp
        QCOMPARE(table.match()->log().size(), before + 1);
        const fc::LoggedAction& card = table.match()->log().back();
        QCOMPARE(card.seat, 1);
        const auto action = fc::kandarklash::parseAction(card.action);
        QVERIFY(action.isOk());
        QVERIFY(action->stamp >= hard->reactionMs[0] &&
                action->stamp <= hard->reactionMs[1]); // a hard bot's reaction
    }

    void pauseHoldsTheRound() {
        ManualClock clock;
        KandarKlashTable table;
        startCooking(table, clock, QStringLiteral("hb"));
        clock.advance(100);
        const std::size_t moves = table.match()->log().size();
        table.setPaused(true);
        const int held = table.roundTimeMs();
        QCOMPARE(held, 100);
        table.claim(0, 0);
        QCOMPARE(clock.pending(), std::size_t(0)); // nothing waits on the clock: not the bot
        clock.advance(60'000);                     // a long while in the background
        QCOMPARE(table.roundTimeMs(), held);
        QCOMPARE(table.match()->log().size(), moves); // neither the touch nor the bot
        table.setPaused(false);
        clock.advance(1);
        QCOMPARE(table.roundTimeMs(), held + 1);
        table.claim(0, 0);
        clock.advance(0);
        QCOMPARE(table.stage(), Stage::Ketchup);
        QCOMPARE(table.lastCook(), 1);
        // The bot, the last cook, lays its ketchup when its stamp is due (its style's
        // claim time after the round's 101 ms); until then the round stays in the ketchup
        // stage.
        const auto hard = fc::kandarklash::styleFor("hard");
        QVERIFY(hard);
        const std::optional<fc::realtime::Ms> ketchupDue = clock.msToNext();
        QVERIFY(ketchupDue && *ketchupDue >= hard->claimMs[0] - 101 &&
                *ketchupDue <= hard->claimMs[1] - 101);
        clock.advance(*ketchupDue - 1);
        QCOMPARE(table.stage(), Stage::Ketchup);
        clock.advance(1);
        QCOMPARE(table.stage(), Stage::Reveal);
    }

    void aHandicapStartsWithKetchups() {
        // The shell's options reach the engine: the handicapped cook starts with two
        // ketchups on the mat, in a new game and in one resumed from its save.
        KandarKlashTable table;
        table.setCountdownMs(30);
        QCOMPARE(table.startFromSetupJson(
                     setupJson(QStringLiteral("hh"), 11, QStringLiteral("{\"handicap\":[2,0]}"))),
                 QString());
        QCOMPARE(cookRole(table, 0, CookModel::WildsRole).toList().size(), 2);
        QCOMPARE(cookRole(table, 1, CookModel::WildsRole).toList().size(), 0);

        KandarKlashTable resumed;
        QCOMPARE(resumed.resumeFromSaveJson(QString::fromStdString(fc::saveMatch(*table.match()))),
                 QString());
        QCOMPARE(cookRole(resumed, 0, CookModel::WildsRole).toList().size(), 2);
    }

    void resumesFromTheSave() {
        QString save;
        {
            ManualClock clock;
            KandarKlashTable table;
            startCooking(table, clock, QStringLiteral("hhh"));
            clock.advance(100);
            table.placeCard(2, 3, 6, 6, true, 0);
            clock.advance(0);
            QVERIFY(cardRole(table, 2, 3, CardModel::OnMatRole).toBool());
            clock.advance(200);
            table.turnCard(2, 3, true, 0); // on the mat: laid again, turned
            clock.advance(0);
            QCOMPARE(cardRole(table, 2, 3, CardModel::RotationRole).toInt(), 1);
            clock.advance(300);
            table.claim(0, 0);
            clock.advance(0);
            QVERIFY(cookRole(table, 0, CookModel::ClaimedRole).toBool());
            QFile file(MatchSession::autosavePath(QStringLiteral("kandarklash")));
            QVERIFY(file.open(QIODevice::ReadOnly));
            save = QString::fromUtf8(file.readAll());
        }
        ManualClock clock;
        KandarKlashTable resumed;
        resumed.setClock(&clock);
        resumed.setBotWorker(&inlineBots); // bots answer at once
        resumed.setCountdownMs(30);
        QVERIFY(!resumed.resumeFromSaveJson(QStringLiteral("{not json")).isEmpty());
        QCOMPARE(resumed.stage(), Stage::Idle); // a bad save changes nothing
        QCOMPARE(resumed.resumeFromSaveJson(save), QString());
        QCOMPARE(resumed.stage(), Stage::Countdown);
        QVERIFY(cardRole(resumed, 2, 3, CardModel::OnMatRole).toBool());
        QCOMPARE(cardRole(resumed, 2, 3, CardModel::RotationRole).toInt(), 1);
        QVERIFY(cookRole(resumed, 0, CookModel::ClaimedRole).toBool());
        clock.advance(30);
        QCOMPARE(resumed.stage(), Stage::Cooking);
        // The resumed round clock goes on from the save's latest time (the claim's).
        const int savedClock = static_cast<int>(
            resumed.match()->game().view(-1).at("clock").to_number<std::int64_t>());
        QCOMPARE(savedClock, 600);
        QCOMPARE(resumed.roundTimeMs(), savedClock);
        clock.advance(50);
        QCOMPARE(resumed.roundTimeMs(), savedClock + 50);
        resumed.claim(1, 0);
        clock.advance(0);
        QCOMPARE(resumed.stage(), Stage::Ketchup);
        QCOMPARE(resumed.lastCook(), 2);
    }

    // Closing the match mid-countdown: its next step must not run on no match at all.
    // (Last here: before the fix it dereferenced the missing state and crashed.)
    void closingCancelsTheMatchsTimers() {
        ManualClock clock;
        KandarKlashTable table;
        table.setClock(&clock);
        table.setBotWorker(&inlineBots); // bots answer at once
        table.setCountdownMs(30);
        QCOMPARE(table.startFromSetupJson(setupJson(QStringLiteral("hb"))), QString());
        QCOMPARE(table.stage(), Stage::Countdown);
        table.close();
        QCOMPARE(clock.pending(), std::size_t{0});
        clock.advance(10'000);
        QVERIFY(!table.active());
    }
};

QTEST_GUILESS_MAIN(TestKandarKlashModels)
#include "tst_kandarklash_models.moc"
