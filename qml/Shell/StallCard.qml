// StallCard: one stall of the food court: its awning, title, player count and pitch, and
// what can be done there (play and rules, or rules only while it is "Opening soon"), and
// "Learn to play" where the game has a guided first game.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Rectangle {
    id: card

    required property string gameId
    required property string title
    required property string pitch
    required property int minPlayers
    required property int maxPlayers
    required property bool built
    required property int accent   // Theme.palette index (the catalogue's roles)
    required property string artKind
    required property string guidePage // empty: no guided first game

    signal openRequested()
    signal rulesRequested()
    signal guideRequested()

    readonly property color stallColor: Theme.stallColor(accent)

    implicitWidth: 340
    implicitHeight: content.implicitHeight + Theme.spacing * 2
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.outline
    border.width: 2

    Accessible.role: Accessible.Grouping
    Accessible.name: title

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        // The stall itself is a big touch target: built stalls open setup, others the rules.
        StallArt {
            Layout.fillWidth: true
            Layout.preferredHeight: 110
            stripeColor: card.stallColor
            kind: card.artKind
            TapHandler { onTapped: card.openRequested() }
            Accessible.role: Accessible.Button
            Accessible.name: card.title
            Accessible.onPressAction: card.openRequested()
        }

        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.ink
            font.pixelSize: Theme.fontTitle
            font.bold: true
            text: card.title
        }

        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.inkSoft
            font.pixelSize: Theme.fontSmall
            font.bold: true
            text: card.maxPlayers === 1
                  //: Player count of a solo game.
                  ? qsTr("Solo game")
                  : card.minPlayers === card.maxPlayers
                    //: Player count of a game for exactly %1 players.
                    ? qsTr("Players: %1").arg(card.minPlayers)
                    //: Player count range of a game, e.g. "Players: 3-5".
                    : qsTr("Players: %1-%2").arg(card.minPlayers).arg(card.maxPlayers)
        }

        Label {
            Layout.fillWidth: true
            Layout.fillHeight: true
            verticalAlignment: Text.AlignTop
            wrapMode: Text.WordWrap
            color: Theme.ink
            text: card.pitch
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing

            ActionButton {
                visible: card.built
                accent: Theme.primary
                //: Button on a stall that opens the game's setup screen.
                text: qsTr("Play")
                onClicked: card.openRequested()
            }
            Rectangle {
                visible: !card.built
                width: soon.implicitWidth + 24
                height: Theme.touchTarget
                radius: height / 2
                color: Theme.surfaceSunk
                border.color: Theme.outline
                Label {
                    id: soon
                    anchors.centerIn: parent
                    color: Theme.woodDark
                    font.bold: true
                    //: Badge on a stall whose game is not playable yet.
                    text: qsTr("Opening soon")
                }
            }
            ActionButton {
                objectName: "learn_" + card.gameId
                visible: card.built && card.guidePage !== ""
                primary: false
                //: Button on a stall that starts its guided first game (a short game with a coach).
                text: qsTr("Learn to play")
                onClicked: card.guideRequested()
            }
            ActionButton {
                primary: false
                //: Button on a stall that opens the game's rules.
                text: qsTr("Rules")
                onClicked: card.rulesRequested()
            }
        }
    }
}
