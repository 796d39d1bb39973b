#include "refusal_text.h"

#include "wokup/refusals.h"

#include <QCoreApplication>

#include <array>
#include <string_view>

namespace fc::wokup_ui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("WokUpRefusal", text);
}

} // namespace

QString refusalText(const fc::Refusal& refusal, const QString& fallback) {
    using namespace fc::wokup::refusal;
    struct Sentence {
        std::string_view code;
        const char* text;
    };
    // Times, token and card names are left out: the players see the wok and the cards.
    static constexpr std::array<Sentence, 16> sentences = {{
        {kGameOver, QT_TRANSLATE_NOOP("WokUpRefusal", "The game is over.")},
        //: A touch named a seat that is not at this table.
        {kNoSeat, QT_TRANSLATE_NOOP("WokUpRefusal", "There is no such seat at this table.")},
        //: A player flicked before the start signal ("Wok!").
        {kBeforeSignal, QT_TRANSLATE_NOOP("WokUpRefusal", "Wait for the signal: Wok!")},
        //: A claim stamped before the claim window opened.
        {kBeforeWindow, QT_TRANSLATE_NOOP("WokUpRefusal", "That came before the claims opened.")},
        //: A throw would push a token that is not in the wok.
        {kTokenNotOnTable, QT_TRANSLATE_NOOP("WokUpRefusal", "That token is not on the table.")},
        //: A throw would push the same token twice.
        {kMovedTwice,
         QT_TRANSLATE_NOOP("WokUpRefusal", "A token cannot be moved twice in one throw.")},
        //: A throw would leave a token off the table.
        {kRestOffTable, QT_TRANSLATE_NOOP("WokUpRefusal", "A token would rest off the table.")},
        //: A throw would leave two tokens on top of each other.
        {kTokensOverlap,
         QT_TRANSLATE_NOOP("WokUpRefusal", "Two tokens would rest on top of each other.")},
        //: A player flicked after everyone had thrown.
        {kVolleyOver, QT_TRANSLATE_NOOP("WokUpRefusal", "This volley has already been thrown.")},
        //: A player tried to throw a second token, or is not throwing in this volley.
        {kNotYourThrow, QT_TRANSLATE_NOOP("WokUpRefusal", "You do not throw in this volley.")},
        //: A player pressed a recipe before the tokens came to rest.
        {kWindowClosed, QT_TRANSLATE_NOOP("WokUpRefusal", "Claims open when the wok has settled.")},
        //: A player who made a mistake pressed again in the same round.
        {kOutOfRound,
         QT_TRANSLATE_NOOP("WokUpRefusal", "You are out of this round after a mistake.")},
        //: A player pressed again after claiming in this window.
        {kAlreadyDecided,
         QT_TRANSLATE_NOOP("WokUpRefusal", "You have already claimed after this volley.")},
        //: A player pressed a recipe card that is not face up.
        {kNotVisible, QT_TRANSLATE_NOOP("WokUpRefusal", "That recipe is not face up.")},
        //: Someone other than the winner, or nobody's turn, tapped a stack to turn over.
        {kNoStackToTurn, QT_TRANSLATE_NOOP("WokUpRefusal", "You have no stack to turn over now.")},
        //: The winner tapped the stack of the card just won, or one already face up.
        {kStackNotEligible,
         QT_TRANSLATE_NOOP("WokUpRefusal", "Turn over another face-down stack.")},
    }};
    for (const Sentence& sentence : sentences) {
        if (refusal.code == sentence.code)
            return translated(sentence.text);
    }
    return fallback;
}

QString noGameText() {
    //: A player acted while no game is on the table.
    return QCoreApplication::translate("WokUpRefusal", "No game is in progress.");
}

QString pausedText() {
    //: A player touched the table while the game is paused.
    return QCoreApplication::translate("WokUpRefusal", "The game is paused.");
}

QString notAHumanSeatText() {
    //: A flick or a press on a seat no human plays.
    return QCoreApplication::translate("WokUpRefusal", "Nobody plays that seat by hand.");
}

} // namespace fc::wokup_ui
