#include "refusal_text.h"

#include "kommegleich/refusals.h"

#include <QCoreApplication>

#include <array>

namespace fc::kommegleich_ui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("KommeGleichRefusal", text);
}

} // namespace

QString dishName(int kind) {
    static constexpr std::array<const char*, 6> names = {
        QT_TRANSLATE_NOOP("KommeGleichRefusal", "cheese"),
        QT_TRANSLATE_NOOP("KommeGleichRefusal", "lobster"),
        QT_TRANSLATE_NOOP("KommeGleichRefusal", "tartelettes"),
        QT_TRANSLATE_NOOP("KommeGleichRefusal", "salad"),
        QT_TRANSLATE_NOOP("KommeGleichRefusal", "soup"),
        QT_TRANSLATE_NOOP("KommeGleichRefusal", "baguette")};
    return kind >= 0 && kind < int(names.size()) ? translated(names[std::size_t(kind)]) : QString();
}

QString refusalText(const fc::Refusal& refusal, const QString& fallback) {
    using namespace fc::kommegleich::refusal;
    struct Sentence {
        std::string_view code;
        const char* text; // slot numbers are left out: the player sees where the card went
    };
    static constexpr std::array<Sentence, 21> sentences = {{
        {kGameOver, QT_TRANSLATE_NOOP("KommeGleichRefusal", "The game is over.")},
        {kNotYourTurn, QT_TRANSLATE_NOOP("KommeGleichRefusal", "It is not your turn.")},
        {kCannotDraw, QT_TRANSLATE_NOOP("KommeGleichRefusal", "You cannot draw a card now.")},
        {kNothingToDraw, QT_TRANSLATE_NOOP("KommeGleichRefusal", "There is no card left to draw.")},
        {kNoDrawnCard, QT_TRANSLATE_NOOP("KommeGleichRefusal", "Draw a card first.")},
        {kInsertBeyondHand,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Put the card into your hand, not beyond it.")},
        {kCannotCoverNow,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "You cannot cover an order now.")},
        {kOnlyStartCovers,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Only the start player covers an order.")},
        {kNoHandCard, QT_TRANSLATE_NOOP("KommeGleichRefusal", "There is no card of yours there.")},
        {kNoRowSlot,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Drop the card on one of the five orders.")},
        {kStartDrawsInstead,
         QT_TRANSLATE_NOOP("KommeGleichRefusal",
                           "As start player you draw and cover; you cannot move a card.")},
        {kCannotMoveNow, QT_TRANSLATE_NOOP("KommeGleichRefusal", "You cannot move a card now.")},
        {kSlotsRun,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Move the card to a place in your hand.")},
        {kSameSlot, QT_TRANSLATE_NOOP("KommeGleichRefusal", "Move the card to another place.")},
        {kCannotDiscard, QT_TRANSLATE_NOOP("KommeGleichRefusal", "You cannot discard now.")},
        {kCannotServe, QT_TRANSLATE_NOOP("KommeGleichRefusal", "You cannot serve now.")},
        {kRunTooShort,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Serve at least 3 cards side by side.")},
        {kRunPastRow,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Those cards would run past the end of the row.")},
        {kRunMismatch,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Those cards do not match the orders.")},
        {kFinishStep, QT_TRANSLATE_NOOP("KommeGleichRefusal", "Finish this step first.")},
        {kUnknownMove, QT_TRANSLATE_NOOP("KommeGleichRefusal", "That is not a move of this game.")},
    }};
    for (const Sentence& sentence : sentences) {
        if (refusal.code == sentence.code)
            return translated(sentence.text);
    }
    return fallback;
}

} // namespace fc::kommegleich_ui
