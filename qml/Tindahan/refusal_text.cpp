#include "refusal_text.h"

#include "tindahan/refusals.h"

#include <QCoreApplication>

#include <array>
#include <string_view>

namespace fc::tindahan_ui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("TindahanRefusal", text);
}

// The fruit as the engine names it ("bananas"), in the player's language.
QString fruitName(std::string_view engineName) {
    static constexpr std::array<std::string_view, 5> names = {"bananas", "durians", "mangosteens",
                                                              "rambutans", "pineapples"};
    static constexpr std::array<const char*, 5> translatable = {
        QT_TRANSLATE_NOOP("TindahanRefusal", "bananas"),
        QT_TRANSLATE_NOOP("TindahanRefusal", "durians"),
        QT_TRANSLATE_NOOP("TindahanRefusal", "mangosteens"),
        QT_TRANSLATE_NOOP("TindahanRefusal", "rambutans"),
        QT_TRANSLATE_NOOP("TindahanRefusal", "pineapples")};
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (engineName == names[i])
            return translated(translatable[i]);
    }
    return QString::fromUtf8(engineName.data(), qsizetype(engineName.size()));
}

} // namespace

QString refusalText(const fc::Refusal& refusal, const QString& fallback) {
    using namespace fc::tindahan::refusal;
    struct Sentence {
        std::string_view code;
        const char* text; // %1: the fruit, where the code has one
    };
    static constexpr std::array<Sentence, 12> sentences = {{
        {kGameOver, QT_TRANSLATE_NOOP("TindahanRefusal", "The game is over.")},
        {kNotYourTurn, QT_TRANSLATE_NOOP("TindahanRefusal", "It is not your turn.")},
        {kFruitNotInGame, QT_TRANSLATE_NOOP("TindahanRefusal", "That stall is not in this game.")},
        {kNotHeld, QT_TRANSLATE_NOOP("TindahanRefusal", "You do not hold that card.")},
        //: %1 is the fruit that was led, e.g. "bananas"
        {kMustFollow, QT_TRANSLATE_NOOP("TindahanRefusal", "You must follow %1.")},
        {kLeaderNoSeller,
         QT_TRANSLATE_NOOP("TindahanRefusal", "The leader cannot place a seller.")},
        {kPlayAfterTrump,
         QT_TRANSLATE_NOOP("TindahanRefusal", "After a trump move you must play a card.")},
        {kNoSellersLeft, QT_TRANSLATE_NOOP("TindahanRefusal", "You have no sellers left.")},
        {kOnlyLeaderTrump,
         QT_TRANSLATE_NOOP("TindahanRefusal", "Only the leader can move the trump token.")},
        {kStallNotInGame, QT_TRANSLATE_NOOP("TindahanRefusal", "That stall is not in this game.")},
        //: %1 is a fruit, e.g. "bananas"
        {kTrumpAlreadyThere,
         QT_TRANSLATE_NOOP("TindahanRefusal", "The trump token is already on the %1 stall.")},
        {kUnknownMove, QT_TRANSLATE_NOOP("TindahanRefusal", "That is not a move of this game.")},
    }};
    for (const Sentence& sentence : sentences) {
        if (refusal.code != sentence.code)
            continue;
        QString text = translated(sentence.text);
        if (text.contains(QLatin1String("%1")))
            text = text.arg(fruitName(refusal.args.empty() ? "" : refusal.args.front()));
        return text;
    }
    return fallback;
}

} // namespace fc::tindahan_ui
