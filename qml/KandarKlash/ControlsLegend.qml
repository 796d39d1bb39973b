// ControlsLegend: how a cook's zone is used, in a few short lines on their empty mat,
// facing them: drag, tap to turn, Flip, Over / Under, Siap!. The zone shows it until the
// cook lays their first card; it lies under the cards, so it never hides one.
import QtQuick
import FoodCourt.Common

Rectangle {
    id: legend

    property real cell: 24

    radius: cell * 0.4
    color: "#E6FFF8EC"
    border.color: Theme.outline

    Column {
        id: lines
        anchors.fill: parent
        anchors.margins: legend.cell * 0.6
        spacing: legend.cell * 0.25

        Repeater {
            model: [
                //: Kandar Klash! table legend, line 1: how to lay a card.
                qsTr("Drag a card onto your mat"),
                //: Kandar Klash! table legend, line 2: a tap turns a card a quarter.
                qsTr("Tap a card to turn it"),
                //: Kandar Klash! table legend, line 3: the Flip button.
                qsTr("Flip: the chosen card's other side"),
                //: Kandar Klash! table legend, line 4: the Over and Under buttons.
                qsTr("Over / Under: the next card goes on top or beneath"),
                //: Kandar Klash! table legend, line 5: the Siap! pad.
                qsTr("Siap! when your dish matches the customer")
            ]
            // Qt 6.4's qmllint cannot follow this file's ids into a delegate (6.5's
            // pragma ComponentBehavior: Bound can).
            // qmllint disable unqualified
            Text {
                required property string modelData
                required property int index
                objectName: "legendLine" + index
                width: lines.width
                height: (lines.height - 4 * lines.spacing) / 5
                text: modelData
                wrapMode: Text.WordWrap
                fontSizeMode: Text.Fit
                minimumPixelSize: 9
                font.pixelSize: Math.max(12, legend.cell * 0.85)
                font.bold: index === 0
                verticalAlignment: Text.AlignVCenter
                color: Theme.ink
            }
            // qmllint enable unqualified
        }
    }
}
