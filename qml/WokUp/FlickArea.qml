// FlickArea: where a player flicks their pile's top token towards the wok. The drag's
// last tenth of a second gives the throw's speed and direction ("up" is the wok: the
// area is turned to face its player); a drag backwards or a slow push throws nothing.
// The tenth of a second is measured on the touch events' own timestamps (TimedDrag), not
// on the clock when the UI got round to them: a stalled machine changes no flick's speed.
import QtQuick
import FoodCourt.Common
import FoodCourt.WokUp

Item {
    id: area

    property int pile: 0          // tokens left
    property bool live: false     // this player throws in this volley
    property real pxPerCm: 8
    property color accent: Theme.accent(0)

    // aim: radians off straight ahead (positive: to the left); speed: cm/s on the table.
    signal flicked(real aim, real speed)

    readonly property int sampleWindowMs: 100
    readonly property real slowestCmPerS: 15
    property var samples: []

    // The point at (x, y) at `t`, the input event's own time (ms).
    function sample(x, y, t) {
        samples.push({ x: x, y: y, t: t })
        while (samples.length > 2 && t - samples[0].t > sampleWindowMs)
            samples.shift()
    }
    function release() {
        if (samples.length < 2)
            return
        const first = samples[0]
        const last = samples[samples.length - 1]
        const seconds = Math.max(16, last.t - first.t) / 1000
        const vx = (last.x - first.x) / seconds
        const vy = (last.y - first.y) / seconds
        const speed = Math.hypot(vx, vy) / pxPerCm
        if (vy >= 0 || speed < slowestCmPerS)
            return // backwards, or hardly moving: not a throw
        flicked(Math.atan2(-vx, -vy), speed)
    }

    Rectangle {
        anchors.fill: parent
        radius: Theme.radius
        color: Qt.rgba(1, 1, 1, area.live ? 0.22 : 0.08)
        border.color: area.live ? area.accent : Qt.rgba(1, 1, 1, 0.3)
        border.width: area.live ? 3 : 1
    }

    // The pile: the top token face down (nobody knows what it is) and how many are left.
    Item {
        id: pileArt
        width: Math.min(area.width * 0.5, area.height * 0.62)
        height: width
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: area.height * 0.08
        visible: area.pile > 0
        Repeater {
            model: Math.min(area.pile, 4)
            // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
            // pragma ComponentBehavior: Bound); the ids used here are this file's own.
            // qmllint disable unqualified
            delegate: Rectangle {
                required property int index
                width: pileArt.width
                height: width
                radius: width / 2
                y: -index * pileArt.width * 0.06
                color: "#E9D3B0"
                border.color: "#8A6A45"
                border.width: Math.max(1, width * 0.06)
            }
        }
        Text {
            anchors.centerIn: parent
            anchors.verticalCenterOffset: -Math.min(area.pile - 1, 3) * pileArt.width * 0.06
            text: area.pile
            font.bold: true
            font.pixelSize: pileArt.width * 0.4
            color: "#5E3B22"
        }
    }

    TimedDrag {
        id: drag
        anchors.fill: parent
        onActiveChanged: {
            if (active)
                area.samples = [] // the move that made it active is the first sample
            else
                area.release()
        }
        onMoved: (position, timestampMs) => area.sample(position.x, position.y, timestampMs)
        Accessible.role: Accessible.Button
        //: A screen reader's name for a player's token pile, flicked into the wok.
        Accessible.name: qsTr("Your tokens: %1, flick one into the wok").arg(area.pile)
    }
}
