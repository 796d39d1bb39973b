// MapBoard: the 6x6 map of Penang: the cards, the trail of the walk in progress and the
// walker walking it step by step. walk(path) animates a walk the table has made (cells,
// start and end included) and reports walkFinished() at the end; without motion the
// walker simply stands at the end.
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates and inline
// components (6.5 adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick

Item {
    id: board

    property alias model: cards.model
    property var characterNames: []
    property int walkerCharacter: -1
    property string walkerName: ""
    property int walkerCell: -1        // where the walker stands when not walking
    property bool reduceMotion: false
    readonly property real cellSize: width / 6
    readonly property bool walking: stepTimer.running

    signal cellTapped(int cell)
    signal walkFinished(int cell)

    property var trail: []              // cells of the walk on show
    property int shownCell: -1          // the walker's cell on screen
    property int stepIndex: 0

    function cellPoint(cell) {
        return Qt.point((cell % 6 + 0.5) * cellSize, (Math.floor(cell / 6) + 0.5) * cellSize)
    }
    function walk(path) {
        trail = path
        if (path.length === 0)
            return
        if (reduceMotion) {
            shownCell = path[path.length - 1]
            walkFinished(shownCell)
            return
        }
        stepIndex = 0
        shownCell = path[0]
        stepTimer.start()
    }
    onWalkerCellChanged: {
        if (stepTimer.running)
            return
        shownCell = walkerCell
        trail = [] // a jump (start, undo, resume): no walk to show
    }

    Timer {
        id: stepTimer
        interval: 220
        repeat: true
        onTriggered: {
            board.stepIndex += 1
            if (board.stepIndex >= board.trail.length) {
                stop()
                board.walkFinished(board.shownCell)
                return
            }
            board.shownCell = board.trail[board.stepIndex]
        }
    }

    readonly property real gap: cellSize * 0.05

    Grid {
        x: board.gap / 2
        y: board.gap / 2
        columns: 6
        spacing: board.gap
        Repeater {
            id: cards
            MapCard {
                width: board.cellSize - board.gap
                height: board.cellSize - board.gap
                reduceMotion: board.reduceMotion
                characterNames: board.characterNames
                onTapped: cell => board.cellTapped(cell)
            }
        }
    }

    // The trail of the last walk: one bar per step, card centre to card centre.
    Repeater {
        model: Math.max(0, board.trail.length - 1)
        Rectangle {
            required property int index
            readonly property point from: board.cellPoint(board.trail[index])
            readonly property point to: board.cellPoint(board.trail[index + 1])
            readonly property real thickness: Math.max(4, board.cellSize * 0.07)
            x: Math.min(from.x, to.x) - thickness / 2
            y: Math.min(from.y, to.y) - thickness / 2
            width: Math.abs(to.x - from.x) + thickness
            height: Math.abs(to.y - from.y) + thickness
            radius: thickness / 2
            color: KakiStyle.walker
            opacity: 0.6
        }
    }

    // The walker: their character's badge on a blue base, stepping card by card.
    Item {
        id: walker
        objectName: "walkerToken"
        visible: board.shownCell >= 0
        width: board.cellSize * 0.5
        height: width
        x: board.cellPoint(Math.max(0, board.shownCell)).x - width / 2
        y: board.cellPoint(Math.max(0, board.shownCell)).y - height / 2
        Behavior on x { enabled: stepTimer.running; NumberAnimation { duration: 180; easing.type: Easing.InOutQuad } }
        Behavior on y { enabled: stepTimer.running; NumberAnimation { duration: 180; easing.type: Easing.InOutQuad } }

        Rectangle {
            anchors.fill: parent
            radius: width / 2
            color: KakiStyle.walker
            border.color: "white"
            border.width: Math.max(2, width * 0.06)
        }
        CharacterBadge {
            anchors.centerIn: parent
            width: parent.width * 0.74
            character: board.walkerCharacter
            name: board.walkerName
        }
    }
}
