#include "refusal_text.h"

#include <QCoreApplication>

#include <array>

namespace fc::tindahan_ui {

namespace {

QString translated(const char* text) { return QCoreApplication::translate("TindahanRefusal", text); }

// The fruit as the engine names it in messages ("bananas"), in the player's language.
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
        if (engineName.starts_with(names[i]))
            return translated(translatable[i]);
    }
    return QString::fromUtf8(engineName.data(), qsizetype(engineName.size()));
}

} // namespace

QString refusalText(std::string_view message) {
    struct Fixed {
        std::string_view engine;
        const char* text;
    };
    static constexpr std::array<Fixed, 7> fixed = {{
        {"The game is over", QT_TRANSLATE_NOOP("TindahanRefusal", "The game is over.")},
        {"Not your turn", QT_TRANSLATE_NOOP("TindahanRefusal", "It is not your turn.")},
        {"The leader cannot place a seller",
         QT_TRANSLATE_NOOP("TindahanRefusal", "The leader cannot place a seller.")},
        {"After a trump move you must play a card",
         QT_TRANSLATE_NOOP("TindahanRefusal", "After a trump move you must play a card.")},
        {"You have no sellers left", QT_TRANSLATE_NOOP("TindahanRefusal", "You have no sellers left.")},
        {"Only the leader can move the trump token",
         QT_TRANSLATE_NOOP("TindahanRefusal", "Only the leader can move the trump token.")},
        {"That stall is not in this game",
         QT_TRANSLATE_NOOP("TindahanRefusal", "That stall is not in this game.")},
    }};
    for (const Fixed& entry : fixed) {
        if (message == entry.engine)
            return translated(entry.text);
    }
    constexpr std::string_view follow = "You must follow ";
    if (message.starts_with(follow)) {
        //: %1 is the fruit that was led, e.g. "bananas"
        return QCoreApplication::translate("TindahanRefusal", "You must follow %1.")
            .arg(fruitName(message.substr(follow.size())));
    }
    constexpr std::string_view trumpAt = "The trump token is already at the ";
    if (message.starts_with(trumpAt)) {
        //: %1 is a fruit, e.g. "bananas"
        return QCoreApplication::translate("TindahanRefusal", "The trump token is already on the %1 stall.")
            .arg(fruitName(message.substr(trumpAt.size())));
    }
    return QString::fromUtf8(message.data(), qsizetype(message.size()));
}

} // namespace fc::tindahan_ui
