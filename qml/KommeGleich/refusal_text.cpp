#include "refusal_text.h"

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

QString refusalText(std::string_view message) {
    struct Known {
        std::string_view engine; // the whole message, or its start when it ends in a number
        bool prefix;
        const char* text;
    };
    static constexpr std::array<Known, 20> known = {{
        {"The game is over", false, QT_TRANSLATE_NOOP("KommeGleichRefusal", "The game is over.")},
        {"Not your turn", false, QT_TRANSLATE_NOOP("KommeGleichRefusal", "It is not your turn.")},
        {"You cannot draw now", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "You cannot draw a card now.")},
        {"There is no card left to draw", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "There is no card left to draw.")},
        {"You have no drawn card to insert", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Draw a card first.")},
        {"Slot ", true,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Put the card into your hand, not beyond it.")},
        {"You cannot cover a row card now", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "You cannot cover an order now.")},
        {"Only the start player covers a row card", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Only the start player covers an order.")},
        {"You have no hand card in slot ", true,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "There is no card of yours there.")},
        {"The row has no slot ", true,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Drop the card on one of the five orders.")},
        {"The start player draws and covers instead", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal",
                           "As start player you draw and cover; you cannot move a card.")},
        {"You cannot move a card now", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "You cannot move a card now.")},
        {"Slots run from 0 to ", true,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Move the card to a place in your hand.")},
        {"Move the card to another slot", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Move the card to another place.")},
        {"You cannot discard now", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "You cannot discard now.")},
        {"You cannot serve now", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "You cannot serve now.")},
        {"A run has at least 3 cards", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Serve at least 3 cards side by side.")},
        {"The row has only 5 cards", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Those cards would run past the end of the row.")},
        {"Those cards do not match the row", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Those cards do not match the orders.")},
        {"Finish this step first", false,
         QT_TRANSLATE_NOOP("KommeGleichRefusal", "Finish this step first.")},
    }};
    for (const Known& entry : known) {
        if (entry.prefix ? message.starts_with(entry.engine) : message == entry.engine)
            return translated(entry.text);
    }
    return QString::fromUtf8(message.data(), qsizetype(message.size()));
}

} // namespace fc::kommegleich_ui
