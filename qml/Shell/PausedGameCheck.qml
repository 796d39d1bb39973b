// PausedGameCheck: asked before a new game replaces the stall's paused one (each stall
// keeps one paused game): start anew, take the paused game up again, or go back to the
// seats. Covers the screen, so nothing behind it can be tapped meanwhile.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Rectangle {
    id: check

    property string title  // the game's title
    property var players: [] // the paused game's players

    signal startNew()
    signal resumePaused()
    signal cancel()

    color: "#99000000"

    MouseArea { anchors.fill: parent; Accessible.ignored: true } // a modal question: taps stop here

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - Theme.spacing * 2, 560)
        height: column.implicitHeight + Theme.spacing * 3
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.outline
        border.width: 2

        ColumnLayout {
            id: column
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: Theme.spacing * 1.5
            spacing: Theme.spacing
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.ink
                //: Asked before a new game replaces a paused one; %1 is the game's title.
                text: qsTr("Replace the paused game of %1?").arg(check.title)
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.ink
                //: %1 lists the paused game's players' names, comma separated.
                text: qsTr("The game with %1 is not finished. A new game takes its place.")
                      .arg(check.players.join(", "))
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing
                ActionButton {
                    objectName: "resumePausedButton"
                    //: Takes the paused game up again instead of starting a new one.
                    text: qsTr("Resume it")
                    onClicked: check.resumePaused()
                }
                ActionButton {
                    objectName: "startNewButton"
                    primary: false
                    //: Starts the new game; the paused one is gone.
                    text: qsTr("Start a new game")
                    onClicked: check.startNew()
                }
                ActionButton {
                    objectName: "cancelButton"
                    primary: false
                    //: Closes the question and stays on the setup screen.
                    text: qsTr("Cancel")
                    onClicked: check.cancel()
                }
            }
        }
    }
}
