// TindahanTable::hint: "What can I do?" for the shown seat, from the engine's hint
// (engine/tindahan/hint.h), which reads only that seat's hand and the open table.
#include "tindahan_table.h"

#include "tindahan/cards.h"
#include "tindahan/hint.h"
#include "tindahan/tindahan_game.h"

#include <QCoreApplication>

namespace fc::tindahan_ui {

QVariantMap TindahanTable::hint(int seat) {
    if (seat < 0)
        seat = viewSeat_;
    // Only the seat whose hand is on show, and only on its turn: the hint says nothing
    // about a hand behind the curtain.
    if (!match() || over() || seat < 0 || seat != viewSeat_ || !myTurn())
        return hintWait();
    const auto* game = dynamic_cast<const fc::tindahan::TindahanGame*>(&match()->game());
    if (!game || game->state().phase != fc::tindahan::Phase::Trick)
        return hintWait();
    const fc::tindahan::Hint found = fc::tindahan::hintFor(game->state());
    QStringList lines;
    if (found.canPlayCard)
        //: Hint line: a kind of move allowed now.
        lines << tr("Play a card from your hand (the ones not greyed out).");
    if (found.canPlaceSeller)
        //: Hint line: instead of a card, a seller may go to the stall of the fruit led.
        lines << tr("Or place a seller on the stall of the fruit that was led.");
    if (found.canMoveTrump)
        //: Hint line: the leader may move the trump token before leading.
        lines << tr("Or move the trump token to another stall, then lead a card.");
    QVariantMap example;
    if (found.example.kind == fc::tindahan::Move::PlayCard) {
        const fc::tindahan::Card card = found.example.arg;
        const QString fruit = QCoreApplication::translate(
            "TindahanRefusal", fc::tindahan::kFruitNames[fc::tindahan::fruitOf(card)].data());
        //: Hint line: the card shown as an example; %1 its value, %2 its fruit ("bananas").
        lines << tr("For example the %1 of %2, marked in your hand.")
                     .arg(fc::tindahan::valueOf(card))
                     .arg(fruit);
        example.insert(QStringLiteral("card"),
                       QString::fromStdString(fc::tindahan::cardToken(card)));
    } else if (found.example.kind == fc::tindahan::Move::PlaceSeller) {
        const int fruit = game->state().led;
        const QString stall =
            QCoreApplication::translate("TindahanRefusal", fc::tindahan::kFruitNames[fruit].data());
        //: Hint line: the seller shown as the example; %1 the stall's fruit ("durians").
        lines << tr("For example place a seller on the %1 stall, marked on the table: none of "
                    "your cards takes this trick, and your sellers can still score there.")
                     .arg(stall);
        // The button that places it and the stall it goes to.
        example.insert(QStringLiteral("sellerStall"), fruit);
    }
    return hintAnswer(lines, example);
}

} // namespace fc::tindahan_ui
