// TokenModel: the ingredient tokens lying on the table, in the order they landed, for the
// wok view. A landing inserts one row (with who threw it, so the view can fly it in from
// that player's pile); a push moves rows (their previous place stays readable, so the view
// can slide them); the end of a round removes them all.
#pragma once

#include "wokup/recipes.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace fc::wokup_ui {

class TokenModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TokenModel belongs to WokUpTable")

  public:
    enum Role {
        TokenIdRole = Qt::UserRole + 1, // "T07"
        IngredientRole,                 // 0 chili .. 4 broccoli
        PicturesRole,                   // 1-5 on the side that shows
        XRole,                          // resting place, cm from the wok's centre (y up)
        YRole,
        InWokRole,
        ThrowerRole, // seat that threw it, -1 when unknown (a resumed game)
    };

    explicit TokenModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Brings the rows in line with the table; `thrower` threw the tokens that are new.
    void update(const std::vector<fc::wokup::TableToken>& table, int thrower);

  private:
    struct Row {
        fc::wokup::TableToken token;
        int thrower = -1;
    };
    std::vector<Row> rows_;
};

} // namespace fc::wokup_ui
