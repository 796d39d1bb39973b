// HandoffCurtain: the pass-and-play curtain. While shown it covers and swallows
// everything beneath (a private hand stays private), and it opens only after the named
// player presses and holds for holdMs, so a brush of a finger cannot reveal it.
// Keyboard: hold Space or Enter on the focused curtain; assistive tech: the press action.
// It names the player in their seat's colour and may tell, in a few lines, what the others
// did since that player's last turn (words the table gives: only what everyone saw).
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Rectangle {
    id: curtain

    property string playerName
    // The player's seat colour (as their table shows it); the name is set on it, in text that
    // stays readable on it. Transparent: the name plain, as the rest of the title.
    property color playerColor: "transparent"
    // What happened since the player's last turn, one line per step ([] says nothing).
    property var recap: []
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

    function nameMarkup() {
        // Escaped (a name is typed), and kept on one line where it fits ("Joueur 1", not
        // "Joueur" over "1").
        const name = curtain.playerName.replace(/&/g, "&amp;").replace(/</g, "&lt;")
                     .replace(/>/g, "&gt;").replace(/ /g, "&nbsp;")
        if (curtain.playerColor.a === 0)
            return name
        // A highlight in the seat's colour: on the dark curtain a dark seat colour would
        // not read as text colour, so the name sits on it instead.
        return "<span style=\"background-color:%1; color:%2\">&nbsp;%3&nbsp;</span>"
               .arg(curtain.playerColor.toString()).arg(Theme.textOn(curtain.playerColor).toString())
               .arg(name)
    }

    anchors.fill: parent
    z: 1000
    visible: shown
    color: Theme.curtain
    // Framed in the player's colour too, seen from across the table.
    border.color: playerColor
    border.width: playerColor.a > 0 ? 10 : 0
    focus: shown
    activeFocusOnTab: true

    Accessible.role: Accessible.Button
    Accessible.name: qsTr("Pass to %1").arg(curtain.playerName)
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
        Accessible.ignored: true // the curtain itself is the button a reader presses
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
            id: words
            anchors.centerIn: parent
            width: Math.min(parent.width - 2 * Theme.spacing, Theme.readableWidth)
            spacing: Theme.spacing * 2
            // A short screen with large text (a phone held sideways): all of it smaller
            // rather than cut, the hold button still well over a fingertip.
            scale: Math.min(1, (facing.height - 2 * Theme.spacing) / Math.max(1, implicitHeight))

            Label {
                id: title
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                color: Theme.onAccent
                font.pixelSize: Theme.fontHero
                font.bold: true
                // Rich text only for the coloured name, which is escaped (a name is typed).
                textFormat: Text.RichText
                //: Pass-and-play: hand the tablet to the named player.
                text: qsTr("Pass to %1").arg(curtain.nameMarkup())
            }

            Label {
                id: recapText
                objectName: "handoffRecap"
                width: parent.width
                visible: text.length > 0
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                color: Theme.onAccent
                font.pixelSize: Theme.fontBody
                lineHeight: 1.15
                text: (curtain.recap ?? []).join("\n")
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
                        height: parent.height - 24
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                        // Whole words only ("Mainte-nir" at 140 % text): a long one shrinks.
                        wrapMode: Text.WordWrap
                        fontSizeMode: Text.Fit
                        minimumPixelSize: 10
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
                        Accessible.ignored: true // the curtain is the one button to a reader
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
