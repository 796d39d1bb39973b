#include "kakilima_words.h"

#include "kakilima/content.h"

namespace kl = fc::kakilima;

QString KakiLimaWords::stallName(int stall) {
    switch (stall) {
    //: A food stall on the Kaki Lima map (a Malaysian coffee shop).
    case 0:
        return tr("Kopitiam");
    //: A food stall on the Kaki Lima map (toast with kaya).
    case 1:
        return tr("Roti Bakar Stall");
    //: A food stall on the Kaki Lima map (a shaved-ice dessert).
    case 2:
        return tr("Chendul Stall");
    //: A food stall on the Kaki Lima map (a fruit salad).
    case 3:
        return tr("Rojak Stall");
    }
    return {};
}

QString KakiLimaWords::cardLabel(kl::Card card) {
    static const char* const signs[kl::kBoosterKinds] = {"", " ×2", " +2", " ●", " ●", " ⇄"};
    return QString::number(kl::numberOf(card)) +
           QString::fromUtf8(signs[static_cast<int>(kl::boosterOf(card))]);
}

QString KakiLimaWords::rankingBand(const QString& band) {
    //: Kaki Lima ranking for 100-130 points.
    if (band == QLatin1String("Impossible"))
        return tr("Impossible!");
    //: Kaki Lima ranking for 70-99 points.
    if (band == QLatin1String("5-star review"))
        return tr("5-star review");
    //: Kaki Lima ranking for 40-69 points ("lar" is Malaysian slang; keep it if you like).
    if (band == QLatin1String("Not bad lar"))
        return tr("Not bad lar");
    //: Kaki Lima ranking for 0-39 points (Malaysian slang for "so-so").
    if (band == QLatin1String("ok ok lo"))
        return tr("ok ok lo");
    //: Kaki Lima ranking below 0 points: the grandma went hungry.
    if (band == QLatin1String("Mak Cik Kiah starve liao"))
        return tr("Mak Cik Kiah starve liao");
    return band;
}

QString KakiLimaWords::place(int cell, const QString& kind, const QString& title) {
    const QString name = QString::fromStdString(kl::cellName(cell));
    const QString shown = kind == QLatin1String("stall") ? stallName(kl::stallAt(cell)) : title;
    //: A place on the map: %1 its name, %2 its square ("Komtar (B2)").
    return shown.isEmpty() ? name : tr("%1 (%2)").arg(shown, name);
}

QString KakiLimaWords::names(const QList<QString>& names) {
    if (names.size() == 2)
        //: Two people, as in "deliver to Siti and Farid".
        return tr("%1 and %2").arg(names.at(0), names.at(1));
    return names.isEmpty() ? QString() : names.first();
}

QString KakiLimaWords::hint(const kl::Hint& hint, const QString& placeName,
                            const QList<QString>& picks, const QList<QString>& deliveries,
                            const QString& walkerName) {
    const kl::Move move = hint.move;
    if (move.kind == kl::Move::ChooseWalker)
        //: Hint: the character to walk as.
        return tr("Walk as %1.").arg(walkerName);
    if (move.kind == kl::Move::ChooseStart)
        //: Hint: where to start; %1 is a place on the map.
        return tr("Start at %1.").arg(placeName);
    const QString card = cardLabel(move.card);
    QStringList parts;
    if (move.swapOut)
        //: Hint: first swap a hand card (%1) with the top card of the discard pile.
        parts << tr("Swap your %1 with the top of the discard pile.").arg(cardLabel(move.swapOut));
    parts << (move.boosted
                  //: Hint: which Langkah card to play (%1) with its x2 or +2 booster, and where to
                  //: walk (%2).
                  ? tr("Play the %1 with its booster and walk to %2.")
                  //: Hint: which Langkah card to play (%1) and where to walk (%2).
                  : tr("Play the %1 and walk to %2."))
                 .arg(card, placeName);
    if (!deliveries.isEmpty())
        //: Hint: who receives their order at the end of the walk.
        parts << tr("Deliver to %1.").arg(names(deliveries));
    if (!picks.isEmpty())
        parts << (picks.size() == 2
                      //: Hint: pick up two orders at the stall; %1 is two names.
                      ? tr("Pick up the orders for %1.").arg(names(picks))
                      //: Hint: pick up one order at the stall; %1 is a name.
                      : tr("Pick up the order for %1.").arg(names(picks)));
    if (hint.gainsToken)
        //: Hint: the card's booster gives a clearing token.
        parts << tr("You gain a clearing token.");
    return parts.join(QLatin1Char(' '));
}
