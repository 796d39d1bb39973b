// OrderRow: the five orders (menu cards face up) in the middle of the table, printed to
// read from both long sides. A covering card pops in where the covered order was;
// `marks` lights orders up while a card or a run is dragged over them. A tall phone lays
// them out three and two (`columns`), so each card gets the width of the screen.
import QtQuick
import FoodCourt.Common
import FoodCourt.KommeGleich

Item {
    id: orders

    property alias model: cards.model
    property real cardWidth: 100
    property var marks: []          // MenuCard.Mark per order slot
    property bool reduceMotion: false

    // An order pressed with the keyboard (Enter, Space) or a screen reader's press.
    signal chosen(int slot)

    property int columns: 5
    readonly property real spacing: cardWidth * 0.12
    readonly property real pitch: cardWidth + spacing
    readonly property real rowPitch: cardWidth * 1.45 + spacing
    readonly property int rows: Math.ceil(cards.count / Math.max(1, columns))

    // Where a slot's card goes: rows left to right, a short last row in the middle.
    function cellOf(slot: int): point {
        const row = Math.floor(slot / columns)
        const inRow = Math.min(columns, cards.count - row * columns)
        return Qt.point((slot % columns + (columns - inRow) / 2) * pitch, row * rowPitch)
    }
    // The order slot under a point of this item, or -1 (between cards too).
    function slotAt(x: real, y: real): int {
        if (y < 0)
            return -1
        for (let slot = 0; slot < cards.count; ++slot) {
            const cell = cellOf(slot)
            if (x >= cell.x && x < cell.x + cardWidth && y >= cell.y && y < cell.y + cardWidth * 1.45)
                return slot
        }
        return -1
    }
    function itemAtIndex(slot: int): Item { return cards.itemAt(slot) }

    implicitWidth: Math.min(cards.count, columns) * pitch - spacing
    implicitHeight: rows * rowPitch - spacing

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
            x: orders.cellOf(index).x
            y: orders.cellOf(index).y
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
