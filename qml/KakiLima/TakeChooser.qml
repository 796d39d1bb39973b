// TakeChooser: at a food stall, which waiting orders go into the bag (it holds two).
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates and inline
// components (6.5 adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

OverlayCard {
    id: chooser

    property var choices: []   // [{take, label}]

    signal taken(string take)
    signal cancelled()

    maxWidth: 520
    onOutsideTapped: chooser.cancelled()

    Label {
        Layout.fillWidth: true
        //: At a food stall: choose the orders to pick up.
        text: qsTr("Which orders do you pick up?")
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: Theme.fontLarge * chooser.unit
        font.bold: true
        color: Theme.ink
    }
    Repeater {
        model: chooser.choices
        ActionButton {
            required property var modelData
            required property int index
            objectName: "take_" + index
            Layout.fillWidth: true
            primary: modelData.take !== ""
            text: modelData.label
            font.pixelSize: Theme.fontBody * chooser.unit
            onClicked: chooser.taken(modelData.take)
        }
    }
    ActionButton {
        Layout.fillWidth: true
        primary: false
        //: Go back to choosing where to walk.
        text: qsTr("Back")
        font.pixelSize: Theme.fontBody * chooser.unit
        onClicked: chooser.cancelled()
    }
}
