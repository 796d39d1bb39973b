#include "refusal_text.h"

#include "kakilima_words.h"

#include "kakilima/refusals.h"

#include <QCoreApplication>

#include <array>
#include <string_view>

namespace fc::kakilima_ui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("KakiLimaRefusal", text);
}

// The refusal's first argument, a card token ("3x2"), as the cards show it ("3 ×2").
QString cardArgument(const fc::Refusal& refusal) {
    const std::string token = refusal.args.empty() ? std::string() : refusal.args.front();
    const auto card = fc::kakilima::parseCardToken(token);
    return card ? KakiLimaWords::cardLabel(*card) : QString::fromStdString(token);
}

} // namespace

QString refusalText(const fc::Refusal& refusal, const QString& fallback) {
    using namespace fc::kakilima::refusal;
    // What %1 stands for in a sentence.
    enum class Arg { None, Card, Number };
    struct Sentence {
        std::string_view code;
        const char* text;
        Arg arg;
    };
    // The squares and names the engine adds are left out: the map shows them.
    static constexpr std::array<Sentence, 22> sentences = {{
        {kGameOver, QT_TRANSLATE_NOOP("KakiLimaRefusal", "The game is over."), Arg::None},
        {kNotYourTurn, QT_TRANSLATE_NOOP("KakiLimaRefusal", "Kaki Lima is a game for one player."),
         Arg::None},
        {kUnknownMove, QT_TRANSLATE_NOOP("KakiLimaRefusal", "That is not a move of this game."),
         Arg::None},
        //: Refusal: the walker was chosen at the start of the game.
        {kWalkerChosen, QT_TRANSLATE_NOOP("KakiLimaRefusal", "The walker is already chosen."),
         Arg::None},
        //: Refusal: a walker that is not one of the eight characters.
        {kNoSuchCharacter, QT_TRANSLATE_NOOP("KakiLimaRefusal", "There is no such character."),
         Arg::None},
        //: Refusal: the map or a card was tapped before choosing who walks.
        {kChooseWalkerFirst, QT_TRANSLATE_NOOP("KakiLimaRefusal", "Choose your walker first."),
         Arg::None},
        //: Refusal: a start square was tapped after the walk had begun.
        {kAlreadyStarted, QT_TRANSLATE_NOOP("KakiLimaRefusal", "Your walk has already started."),
         Arg::None},
        //: Refusal: a tap outside the map.
        {kNoSuchSquare, QT_TRANSLATE_NOOP("KakiLimaRefusal", "There is no such square on the map."),
         Arg::None},
        //: Refusal: the walk starts on a lit square next to the walker's own house.
        {kStartNextToHouse,
         QT_TRANSLATE_NOOP("KakiLimaRefusal", "Start on a lit square next to your house."),
         Arg::None},
        //: Refusal: a Langkah card was tapped before choosing the start square.
        {kChooseStartFirst, QT_TRANSLATE_NOOP("KakiLimaRefusal", "Choose where to start first."),
         Arg::None},
        //: Refusal: a card that is not in the hand.
        {kNotHeld, QT_TRANSLATE_NOOP("KakiLimaRefusal", "There is no such card in your hand."),
         Arg::None},
        //: Refusal: the chosen card has no x2 or +2 booster.
        {kNoStepBooster,
         QT_TRANSLATE_NOOP("KakiLimaRefusal", "This card has no step booster to use here."),
         Arg::None},
        //: Refusal: no walk of exactly this card's steps fits on the map from here. %1 is the
        //: card, e.g. "3 ×2".
        {kNoWalkFromHere, QT_TRANSLATE_NOOP("KakiLimaRefusal", "The %1 has no walk from here."),
         Arg::Card},
        //: Refusal: the card's plain number of steps does not fit on the map from here.
        {kNoPlainWalk,
         QT_TRANSLATE_NOOP("KakiLimaRefusal",
                           "Without its booster this card has no walk from here."),
         Arg::None},
        //: Refusal: the card's steps with its x2 or +2 booster do not fit on the map from here.
        {kNoBoostedWalk,
         QT_TRANSLATE_NOOP("KakiLimaRefusal", "With its booster this card has no walk from here."),
         Arg::None},
        //: Refusal: swapping with the discard pile needs a card with the swap booster.
        {kSwapNeedsBooster,
         QT_TRANSLATE_NOOP("KakiLimaRefusal", "Only a card with the swap booster can swap."),
         Arg::None},
        //: Refusal: a swap needs a card on the discard pile.
        {kDiscardEmpty,
         QT_TRANSLATE_NOOP("KakiLimaRefusal",
                           "The discard pile is empty: there is nothing to swap with."),
         Arg::None},
        //: Refusal: this hand card cannot be swapped with the discard pile's top.
        {kNoOtherToSwap, QT_TRANSLATE_NOOP("KakiLimaRefusal", "That card cannot be swapped."),
         Arg::None},
        //: Refusal: the chosen card's walk cannot end on the tapped square.
        {kNoWalkTo,
         QT_TRANSLATE_NOOP("KakiLimaRefusal", "Your walk cannot end there: choose a lit square."),
         Arg::None},
        //: Refusal: orders are taken only where a walk ends on a food stall.
        {kPickUpAtStall,
         QT_TRANSLATE_NOOP("KakiLimaRefusal", "Orders are picked up only at a food stall."),
         Arg::None},
        //: Refusal: those orders cannot be picked up here.
        {kOrderNotWaiting,
         QT_TRANSLATE_NOOP("KakiLimaRefusal", "Those orders cannot be picked up here."), Arg::None},
        //: Refusal: the bag is full. %1 is how many orders fit in it (2).
        {kBagFull, QT_TRANSLATE_NOOP("KakiLimaRefusal", "You can carry at most %1 orders."),
         Arg::Number},
    }};
    for (const Sentence& sentence : sentences) {
        if (refusal.code != sentence.code)
            continue;
        const QString text = translated(sentence.text);
        switch (sentence.arg) {
        case Arg::None:
            return text;
        case Arg::Card:
            return text.arg(cardArgument(refusal));
        case Arg::Number:
            return text.arg(refusal.args.empty() ? QString()
                                                 : QString::fromStdString(refusal.args.front()));
        }
    }
    return fallback;
}

} // namespace fc::kakilima_ui
