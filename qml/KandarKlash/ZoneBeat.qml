// ZoneBeat: the shared countdown ("3", "2", "1", "Cook!") drawn big in one cook's zone,
// facing that cook, where the middle of the table is too small to carry it (three or four
// cooks on a phone: SharedBeat's copies there would be a few dp tall). It shows only while
// the beat does; the word lies over the zone's hand and mat (CookZone places it) for that
// moment and takes no touch, so nothing under it is blocked.
import QtQuick
import FoodCourt.Common

Item {
    id: zoneBeat

    // What the shared beat shows ("" while idle) and whether it is the signal word.
    property string text: ""
    property bool signalShown: false
    property bool reduceMotion: false
    // As the middle's (SharedBeat): the signal's glow, the outline, the dark ground.
    property color glow: Theme.beatGlow
    // The longest signal word of the six languages at 100 px: every language gets the same
    // size, so a word never has to shrink to fit.
    property real longestWordWidth: 100

    // As tall as the zone allows, capped so a roomy zone is not shouted at, and narrow
    // enough that the longest word fits across even at the top of its pop.
    readonly property real popScale: 1.15
    readonly property real pixelSize: Math.max(1, Math.min(height * 0.6, 56,
        0.94 * (width - 2 * padding) * 100 / Math.max(1, longestWordWidth) / popScale))
    readonly property real padding: 10

    visible: text !== ""

    Rectangle {
        objectName: "zoneBeatBackdrop"
        anchors.centerIn: parent
        width: Math.min(zoneBeat.width, label.contentWidth + 2 * zoneBeat.padding + zoneBeat.pixelSize * 0.6)
        height: Math.min(zoneBeat.height, zoneBeat.pixelSize * 1.35)
        radius: height / 2
        // Solid, as the middle's backdrop: the cards under it would break up the word.
        color: Theme.beatBackdrop
    }

    Text {
        id: label
        objectName: "zoneBeatText"
        anchors.centerIn: parent
        width: zoneBeat.width - 2 * zoneBeat.padding
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        text: zoneBeat.text
        font.pixelSize: zoneBeat.pixelSize
        font.bold: true
        color: zoneBeat.signalShown ? zoneBeat.glow : "white"
        style: Text.Outline
        styleColor: Theme.beatOutline
        // Each number lands with a small pop, as in the middle (none with reduce motion).
        onTextChanged: if (!zoneBeat.reduceMotion && text !== "") pop.restart()
        NumberAnimation on scale {
            id: pop
            running: false
            from: zoneBeat.popScale
            to: 1
            duration: 220
            easing.type: Easing.OutCubic
        }
    }
}
