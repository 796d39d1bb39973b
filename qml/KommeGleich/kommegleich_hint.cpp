// KommeGleichTable::hint: "What can I do?" for the shown seat, from the engine's hint
// (engine/kommegleich/hint.h), which reads only that seat's hand and the open row.
#include "kommegleich_table.h"

#include "kommegleich/hint.h"
#include "kommegleich/kommegleich_game.h"

namespace fc::kommegleich_ui {

QVariantMap KommeGleichTable::hint(int seat) {
    if (seat < 0)
        seat = viewSeat_;
    // Only the seat whose hand is on show, on its turn: nothing about a hidden hand.
    if (!match() || over() || seat < 0 || seat != viewSeat_ || !myTurn())
        return hintWait();
    const auto* game = dynamic_cast<const fc::kommegleich::KommeGleichGame*>(&match()->game());
    if (!game)
        return hintWait();
    const fc::kommegleich::Hint found = fc::kommegleich::hintFor(game->state());
    QStringList lines;
    //: Hint lines: the kinds of step allowed now in Komme gleich!.
    if (found.canDraw)
        lines << tr("Draw a card from the pile.");
    if (found.canMoveCard)
        lines << tr("Or move one card to another place in your hand.");
    if (found.canInsert)
        lines << tr("Put your new card anywhere in your hand.");
    if (found.canCover)
        lines << tr("Cover one order with a card from your hand.");
    if (found.canDiscard)
        lines << tr("Discard one card.");
    if (found.canServe)
        lines << tr("Serve a run of 3 or more cards onto matching orders.");
    if (found.canEndTurn)
        lines << (found.canServe ? tr("Or end your turn.") : tr("End your turn."));
    QVariantMap example;
    if (found.longestRun) {
        const int first = found.longestRun->a, last = found.longestRun->b;
        const int rowSlot = found.longestRun->c;
        lines << (found.canServe
                      //: Hint line: the longest run that can be served now, marked on the table.
                      ? tr("Your longest run: %n card(s), marked in your hand and on the orders.",
                           nullptr, last - first + 1)
                      //: Hint line: a run the hand already holds, to keep together for later.
                      : tr("Keep together your longest run: %n card(s), marked in your hand "
                           "and on the orders.",
                           nullptr, last - first + 1));
        example = {{QStringLiteral("first"), first},
                   {QStringLiteral("last"), last},
                   {QStringLiteral("rowSlot"), rowSlot}};
    } else if (found.canEndTurn) {
        //: Hint line: no run of the hand matches the orders.
        lines << tr("No run matches the orders this time.");
    }
    return hintAnswer(lines, example);
}

} // namespace fc::kommegleich_ui
