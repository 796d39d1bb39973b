// OrderRow: the five orders (menu cards face up) in the middle of the table, printed to
// read from both long sides. A covering card pops in where the covered order was;
// `marks` lights orders up while a card or a run is dragged over them.
import QtQuick
import FoodCourt.Common
import FoodCourt.KommeGleich

Row {
    id: orders

    property alias model: cards.model
    property real cardWidth: 100
    property var marks: []          // MenuCard.Mark per order slot
    property bool reduceMotion: false

    // An order pressed with the keyboard (Enter, Space) or a screen reader's press.
    signal chosen(int slot)

    // The order slot under a point of this item, or -1.
    function slotAt(x: real, y: real): int {
        if (y < 0 || y >= height)
            return -1
        const pitch = cardWidth + spacing
        const slot = Math.floor(x / pitch)
        return slot >= 0 && slot < cards.count && x - slot * pitch < cardWidth ? slot : -1
    }
    function itemAtIndex(slot: int): Item { return cards.itemAt(slot) }

    spacing: cardWidth * 0.12

    Repeater {
        id: cards
        // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
        // pragma ComponentBehavior: Bound); the ids used here are this file's own.
        // qmllint disable unqualified
        delegate: MenuCard {
            id: order
            required kind // the model's role sets the card's own property
            required property int index
            activeFocusOnTab: true
            Accessible.role: Accessible.Button
            //: A screen reader's name for an order (a menu card in the middle row); %1 its place, %2 the dish.
            Accessible.name: qsTr("Order %1: %2").arg(index + 1).arg(DishStyle.name(kind))
            Accessible.onPressAction: orders.chosen(index)
            Keys.onPressed: event => Keyboard.handle(event, order, () => orders.chosen(order.index))
            FocusRing {
                border.color: "#56B4E9" // Okabe-Ito sky blue: bright on the dark felt, apart from the cream cards
            }
            objectName: "order_" + index
            width: orders.cardWidth
            twoSided: true
            mark: orders.marks[index] ?? MenuCard.Mark.None
            // A card laid on the row (a cover) pops in.
            NumberAnimation on scale {
                from: 1.3; to: 1
                duration: orders.reduceMotion ? 0 : 350
                easing.type: Easing.OutBack
            }
        }
        // qmllint enable unqualified
    }
}
