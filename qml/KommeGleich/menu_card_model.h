// MenuCardModel: a row of menu cards in order: the five orders on the table, or the
// viewing seat's hand (front first). Rows are keyed by card, so a covered order or a
// moved hand card animates instead of resetting the list.
//
// `count` is the model's own row count, told as soon as a row comes or goes. A view's
// `count` catches up later, when the view next lays itself out (a resize of the view
// can be that moment): a size bound to the view's count, that also resizes the view,
// would feed back into itself.
#pragma once

#include "table_snapshot.h"

#include "keyed_list_model.h"

#include <QtQml/qqmlregistration.h>

namespace fc::kommegleich_ui {

class MenuCardModel : public KeyedListModel<MenuCard> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("MenuCardModel is owned by KommeGleichTable")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
  public:
    enum Role { CardIdRole = Qt::UserRole + 1, KindRole };
    Q_ENUM(Role)

    explicit MenuCardModel(QObject* parent = nullptr);
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return rowCount(); }

  signals:
    void countChanged();

  protected:
    QString key(const MenuCard& row) const override { return row.id; }
    QVariant roleData(const MenuCard& row, int role) const override;
};

} // namespace fc::kommegleich_ui
