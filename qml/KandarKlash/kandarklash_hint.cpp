// KandarKlashTable::hint: "What can I do?" for the cook who asks in their zone, from the
// engine's hint (engine/kandarklash/hint.h): the dish everyone sees and that cook's own
// table. Only while the round is live: during the countdown the next dish is still hidden.
#include "kandarklash_table.h"

#include "kandarklash/geometry.h"
#include "kandarklash/hint.h"

namespace fc::kandarklash_ui {

namespace {

// The ingredients a card shows in a pose, row by row (as CardModel's "faces").
QStringList facesOf(int card, int rotation, bool back) {
    const kandarklash::Footprint f = kandarklash::footprintOf(card, rotation, back);
    QStringList faces;
    for (int dy = 0; dy < f.height; ++dy) {
        for (int dx = 0; dx < f.width; ++dx) {
            const auto token =
                kandarklash::ingredients()[static_cast<std::size_t>(f.at(dx, dy))].token;
            faces.append(QString::fromUtf8(token.data(), static_cast<qsizetype>(token.size())));
        }
    }
    return faces;
}

} // namespace

QVariantMap KandarKlashTable::hint(int seat) {
    const kandarklash::State* s = state();
    const bool live = stage_ == Stage::Cooking || stage_ == Stage::Ketchup;
    if (!s || !live || seat < 0 || seat >= s->players || isBot(seat))
        return hintWait();
    const kandarklash::Hint found = kandarklash::hintFor(*s, seat);
    QStringList lines;
    //: Hint lines: what a Kandar Klash! cook may do now.
    if (found.canPlace)
        lines << tr("Drag a card onto your mat; tap it to turn it, Flip shows its other side.");
    if (found.canTakeBack)
        lines << tr("Drag a card off the mat to take it back.");
    if (found.canClaim)
        lines << tr("Press Siap! as soon as your mat shows the dish.");
    if (found.canPlaceKetchup)
        lines << tr("You finished last: lay your ketchup on a red ring.");
    QVariantMap example;
    if (found.example) {
        const kandarklash::Action& a = *found.example;
        const kandarklash::Placement& p = a.placement;
        switch (a.kind) {
        case kandarklash::ActionKind::Place: {
            const kandarklash::Footprint f = kandarklash::footprintOf(p.card, p.rotation, p.back);
            //: Hint line: the next card for the dish; the mat shows it in its place.
            lines << (a.over ? tr("Next: the marked card, laid over the others as the "
                                  "outline on your mat shows.")
                             //: Hint line: as above, but the card slides under the others.
                             : tr("Next: the marked card, slid under the others as the "
                                  "outline on your mat shows."));
            example = {{QStringLiteral("action"), QStringLiteral("place")},
                       {QStringLiteral("card"), p.card},
                       {QStringLiteral("x"), p.x},
                       {QStringLiteral("y"), p.y},
                       {QStringLiteral("columns"), f.width},
                       {QStringLiteral("rows"), f.height},
                       {QStringLiteral("faces"), facesOf(p.card, p.rotation, p.back)},
                       {QStringLiteral("over"), a.over}};
            break;
        }
        case kandarklash::ActionKind::Take:
            //: Hint line: a card on the mat that the dish does not need there.
            lines << tr("First take the marked card back: the dish does not need it there.");
            example = {{QStringLiteral("action"), QStringLiteral("take")},
                       {QStringLiteral("card"), p.card}};
            break;
        case kandarklash::ActionKind::Siap:
            //: Hint line: the mat already shows the dish.
            lines << tr("Your mat shows the dish: press Siap!");
            example = {{QStringLiteral("action"), QStringLiteral("siap")}};
            break;
        case kandarklash::ActionKind::Ketchup:
            //: Hint line: one of the red rings where the ketchup may go, marked.
            lines << tr("For example the marked ring.");
            example = {{QStringLiteral("action"), QStringLiteral("ketchup")},
                       {QStringLiteral("x"), a.cell.x},
                       {QStringLiteral("y"), a.cell.y}};
            break;
        case kandarklash::ActionKind::Done:
            break;
        }
    }
    QVariantMap answer = hintAnswer(lines, example);
    // Each cook builds on their own table: the others' actions leave this hint standing.
    answer.insert(QStringLiteral("ownSeatOnly"), true);
    return answer;
}

} // namespace fc::kandarklash_ui
