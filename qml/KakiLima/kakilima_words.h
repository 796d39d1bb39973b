// KakiLimaWords: the Kaki Lima words the table shows that come from engine values (stall
// names, ranking bands, the planner's hint), translated here so the engine stays in
// English and Qt-free.
#pragma once

#include "kakilima/planner.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// Outside any namespace on purpose: the translation context is then "KakiLimaWords" both
// for lupdate and at run time.
class KakiLimaWords {
    Q_DECLARE_TR_FUNCTIONS(KakiLimaWords)
  public:
    static QString stallName(int stall);
    // A card as the cards show it: the number and its booster's sign ("3 ×2", "2 ⇄").
    static QString cardLabel(fc::kakilima::Card card);
    // The engine's English band ("5-star review") in the player's language.
    static QString rankingBand(const QString& band);
    // "Kopitiam (C3)", "Komtar (B2)": a map card as a place to walk to.
    static QString place(int cell, const QString& kind, const QString& title);
    // "Siti and Farid".
    static QString names(const QList<QString>& names);
    // The hint in words. `placeName` is place() of the walk's end; `picks` and `deliveries`
    // hold the characters' names.
    static QString hint(const fc::kakilima::Hint& hint, const QString& placeName,
                        const QList<QString>& picks, const QList<QString>& deliveries,
                        const QString& walkerName);
};
