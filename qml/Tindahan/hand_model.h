// HandModel: The viewing seat's hand, sorted by fruit then value; only ever that one seat's cards.
#pragma once

#include "keyed_list_model.h"
#include "table_snapshot.h"

#include <QtQml/qqmlregistration.h>

namespace fc::tindahan_ui {

class HandModel : public KeyedListModel<HandCard> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("HandModel is owned by TindahanTable")
  public:
    enum Role { CardIdRole = Qt::UserRole + 1, FruitRole, ValueRole, LegalRole, WhyIllegalRole };
    Q_ENUM(Role)

    using KeyedListModel::KeyedListModel;
    QHash<int, QByteArray> roleNames() const override;

  protected:
    QString key(const HandCard& row) const override;
    QVariant roleData(const HandCard& row, int role) const override;
};

} // namespace fc::tindahan_ui
