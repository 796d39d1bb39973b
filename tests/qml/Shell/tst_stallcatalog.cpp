// StallCatalog: a well-behaved list model with the registry's menu games in menu order,
// "built" exactly when the engine registers the game and its screen is linked in, and
// titles that follow the language as soon as a translator is installed.
#include "gameregistry.h"
#include "matchsession.h"
#include "stallcatalog.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSet>
#include <QSignalSpy>
#include <QTranslator>
#include <QtTest>
#include <memory>

namespace {

// The registry's menu games (not the test-only ones), in its order: the menu's order.
QStringList menuGames() {
    QStringList ids;
    for (const fc::GameInfo& info : gameRegistry().all()) {
        if (!info.testOnly)
            ids << QString::fromStdString(info.id);
    }
    return ids;
}

} // namespace

class TestStallCatalog : public QObject {
    Q_OBJECT

  private slots:
    void behavesAsAListModel() {
        StallCatalog catalog;
        QAbstractItemModelTester tester(&catalog,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!menuGames().isEmpty());
        QCOMPARE(catalog.rowCount(), menuGames().size());
        QCOMPARE(catalog.property("count").toInt(), menuGames().size());
    }

    void listsTheStallsInMenuOrder() {
        StallCatalog catalog;
        const QStringList expected = menuGames();
        QStringList ids;
        for (int row = 0; row < catalog.rowCount(); ++row)
            ids << catalog.data(catalog.index(row), StallCatalog::GameIdRole).toString();
        QCOMPARE(ids, expected);
        QCOMPARE(catalog.indexOf(expected.last()), expected.size() - 1);
    }

    // Built: the engine registers the game for the app and its QML screen is linked in.
    void builtMeansRegisteredWithAScreen() {
        StallCatalog catalog;
        for (int row = 0; row < catalog.rowCount(); ++row) {
            const QModelIndex idx = catalog.index(row);
            const QString id = catalog.data(idx, StallCatalog::GameIdRole).toString();
            const fc::GameInfo* info = gameRegistry().find(id.toStdString());
            const bool built = catalog.data(idx, StallCatalog::BuiltRole).toBool();
            QCOMPARE(StallCatalog::isBuilt(id), built);
            QCOMPARE(!catalog.gameScreen(id).isEmpty(), built);
            if (built)
                QVERIFY(info && !info->testOnly);
            if (info) { // the registry is the authority on player counts
                QCOMPARE(catalog.data(idx, StallCatalog::MinPlayersRole).toInt(), info->minPlayers);
                QCOMPARE(catalog.data(idx, StallCatalog::MaxPlayersRole).toInt(), info->maxPlayers);
            }
        }
        // Tindahan has both, as in the app (this test links the game modules like the app).
        QVERIFY(StallCatalog::isBuilt("tindahan"));
    }

    void testOnlyGamesAreNotStalls() {
        QVERIFY(gameRegistry().find("testgame"));
        StallCatalog catalog;
        QCOMPARE(catalog.indexOf("testgame"), -1);
        QVERIFY(catalog.get("testgame").isEmpty());
        QVERIFY(catalog.gameScreen("testgame").isEmpty());
        QVERIFY(catalog.rulesPage("testgame").isEmpty());
    }

    // The sixth stall: the test game joins by its line in cmake/FoodCourtGames.cmake alone
    // (its stall.h, rules page, screen and table live in tests/qml/TestGame). With test games
    // included the catalogue lists it after the menu's games, and its pages load and play.
    void aTestGameJoinsByItsLineInTheList() {
        StallCatalog catalog;
        QAbstractItemModelTester tester(&catalog,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy counted(&catalog, &StallCatalog::countChanged);
        const int menu = catalog.rowCount();
        catalog.setIncludeTestGames(true);
        QCOMPARE(counted.count(), 1);
        QCOMPARE(catalog.rowCount(), menu + 1);
        QCOMPARE(catalog.indexOf("testgame"), menu);
        QVERIFY(catalog.stallBuilt("testgame"));

        const QVariantMap stall = catalog.get("testgame");
        const fc::GameInfo* info = gameRegistry().find("testgame");
        QVERIFY(info && info->testOnly);
        QCOMPARE(stall.value("title").toString(), QString("Test Game"));
        QCOMPARE(stall.value("minPlayers").toInt(), info->minPlayers);
        QCOMPARE(stall.value("maxPlayers").toInt(), info->maxPlayers);
        QCOMPARE(stall.value("artKind").toString(), QString("test")); // StallArt's plain bowl

        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/"));
        QQmlComponent rules(&engine, catalog.rulesPage("testgame"));
        const std::unique_ptr<QObject> page(rules.create());
        QVERIFY2(page, qPrintable(rules.errorString()));

        QQmlComponent screenType(&engine, catalog.gameScreen("testgame"));
        const std::unique_ptr<QObject> screen(screenType.create());
        QVERIFY2(screen, qPrintable(screenType.errorString()));
        auto* table = qobject_cast<MatchSession*>(screen->property("table").value<QObject*>());
        QVERIFY(table);
        table->setAutosave(false);
        const QString setup = QStringLiteral(
            R"({"players":3,"seed":"5","startSeat":0,"seats":[{"name":"Ana","bot":false,"strength":""},)"
            R"({"name":"Ben","bot":false,"strength":""},)"
            R"({"name":"Cy","bot":false,"strength":""}],"options":{}})");
        QVariant problem;
        QVERIFY(QMetaObject::invokeMethod(screen.get(), "startNew", Q_RETURN_ARG(QVariant, problem),
                                          Q_ARG(QVariant, setup)));
        QCOMPARE(problem.toString(), QString());
        QCOMPARE(table->gameId(), QString("testgame"));
        QCOMPARE(table->seatNames(), (QStringList{"Ana", "Ben", "Cy"}));

        catalog.setIncludeTestGames(false);
        QCOMPARE(counted.count(), 2);
        QCOMPARE(catalog.rowCount(), menu);
        QCOMPARE(catalog.indexOf("testgame"), -1);
    }

    void unknownIdsGiveEmptyAnswers() {
        StallCatalog catalog;
        QCOMPARE(catalog.indexOf("pizza"), -1);
        QVERIFY(catalog.get("pizza").isEmpty());
        QVERIFY(catalog.gameScreen("pizza").isEmpty());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("is not valid"));
        QVERIFY(!catalog.data(catalog.index(7), StallCatalog::TitleRole).isValid());
    }

    void getReturnsEveryRole() {
        StallCatalog catalog;
        const QVariantMap stall = catalog.get("kakilima");
        QCOMPARE(stall.value("gameId").toString(), QString("kakilima"));
        QCOMPARE(stall.value("title").toString(), QString("Kaki Lima: MCO Mode"));
        QCOMPARE(stall.value("minPlayers").toInt(), 1);
        QCOMPARE(stall.value("maxPlayers").toInt(), 1);
        QVERIFY(stall.contains("pitch") && stall.contains("built") && stall.contains("credit"));
        QCOMPARE(stall.value("accent").toInt(), 4);
        QCOMPARE(stall.value("artKind").toString(), QString("bag"));
        QCOMPARE(stall.value("rulesPage").toUrl(),
                 QUrl("qrc:/FoodCourt/KakiLima/KakiLimaRules.qml"));
    }

    // Each stall's card comes from its module's stall.h: a colour of its own, a sign, a
    // rules page in its module (the rules screen and the OCR check load it from here).
    void everyStallHasItsOwnColourAndARulesPage() {
        StallCatalog catalog;
        QSet<int> accents;
        for (int row = 0; row < catalog.rowCount(); ++row) {
            const QModelIndex idx = catalog.index(row);
            const QString id = catalog.data(idx, StallCatalog::GameIdRole).toString();
            const int accent = catalog.data(idx, StallCatalog::AccentRole).toInt();
            QVERIFY2(accent >= 0 && !accents.contains(accent), qPrintable(id));
            accents.insert(accent);
            QCOMPARE(catalog.accent(id), accent);
            QVERIFY(!catalog.data(idx, StallCatalog::ArtKindRole).toString().isEmpty());
            QVERIFY(!catalog.data(idx, StallCatalog::CreditRole).toString().isEmpty());
            const QUrl rules = catalog.data(idx, StallCatalog::RulesPageRole).toUrl();
            QCOMPARE(rules, catalog.rulesPage(id));
            QVERIFY2(QFile::exists(":" + rules.path()), qPrintable(rules.toString()));
        }
        QCOMPARE(catalog.accent("pizza"), -1);
        QVERIFY(catalog.rulesPage("pizza").isEmpty());
        QCOMPARE(catalog.gameIdAt(0),
                 catalog.data(catalog.index(0), StallCatalog::GameIdRole).toString());
        QCOMPARE(catalog.gameIdAt(catalog.rowCount()), QString());
    }

    void textsFollowTheLanguage() {
        StallCatalog catalog;
        QAbstractItemModelTester tester(&catalog,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QModelIndex wokup = catalog.index(catalog.indexOf("wokup"));
        const QString englishPitch = catalog.data(wokup, StallCatalog::PitchRole).toString();
        QSignalSpy changed(&catalog, &QAbstractItemModel::dataChanged);

        QTranslator french;
        QVERIFY(french.load(":/i18n/foodcourt_fr.qm"));
        QVERIFY(QCoreApplication::installTranslator(&french));
        QTRY_VERIFY(!changed.isEmpty());
        const auto roles = changed.last().at(2).value<QList<int>>();
        QVERIFY(roles.contains(StallCatalog::PitchRole));
        const QString frenchPitch = catalog.data(wokup, StallCatalog::PitchRole).toString();
        QVERIFY2(frenchPitch != englishPitch, qPrintable(frenchPitch));
        // Game names are proper names in every language.
        QCOMPARE(catalog.data(wokup, StallCatalog::TitleRole).toString(), QString("Wok Up"));

        QCoreApplication::removeTranslator(&french);
        QTRY_COMPARE(catalog.data(wokup, StallCatalog::PitchRole).toString(), englishPitch);
    }
};

QTEST_MAIN(TestStallCatalog)
#include "tst_stallcatalog.moc"
