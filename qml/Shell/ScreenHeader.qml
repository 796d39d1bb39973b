// ScreenHeader: the bar on top of every screen but the menu: a Back button and the title.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Rectangle {
    id: header

    property string title
    signal backRequested()

    implicitHeight: row.implicitHeight + Theme.spacing * 2
    color: Theme.wood

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        ActionButton {
            primary: false
            //: Button that returns to the previous screen.
            text: qsTr("Back")
            onClicked: header.backRequested()
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.onAccent
            font.pixelSize: Theme.fontTitle
            font.bold: true
            text: header.title
            Accessible.role: Accessible.Heading
        }
    }
}
