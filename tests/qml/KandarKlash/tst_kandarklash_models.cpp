// KandarKlashTable in C++: the round's stages, refusals that change nothing, claims that
// arrive together judged by their stamps, bots never acting before their stamp, the
// ketchup and the next round, and resuming from the save; models checked with
// QAbstractItemModelTester.
#include "kandarklash_table.h"

#include "core/save.h"
#include "kandarklash/action.h"

#include <QAbstractItemModelTester>
#include <algorithm>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using fc::kandarklash_ui::CardModel;
using fc::kandarklash_ui::CookModel;
using fc::kandarklash_ui::KandarKlashTable;
using Stage = KandarKlashTable::Stage;

namespace {

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
    // A started table in the Cooking stage, with quick countdown and reveal.
    void startCooking(KandarKlashTable& table, const QString& seats) {
        table.setCountdownMs(30);
        table.setRevealMs(30);
        QCOMPARE(table.startFromSetupJson(setupJson(seats)), QString());
        QCOMPARE(table.stage(), Stage::Countdown);
        QVERIFY(table.dish().isEmpty()); // the customer stays hidden until the start
        QTRY_COMPARE(table.stage(), Stage::Cooking);
        QCOMPARE(table.dish().size(), 9);
    }

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void modelsPassTheTester() {
        KandarKlashTable table;
        QAbstractItemModelTester cooks(table.cooks(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        startCooking(table, QStringLiteral("hhh"));
        QAbstractItemModelTester cards(table.cards(1), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(table.cooks()->rowCount(), 3);
        QCOMPARE(table.cards(1)->rowCount(), 6);
        QCOMPARE(table.cards(3), nullptr); // no fourth cook
        table.placeCard(1, 2, 7, 7, true, 0);
        QTRY_VERIFY(cardRole(table, 1, 2, CardModel::OnMatRole).toBool());
        QCOMPARE(cardRole(table, 1, 2, CardModel::CellXRole).toInt(), 7);
    }

    void refusalsChangeNothing() {
        KandarKlashTable table;
        QSignalSpy refused(&table, &KandarKlashTable::refused);
        table.setCountdownMs(60);
        QCOMPARE(table.startFromSetupJson(setupJson(QStringLiteral("hb"))), QString());
        table.placeCard(0, 1, 7, 7, true, 0); // before the customer is revealed
        QCOMPARE(refused.count(), 1);
        QTRY_COMPARE(table.stage(), Stage::Cooking);
        table.placeCard(0, 1, 7, 7, true, 0);
        QTRY_VERIFY(cardRole(table, 0, 1, CardModel::OnMatRole).toBool());
        const std::size_t placed = table.match()->log().size();
        const QVariant faces = cardRole(table, 0, 2, CardModel::FacesRole);

        refused.clear();
        table.placeCard(0, 2, 0, 0, true, 0);  // touches nothing
        table.placeCard(0, 3, 15, 15, true, 0); // leaves the grid
        table.takeCard(0, 4, 0);                // not on the mat
        table.claim(1, 0);                      // a bot's seat
        table.placeCard(7, 1, 7, 7, true, 0);   // no such seat
        table.placeKetchup(0, 3, 3, 0);         // not the last cook, not the time
        QTRY_COMPARE(refused.count(), 6);
        const auto& log = table.match()->log();
        const auto seat0Moves = std::count_if(log.begin() + static_cast<std::ptrdiff_t>(placed), log.end(),
                                              [](const fc::LoggedAction& a) { return a.seat == 0; });
        QCOMPARE(seat0Moves, 0); // the bot may have moved meanwhile; the refused cook did not
        for (const QList<QVariant>& args : refused)
            QVERIFY(!args.at(1).toString().isEmpty());
        QVERIFY(!cardRole(table, 0, 2, CardModel::OnMatRole).toBool());
        QVERIFY(!cardRole(table, 0, 3, CardModel::OnMatRole).toBool());
        QCOMPARE(cardRole(table, 0, 2, CardModel::FacesRole), faces);
        QCOMPARE(cardRole(table, 0, 1, CardModel::CellXRole).toInt(), 7);
    }

    void claimsArrivingTogetherAreJudgedByStamp() {
        KandarKlashTable table;
        startCooking(table, QStringLiteral("hhh"));
        QTest::qWait(80); // the round clock has run a little
        // The later finger is delivered first; both in the same pass of the event loop.
        const qreal base = 5'000'000;
        table.claim(2, base + 40);
        table.claim(0, base + 10);
        QTRY_COMPARE(table.stage(), Stage::Ketchup);
        QCOMPARE(cookRole(table, 0, CookModel::ClaimRankRole).toInt(), 1);
        QCOMPARE(cookRole(table, 2, CookModel::ClaimRankRole).toInt(), 2);
        QCOMPARE(cookRole(table, 2, CookModel::ClaimStampRole).toInt() -
                     cookRole(table, 0, CookModel::ClaimStampRole).toInt(),
                 30);
        QCOMPARE(table.lastCook(), 1);
        // Nobody built anything: both dishes are wrong and shown so.
        QCOMPARE(cookRole(table, 0, CookModel::VerdictRole).toString(), QStringLiteral("wrong"));
        QVERIFY(!cookRole(table, 1, CookModel::KetchupCellsRole).toList().isEmpty());
        QVERIFY(cookRole(table, 0, CookModel::KetchupCellsRole).toList().isEmpty());
    }

    void lastCookLaysTheKetchupAndTheNextRoundComes() {
        KandarKlashTable table;
        startCooking(table, QStringLiteral("hh"));
        QSignalSpy heard(&table, &KandarKlashTable::claimHeard);
        table.claim(1, 0);
        QTRY_COMPARE(table.stage(), Stage::Ketchup);
        QCOMPARE(heard.count(), 1);
        QCOMPARE(table.lastCook(), 0);
        QVERIFY(!cookRole(table, 0, CookModel::CanBuildRole).toBool()); // the round has stopped
        table.placeKetchup(0, 8, 8, 0);
        QTRY_COMPARE(table.stage(), Stage::Reveal);
        QCOMPARE(table.round(), 1); // the stopped round stays on show
        QCOMPARE(cookRole(table, 0, CookModel::WildsRole).toList(), QVariantList{QPoint(8, 8)});
        QCOMPARE(cookRole(table, 1, CookModel::GainedRole).toInt(), 0); // wrong, and at 0 already
        QTRY_COMPARE(table.stage(), Stage::Countdown);
        QCOMPARE(table.round(), 2);
        QTRY_COMPARE(table.stage(), Stage::Cooking);
    }

    void aSeventhKetchupIsDiscardedForTheLastCook() {
        KandarKlashTable table;
        startCooking(table, QStringLiteral("hh"));
        table.setRevealMs(400); // long enough to be seen between rounds
        for (int round = 1; round <= 7; ++round) {
            QTRY_COMPARE(table.stage(), Stage::Cooking);
            QCOMPARE(table.round(), round);
            table.claim(1, 0);
            if (round <= 6) {
                QTRY_COMPARE(table.stage(), Stage::Ketchup);
                QCOMPARE(table.lastCook(), 0);
                table.placeKetchup(0, 4 + round, 8, 0); // a row from (5, 8)
            }
            // The seventh needs no touch: the round is scored at once.
            QTRY_COMPARE(table.stage(), Stage::Reveal);
        }
        QCOMPARE(cookRole(table, 0, CookModel::WildsRole).toList().size(), 6);
    }

    void botsNeverActBeforeTheirStamp() {
        KandarKlashTable table;
        startCooking(table, QStringLiteral("hb"));
        int botActions = 0;
        connect(&table, &MatchSession::actionApplied, this, [&](int seat, const QString& text) {
            if (seat != 1)
                return;
            const auto action = fc::kandarklash::parseAction(text.toStdString());
            QVERIFY(action.isOk());
            QVERIFY2(action->stamp <= table.roundTimeMs(), qPrintable(text));
            ++botActions;
        });
        // A hard bot reacts in 1.2-1.8 s, then lays a card every 0.65-1 s.
        QTRY_VERIFY_WITH_TIMEOUT(botActions >= 2, 6000);
        QVERIFY(cardRole(table, 1, 1, CardModel::OnMatRole).toBool()
                || table.match()->game().view(1).at("tables").as_array().at(1).as_object()
                           .at("stack").as_array().size() >= 2);
    }

    void pauseHoldsTheRound() {
        KandarKlashTable table;
        startCooking(table, QStringLiteral("hb"));
        const std::size_t moves = table.match()->log().size();
        table.setPaused(true);
        const int held = table.roundTimeMs();
        table.claim(0, 0);
        QTest::qWait(2500); // longer than a hard bot takes to react
        QCOMPARE(table.roundTimeMs(), held);
        QCOMPARE(table.match()->log().size(), moves); // neither the touch nor the bot
        table.setPaused(false);
        QTRY_VERIFY(table.roundTimeMs() > held);
        table.claim(0, 0);
        QTRY_COMPARE(table.stage(), Stage::Ketchup);
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
            KandarKlashTable table;
            startCooking(table, QStringLiteral("hhh"));
            table.placeCard(2, 3, 6, 6, true, 0);
            QTRY_VERIFY(cardRole(table, 2, 3, CardModel::OnMatRole).toBool());
            table.turnCard(2, 3, true, 0); // on the mat: laid again, turned
            QTRY_COMPARE(cardRole(table, 2, 3, CardModel::RotationRole).toInt(), 1);
            table.claim(0, 0);
            QTRY_VERIFY(cookRole(table, 0, CookModel::ClaimedRole).toBool());
            QFile file(MatchSession::autosavePath());
            QVERIFY(file.open(QIODevice::ReadOnly));
            save = QString::fromUtf8(file.readAll());
        }
        KandarKlashTable resumed;
        resumed.setCountdownMs(30);
        QVERIFY(!resumed.resumeFromSaveJson(QStringLiteral("{not json")).isEmpty());
        QCOMPARE(resumed.stage(), Stage::Idle); // a bad save changes nothing
        QCOMPARE(resumed.resumeFromSaveJson(save), QString());
        QCOMPARE(resumed.stage(), Stage::Countdown);
        QVERIFY(cardRole(resumed, 2, 3, CardModel::OnMatRole).toBool());
        QCOMPARE(cardRole(resumed, 2, 3, CardModel::RotationRole).toInt(), 1);
        QVERIFY(cookRole(resumed, 0, CookModel::ClaimedRole).toBool());
        QTRY_COMPARE(resumed.stage(), Stage::Cooking);
        // The resumed round clock goes on from the save's latest time.
        const int savedClock = static_cast<int>(
            resumed.match()->game().view(-1).at("clock").to_number<std::int64_t>());
        QVERIFY(resumed.roundTimeMs() >= savedClock);
        resumed.claim(1, 0);
        QTRY_COMPARE(resumed.stage(), Stage::Ketchup);
        QCOMPARE(resumed.lastCook(), 2);
    }
};

QTEST_GUILESS_MAIN(TestKandarKlashModels)
#include "tst_kandarklash_models.moc"
