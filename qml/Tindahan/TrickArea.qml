// TrickArea: the trick in the middle of the table in playing order: each seat's card
// (or the seller it placed, or the trump move), under the seat's name. A finished trick
// stays in view, its winning card marked, until the next trick begins.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Item {
    id: trick

    property alias model: list.model
    property var names: []
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

    ListView {
        id: list
        // As wide as its cards and centred on the table.
        anchors.centerIn: parent
        width: Math.min(parent.width, Math.max(0, count * (trick.slotWidth + spacing) - spacing))
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
            // Who played it: the name ("Lea wins" under the winning card), shrunk to a
            // narrow slot; where even the smallest type would not fit (a crowded phone)
            // the name alone, then the seat's token (its shape and colour, as on the
            // player chips), never a cut name.
            Label {
                id: playerLabel
                objectName: "trickName_" + play.seat
                anchors { top: card.bottom; horizontalCenter: parent.horizontalCenter }
                // Its own slot: the spacing stays a gap between two names. No taller than
                // the names' row (a short one beside a phone's hand shrinks the words).
                width: parent.width
                height: trick.labelHeight
                horizontalAlignment: Text.AlignHCenter
                fontSizeMode: Text.Fit
                minimumPixelSize: 8
                elide: Text.ElideRight
                readonly property string name: trick.names[play.seat] ?? ""
                readonly property string winsText: qsTr("%1 wins").arg(name)
                TextMetrics {
                    id: smallestWins
                    font.pixelSize: playerLabel.minimumPixelSize
                    font.bold: true
                    text: playerLabel.winsText
                }
                TextMetrics {
                    id: smallestName
                    font.pixelSize: playerLabel.minimumPixelSize
                    font.bold: play.isWinner
                    text: playerLabel.name
                }
                visible: smallestName.advanceWidth <= width
                text: play.isWinner && smallestWins.advanceWidth <= width ? winsText : name
                font.pixelSize: Theme.fontSmall * trick.unit
                font.bold: play.isWinner
                color: Theme.ink
            }
            SellerToken {
                visible: !playerLabel.visible
                anchors { top: card.bottom; topMargin: 2 * trick.unit; horizontalCenter: parent.horizontalCenter }
                seat: play.seat
                width: Math.min(trick.labelHeight - 4 * trick.unit, play.width)
                height: width
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
