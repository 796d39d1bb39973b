// Hidden information in pass-and-play: in every menu game of the registry with hidden hands
// and turns (the tables made as QML makes them, from the list of games), two humans and a
// bot play through the table models the screens draw from. At every step, everything those models
// and the table's properties hold (hand, row, stalls, trick, seat chips, narration,
// curtain name, round scores, ranking) is dumped to text and searched for the cards the
// engine says the shown seat may not see (GameInfo::secretsHiddenFrom):
// - with the hand-off curtain up, or nobody's hand shown, no hidden card at all;
// - with a seat revealed, its own cards (checked present, so the search can see cards at
//   all) and none of anyone else's, and only while that seat is to act;
// - a bot seat's input (its view) holds nobody else's hidden cards.
#include "gameregistry.h"
#include "matchsession.h"

#include <boost/json/serialize.hpp>

#include <QAbstractItemModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QMetaProperty>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>
#include <set>

namespace {

QString toText(const QVariant& value) {
    const QJsonValue json = QJsonValue::fromVariant(value);
    if (json.isObject())
        return QString::fromUtf8(QJsonDocument(json.toObject()).toJson(QJsonDocument::Compact));
    if (json.isArray())
        return QString::fromUtf8(QJsonDocument(json.toArray()).toJson(QJsonDocument::Compact));
    return value.toString();
}

void dumpModel(const QAbstractItemModel& model, QStringList& parts) {
    const auto roles = model.roleNames();
    for (int row = 0; row < model.rowCount(); ++row) {
        for (auto role = roles.cbegin(); role != roles.cend(); ++role)
            parts.append(toText(model.data(model.index(row, 0), role.key())));
    }
}

// Every property the table shows QML, and every role of every row of its models.
QString everythingShown(const MatchSession& table) {
    QStringList parts;
    const QMetaObject* meta = table.metaObject();
    for (int i = 0; i < meta->propertyCount(); ++i) {
        const QVariant value = meta->property(i).read(&table);
        if (auto* model = qobject_cast<const QAbstractItemModel*>(value.value<QObject*>()))
            dumpModel(*model, parts);
        else
            parts.append(toText(value));
    }
    return parts.join(QLatin1Char(' '));
}

// Secret tokens found in `text` as whole words ("B7" does not match "B70").
QStringList found(const QString& text, const std::vector<std::string>& secrets) {
    QStringList hits;
    for (const std::string& secret : secrets) {
        const QRegularExpression word(
            QStringLiteral("(?<![A-Za-z0-9])%1(?![A-Za-z0-9])")
                .arg(QRegularExpression::escape(QString::fromStdString(secret))));
        if (word.match(text).hasMatch())
            hits.append(QString::fromStdString(secret));
    }
    return hits;
}

std::vector<std::string> minus(const std::vector<std::string>& all,
                               const std::vector<std::string>& drop) {
    const std::set<std::string> dropped(drop.begin(), drop.end());
    std::vector<std::string> rest;
    for (const std::string& s : all) {
        if (!dropped.count(s))
            rest.push_back(s);
    }
    return rest;
}

} // namespace

class InformationLeakTest : public QObject {
    Q_OBJECT

    QQmlEngine engine_;

    // The game's table as its screen declares it: <Module>Table from FoodCourt.<Module>.
    std::unique_ptr<MatchSession> makeTable(const QString& module) {
        QQmlComponent component(&engine_);
        component.setData(QStringLiteral("import FoodCourt.%1\n%1Table {}").arg(module).toUtf8(),
                          QUrl());
        std::unique_ptr<QObject> made(component.create());
        if (!made)
            qWarning().noquote() << component.errorString();
        auto* table = qobject_cast<MatchSession*>(made.get());
        if (!table)
            return nullptr;
        made.release();
        table->setAutosave(false);
        return std::unique_ptr<MatchSession>(table);
    }

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        engine_.addImportPath(QStringLiteral("qrc:/"));
    }

    // The built tables ("id:Module" pairs from cmake/FoodCourtGames.cmake) of the registry's
    // menu games where hands are hidden and the tablet passes from turn to turn.
    void nothingHiddenIsShown_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("module");
        int rows = 0;
        for (const QString& pair : QStringLiteral(FOODCOURT_GAME_TABLES).split(',')) {
            const QString id = pair.section(':', 0, 0);
            const fc::GameInfo* info = gameRegistry().find(id.toStdString());
            if (info && info->hiddenHands && info->timing == fc::Timing::TurnBased &&
                !info->testOnly) {
                QTest::newRow(qPrintable(id)) << id << pair.section(':', 1, 1);
                ++rows;
            }
        }
        QVERIFY2(rows > 0, "no hidden-hand turn-based table to search");
    }
    void nothingHiddenIsShown() {
        QFETCH(QString, game);
        QFETCH(QString, module);
        const int steps = 400;
        const std::unique_ptr<MatchSession> table = makeTable(module);
        QVERIFY2(table, "the module's table type is a MatchSession");
        table->setBotsPaused(true); // this test plays the bot's moves itself, in step
        const QString setup = QStringLiteral(
            R"({"players":3,"seed":"23","startSeat":0,"seats":[{"name":"Ana","bot":false,"strength":""},)"
            R"({"name":"Ben","bot":false,"strength":""},{"name":"Bot","bot":true,"strength":"medium"}],"options":{}})");
        QString problem;
        QVERIFY(QMetaObject::invokeMethod(table.get(), "startFromSetupJson",
                                          Q_RETURN_ARG(QString, problem), Q_ARG(QString, setup)));
        QCOMPARE(problem, QString());
        const fc::GameInfo& info = *gameRegistry().find(game.toStdString());
        QRandomGenerator random(7);
        int curtains = 0, reveals = 0;
        for (int step = 0; step < steps && !table->over(); ++step) {
            const fc::Game& engine = table->match()->game();
            const std::vector<std::string> all = info.secretsHiddenFrom(engine, fc::kNoSeat);
            const int handoff = table->property("handoffSeat").toInt();
            const int shown = table->property("viewSeat").toInt();
            const QString text = everythingShown(*table);
            if (handoff >= 0 || shown < 0) {
                const QStringList leaks = found(text, all);
                QVERIFY2(leaks.isEmpty(),
                         qPrintable(QStringLiteral("step %1, no hand shown, yet: %2")
                                        .arg(step)
                                        .arg(leaks.join(' '))));
                if (handoff >= 0) {
                    ++curtains;
                    QVERIFY(QMetaObject::invokeMethod(table.get(), "reveal"));
                    continue; // look again with the hand revealed
                }
            } else {
                ++reveals;
                // Two humans share the tablet: a hand shows only on its own turn, since
                // whoever takes the tablet next must not find the last hand still open.
                QVERIFY2(table->seatsToAct().contains(shown),
                         qPrintable(QStringLiteral(
                                        "step %1: seat %2's hand is open on another seat's turn")
                                        .arg(step)
                                        .arg(shown)));
                const std::vector<std::string> others = info.secretsHiddenFrom(engine, shown);
                const QStringList leaks = found(text, others);
                QVERIFY2(leaks.isEmpty(),
                         qPrintable(QStringLiteral("step %1, seat %2 shown, others' cards: %3")
                                        .arg(step)
                                        .arg(shown)
                                        .arg(leaks.join(' '))));
                const std::vector<std::string> own = minus(all, others);
                QVERIFY2(own.empty() || !found(text, own).isEmpty(),
                         "the shown seat's own cards must be visible (else this search is blind)");
            }
            const QList<int> acting = table->seatsToAct();
            QVERIFY(!acting.isEmpty());
            const int seat = acting.first();
            if (table->isBot(seat)) { // what a bot is given to think about
                const QString input = toText(table->view(seat));
                const QStringList leaks = found(input, info.secretsHiddenFrom(engine, seat));
                QVERIFY2(leaks.isEmpty(),
                         qPrintable("a bot's view holds others' cards: " + leaks.join(' ')));
            }
            const QStringList legal = table->legalActions(seat);
            QVERIFY(!legal.isEmpty());
            QCOMPARE(table->apply(seat, legal.at(int(random.bounded(legal.size())))), QString());
        }
        QVERIFY2(curtains > 3 && reveals > 10, "the game must have passed the tablet around");
    }
};

QTEST_MAIN(InformationLeakTest)
#include "tst_information_leaks.moc"
