// MenuCardModel: a row of menu cards in order: the five orders on the table, or the
// viewing seat's hand (front first). Rows are keyed by card, so a covered order or a
// moved hand card animates instead of resetting the list.
#pragma once

#include "table_snapshot.h"

#include "keyed_list_model.h"

#include <QtQml/qqmlregistration.h>

namespace fc::kommegleich_ui {

class MenuCardModel : public KeyedListModel<MenuCard> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("MenuCardModel is owned by KommeGleichTable")
  public:
    enum Role { CardIdRole = Qt::UserRole + 1, KindRole };
    Q_ENUM(Role)

    using KeyedListModel::KeyedListModel;
    QHash<int, QByteArray> roleNames() const override;

  protected:
    QString key(const MenuCard& row) const override { return row.id; }
    QVariant roleData(const MenuCard& row, int role) const override;
};

} // namespace fc::kommegleich_ui
