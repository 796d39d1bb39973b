// Kandar Klash!: a person against a bot, in real time, for two rounds. When the customer
// shows, the person drags an ingredient card from the hand onto the build mat and taps it
// to turn it; in round 1 they press "Siap!" first, in round 2 the bot does and the
// person, last, taps a red ring for the ketchup. Each round ends with its dishes revealed.
#include "journeys.h"
#include "shell_steps.h"

namespace {

// KandarKlashTable::Stage
enum Stage { Idle, Countdown, Cooking, Ketchup, Reveal, Over };

int stage(Journey& journey) {
    return journey.tableValue("stage").toInt();
}

// One round as the person plays it: once the customer shows, a card dragged from the hand
// onto the middle of the mat and tapped to turn it; then "Siap!" when `claim`, or else
// waiting for the bot's "Siap!" and, last, a tap on a red ring for the ketchup. Returns how
// many of these touches the table took.
int cookRound(Journey& journey, QQuickItem* zone, int round, bool claim) {
    const QString prefix = QStringLiteral("round-%1-").arg(round);
    journey.waitFor([&] { return stage(journey) == Countdown || stage(journey) == Cooking; },
                    QStringLiteral("round %1 to begin").arg(round), 30000);
    if (stage(journey) == Countdown)
        journey.shot(prefix + QStringLiteral("countdown"), Journey::AsItIs);
    journey.waitFor([&] { return stage(journey) != Countdown; },
                    QStringLiteral("the customer to show"), 15000);

    int actions = 0;
    if (stage(journey) == Cooking) {
        // A card from the hand onto the middle of the mat.
        QQuickItem* mat = journey.findIn(
            zone, [](QQuickItem* item) { return item->objectName() == QLatin1String("mat"); });
        QQuickItem* card = journey.findIn(zone, [](QQuickItem* item) {
            return item->objectName().startsWith(QLatin1String("card")) &&
                   item->property("faces").isValid() && !item->property("placed").toBool();
        });
        if (!mat || !card)
            journey.fail(QStringLiteral("no hand card or build mat in the person's zone"));
        journey.drag(Journey::centreOf(card), Journey::centreOf(mat),
                     QStringLiteral("%1 onto the build mat").arg(card->objectName()));
        journey.waitFor(
            [&] { return card->property("placed").toBool() || stage(journey) != Cooking; },
            QStringLiteral("the card to lie on the mat"), 10000);
        if (stage(journey) == Cooking) {
            ++actions;
            journey.shot(prefix + QStringLiteral("card-on-the-mat"));
            // A tap turns it a quarter.
            const int turns = card->property("turns").toInt();
            journey.tap(card, QStringLiteral("%1 to turn it").arg(card->objectName()));
            journey.waitFor(
                [&] {
                    return card->property("turns").toInt() != turns || stage(journey) != Cooking;
                },
                QStringLiteral("the card to turn"), 10000);
        }
        if (stage(journey) == Cooking) {
            ++actions;
            journey.shot(prefix + QStringLiteral("card-turned"));
        }
        if (claim && stage(journey) == Cooking) {
            QQuickItem* siap = journey.findIn(zone, [](QQuickItem* item) {
                return item->objectName() == QLatin1String("siapPad") && item->isEnabled();
            });
            if (!siap)
                journey.fail(QStringLiteral("no Siap! pad to press while cooking"));
            journey.tap(siap, QStringLiteral("Siap!"));
            journey.waitFor(
                [&] { return zone->property("claimed").toBool() || stage(journey) != Cooking; },
                QStringLiteral("the Siap! to be heard"), 10000);
            if (zone->property("claimed").toBool())
                ++actions;
        }
    }
    // The round stops once every cook but one has pressed; the last one lays a ketchup.
    journey.waitFor([&] { return stage(journey) >= Ketchup; },
                    QStringLiteral("the round to stop (the bot's Siap!)"), 60000);
    if (stage(journey) == Ketchup && zone->property("lastCook").toBool()) {
        journey.shot(prefix + QStringLiteral("last-lays-the-ketchup"));
        QQuickItem* ring = journey.findIn(zone, [](QQuickItem* item) {
            return item->objectName().startsWith(QLatin1String("ketchup_"));
        });
        if (!ring)
            journey.fail(QStringLiteral("last cook, but no red ring for the ketchup"));
        journey.tap(ring, QStringLiteral("the ketchup ring %1").arg(ring->objectName()));
        ++actions;
    }
    journey.waitFor([&] { return stage(journey) >= Reveal; }, QStringLiteral("the reveal"), 30000);
    journey.log(QStringLiteral("round %1 stopped; the person's touches the table took: %2")
                    .arg(round)
                    .arg(actions));
    if (actions == 0)
        journey.fail(QStringLiteral("round %1 ended before the person could act").arg(round));
    journey.shot(prefix + QStringLiteral("reveal"));
    return actions;
}

} // namespace

void kandarKlashJourney(Journey& journey) {
    const QString game = QStringLiteral("kandarklash");
    startOnMenu(journey);
    openSetup(journey, game);
    visitRules(journey, game);
    // The hard cook: the quickest to say "siap" in round 2 (the easy and medium ones are
    // paced for newcomers and would keep the journey waiting half a minute).
    chooseSeat(journey, 1, QStringLiteral("Bot: Hard"));
    journey.shot(QStringLiteral("setup-a-person-and-a-bot"));
    startGame(journey);

    QQuickItem* zone = journey.needName(QStringLiteral("zone0"));
    // Round 1: the person is quick and presses first. Round 2: they hold back, the bot
    // presses, and the person, last, lays the ketchup.
    cookRound(journey, zone, 1, true);
    cookRound(journey, zone, 2, false);
    // Mid-game the \u2715 asks first; the question's Leave goes to the menu.
    journey.tap(journey.needName(QStringLiteral("leaveTableButton")), QStringLiteral("\u2715"));
    QQuickItem* check = journey.needName(QStringLiteral("leaveCheck"));
    journey.waitFor([&] { return check->isVisible(); }, QStringLiteral("the leave question"),
                    10000);
    journey.shot(QStringLiteral("leave-question"));
    leaveToMenu(journey, journey.needName(QStringLiteral("leaveButton")), game, true);
}

const JourneyRegistration registered("kandarklash", kandarKlashJourney);
