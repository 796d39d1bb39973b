// Celebration: a small burst of confetti and a line of text over a map card when an
// order is picked up or delivered, or a clearing token is gained. burst(point, text).
// The confetti bursts at the card; the line sits over `band` (the status panel) when one
// is given, so it never covers the walker, the street names or the instruction line.
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates and inline
// components (6.5 adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import FoodCourt.Common

Item {
    id: celebration

    property real unit: 1
    property bool reduceMotion: false
    property string text: ""
    property real areaWidth: 400 // the screen's width: the bubble stays inside it
    property Item band: null // where the line is shown; null: just above the card

    function burst(point, line) {
        text = line
        x = point.x
        y = point.y
        run.restart()
    }

    visible: run.running
    width: 0
    height: 0

    Repeater {
        id: confetti
        model: 12
        Rectangle {
            required property int index
            readonly property real angle: index * Math.PI / 6
            width: 10 * celebration.unit
            height: 6 * celebration.unit
            rotation: index * 37
            color: Theme.accent(index)
            x: Math.cos(angle) * spread.distance - width / 2
            y: Math.sin(angle) * spread.distance - height / 2
        }
    }
    QtObject {
        id: spread
        property real distance: 0
    }

    Rectangle {
        id: bubble
        readonly property real edge: 8 * celebration.unit
        // The band's place in the celebration's own coordinates (read when a burst starts).
        readonly property point bandPoint: celebration.band && celebration.visible
                                           ? celebration.band.mapToItem(celebration, 0, 0) : Qt.point(0, 0)
        readonly property real maxWidth: celebration.band ? celebration.band.width
                                                          : celebration.areaWidth - 2 * edge
        x: celebration.band ? bandPoint.x + (celebration.band.width - width) / 2
                            : Math.max(edge - celebration.x, Math.min(-width / 2, celebration.areaWidth - celebration.x - width - edge))
        // Centred on the band, else above the card (below it on the map's top row).
        readonly property real gap: 30 * celebration.unit
        y: celebration.band ? bandPoint.y + (celebration.band.height - height) / 2
                            : celebration.y - height - gap >= edge ? -height - gap : gap
        width: Math.min(line.implicitWidth, maxWidth - 24 * celebration.unit) + 24 * celebration.unit
        height: line.implicitHeight + 12 * celebration.unit
        radius: height / 2
        color: Theme.surface
        border.color: KakiStyle.lit
        border.width: 3
        Text {
            id: line
            anchors.centerIn: parent
            width: parent.width - 24 * celebration.unit
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: celebration.text
            font.pixelSize: Theme.fontLarge * celebration.unit
            font.bold: true
            color: Theme.ink
        }
    }

    SequentialAnimation {
        id: run
        ParallelAnimation {
            NumberAnimation { target: spread; property: "distance"; from: 0; to: 70 * celebration.unit
                              duration: celebration.reduceMotion ? 0 : 500; easing.type: Easing.OutCubic }
            NumberAnimation { target: celebration; property: "opacity"; from: 1; to: 1; duration: 500 }
        }
        PauseAnimation { duration: 900 }
        NumberAnimation { target: celebration; property: "opacity"; to: 0; duration: 300 }
        PropertyAction { target: celebration; property: "opacity"; value: 1 }
    }
}
