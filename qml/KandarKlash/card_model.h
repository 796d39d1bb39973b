// CardModel: one cook's six ingredient cards for QML, always six rows (card 1-6), each
// either in the hand (in the pose the cook turned it to) or on the build mat (its cell,
// pose and layer in the stack). Rows only change in place, so card delegates live for the
// whole match and animate between hand and mat.
#pragma once

#include "kandarklash/table.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <array>

namespace fc::kandarklash_ui {

class CardModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Each cook's cards come from KandarKlashTable.cards(seat).")

  public:
    enum Role {
        CardRole = Qt::UserRole + 1,
        OnMatRole,
        CellXRole,
        CellYRole,
        RotationRole,
        BackRole,
        LayerRole, // place in the stack, bottom 0; -1 in the hand
        ColumnsRole,
        RowsRole,
        FacesRole, // ingredient tokens of the spaces as they lie, row by row
    };

    explicit CardModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows `table`: cards in its stack on the mat, the others in the hand.
    void show(const kandarklash::Table& table);
    // The pose a hand card will be laid in; false if `card` is not in the hand.
    bool setHandPose(int card, int rotation, bool back);
    // The card's current pose and place (x, y meaningful on the mat only).
    kandarklash::Placement placementOf(int card) const;
    bool onMat(int card) const;

  private:
    struct Row {
        kandarklash::Placement placement; // x, y only on the mat
        int layer = -1;
        bool operator==(const Row&) const = default;
    };
    void setRow(int index, const Row& row);

    std::array<Row, kandarklash::kCardCount> rows_{};
};

} // namespace fc::kandarklash_ui
