// SharedBeat: the real-time games' countdown in the middle of the table, for everyone at
// once. A ring of pips, one going out on each beat, then a burst on the signal: shapes,
// not digits, so it reads the right way up from every edge. The zones still print the
// number, turned to face their players.
//   beats: pips in all (3); remaining: pips still lit (3, 2, 1; 0 = the signal).
import QtQuick

Item {
    id: beat

    property int beats: 3
    property int remaining: 0
    property bool running: false
    property bool reduceMotion: false
    property color glow: "#FFD34D"

    visible: running
    implicitWidth: 200
    implicitHeight: 200

    Repeater {
        model: beat.beats
        // Qt 6.4's qmllint cannot follow this file's ids into a delegate (6.5's pragma
        // ComponentBehavior: Bound can).
        // qmllint disable unqualified
        Rectangle {
            required property int index
            // Evenly round the ring, the first at the top.
            readonly property real angle: -Math.PI / 2 + index * 2 * Math.PI / beat.beats
            readonly property bool on: index < beat.remaining
            width: beat.width * 0.22
            height: width
            radius: width / 2
            x: beat.width / 2 + Math.cos(angle) * beat.width * 0.36 - width / 2
            y: beat.height / 2 + Math.sin(angle) * beat.height * 0.36 - height / 2
            color: on ? beat.glow : "transparent"
            border.color: beat.glow
            border.width: Math.max(2, width * 0.12)
            scale: on ? 1 : 0.7
            Behavior on scale {
                enabled: !beat.reduceMotion
                NumberAnimation { duration: 180; easing.type: Easing.OutBack }
            }
        }
        // qmllint enable unqualified
    }
}
