// HandoffCurtain: the pass-and-play curtain. While shown it covers and swallows
// everything beneath (a private hand stays private), and it opens only after the named
// player presses and holds for holdMs, so a brush of a finger cannot reveal it.
// Keyboard: hold Space or Enter on the focused curtain; assistive tech: the press action.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Rectangle {
    id: curtain

    property string playerName
    property int holdMs: 800
    property bool shown: true
    // Where the player sits (0 bottom, 1 right, 2 top, 3 left), to face them.
    property int edge: 0
    readonly property real progress: hold.progress

    signal revealed()

    function show(name) {
        playerName = name
        hold.reset()
        shown = true
        forceActiveFocus()
    }

    anchors.fill: parent
    z: 1000
    visible: shown
    color: Theme.curtain
    focus: shown
    activeFocusOnTab: true

    Accessible.role: Accessible.Button
    Accessible.name: title.text
    Accessible.description: hint.text
    Accessible.onPressAction: hold.complete()

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Space || event.key === Qt.Key_Return
                || event.key === Qt.Key_Enter) {
            if (!event.isAutoRepeat)
                hold.begin()
            event.accepted = true
        }
    }
    Keys.onReleased: event => {
        if (!event.isAutoRepeat && (event.key === Qt.Key_Space || event.key === Qt.Key_Return
                                    || event.key === Qt.Key_Enter)) {
            hold.cancel()
            event.accepted = true
        }
    }

    // Swallows every press, wheel and hover outside the hold button.
    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        onWheel: wheel => wheel.accepted = true
    }

    QtObject {
        id: hold
        property real progress: 0
        function begin() { fill.restart() }
        function cancel() { fill.stop(); progress = 0 }
        function reset() { fill.stop(); progress = 0 }
        function complete() {
            fill.stop()
            progress = 0
            curtain.shown = false
            curtain.revealed()
        }
    }

    NumberAnimation {
        id: fill
        target: hold
        property: "progress"
        from: 0
        to: 1
        duration: curtain.holdMs
        onFinished: if (hold.progress >= 1) hold.complete()
    }

    Item {
        id: facing
        anchors.centerIn: parent
        width: (curtain.edge % 2 === 0) ? curtain.width : curtain.height
        height: (curtain.edge % 2 === 0) ? curtain.height : curtain.width
        rotation: [0, 270, 180, 90][curtain.edge % 4]

        Column {
            anchors.centerIn: parent
            width: Math.min(parent.width - 2 * Theme.spacing, Theme.readableWidth)
            spacing: Theme.spacing * 2

            Label {
                id: title
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                color: Theme.onAccent
                font.pixelSize: Theme.fontHero
                font.bold: true
                //: Pass-and-play: hand the tablet to the named player.
                text: qsTr("Pass to %1").arg(curtain.playerName)
            }

            Item {
                anchors.horizontalCenter: parent.horizontalCenter
                width: 160
                height: 160

                ProgressRing {
                    anchors.fill: parent
                    progress: hold.progress
                    lineWidth: 10
                }
                Rectangle {
                    id: holdButton
                    anchors.centerIn: parent
                    width: 120
                    height: 120
                    radius: width / 2
                    color: pressArea.pressed ? Theme.primaryPressed : Theme.primary
                    Label {
                        anchors.centerIn: parent
                        width: parent.width - 16
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.Wrap
                        color: Theme.onAccent
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        //: On the round hold-to-reveal button of the hand-off curtain.
                        text: qsTr("Hold")
                    }
                    MouseArea {
                        id: pressArea
                        anchors.fill: parent
                        onPressed: hold.begin()
                        onReleased: hold.cancel()
                        onCanceled: hold.cancel()
                    }
                }
            }

            Label {
                id: hint
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                color: Theme.onAccent
                font.pixelSize: Theme.fontBody
                //: %1 is a player's name. Only that player should look at the screen.
                text: qsTr("%1, press and hold the button to see your cards. Everyone else, look away.")
                      .arg(curtain.playerName)
            }
        }
    }
}
