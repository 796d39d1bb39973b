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
    // (and create delegates sized by it) while a binding reads it, a binding loop.
    Q_PROPERTY(int count READ count NOTIFY countChanged)
  public:
    enum Role { CardIdRole = Qt::UserRole + 1, FruitRole, ValueRole, LegalRole, WhyIllegalRole };
    Q_ENUM(Role)

    explicit HandModel(QObject* parent = nullptr);
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return rowCount(); }

  signals:
    void countChanged();

  protected:
    QString key(const HandCard& row) const override;
    QVariant roleData(const HandCard& row, int role) const override;
};

} // namespace fc::tindahan_ui
