#include "ingredient_palette.h"

#include "kandarklash/content.h"

#include <algorithm>

namespace fc::kandarklash_ui {

namespace {

const kandarklash::IngredientInfo* find(const QString& token) {
    const auto& all = kandarklash::ingredients();
    const std::string wanted = token.toStdString();
    const auto it = std::find_if(all.begin(), all.end(), [&](const kandarklash::IngredientInfo& i) {
        return i.token == wanted;
    });
    return it == all.end() ? nullptr : &*it;
}

QString text(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

QColor IngredientPalette::colour(const QString& token) const {
    const auto* info = find(token);
    return info ? QColor(text(info->colour)) : QColor(Qt::gray);
}

QString IngredientPalette::shape(const QString& token) const {
    const auto* info = find(token);
    return info ? text(info->shape) : QString();
}

} // namespace fc::kandarklash_ui
