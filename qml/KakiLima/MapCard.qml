// MapCard: one card of the Penang map: its art (a stall, a house with its resident, an
// orange landmark or a green street), its name, the orders waiting at a stall, and the
// table's marks: lit where the chosen card can end its walk (or the walk may start),
// the hint's end, and the doors where a carried order would be delivered.
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates and inline
// components (6.5 adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import FoodCourt.Common

Rectangle {
    id: card

    required property int cell
    required property string cellName
    required property string kind
    required property string title
    required property int stall
    required property int character
    required property var waiting
    required property bool lit
    required property bool start
    required property bool hinted
    required property var doorFor
    required property bool delivered
    property bool reduceMotion: false
    property var characterNames: [] // by character index

    signal tapped(int cell)

    objectName: "cell_" + cellName
    // The gap between cards is the board's (MapBoard's `gap`), not a scale: a scaled
    // item would still clip to its unscaled size.
    radius: width * 0.08
    color: kind === "house" ? KakiStyle.house
         : kind === "orange" ? KakiStyle.orange
         : kind === "green" ? KakiStyle.green : KakiStyle.stallCounter
    border.color: lit || start ? KakiStyle.lit : hinted ? KakiStyle.hint : Qt.darker(color, 1.3)
    border.width: lit || start || hinted ? Math.max(3, width * 0.06) : 1
    clip: true

    readonly property bool marked: lit || start
    // Small cards (phones) give their name more room, so long street names still fit.
    readonly property real titleShare: width < 100 ? 0.36 : 0.26
    readonly property color textColor: kind === "house" || kind === "green" ? "white" : Theme.ink

    Loader {
        id: art
        anchors.fill: parent
        anchors.margins: card.width * 0.06
        anchors.bottomMargin: card.height * (card.titleShare + 0.02)
        sourceComponent: card.kind === "stall" ? stallArt : card.kind === "house" ? houseArt : placeArt
    }
    Component { id: stallArt; FoodStallArt { stall: card.stall } }
    Component { id: houseArt; HouseArt { character: card.character; name: card.title; delivered: card.delivered } }
    Component { id: placeArt; PlaceArt { orange: card.kind === "orange" } }

    Text {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: card.width * 0.05
        height: card.height * card.titleShare
        text: card.title
        color: card.textColor
        font.pixelSize: Math.max(9, card.width * 0.105)
        font.bold: card.kind === "stall" || card.kind === "house"
        wrapMode: Text.Wrap
        maximumLineCount: 3
        elide: Text.ElideRight
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        fontSizeMode: Text.Fit
        minimumPixelSize: 6
    }

    Text {
        x: card.width * 0.05
        y: card.width * 0.03
        text: card.cellName
        color: card.textColor
        opacity: 0.7
        font.pixelSize: Math.max(8, card.width * 0.09)
    }

    // Orders waiting at a stall.
    Row {
        anchors.right: parent.right
        anchors.rightMargin: card.width * 0.04
        y: card.height * 0.30
        spacing: -card.width * 0.04
        Repeater {
            model: card.waiting
            CharacterBadge {
                required property int modelData
                width: card.width * 0.28
                character: modelData
                name: card.characterNames[modelData] ?? ""
            }
        }
    }

    // A door where a carried order is delivered: who gets it, ringed green, in the corner.
    Row {
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: card.width * 0.03
        spacing: -card.width * 0.05
        Repeater {
            model: card.doorFor
            Rectangle {
                required property int modelData
                width: card.width * 0.27
                height: width
                radius: width / 2
                color: "#2E7D32"
                CharacterBadge {
                    anchors.centerIn: parent
                    width: parent.width * 0.8
                    character: parent.modelData
                    name: card.characterNames[parent.modelData] ?? ""
                }
            }
        }
    }

    // Lit: a gentle pulse, so the choices stand out without words.
    Rectangle {
        anchors.fill: parent
        radius: card.radius
        color: card.hinted && !card.marked ? KakiStyle.hint : KakiStyle.lit
        visible: card.marked || card.hinted
        opacity: card.reduceMotion ? 0.3 : card.pulse
    }
    property real pulse
    SequentialAnimation on pulse {
        running: (card.marked || card.hinted) && !card.reduceMotion
        loops: Animation.Infinite
        NumberAnimation { to: 0.45; duration: 600 }
        NumberAnimation { to: 0.15; duration: 600 }
    }

    TapHandler {
        onTapped: card.tapped(card.cell)
    }

    // The keyboard and a screen reader walk to the square as a tap does; a lit square is
    // where the chosen card's steps may end.
    activeFocusOnTab: true
    Accessible.role: Accessible.Button
    //: A screen reader's name for a map square; %1 the square (such as C1), %2 what stands there.
    Accessible.name: qsTr("%1: %2").arg(cellName).arg(title)
    //: Read after a map square's name: the walker may end the walk here.
    Accessible.description: lit ? qsTr("you can walk here") : ""
    Accessible.onPressAction: card.tapped(card.cell)
    Keys.onPressed: event => Keyboard.handle(event, card, () => card.tapped(card.cell))
    FocusRing { // inside the edge: the card clips what lies outside it
        anchors.margins: 0
        radius: card.radius
    }
}
