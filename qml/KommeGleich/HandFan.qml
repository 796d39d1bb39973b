// HandFan: the shown seat's hand as an ordered fan, front (slot 0) on the left. It only
// draws: picked cards lift, a gap marker shows where a dragged card would go, and hint
// cards glow. The screen's gesture layer asks it which card or gap lies under a finger.
import QtQuick
import FoodCourt.Common
import FoodCourt.KommeGleich

ListView {
    id: fan

    // The hand shown (the view's model). Sizes follow its own count, which changes with the
    // hand at once, never the view's count, which lags until the view lays out again: the
    // fan's width then moves with a count that its own resize brings up to date.
    property MenuCardModel cards: null
    readonly property int cardCount: cards ? cards.count : 0
    property real cardWidth: 90
    // From one card's left edge to the next: a little more than a card, or less when the
    // width runs short and the cards overlap like a hand held in a fan (each keeps its
    // left part in view).
    property real pitch: cardWidth * 1.08
    property int pickedFirst: -1    // cards pickedFirst..pickedLast are lifted (a run swept)
    property int pickedLast: -1
    property int hintFirst: -1
    property int hintLast: -1
    property int gapSlot: -1        // where a dragged card would land, -1: nowhere
    property bool reduceMotion: false

    // A card pressed with the keyboard (Enter, Space) or a screen reader's press.
    signal chosen(int slot)

    // The hand slot of the card under a point of this item, or -1.
    function slotAt(x: real, y: real): int {
        if (x < 0 || x >= width || cardCount === 0)
            return -1
        return Math.min(cardCount - 1, Math.floor(x / pitch))
    }
    // The slot a card dropped at x would take: the cards whose middle lies left of x.
    function gapAt(x: real): int {
        return Math.max(0, Math.min(cardCount, Math.round(x / pitch)))
    }
    function markOf(slot: int): int {
        if (slot >= pickedFirst && slot <= pickedLast)
            return MenuCard.Mark.Picked
        if (slot >= hintFirst && slot <= hintLast)
            return MenuCard.Mark.Hint
        return MenuCard.Mark.None
    }

    model: cards
    orientation: ListView.Horizontal
    interactive: false
    spacing: 0
    // The last card shows whole; the others up to the next one.
    implicitWidth: Math.max(0, cardCount - 1) * pitch + cardWidth
    implicitHeight: cardWidth * 1.45 * 1.2

    // qmllint disable unqualified
    delegate: Item {
        id: slotItem
        required property int kind
        required property string cardId
        required property int index
        readonly property bool lifted: fan.markOf(index) === MenuCard.Mark.Picked
        objectName: "handCard_" + index
        activeFocusOnTab: true
        Accessible.role: Accessible.Button
        //: A screen reader's name for a hand card; %1 the dish, %2 its place from the left.
        Accessible.name: qsTr("%1, card %2 of your hand").arg(DishStyle.name(kind)).arg(index + 1)
        //: Read after a hand card's name while it is picked up (to be placed with Enter).
        Accessible.description: lifted ? qsTr("picked up") : ""
        Accessible.onPressAction: fan.chosen(index)
        Keys.onPressed: event => Keyboard.handle(event, slotItem, () => fan.chosen(slotItem.index))
        width: fan.pitch
        height: fan.height
        // Each card lies over its left neighbour, also one just put into the hand (made
        // last, it would otherwise lie over its right neighbours); a lifted card shows
        // whole, over both.
        z: lifted ? fan.cardCount + index : index
        // A card joining the hand fades in. Done here rather than as the view's add
        // transition, which would pin the card where it first stood while the window is
        // resized under it (a phone turned as a hand is revealed).
        NumberAnimation on opacity { from: 0; to: 1; duration: fan.reduceMotion ? 0 : 250 }
        MenuCard {
            width: fan.cardWidth
            // Overlapping, the next card covers all but a strip of this one; the last card,
            // and the last of a lifted run (drawn over its neighbour), show whole.
            shownWidth: slotItem.index === fan.cardCount - 1 || (slotItem.lifted && slotItem.index === fan.pickedLast)
                        ? fan.cardWidth : Math.min(fan.cardWidth, fan.pitch)
            kind: slotItem.kind
            mark: fan.markOf(slotItem.index)
            y: (slotItem.height - height) * (slotItem.lifted ? 0 : 0.55)
            // A gentle fan: the outer cards lean out (little enough to stay on screen).
            // Overlapping, they stand upright: each covers its left neighbour squarely but
            // for the strip where that one's name runs up its edge.
            rotation: fan.pitch < fan.cardWidth ? 0 : (slotItem.index - (fan.cardCount - 1) / 2) * 2
            Behavior on y { enabled: !fan.reduceMotion; NumberAnimation { duration: 120 } }
            FocusRing { // around the card as it leans, light on the dark felt
                target: slotItem
                border.color: "#56B4E9" // Okabe-Ito sky blue: bright on the dark felt
            }
        }
    }
    // qmllint enable unqualified

    move: Transition {
        NumberAnimation { properties: "x"; duration: fan.reduceMotion ? 0 : 250; easing.type: Easing.OutCubic }
    }
    displaced: Transition {
        NumberAnimation { properties: "x"; duration: fan.reduceMotion ? 0 : 250; easing.type: Easing.OutCubic }
    }

    // Where the dragged card would go.
    Rectangle {
        visible: fan.gapSlot >= 0
        x: fan.gapSlot * fan.pitch - Math.max(0, fan.pitch - fan.cardWidth) / 2 - width / 2
        y: 0
        width: Math.max(4, fan.cardWidth * 0.06)
        height: fan.height
        radius: width / 2
        color: DishStyle.hint
    }
}
