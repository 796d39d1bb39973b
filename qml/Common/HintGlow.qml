// HintGlow: how a table marks the example of its hint (a card, a seller, a run, a recipe,
// a place on the mat): a bright outline over the item it fills, pulsing unless motion is
// reduced. Put it inside the item and bind `shown` to the screen's hintShown.
import QtQuick
import FoodCourt.Common

Rectangle {
    id: glow

    property bool shown: false
    property bool reduceMotion: false

    anchors.fill: parent
    // From the item marked (the glow's own size would loop through its margins).
    readonly property real thickness: parent ? Math.max(4, Math.min(parent.width, parent.height) * 0.06) : 4
    anchors.margins: -thickness / 2
    visible: shown
    z: 50
    color: "transparent"
    radius: Theme.radius / 2
    border.width: thickness
    border.color: "#FFD84D" // yellow: stands out on every felt and card colour

    SequentialAnimation on opacity {
        running: glow.shown && !glow.reduceMotion
        loops: Animation.Infinite
        alwaysRunToEnd: true
        NumberAnimation { from: 1; to: 0.45; duration: 600; easing.type: Easing.InOutQuad }
        NumberAnimation { from: 0.45; to: 1; duration: 600; easing.type: Easing.InOutQuad }
    }
}
