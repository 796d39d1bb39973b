// ScreenHeader: the bar on top of every screen but the menu: a Back button and the title.
// Keeps its contents inside the safe area (Device.safeArea*).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Rectangle {
    id: header

    property string title
    // A stall's colour (Theme.stallColor) for a strip along the bottom edge, as on its
    // menu awning; transparent for screens that belong to no stall.
    property color accent: "transparent"
    signal backRequested()

    // The wood runs up under a status bar or notch; the buttons and title stay clear of it.
    implicitHeight: row.implicitHeight + Theme.spacing * 2 + Device.safeAreaTop
    color: Theme.wood

    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 6
        color: header.accent
    }

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing
        anchors.topMargin: Theme.spacing + Device.safeAreaTop
        anchors.leftMargin: Theme.spacing + Device.safeAreaLeft
        anchors.rightMargin: Theme.spacing + Device.safeAreaRight
        spacing: Theme.spacing

        ActionButton {
            primary: false
            //: Button that returns to the previous screen.
            text: qsTr("Back")
            onClicked: header.backRequested()
        }
        Label {
            Layout.fillWidth: true
            // Level with the Back button when a shrunk title leaves the row taller than it.
            Layout.fillHeight: true
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.WordWrap
            color: Theme.onAccent
            font.pixelSize: Theme.fontTitle
            // A long single word (German titles) shrinks rather than overflow a phone.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Math.min(Theme.fontLarge, 22) // large text may shrink further
            font.bold: true
            text: header.title
            Accessible.role: Accessible.Heading
        }
    }
}
