// CardPile: the draw pile (face down) or the discard pile (its top card face up), with
// its count. `glow` lights it while it is a drop target or may be tapped.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common
import FoodCourt.KommeGleich

Item {
    id: pile

    property int count: 0
    property int topKind: -1      // -1: face down
    property string caption
    property bool glow: false
    property real cardWidth: 80

    // The pile pressed with the keyboard (Enter, Space) or a screen reader's press.
    signal chosen()

    activeFocusOnTab: true
    Accessible.role: Accessible.Button
    Accessible.name: caption
    Accessible.onPressAction: chosen()
    Keys.onPressed: event => Keyboard.handle(event, pile, () => pile.chosen())

    implicitWidth: cardWidth * 1.1
    // The caption goes below the pile's thickness (the offset cards reach 9 % of a width).
    readonly property real stackDepth: cardWidth * 0.09
    implicitHeight: cardWidth * 1.45 + stackDepth + label.implicitHeight + 8

    // A few offset cards suggest the pile's thickness.
    Repeater {
        model: Math.min(3, Math.max(0, pile.count - 1))
        // qmllint disable unqualified
        delegate: Rectangle {
            required property int index
            x: (index + 1) * pile.cardWidth * 0.03
            y: (index + 1) * pile.cardWidth * 0.03
            width: pile.cardWidth
            height: pile.cardWidth * 1.45
            radius: pile.cardWidth * 0.1
            color: DishStyle.cardBack
            border.color: Theme.outline
        }
        // qmllint enable unqualified
    }
    MenuCard {
        visible: pile.count > 0
        width: pile.cardWidth
        kind: Math.max(0, pile.topKind)
        faceDown: pile.topKind < 0
        mark: pile.glow ? MenuCard.Mark.Hint : MenuCard.Mark.None
    }
    Rectangle { // an empty place
        visible: pile.count === 0
        width: pile.cardWidth
        height: pile.cardWidth * 1.45
        radius: pile.cardWidth * 0.1
        color: "transparent"
        border.color: pile.glow ? DishStyle.hint : Theme.outline
        border.width: 2
    }
    Label {
        id: label
        y: pile.cardWidth * 1.45 + pile.stackDepth + 6
        anchors.horizontalCenter: pile.horizontalCenter
        color: Theme.onAccent
        font.pixelSize: Math.max(11, pile.cardWidth * 0.17)
        text: pile.caption
    }
    FocusRing { // around the card, not its caption
        anchors.fill: undefined
        x: -6
        y: -6
        width: pile.cardWidth + 12
        height: pile.cardWidth * 1.45 + 12
        border.color: "#56B4E9" // Okabe-Ito sky blue: bright on the dark felt, apart from the cream cards
    }
}
