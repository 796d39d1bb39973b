// TakeBackButtons: the two buttons of a table's take-back grace (TakeBackGrace), shown while
// the player's last step may still be taken back before the tablet passes on. The same
// words and the same order at every table.
import QtQuick
import FoodCourt.Common

Row {
    id: buttons

    property real unit: 1
    signal takeBack()
    signal passOn()

    spacing: 12 * unit

    ActionButton {
        objectName: "takeBackButton"
        //: Button shown for a moment after a move: undo it before the tablet passes on.
        text: qsTr("Take back")
        font.pixelSize: Theme.fontBody * buttons.unit
        onClicked: buttons.takeBack()
    }
    ActionButton {
        objectName: "passOnButton"
        primary: false
        //: Button shown for a moment after a move: keep it and pass the tablet now.
        text: qsTr("Pass on")
        font.pixelSize: Theme.fontBody * buttons.unit
        onClicked: buttons.passOn()
    }
}
