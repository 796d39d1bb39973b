// OverlayCard: a dimmed layer over the whole table with a card in the middle, for the
// walker choice, the orders to take and the end of the run. The card is as tall as its
// content allows and scrolls when the window is shorter (a phone held sideways), so no
// button ever leaves the window. Taps outside the card go to outsideTapped() and never
// reach the table behind. Generic: it knows nothing of Kaki Lima.
import QtQuick
import QtQuick.Layouts
import FoodCourt.Common

Rectangle {
    id: overlay

    default property alias content: column.data
    property real unit: 1
    property real maxWidth: 620
    property real spacing: 10 * unit
    // The part of the window clear of a notch: the dim layer covers everything, the card
    // stays inside this.
    property rect safeArea: Qt.rect(0, 0, width, height)

    signal outsideTapped()

    color: Qt.rgba(0, 0, 0, 0.55)

    MouseArea {
        anchors.fill: parent
        onClicked: overlay.outsideTapped()
        Accessible.role: Accessible.Button
        //: A screen reader's name for the dimmed area around a card shown over the map: a tap there closes it.
        Accessible.name: qsTr("Close")
        Accessible.onPressAction: overlay.outsideTapped()
    }

    Rectangle {
        id: card
        readonly property real margin: 16 * overlay.unit
        x: overlay.safeArea.x + (overlay.safeArea.width - width) / 2
        y: overlay.safeArea.y + (overlay.safeArea.height - height) / 2
        width: Math.min(overlay.safeArea.width - 2 * overlay.unit * 12, overlay.maxWidth * overlay.unit)
        height: Math.min(overlay.safeArea.height - 2 * overlay.unit * 12,
                         column.implicitHeight + 2 * margin)
        radius: Theme.radius * overlay.unit
        color: Theme.surface
        MouseArea { anchors.fill: parent; Accessible.ignored: true } // taps on the card stay on the card

        Flickable {
            anchors.fill: parent
            anchors.margins: card.margin
            contentHeight: column.implicitHeight
            interactive: contentHeight > height // only a card taller than the window scrolls
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ColumnLayout {
                id: column
                width: parent.width
                spacing: overlay.spacing
            }
        }
    }
}
