// IngredientPalette (QML singleton "Ingredients"): the colour and the icon shape of each
// ingredient token, read from the engine's content table so that the art never holds a
// second copy of that data.
#pragma once

#include <QColor>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace fc::kandarklash_ui {

class IngredientPalette : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(Ingredients)
    QML_SINGLETON

  public:
    explicit IngredientPalette(QObject* parent = nullptr) : QObject(parent) {}

    // "#RRGGBB" of an ingredient ("rice"), grey for an unknown token.
    Q_INVOKABLE QColor colour(const QString& token) const;
    // The icon's shape name ("mound", "drumstick", ...), "" for an unknown token.
    Q_INVOKABLE QString shape(const QString& token) const;
};

} // namespace fc::kandarklash_ui
