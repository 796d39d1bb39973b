// StatusPanel: how the delivery run stands: who walks, the score so far, orders delivered
// and in the bag, the Langkah piles, and the clearing-token track.
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates and inline
// components (6.5 adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

ColumnLayout {
    id: panel
    objectName: "statusPanel"

    property real unit: 1
    property int walker: -1
    property string walkerName: ""
    property var score: ({})
    property var bag: []               // character indexes carried
    property var characterNames: []
    property int drawCount: 0
    property string discardTop: ""      // as the cards show it: "2 ●"
    property int tokens: 0
    property string playerName: ""     // who plays this run (the seat's name)
    property bool playerBot: false

    spacing: 6 * unit
    // The first line's height (who walks, the score): what a screen keeps in sight.
    readonly property real headHeight: walkerLine.implicitHeight

    // The walker and the score on one line. Anchored, not a RowLayout: the score's width
    // grows with the type as the window turns or resizes, and a layout caught it a polish
    // late, cutting "13 pts" for a frame.
    Item {
        id: walkerLine
        Layout.fillWidth: true
        implicitHeight: Math.max(walkerBadge.visible ? walkerBadge.height : 0, walkerLabel.implicitHeight,
                                 scoreLabel.implicitHeight)
        readonly property real gap: 8 * panel.unit
        CharacterBadge {
            id: walkerBadge
            anchors.verticalCenter: parent.verticalCenter
            visible: panel.walker >= 0
            width: 40 * panel.unit
            character: panel.walker
            name: panel.walkerName
        }
        Label {
            id: walkerLabel
            x: walkerBadge.visible ? walkerBadge.width + walkerLine.gap : 0
            width: scoreLabel.x - walkerLine.gap - x
            anchors.verticalCenter: parent.verticalCenter
            text: panel.walker >= 0
                  //: Who the player walks as; %1 is a character's name.
                  ? qsTr("Walking as %1").arg(panel.walkerName)
                  //: The game's name, shown before the walker is chosen.
                  : qsTr("Kaki Lima: MCO Mode")
            wrapMode: Text.Wrap // the name in full, on two lines where the panel is narrow
            font.pixelSize: Theme.fontLarge * panel.unit
            font.bold: true
            color: "white"
        }
        Label {
            id: scoreLabel
            objectName: "scoreLabel"
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            //: The score so far, shown big.
            text: qsTr("%1 pts").arg(panel.score.total ?? 0)
            font.pixelSize: Theme.fontTitle * panel.unit
            font.bold: true
            color: KakiStyle.lit
        }
    }

    Flow {
        id: facts
        Layout.fillWidth: true
        spacing: 12 * panel.unit
        // A family player's own face and name, as at setup and at the end (a bot, or a
        // player without a face, shows none).
        Row {
            id: playerRow
            objectName: "player"
            visible: face.known
            spacing: 6 * panel.unit
            Avatar {
                id: face
                objectName: "seatAvatar"
                kind: panel.playerBot ? "" : AvatarBook.of(panel.playerName)
                width: Math.round(playerLabel.font.pixelSize * 1.3)
                height: width
                anchors.verticalCenter: parent.verticalCenter
            }
            Label {
                id: playerLabel
                width: Math.min(implicitWidth, panel.width - face.width - parent.spacing)
                elide: Text.ElideRight
                text: panel.playerName
                font.pixelSize: Theme.fontBody * panel.unit
                font.bold: true
                color: "white"
                anchors.verticalCenter: parent.verticalCenter
            }
        }
        Label {
            objectName: "deliveredLabel"
            // Never wider than the panel: a long phrase wraps (large text, a narrow panel).
            width: Math.min(implicitWidth, facts.width)
            wrapMode: Text.WordWrap
            //: Orders delivered so far out of seven.
            text: qsTr("Delivered %1 of 7").arg(panel.score.delivered ?? 0)
            font.pixelSize: Theme.fontBody * panel.unit
            color: "white"
        }
        Row {
            spacing: 4 * panel.unit
            Label {
                //: The orders the walker carries (two at most).
                text: qsTr("Bag:")
                font.pixelSize: Theme.fontBody * panel.unit
                color: "white"
                anchors.verticalCenter: parent.verticalCenter
            }
            Repeater {
                model: panel.bag
                CharacterBadge {
                    required property int modelData
                    width: 28 * panel.unit
                    character: modelData
                    name: panel.characterNames[modelData] ?? ""
                }
            }
            Label {
                visible: panel.bag.length === 0
                //: The walker's bag holds no order.
                text: qsTr("empty")
                font.pixelSize: Theme.fontBody * panel.unit
                color: "#CFE3DB"
            }
        }
        Label {
            objectName: "drawCountLabel"
            // Never wider than the panel: a long phrase wraps (large text, a narrow panel).
            width: Math.min(implicitWidth, facts.width)
            wrapMode: Text.WordWrap
            //: Langkah cards left in the draw pile.
            text: qsTr("Draw pile: %1").arg(panel.drawCount)
            font.pixelSize: Theme.fontBody * panel.unit
            color: "white"
        }
        Label {
            visible: panel.discardTop !== ""
            //: The top card of the discard pile.
            text: qsTr("Discard: %1").arg(panel.discardTop)
            // Never wider than the panel: a long phrase wraps (large text, a narrow panel).
            width: Math.min(implicitWidth, facts.width)
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontBody * panel.unit
            color: "white"
        }
        Label {
            readonly property int steps: panel.score.steps ?? 0
            // Never wider than the panel: a long phrase wraps (large text, a narrow panel).
            width: Math.min(implicitWidth, facts.width)
            wrapMode: Text.WordWrap
            text: steps > 0
                  //: Steps spent so far (they are taken off the score).
                  ? qsTr("Steps: −%1").arg(steps)
                  //: Before the first walk: no steps are taken off the score yet.
                  : qsTr("No steps walked yet")
            font.pixelSize: Theme.fontBody * panel.unit
            color: "white"
        }
    }

    Label {
        //: Title of the clearing-token scoreboard.
        text: qsTr("Clearing tokens")
        font.pixelSize: Theme.fontSmall * panel.unit
        color: "#CFE3DB"
    }
    TokenTrack {
        objectName: "tokenTrack"
        Layout.fillWidth: true
        unit: panel.unit
        tokens: panel.tokens
    }
}
