// StallCatalog: a well-behaved list model with the five stalls in menu order, "built"
// exactly when the engine registers the game for the app, and titles that follow the
// language as soon as a translator is installed.
#include "gameregistry.h"
#include "stallcatalog.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTranslator>
#include <QtTest>

class TestStallCatalog : public QObject {
    Q_OBJECT

  private slots:
    void behavesAsAListModel() {
        StallCatalog catalog;
        QAbstractItemModelTester tester(&catalog,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(catalog.rowCount(), 5);
        QCOMPARE(catalog.property("count").toInt(), 5);
    }

    void listsTheStallsInMenuOrder() {
        StallCatalog catalog;
        const QStringList expected{"tindahan", "kommegleich", "kandarklash", "wokup", "kakilima"};
        QStringList ids;
        for (int row = 0; row < catalog.rowCount(); ++row)
            ids << catalog.data(catalog.index(row), StallCatalog::GameIdRole).toString();
        QCOMPARE(ids, expected);
        QCOMPARE(catalog.indexOf("wokup"), 3);
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
        QVERIFY(!StallCatalog::isBuilt("testgame"));
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
        QVERIFY(stall.contains("pitch") && stall.contains("built"));
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
