// KakiLimaTable and its models, without QML: the models pass QAbstractItemModelTester and
// follow the engine step by step; what lights up is what the engine allows; bad input is
// refused with a reason and changes nothing; undo goes back only while no new card was
// seen; a save resumes to the same table; the walker named in the setup is honoured.
#include "kakilima_table.h"
#include "refusal_text.h"

#include "core/save.h"
#include "gameregistry.h"
#include "kakilima/content.h"
#include "kakilima/kakilima_game.h"
#include "kakilima/planner.h"
#include "kakilima/refusals.h"

#include <QAbstractItemModelTester>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <bit>

using fc::kakilima_ui::HandModel;
using fc::kakilima_ui::KakiLimaTable;
using fc::kakilima_ui::MapModel;
using fc::kakilima_ui::OrderModel;
namespace kl = fc::kakilima;

namespace {

QString setupJson(int seed, const QString& walker = {}) {
    const QString options =
        walker.isEmpty() ? QStringLiteral("{}") : QStringLiteral("{\"walker\":\"%1\"}").arg(walker);
    return QStringLiteral(
               "{\"players\":1,\"seed\":\"%1\",\"startSeat\":0,"
               "\"seats\":[{\"name\":\"Ana\",\"bot\":false,\"strength\":\"\"}],\"options\":%2}")
        .arg(seed)
        .arg(options);
}

std::string viewText(const KakiLimaTable& table) {
    return boost::json::serialize(table.match()->game().view(0));
}

QList<int> rowsWhere(const QAbstractItemModel& model, int role) {
    QList<int> rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data(role).toBool())
            rows.append(row);
    }
    return rows;
}

int handRowOf(const KakiLimaTable& table, kl::Card card, int skipRow = -1) {
    const QString token = QString::fromStdString(kl::cardToken(card));
    const QAbstractItemModel& hand = *const_cast<KakiLimaTable&>(table).hand();
    for (int row = 0; row < hand.rowCount(); ++row) {
        if (row != skipRow && hand.index(row, 0).data(HandModel::TokenRole).toString() == token)
            return row;
    }
    return -1;
}

// Plays the planner's choice by the table's own taps, as a player would.
void playPlannerMove(KakiLimaTable& table, std::uint64_t seed) {
    auto hint = kl::hintFromView(table.match()->game().view(0), seed, {3, 3});
    QVERIFY2(hint.isOk(), hint.isOk() ? "" : hint.message().c_str());
    const kl::Move move = hint->move;
    const std::string expected = hint->action;
    const std::size_t logSize = table.match()->log().size();
    if (move.kind == kl::Move::ChooseStart) {
        QCOMPARE(table.tapCell(move.target), QString());
    } else {
        const int row = handRowOf(table, move.card);
        QVERIFY(row >= 0);
        QCOMPARE(table.tapCard(row), QString());
        QCOMPARE(table.selectedRow(), row);
        QCOMPARE(table.setBoosted(move.boosted), QString());
        if (move.swapOut) {
            QCOMPARE(table.setSwapping(true), QString());
            QCOMPARE(table.tapCard(handRowOf(table, move.swapOut, row)), QString());
        }
        QVERIFY2(table.map()->index(move.target, 0).data(MapModel::LitRole).toBool(),
                 "the planner's end is lit");
        QCOMPARE(table.tapCell(move.target), QString());
        if (table.pendingEnd() >= 0) {
            QString take;
            for (int c = 0; c < kl::kCharacters; ++c) {
                if (move.take & (1 << c))
                    take += (take.isEmpty() ? "" : "+") +
                            QString::fromUtf8(kl::kCharacterList[std::size_t(c)].id.data());
            }
            QCOMPARE(table.takeOrders(take), QString());
        }
    }
    QCOMPARE(table.match()->log().size(), logSize + 1);
    QCOMPARE(table.match()->log().back().action, expected);
}

} // namespace

class TestKakiLimaModels : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void modelsFollowTheEngineThroughAGame() {
        KakiLimaTable table;
        table.setAutosave(false);
        QAbstractItemModelTester mapTester(table.map(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester handTester(table.hand(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester orderTester(
            table.orders(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(table.hand(), &QAbstractItemModel::modelReset);
        QSignalSpy walked(&table, &KakiLimaTable::walked);

        QCOMPARE(table.startFromSetupJson(setupJson(21)), QString());
        QCOMPARE(table.phase(), QStringLiteral("walker"));
        QCOMPARE(table.map()->rowCount(), kl::kCells);
        QCOMPARE(table.orders()->rowCount(), kl::kCharacters);
        QCOMPARE(table.hand()->rowCount(), 0);

        QCOMPARE(table.chooseWalker(QStringLiteral("siti")), QString());
        QCOMPARE(table.phase(), QStringLiteral("start"));
        QCOMPARE(table.walker(), 3);
        QCOMPARE(table.hand()->rowCount(), kl::kHandSize);
        // The lit starts are exactly the engine's.
        const auto& state = dynamic_cast<const kl::KakiLimaGame&>(table.match()->game()).state();
        QList<int> starts;
        for (kl::CellSet cells = state.startCells(); cells; cells &= cells - 1)
            starts.append(std::countr_zero(cells));
        QCOMPARE(rowsWhere(*table.map(), MapModel::StartRole), starts);

        int pickUps = 0, deliveries = 0;
        for (int step = 0; step < 40 && !table.match()->game().isOver(); ++step) {
            const int carriedBefore = int(table.bag().size());
            const int deliveredBefore = table.score().value("delivered").toInt();
            playPlannerMove(table, 100 + step);
            if (QTest::currentTestFailed())
                return;
            const auto& s = dynamic_cast<const kl::KakiLimaGame&>(table.match()->game()).state();
            // The table shows the engine's state.
            QCOMPARE(table.position(), int(s.position));
            QCOMPARE(table.tokens(), int(s.tokens));
            QCOMPARE(table.drawCount(), int(s.drawPile.count));
            QCOMPARE(table.score().value("total").toInt(), s.score().total);
            QCOMPARE(table.hand()->rowCount(), int(s.handCount));
            for (int c = 0; c < kl::kCharacters; ++c) {
                const QString place =
                    table.orders()->index(c, 0).data(OrderModel::PlaceRole).toString();
                QCOMPARE(place == QLatin1String("carried"),
                         s.order[std::size_t(c)] == kl::OrderPlace::Carried);
            }
            pickUps += int(table.bag().size()) > carriedBefore;
            deliveries += table.score().value("delivered").toInt() > deliveredBefore;
        }
        QVERIFY(table.match()->game().isOver());
        QVERIFY(pickUps > 0);
        QVERIFY(deliveries > 0);
        QVERIFY(walked.size() > 0);
        // The last walk's path runs from its start to its end, one card per step.
        const auto lastMove = kl::parseMove(table.match()->log().back().action);
        QVERIFY(lastMove.has_value());
        const QVariantList path = walked.back().at(0).toList();
        QCOMPARE(path.size(), qsizetype(lastMove->steps() + 1));
        QCOMPARE(path.back().toInt(), int(lastMove->target));
        QCOMPARE(resets.size(), 0); // only fine-grained changes, never a reset
    }

    void refusalsChangeNothing() {
        KakiLimaTable table;
        table.setAutosave(false);
        QCOMPARE(table.startFromSetupJson(setupJson(4)), QString());
        const std::string atWalker = viewText(table);
        QVERIFY(!table.chooseWalker(QStringLiteral("nobody")).isEmpty());
        QVERIFY(!table.tapCell(3).isEmpty()); // before the walker
        QVERIFY(!table.tapCard(0).isEmpty()); // no hand yet
        QCOMPARE(viewText(table), atWalker);

        QCOMPARE(table.chooseWalker(QStringLiteral("raju")), QString());
        const std::string atStart = viewText(table);
        QVERIFY(!table.chooseWalker(QStringLiteral("siti")).isEmpty()); // already chosen
        QVERIFY(!table.tapCell(-1).isEmpty());
        QVERIFY(!table.tapCell(99).isEmpty());
        QVERIFY(!table.tapCell(kl::kStallCells[0]).isEmpty()); // not next to Raju's house
        QVERIFY(!table.tapCard(0).isEmpty());                  // no walking before the start
        QCOMPARE(viewText(table), atStart);
        QVERIFY(!table.message().isEmpty());

        playPlannerMove(table, 1); // the start
        const std::string walking = viewText(table);
        const std::size_t logSize = table.match()->log().size();
        QVERIFY(!table.tapCell(kl::kStallCells[0]).isEmpty()); // no card chosen
        QVERIFY(!table.tapCard(7).isEmpty());
        QVERIFY(!table.takeOrders(QStringLiteral("siti")).isEmpty()); // nothing to choose
        QCOMPARE(table.tapCard(0), QString());
        const QList<int> lit = rowsWhere(*table.map(), MapModel::LitRole);
        QVERIFY(!lit.isEmpty());
        for (int cell = 0; cell < kl::kCells; ++cell) {
            if (!lit.contains(cell)) {
                QVERIFY(!table.tapCell(cell).isEmpty());
                break;
            }
        }
        QCOMPARE(table.selectedRow(), 0); // a refused tap keeps the choice
        QCOMPARE(viewText(table), walking);
        QCOMPARE(table.match()->log().size(), logSize);
        QCOMPARE(table.tapCard(0), QString()); // the same card again: deselected
        QCOMPARE(table.selectedRow(), -1);
        QVERIFY(rowsWhere(*table.map(), MapModel::LitRole).isEmpty());

        QVERIFY(!table.startFromSetupJson(QStringLiteral("{not json")).isEmpty());
        QVERIFY(!table.resumeFromSaveJson(QStringLiteral("{}")).isEmpty());
        QCOMPARE(viewText(table), walking); // the game on the table is untouched
    }

    void refusalsReadAsSentences() {
        using fc::kakilima_ui::refusalText;
        namespace code = fc::kakilima::refusal;
        QCOMPARE(refusalText({code::kNoWalkFromHere, {"3x2", "B3"}}),
                 QStringLiteral("The 3 ×2 has no walk from here."));
        QCOMPARE(refusalText({code::kBagFull, {"2"}}),
                 QStringLiteral("You can carry at most 2 orders."));
        // Every code the engine can give has a sentence of its own; no code, the fallback.
        QSet<QString> sentences;
        for (const char* each : code::kCodes) {
            const QString text =
                refusalText({each, {"3x2", "B3", "C4"}}, QStringLiteral("fallback"));
            QVERIFY2(text != QLatin1String("fallback") && text.endsWith('.'), each);
            sentences.insert(text);
        }
        QCOMPARE(sentences.size(), qsizetype(code::kCodes.size()));
        QCOMPARE(refusalText({}, QStringLiteral("Unknown action 'x'")),
                 QStringLiteral("Unknown action 'x'"));
    }

    // The table checks nothing itself: each refused tap shows the sentence of the engine's
    // code for it, and the same move sent as text is refused by the engine with that code.
    void aRefusedTapIsExplainedByTheEnginesCode() {
        KakiLimaTable table;
        table.setAutosave(false);
        QCOMPARE(table.startFromSetupJson(setupJson(4)), QString());
        QCOMPARE(table.tapCell(3), QStringLiteral("Choose your walker first."));
        QCOMPARE(table.chooseWalker(QStringLiteral("nobody")),
                 QStringLiteral("There is no such character."));
        QCOMPARE(table.chooseWalker(QStringLiteral("raju")), QString());
        QCOMPARE(table.chooseWalker(QStringLiteral("siti")),
                 QStringLiteral("The walker is already chosen."));
        QCOMPARE(table.tapCard(0), QStringLiteral("Choose where to start first."));
        QCOMPARE(table.tapCell(99), QStringLiteral("There is no such square on the map."));
        const QString notNextToHouse = QStringLiteral("Start on a lit square next to your house.");
        QCOMPARE(table.tapCell(kl::kStallCells[0]), notNextToHouse);
        QCOMPARE(table.message(), notNextToHouse);
        const QString stall = QString::fromStdString(kl::cellName(kl::kStallCells[0]));
        QVERIFY(!table.apply(0, QStringLiteral("start ") + stall).isEmpty());
        QCOMPARE(table.lastRefusal().code, std::string(kl::refusal::kStartNextToHouse));

        playPlannerMove(table, 1); // the start
        QCOMPARE(table.tapCard(7), QStringLiteral("There is no such card in your hand."));
        QCOMPARE(table.tapCell(0), QStringLiteral("Choose a Langkah card from your hand first."));
        QVERIFY(!table.apply(0, QStringLiteral("start ") + stall).isEmpty());
        QCOMPARE(table.lastRefusal().code, std::string(kl::refusal::kAlreadyStarted));
        QCOMPARE(table.tapCard(0), QString());
        for (int cell = 0; cell < kl::kCells; ++cell) {
            if (!table.map()->index(cell, 0).data(MapModel::LitRole).toBool()) {
                QCOMPARE(table.tapCell(cell),
                         QStringLiteral("Your walk cannot end there: choose a lit square."));
                break;
            }
        }
        QCOMPARE(table.setSwapping(true).isEmpty(), table.canSwap());
    }

    void undoOnlyUntilANewCardShows() {
        KakiLimaTable table;
        table.setAutosave(false);
        QCOMPARE(table.startFromSetupJson(setupJson(9, QStringLiteral("farid"))), QString());
        QCOMPARE(table.phase(), QStringLiteral("start")); // the setup named the walker
        QCOMPARE(table.walker(), 7);
        QVERIFY(!table.canUndo()); // the walker choice drew the hand
        const std::string beforeStart = viewText(table);
        playPlannerMove(table, 2);
        QVERIFY(table.canUndo()); // starting shows no card
        QCOMPARE(table.undo(), QString());
        QCOMPARE(viewText(table), beforeStart);
        QVERIFY(!table.canUndo());
        QVERIFY(!table.undo().isEmpty());

        playPlannerMove(table, 2);
        playPlannerMove(table, 3); // a walk: the refill shows a new card
        QVERIFY(!table.canUndo());
        const std::string afterWalk = viewText(table);
        QVERIFY(!table.undo().isEmpty());
        QCOMPARE(viewText(table), afterWalk);
    }

    void resumeShowsTheSameTable() {
        KakiLimaTable table;
        table.setAutosave(false);
        QCOMPARE(table.startFromSetupJson(setupJson(33, QStringLiteral("kiah"))), QString());
        for (int i = 0; i < 5; ++i)
            playPlannerMove(table, 40 + i);
        const QString save = QString::fromStdString(fc::saveMatch(*table.match()));

        KakiLimaTable resumed;
        resumed.setAutosave(false);
        QAbstractItemModelTester tester(resumed.hand(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(resumed.resumeFromSaveJson(save), QString());
        QCOMPARE(viewText(resumed), viewText(table));
        QCOMPARE(resumed.position(), table.position());
        QCOMPARE(resumed.score(), table.score());
        QCOMPARE(resumed.bag(), table.bag());
        QStringList shown, expected;
        for (int row = 0; row < kl::kHandSize; ++row) {
            shown.append(resumed.hand()->index(row, 0).data(HandModel::TokenRole).toString());
            expected.append(table.hand()->index(row, 0).data(HandModel::TokenRole).toString());
        }
        shown.sort();
        expected.sort();
        QCOMPARE(shown, expected);
        QVERIFY(!resumed.canUndo());

        // The same deal again: same walker, back at the start choice.
        QCOMPARE(resumed.replayDeal(), QString());
        QCOMPARE(resumed.phase(), QStringLiteral("start"));
        QCOMPARE(resumed.walker(), 0);
        QCOMPARE(resumed.match()->log().size(), std::size_t(1));
    }

    // A save the engine wrote from a start whose options name the walker: the engine chose
    // the walker as it dealt, so the log begins at "start". The table resumes it where it
    // stood; it used to replay the log onto a deal with no walker and stop at "Choose the
    // walker first".
    void resumesAnEngineSaveWhoseOptionsNameTheWalker() {
        auto setup = fc::setupFromJson(
            boost::json::parse(setupJson(33, QStringLiteral("kiah")).toStdString()));
        QVERIFY(setup.isOk());
        auto started = fc::Match::start(gameRegistry(), "kakilima", setup.value());
        QVERIFY(started.isOk());
        fc::Match played = std::move(started.value());
        for (std::uint64_t step = 0; step < 4; ++step) {
            auto hint = kl::hintFromView(played.game().view(0), 60 + step, {3, 3});
            QVERIFY(hint.isOk());
            QVERIFY(played.apply(0, hint->action).isOk());
        }
        QCOMPARE(kl::parseMove(played.log().front().action)->kind, kl::Move::ChooseStart);

        KakiLimaTable resumed;
        resumed.setAutosave(false);
        QCOMPARE(resumed.resumeFromSaveJson(QString::fromStdString(fc::saveMatch(played))),
                 QString());
        QCOMPARE(resumed.phase(), QStringLiteral("walk"));
        QCOMPARE(viewText(resumed), boost::json::serialize(played.game().view(0)));
        QCOMPARE(resumed.match()->log().size(),
                 played.log().size() + 1); // the walker's choice first
    }

    void swapPicksAHandCardForTheDiscardTop() {
        // Deals until a swap card is in hand with a discard pile to swap with.
        KakiLimaTable table;
        table.setAutosave(false);
        int swapRow = -1;
        for (int seed = 1; seed < 60 && swapRow < 0; ++seed) {
            QCOMPARE(table.startFromSetupJson(setupJson(seed, QStringLiteral("rose"))), QString());
            for (int step = 0; step < 12 && swapRow < 0 && !table.match()->game().isOver();
                 ++step) {
                playPlannerMove(table, std::uint64_t(seed * 100 + step));
                for (int row = 0; row < table.hand()->rowCount() && table.discardCount() > 0;
                     ++row) {
                    const QModelIndex index = table.hand()->index(row, 0);
                    if (index.data(HandModel::BoosterRole).toString() == QLatin1String("swap") &&
                        index.data(HandModel::PlayableRole).toBool())
                        swapRow = row;
                }
            }
        }
        QVERIFY2(swapRow >= 0, "some deal brings a swap card");
        const int otherRow = swapRow == 0 ? 1 : 0;
        const QString other =
            table.hand()->index(otherRow, 0).data(HandModel::TokenRole).toString();
        QVERIFY(!table.setSwapping(true).isEmpty()); // nothing chosen yet
        QCOMPARE(table.tapCard(swapRow), QString());
        QVERIFY(table.canSwap());
        QCOMPARE(table.setSwapping(true), QString());
        QCOMPARE(table.tapCard(otherRow), QString());
        QVERIFY(!table.swapping());
        QCOMPARE(table.swapCard(), other);
        QCOMPARE(table.selectedRow(), swapRow); // the walk's card stays chosen
        QVERIFY(table.hand()->index(otherRow, 0).data(HandModel::SwapPickRole).toBool());
        const QList<int> lit = rowsWhere(*table.map(), MapModel::LitRole);
        QVERIFY(!lit.isEmpty());
        const QString top = table.discardTop();
        QCOMPARE(table.tapCell(lit.first()), QString());
        if (table.pendingEnd() >= 0)
            QCOMPARE(table.takeOrders(table.takeChoices().first().toMap().value("take").toString()),
                     QString());
        const std::string action = table.match()->log().back().action;
        QVERIFY2(action.find(" swap " + other.toStdString() + " ") != std::string::npos,
                 action.c_str());
        // The swapped card went to the discard pile under the played card; the top came to the
        // hand.
        const QVariantList discard = table.view(0).toMap().value("discard").toList();
        QCOMPARE(discard.at(discard.size() - 2).toString(), other);
        QStringList hand;
        for (int row = 0; row < table.hand()->rowCount(); ++row)
            hand.append(table.hand()->index(row, 0).data(HandModel::TokenRole).toString());
        QVERIFY(hand.contains(top));
    }

    void hintMarksItsCardAndEnd() {
        KakiLimaTable table;
        table.setAutosave(false);
        QCOMPARE(table.startFromSetupJson(setupJson(12, QStringLiteral("seng"))), QString());
        playPlannerMove(table, 7);
        QSignalSpy hinted(&table, &KakiLimaTable::hintChanged);
        QCOMPARE(table.requestHint(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!table.hintBusy() && !table.hintText().isEmpty(), 20000);
        const auto move = kl::parseMove(table.hintAction().toStdString());
        QVERIFY(move.has_value());
        QVERIFY(table.legalActions(0).contains(table.hintAction()));
        QCOMPARE(rowsWhere(*table.map(), MapModel::HintedRole), QList<int>{move->target});
        QCOMPARE(rowsWhere(*table.hand(), HandModel::HintedRole).size(), 1);
        // The hint belongs to its position: a step clears it.
        playPlannerMove(table, 8);
        QVERIFY(table.hintText().isEmpty());
        QVERIFY(rowsWhere(*table.map(), MapModel::HintedRole).isEmpty());
    }
};

QTEST_MAIN(TestKakiLimaModels)
#include "tst_kakilima_models.moc"
