// EndOfGameCelebration: confetti in the winners' seat colours falling once over the end of
// a game. With reduce motion on nothing moves: the standings alone tell who won.
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates (6.5 adds
// pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import FoodCourt.Common

Item {
    id: celebration

    property var seats: []        // the winners: their colours fall
    property bool reduceMotion: false
    property real unit: 1
    readonly property bool running: fall.running

    // Starts the fall again (each time the end screen opens).
    function start() {
        if (reduceMotion || width <= 0)
            return
        fall.restart()
    }

    function stop() {
        fall.stop()
    }

    onReduceMotionChanged: if (reduceMotion) stop()
    visible: fall.running
    clip: true

    QtObject {
        id: progress
        property real t: 0 // 0 at the top, 1 when every piece has left the screen
    }

    Repeater {
        model: 36
        Rectangle {
            required property int index
            // A fixed scatter from the index: the same fall each time, no random numbers.
            readonly property real column: ((index * 37) % 100) / 100
            readonly property real lag: ((index * 53) % 40) / 100
            width: 12 * celebration.unit
            height: 7 * celebration.unit
            radius: 2
            color: celebration.seats.length > 0
                   ? Theme.seatColor(celebration.seats[index % celebration.seats.length])
                   : Theme.accent(index)
            border.color: Qt.rgba(0, 0, 0, 0.25)
            x: column * celebration.width + Math.sin((progress.t * 6 + index) * 1.3) * 18 * celebration.unit
            y: (progress.t * 1.6 - lag) * (celebration.height + 40 * celebration.unit) - 20 * celebration.unit
            rotation: index * 41 + progress.t * 720
        }
    }

    NumberAnimation {
        id: fall
        target: progress
        property: "t"
        from: 0
        to: 1
        duration: 2600
        easing.type: Easing.InQuad
    }
}
