// Wok Up: a person against a bot, in real time, for two rounds (a round ends when a recipe
// card is won). In every volley the person flicks their top token from their edge towards
// the wok (a quick upward stroke); in round 1, once the tokens settle, they cover a recipe
// card that the wok completes as soon as they see one; in round 2 they leave that to the
// bot.
#include "journeys.h"
#include "shell_steps.h"

#include "wokup/content.h"
#include "wokup/recipes.h"

#include <QAbstractItemModel>
#include <cmath>

namespace {

int roleOf(const QAbstractItemModel* model, const char* name) {
    return model->roleNames().key(QByteArray(name), -1);
}

// What a person sees in the wok, counted: the face-up recipe cards the tokens lying
// there complete now.
QStringList completeCards(Journey& journey, QQuickItem* edge) {
    using namespace fc::wokup;
    auto* tokens = journey.tableValue("tokens").value<QAbstractItemModel*>();
    if (!tokens)
        journey.fail(QStringLiteral("the table shows no tokens"));
    const int idRole = roleOf(tokens, "tokenId");
    const int picturesRole = roleOf(tokens, "pictures");
    const int xRole = roleOf(tokens, "xCm");
    const int yRole = roleOf(tokens, "yCm");
    std::vector<TableToken> lying;
    for (int row = 0; row < tokens->rowCount(); ++row) {
        const QModelIndex index = tokens->index(row, 0);
        const std::string id = tokens->data(index, idRole).toString().toStdString();
        const int pictures = tokens->data(index, picturesRole).toInt();
        for (int token = 0; token < kTokenCount; ++token) {
            if (tokenName(token) != id)
                continue;
            const TokenFaces faces = tokenFaces(token);
            lying.push_back(
                {token,
                 faces.counts[0] == pictures ? 0 : 1,
                 {tokens->data(index, xRole).toDouble(), tokens->data(index, yRole).toDouble()}});
        }
    }
    const WokSummary wok = summarize(lying);
    QStringList complete;
    const QString prefix = QStringLiteral("claim_%1_").arg(edge->property("seat").toInt());
    for (QQuickItem* pad : journey.findAllIn(
             edge, [&](QQuickItem* item) { return item->objectName().startsWith(prefix); })) {
        const QString name = pad->objectName().mid(prefix.size());
        const int card = parseCardName(name.toStdString());
        if (card >= 0 && isComplete(recipe(card), wok))
            complete.append(name);
    }
    return complete;
}

} // namespace

void wokUpJourney(Journey& journey) {
    const QString game = QStringLiteral("wokup");
    startOnMenu(journey);
    openSetup(journey, game);
    visitRules(journey, game);
    chooseSeat(journey, 1, QStringLiteral("Bot: Medium"));
    journey.shot(QStringLiteral("setup-a-person-and-a-bot"));
    startGame(journey);

    QObject* table = journey.table();
    QQuickItem* edge = journey.needName(QStringLiteral("edge_0"));
    QQuickItem* flickArea = journey.findIn(
        edge, [](QQuickItem* item) { return item->objectName() == QLatin1String("flick_0"); });
    if (!flickArea)
        journey.fail(QStringLiteral("the person's edge has no flick area"));
    auto stage = [&] { return table->property("stage").toString(); };
    auto round = [&] { return table->property("round").toInt(); };
    // Round 1: the person covers a complete recipe as soon as they see one. Round 2: they
    // only throw, and the bot has to spot a complete recipe.
    // A round lasts as many volleys as it takes: when round 1 took 12 flicks or more the
    // journey stops once it is over (leaving round 2 where it stands), to stay well under
    // two minutes. Counted in flicks, not seconds, so a loaded machine plays the same path.
    int rounds = 2;
    QList<int> flicks(rounds + 2, 0); // by round
    auto over = [&] {
        if (rounds > 1 && round() > 1 && flicks[1] >= 12) {
            journey.log(QStringLiteral("round 1 took 12 flicks or more: the journey stops"));
            rounds = 1;
        }
        return round() > rounds || stage() == QLatin1String("over");
    };

    int claims = 0, shownResults = 0, claimWindows = 0;
    while (!over()) {
        if (flicks[1] + flicks[2] > 80)
            journey.fail(QStringLiteral("%1 rounds did not end within 80 flicks").arg(rounds));
        const QString now = stage();
        const int r = round();
        if (now == QLatin1String("throwing") && edge->property("toThrow").toBool()) {
            // A quick stroke up the flick area, lifted while still moving, a little faster
            // than the nominal throw (102 cm/s stops near the middle).
            const qreal pxPerCm = edge->property("pxPerCm").toReal();
            const QPointF from =
                flickArea->mapToScene(QPointF(flickArea->width() / 2, flickArea->height() * 0.85));
            const QPointF to =
                flickArea->mapToScene(QPointF(flickArea->width() / 2, flickArea->height() * 0.1));
            const qreal length = std::hypot(to.x() - from.x(), to.y() - from.y());
            const int pile = edge->property("pile").toInt();
            journey.flick(from, to, qRound(1000 * length / (110 * pxPerCm)),
                          QStringLiteral("the top token towards the wok"));
            journey.waitFor(
                [&] {
                    return !edge->property("toThrow").toBool() ||
                           edge->property("pile").toInt() != pile ||
                           !edge->property("notice").toString().isEmpty() || stage() != now;
                },
                QStringLiteral("the flick to be thrown"), 10000);
            const QString notice = edge->property("notice").toString();
            if (!notice.isEmpty())
                journey.fail(QStringLiteral("the flick was refused: %1").arg(notice));
            if (flicks[r]++ == 0)
                journey.shot(QStringLiteral("round-%1-token-flicked").arg(r));
            continue;
        }
        if (now == QLatin1String("claiming") && r == 1 && !edge->property("decided").toBool() &&
            !edge->property("out").toBool()) {
            const QStringList complete = completeCards(journey, edge);
            if (!complete.isEmpty()) {
                QQuickItem* pad = journey.findIn(edge, [&](QQuickItem* item) {
                    return item->objectName() ==
                           QStringLiteral("claim_0_%1").arg(complete.constFirst());
                });
                journey.tap(pad,
                            QStringLiteral("the complete recipe %1").arg(complete.constFirst()));
                ++claims;
                journey.waitFor(
                    [&] {
                        return edge->property("decided").toBool() || stage() != now ||
                               !edge->property("notice").toString().isEmpty();
                    },
                    QStringLiteral("the claim to be heard"), 10000);
                const QString notice = edge->property("notice").toString();
                if (!notice.isEmpty())
                    journey.fail(QStringLiteral("the claim was refused: %1").arg(notice));
                // The result shows for under two seconds: caught as it is.
                journey.shot(QStringLiteral("round-%1-recipe-claimed").arg(r), Journey::AsItIs);
                continue;
            }
        }
        if (now == QLatin1String("claiming") && claimWindows++ == 0)
            journey.shot(QStringLiteral("claiming"));
        if (now == QLatin1String("result") && shownResults < r) {
            // The round's number moves on as its card is won: this result ends the round
            // before.
            shownResults = r;
            journey.shot(QStringLiteral("round-%1-result").arg(r - 1), Journey::AsItIs);
            continue;
        }
        // Nothing for the person to do now: wait for the table to move on.
        journey.waitFor(
            [&] {
                return stage() != now || over() ||
                       (now == QLatin1String("throwing") && edge->property("toThrow").toBool()) ||
                       (now == QLatin1String("claiming") && r == 1 &&
                        !edge->property("decided").toBool() &&
                        !completeCards(journey, edge).isEmpty());
            },
            QStringLiteral("the table in stage '%1'").arg(now), 30000);
    }
    for (int r = 1; r <= rounds; ++r) {
        journey.log(QStringLiteral("round %1: %2 flick(s) by touch").arg(r).arg(flicks[r]));
        if (flicks[r] == 0)
            journey.fail(QStringLiteral("the person never flicked a token in round %1").arg(r));
    }
    journey.log(QStringLiteral("%1 claim(s) by touch").arg(claims));
    journey.shot(QStringLiteral("round-%1-begins").arg(rounds + 1));
    // Mid-game Menu pauses and asks first; the pause panel's Menu goes to the menu.
    journey.tap(journey.needName(QStringLiteral("menuButton")), QStringLiteral("Menu"));
    QQuickItem* panel = journey.needName(QStringLiteral("pausePanel"));
    journey.waitFor([&] { return panel->isVisible(); }, QStringLiteral("the pause panel"), 10000);
    journey.shot(QStringLiteral("pause-question"));
    leaveToMenu(journey, journey.needName(QStringLiteral("pauseMenuButton")), game, true);
}

const JourneyRegistration registered("wokup", wokUpJourney);
