// StackModel: the wok's five recipe stacks, in the engine's order (stack n at the n-th
// corner of the pentagon, placed as geometry.h says). A face-up stack carries its top recipe as
// plain fields the card face draws from (what the family asks, of which ingredients, how many); a
// face-down stack only its size.
#pragma once

#include "wokup/state.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace fc::wokup_ui {

// A flat piece of the wok for QML: centre (cm, y up), angle (degrees, counter-clockwise),
// length along the angle and breadth across it (cm).
QVariantMap pieceMap(const fc::wokup::Piece& piece);

class StackModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("StackModel belongs to WokUpTable")

  public:
    enum Role {
        CardsRole = Qt::UserRole + 1, // cards left in the stack
        FaceUpRole,                   // the top card's name ("R12"), "" when face down
        FamilyRole,                   // 0 token set, 1 quantity, 2 variety, 3 position, 4 equality
        IngredientRole,
        OtherRole,  // equality: the second ingredient, -1 for "any other"
        CountsRole, // token set: the three picture counts
        AmountRole, // quantity, variety (kinds), position (tokens)
        KindsRole,  // variety: the ingredients asked for (empty: any)
        PlaceRole,  // position: 0 card, 1 divider, 2 centre
        PieceRole,  // where the stack lies: {x, y, angle, length, breadth}
    };

    explicit StackModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void update(const fc::wokup::State& state);

  private:
    struct Row {
        int cards = 0;
        int faceUp = -1; // card number
        bool operator==(const Row&) const = default;
    };
    std::vector<Row> rows_;
};

} // namespace fc::wokup_ui
