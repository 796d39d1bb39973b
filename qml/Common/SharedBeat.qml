// SharedBeat: the real-time games' countdown in the middle of the table, for everyone at
// once: "3", "2", "1", then the game's signal word ("Wok!"). The number and the word are
// drawn once per edge that has a player, each copy between the middle and its edge and
// turned to face it, so every seat reads it the right way up; a ring (or row) of pips in
// the middle goes out one per beat. Each beat and the signal sound the shared cues at the
// effects volume. The signal shows for a moment (signalHeld) and then clears the middle,
// where the action is.
//   beats: pips in all (3); remaining: the table's count (3, 2, 1; 0 = the signal);
//   running: the table is counting; edges: the edges with a player (SeatZone's numbering);
//   wordsShown: false where the game draws the number and the word elsewhere (Kandar
//   Klash! in each cook's zone when its middle is too small); the pips and sounds stay;
//   signalHeld: the signal word shows while the game's table says so: each table times it
//   on its session clock (HeldSignal, held_signal.h), which tests and the audit move; a
//   QML Timer would run on Qt's animation time, which neither moves.
import QtQuick
import FoodCourt.Common

Item {
    id: beat

    property int beats: 3
    property int remaining: 0
    property bool running: false
    property var edges: [0]
    property string signalWord: ""
    property bool reduceMotion: false
    property bool soundOn: true
    // A game's own sound for the signal (Kandar Klash!'s bell); else the shared cue.
    property string signalSource: ""
    property bool signalHeld: false
    property color glow: Theme.beatGlow
    // Behind the numbers (the game's middle may be busy): none, or a soft disc or card.
    property color backdrop: "transparent"
    property real backdropRadius: width / 2
    property bool wordsShown: true

    // "count" while the numbers run, "signal" while the word shows, else "idle".
    readonly property string phase: running && remaining > 0 ? "count"
        : signalHeld ? "signal" : "idle"
    readonly property string shownText: phase === "count" ? String(remaining) : phase === "signal" ? signalWord : ""
    // The edges to face, each once, in SeatZone's numbering.
    readonly property var facing: Array.from(new Set(Array.from(edges))).filter(e => e >= 0 && e <= 3)
    // Neighbouring edges (a side and an end) share the corners: each copy keeps to its
    // quarter. Facing edges only (or one) get half the square each.
    readonly property bool crowded: facing.some(e => e % 2 === 0) && facing.some(e => e % 2 === 1)
    readonly property bool rowAcross: !crowded && facing.length > 0 && facing[0] % 2 === 1

    // The box each copy is fitted in, in the copy's own (turned) square: a quarter of the
    // square each where the copies are crowded, else half of it across.
    readonly property rect wordBox: crowded ? Qt.rect(width * 0.28, height * 0.71, width * 0.44, height * 0.28)
                                            : Qt.rect(width * 0.03, height * 0.6, width * 0.94, height * 0.39)
    // The size a word `advanceAt100` wide at 100 px gets in that box: as tall as the box,
    // narrower for a long word, so its whole width fits (a game sizes its own copies by it).
    function wordSizeFor(advanceAt100) {
        return Math.max(6, Math.min(wordBox.height * 0.9, wordBox.width * 0.95 * 100 / Math.max(1, advanceAt100)))
    }

    // The widest thing shown (the signal word, or a number) at 100 px, for the copies' size.
    readonly property real wordWidth: Math.max(digitSize.advanceWidth, wordSize.advanceWidth)
    TextMetrics {
        id: digitSize
        text: "3"
        font.pixelSize: 100
        font.bold: true
    }
    TextMetrics {
        id: wordSize
        text: beat.phase === "signal" ? beat.signalWord : "3"
        font.pixelSize: 100
        font.bold: true
    }

    // Every beat and the signal, as the sound heard (tests listen here).
    signal cue(string name)

    visible: phase !== "idle"
    implicitWidth: 300
    implicitHeight: 300

    // The last number shown: the signal follows a "1", not a countdown cut short.
    property int lastNumber: 0
    onRemainingChanged: {
        if (running && remaining > 0)
            sound("beat")
    }
    onRunningChanged: {
        if (running) {
            if (remaining > 0)
                sound("beat")
        } else if (lastNumber === 1) {
            sound("signal")
        }
        if (!running)
            lastNumber = 0
    }
    function sound(name) {
        if (name === "beat")
            lastNumber = remaining
        cue(name)
        if (soundOn)
            sounds.play(name)
    }

    Sounds {
        id: sounds
        enabled: beat.soundOn && AppSettings.sound
        signalSource: beat.signalSource
    }

    Rectangle {
        anchors.fill: parent
        radius: beat.backdropRadius
        color: beat.backdrop
        // The signal word alone: what it uncovers is what the players look at next.
        visible: beat.phase === "count"
    }

    // The pips: a ring when copies sit on all sides, else a row between the two readers.
    Repeater {
        model: beat.beats
        // Qt 6.4's qmllint cannot follow this file's ids into a delegate (6.5's pragma
        // ComponentBehavior: Bound can).
        // qmllint disable unqualified
        Rectangle {
            required property int index
            readonly property real angle: -Math.PI / 2 + index * 2 * Math.PI / beat.beats
            readonly property real along: (index - (beat.beats - 1) / 2) * beat.width * 0.15
            readonly property bool on: index < beat.remaining && beat.phase === "count"
            width: beat.width * (beat.crowded ? 0.085 : 0.1)
            height: width
            radius: width / 2
            x: beat.width / 2 - width / 2 + (beat.crowded ? Math.cos(angle) * beat.width * 0.13
                                                          : beat.rowAcross ? 0 : along)
            y: beat.height / 2 - height / 2 + (beat.crowded ? Math.sin(angle) * beat.height * 0.13
                                                            : beat.rowAcross ? along : 0)
            color: on ? beat.glow : "transparent"
            border.color: beat.glow
            border.width: Math.max(2, width * 0.14)
            scale: on ? 1 : 0.7
            Behavior on scale {
                enabled: !beat.reduceMotion
                NumberAnimation { duration: 180; easing.type: Easing.OutBack }
            }
        }
        // qmllint enable unqualified
    }

    // One copy of the number or word per edge, turned to face it.
    Repeater {
        model: beat.wordsShown ? beat.facing : []
        // qmllint disable unqualified
        Item {
            required property int modelData
            objectName: "beatWord_" + modelData
            anchors.centerIn: parent
            width: beat.width
            height: beat.height
            // As SeatZone turns its content: rotating by 90 turns "down" to the left.
            rotation: [0, 270, 180, 90][modelData]
            Text {
                objectName: "beatText_" + parent.modelData
                x: beat.wordBox.x
                y: beat.wordBox.y
                width: beat.wordBox.width
                height: beat.wordBox.height
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                text: beat.shownText
                font.pixelSize: beat.wordSizeFor(beat.wordWidth)
                // And never wider than the box, whatever the estimate says (a long signal word
                // in a small middle: "¡A cocinar!" on a phone on its side).
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 6
                font.bold: true
                color: beat.phase === "signal" ? beat.glow : "white"
                style: Text.Outline
                styleColor: Theme.beatOutline
                // Each number lands with a small pop (none with reduce motion).
                onTextChanged: if (!beat.reduceMotion && beat.shownText !== "") pop.restart()
                NumberAnimation on scale {
                    id: pop
                    running: false
                    from: 1.35
                    to: 1
                    duration: 220
                    easing.type: Easing.OutCubic
                }
            }
        }
        // qmllint enable unqualified
    }
}
