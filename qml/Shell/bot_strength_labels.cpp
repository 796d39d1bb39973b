#include "bot_strength_labels.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace fc::shell {

namespace {

struct StrengthLabel {
    const char* strength;
    const char* label; // translated in the "BotStrengths" context
};

constexpr StrengthLabel kLabels[] = {
    //: Bot strength: plays random legal moves.
    {"random", QT_TRANSLATE_NOOP("BotStrengths", "Random")},
    //: Bot strength.
    {"easy", QT_TRANSLATE_NOOP("BotStrengths", "Easy")},
    //: Bot strength.
    {"medium", QT_TRANSLATE_NOOP("BotStrengths", "Medium")},
    //: Bot strength.
    {"hard", QT_TRANSLATE_NOOP("BotStrengths", "Hard")},
    //: Bot strength of the solo game: a bot that plans its whole route.
    {"planner", QT_TRANSLATE_NOOP("BotStrengths", "Planner")},
};

const StrengthLabel* find(const QString& strength) {
    const auto it = std::find_if(std::begin(kLabels), std::end(kLabels),
                                 [&](const StrengthLabel& l) { return strength == l.strength; });
    return it == std::end(kLabels) ? nullptr : it;
}

} // namespace

QString BotStrengthLabels::label(const QString& strength) {
    const StrengthLabel* row = find(strength);
    return row ? QCoreApplication::translate("BotStrengths", row->label) : strength;
}

bool BotStrengthLabels::known(const QString& strength) {
    return find(strength) != nullptr;
}

} // namespace fc::shell
