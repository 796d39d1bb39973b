// ControlsLegend: how a cook's zone is used, in a few short lines on their empty mat,
// facing them: drag, tap to turn, Flip, Over / Under, Siap!. The zone shows it until the
// cook lays their first card; it lies under the cards, so it never hides one. The lines
// share one block that shrinks as a whole, so a small mat (a phone) still holds them all.
import QtQuick
import FoodCourt.Common

Rectangle {
    id: legend

    property real cell: 24
    readonly property var lines: [
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
    readonly property alias text: block
    // Whether the lines fit the mat even at the smallest size: a mat too small for them (a
    // moment of a resize, a tiny phone zone) shows no legend rather than words spilling over
    // the header.
    readonly property bool fits: block.contentHeight <= block.height + 1 && block.contentWidth <= block.width + 1

    radius: cell * 0.4
    color: "#E6FFF8EC"
    border.color: Theme.outline

    Text {
        id: block
        objectName: "legendText"
        anchors.fill: parent
        anchors.margins: Math.max(4, legend.cell * 0.5)
        textFormat: Text.StyledText
        // One line each, the first (what to do first) in bold.
        text: legend.lines.map((line, i) => {
            const escaped = line.replace(/&/g, "&amp;").replace(/</g, "&lt;")
            return i === 0 ? "<b>" + escaped + "</b>" : escaped
        }).join("<br>")
        wrapMode: Text.WordWrap
        fontSizeMode: Text.Fit
        minimumPixelSize: 8
        font.pixelSize: Math.max(12, legend.cell * 0.9)
        verticalAlignment: Text.AlignVCenter
        color: Theme.ink
    }
}
