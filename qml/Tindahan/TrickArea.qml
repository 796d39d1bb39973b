// TrickArea: the trick in the middle of the table in playing order: each seat's card
// (or the seller it placed, or the trump move), under the seat's name. Before a seat acts
// its place shows as a dashed outline over its name, where its card will land, the seat
// to act's in its colour. A finished trick stays in view, its winning card marked, until
// the next trick begins.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Item {
    id: trick

    property alias model: list.model
    property var names: []
    // The trick's seats in playing order (TindahanTable.trickOrder): one place each, the
    // n-th play landing on the n-th. Empty: no places (the finished trick on show).
    property var order: []
    property int seatToAct: -1
    property bool reduceMotion: false
    property real unit: 1
    // No larger than this (the hand's cards), however much room the table leaves.
    property real maxCardHeight: 10000

    // A full trick (one entry per seat) always fits across.
    property int seats: 5
    property real spacing: 10 * unit // between two plays

    property real labelHeight: 28 * unit // the names' row under the cards
    readonly property real slotWidth: Math.max(1, Math.min((height - labelHeight) / 1.4, maxCardHeight / 1.4,
                                                           (width - list.spacing * (seats - 1)) / Math.max(1, seats)))
    readonly property real cardHeight: slotWidth * 1.4
    // As wide as its places, else as its cards, and centred on the table.
    readonly property real rowWidth: Math.min(width, Math.max(0, Math.max(list.count, order.length)
                                                              * (slotWidth + spacing) - spacing))

    // The places not played yet (those played are under their cards), each where the
    // list puts the card of its turn.
    Item {
        objectName: "trickPlaces"
        anchors.centerIn: parent
        width: trick.rowWidth
        height: parent.height
        Repeater {
            model: trick.order
            // qmllint disable unqualified
            delegate: Item {
                id: open
                required property int modelData
                required property int index
                x: index * (trick.slotWidth + trick.spacing)
                width: trick.slotWidth
                height: trick.height
                objectName: "trickPlace_" + modelData
                visible: index >= list.count

                TrickPlace {
                    id: outline
                    objectName: "trickOutline"
                    anchors.centerIn: parent
                    anchors.verticalCenterOffset: -trick.labelHeight / 2
                    width: trick.cardHeight / 1.4
                    height: trick.cardHeight
                    seat: open.modelData
                    toAct: open.modelData === trick.seatToAct
                    unit: trick.unit
                }
                TrickSeatName {
                    anchors { top: outline.bottom; horizontalCenter: parent.horizontalCenter }
                    width: parent.width
                    height: trick.labelHeight
                    labelName: "trickPlaceName_" + open.modelData
                    seat: open.modelData
                    name: trick.names[open.modelData] ?? ""
                    unit: trick.unit
                }
            }
            // qmllint enable unqualified
        }
    }

    ListView {
        id: list
        anchors.centerIn: parent
        width: trick.rowWidth
        height: parent.height
        orientation: ListView.Horizontal
        interactive: false
        spacing: trick.spacing
        objectName: "trick"

        // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
        // pragma ComponentBehavior: Bound); the ids used here are this file's own.
        // qmllint disable unqualified
        delegate: Item {
            id: play
            required property int seat
            required property string kind
            required property string cardId
            required property int fruit
            required property int value
            required property bool isWinner

            width: trick.slotWidth
            height: trick.height
            objectName: "trickPlay_" + seat

            FruitCard {
                id: card
                visible: play.kind === "play"
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -trick.labelHeight / 2
                width: trick.cardHeight / 1.4
                height: trick.cardHeight
                fruit: play.fruit
                value: play.value
                highlighted: play.isWinner
            }
            Column {
                visible: play.kind !== "play"
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -trick.labelHeight / 2
                spacing: 4 * trick.unit
                Item {
                    id: tokenBox
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: Math.min(48 * trick.unit, trick.slotWidth * 0.8)
                    height: width
                    SellerToken {
                        anchors.fill: parent
                        visible: play.kind === "seller"
                        seat: play.seat
                    }
                    Rectangle {
                        anchors.fill: parent
                        visible: play.kind === "trump"
                        radius: width / 2
                        color: TindahanStyle.trumpToken
                        Label {
                            anchors.centerIn: parent
                            text: qsTr("T")
                            color: "white"
                            font.bold: true
                            font.pixelSize: parent.height * 0.5
                        }
                    }
                }
                Label {
                    id: caption
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: trick.slotWidth
                    // Within the card's height under the token, shrunk to fit; a slot too
                    // narrow or short for its words (a crowded phone) shows the token alone
                    // rather than words running over the names below.
                    height: Math.max(0, trick.cardHeight - tokenBox.height - 4 * trick.unit)
                    visible: longestWord.advanceWidth <= width
                             && height >= (Math.ceil(wholeText.advanceWidth / width) + 1) * minimumPixelSize * 1.3
                    horizontalAlignment: Text.AlignHCenter
                    // Between words only ("aufgestel-lt" read as two words): the size fits.
                    wrapMode: Text.WordWrap
                    fontSizeMode: Text.Fit
                    minimumPixelSize: 9
                    text: play.kind === "seller" ? qsTr("Placed a seller") : qsTr("Moved trump")
                    font.pixelSize: Theme.fontSmall * trick.unit
                    color: Theme.ink
                    TextMetrics { // its lines at the smallest size, one more for the breaks
                        id: wholeText
                        font.pixelSize: caption.minimumPixelSize
                        text: caption.text
                    }
                    TextMetrics {
                        id: longestWord
                        font.pixelSize: caption.minimumPixelSize
                        text: caption.text.split(" ").reduce((a, b) => b.length > a.length ? b : a, "")
                    }
                }
            }
            TrickSeatName {
                anchors { top: card.bottom; horizontalCenter: parent.horizontalCenter }
                width: parent.width
                height: trick.labelHeight
                labelName: "trickName_" + play.seat
                seat: play.seat
                name: trick.names[play.seat] ?? ""
                isWinner: play.isWinner
                winsText: qsTr("%1 wins").arg(trick.names[play.seat] ?? "")
                unit: trick.unit
            }
        }
        // qmllint enable unqualified

        add: Transition {
            enabled: !trick.reduceMotion
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 0; to: 1; duration: 250 }
                NumberAnimation { property: "y"; from: trick.height * 0.8; to: 0; duration: 300; easing.type: Easing.OutCubic }
            }
        }
        remove: Transition {
            enabled: !trick.reduceMotion
            NumberAnimation { property: "opacity"; to: 0; duration: 200 }
        }
        displaced: Transition {
            enabled: !trick.reduceMotion
            // An add transition cut short by a displacement would leave the card faded.
            ParallelAnimation {
                NumberAnimation { properties: "x"; duration: 200 }
                NumberAnimation { property: "opacity"; to: 1; duration: 200 }
            }
        }
    }
}
