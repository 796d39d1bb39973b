// LeaveCheck: asked when the back key or Escape comes in the middle of a round, so a
// brushed key does not end the kitchen for everyone: keep cooking or leave (the autosave
// keeps the match either way). The screen holds the round while it shows.
import QtQuick
import FoodCourt.Common

Rectangle {
    id: check

    signal stay()
    signal leave()

    implicitWidth: 420
    implicitHeight: column.implicitHeight + Theme.spacing * 2
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.woodDark
    border.width: 2

    Column {
        id: column
        anchors.centerIn: parent
        width: check.width - Theme.spacing * 2
        spacing: Theme.spacing
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            //: Asked when the back key is pressed during a Kandar Klash! round.
            text: qsTr("Leave the kitchen?")
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.ink
        }
        Flow {
            width: parent.width
            spacing: Theme.spacing
            ActionButton {
                objectName: "stayButton"
                //: Closes the leave question and goes on with the round.
                text: qsTr("Keep cooking")
                onClicked: check.stay()
            }
            ActionButton {
                objectName: "leaveButton"
                primary: false
                //: Leaves the Kandar Klash! table for the menu (the game is saved).
                text: qsTr("Leave")
                onClicked: check.leave()
            }
        }
    }
}
