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
    // The cards held, for sizes that follow it: a view's own count can lay the view out
    // (and create delegates sized by it) while a binding reads it, a binding loop. It
    // changes once a move, after every row is in (not once a row: a new deal's sizes
    // would follow each card as it lands, the cards sliding over each other).
    Q_PROPERTY(int count READ count NOTIFY countChanged)
  public:
    enum Role { CardIdRole = Qt::UserRole + 1, FruitRole, ValueRole, LegalRole, WhyIllegalRole };
    Q_ENUM(Role)

    using KeyedListModel::KeyedListModel;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return rowCount(); }
    // KeyedListModel::update, then countChanged if the count moved.
    void update(const QList<HandCard>& next);

  signals:
    void countChanged();

  protected:
    QString key(const HandCard& row) const override;
    QVariant roleData(const HandCard& row, int role) const override;
};

} // namespace fc::tindahan_ui
