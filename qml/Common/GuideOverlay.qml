// GuideOverlay: a guided first game over a game's real screen. Its GuideRunner steers the
// screen's table; it rings the control the step names (found by objectName), puts the
// CoachMark beside it, says each bot move in one line (the guide's explain()), moves on
// when the step's state is reached (its `until`), and at the end says "You're ready!"
// with a real game or the menu. With the read-aloud setting on, the coach's words and the
// bots' lines are spoken. Nothing here takes a tap meant for the table: only the
// bubble and the final card catch touches. See docs/guide.md.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Item {
    id: overlay

    required property GuideScript guide
    property GameScreen screen: null
    property string gameTitle
    property bool reduceMotion: false
    property real safeAreaTop: 0
    property real safeAreaRight: 0
    property real safeAreaBottom: 0
    property real safeAreaLeft: 0

    readonly property alias runner: runner
    // The control the step points at (null: none, or not on screen now).
    property Item target: null
    property rect targetRect: Qt.rect(0, 0, 0, 0)
    property var botLines: []
    readonly property real unit: Math.max(1, Math.min(2, Math.min(width, height) / 760))
    readonly property bool ready: runner.finished && !runner.left

    signal leaveRequested()
    signal realGameRequested()

    // Call before the match starts, so the guide steers it from its first step.
    function attach(gameScreen) {
        screen = gameScreen
        runner.session = gameScreen ? gameScreen.table : null
    }
    function leave() {
        runner.leave()
        leaveRequested()
    }
    function findTarget() {
        const name = runner.stepTarget
        const found = screen && name !== "" ? runner.findItem(screen, name) : null
        if (found !== target)
            target = found
        placeTarget()
    }
    function placeTarget() {
        placeBubbleArea()
        if (!target || !target.visible) {
            targetRect = Qt.rect(0, 0, 0, 0)
            return
        }
        // Its bounding box as it shows (a control may be turned, as a wok's recipe cards are).
        const r = target.mapToItem(overlay, 0, 0, target.width, target.height)
        if (r !== targetRect)
            targetRect = r
    }
    // A step may keep the bubble inside a part of the screen the learner does not need
    // meanwhile (its `bubbleIn`: the bot's side of a real-time table), so the bubble leaves
    // the learner's own cards and the middle of the table in sight.
    property Item bubbleItem: null
    property rect bubbleRect: Qt.rect(0, 0, 0, 0)
    function stepField(step, key) { return step[key] ?? "" }
    function placeBubbleArea() {
        const name = screen ? stepField(runner.step, "bubbleIn") : ""
        if (name === "")
            bubbleItem = null
        else if (!bubbleItem || bubbleItem.objectName !== name || !bubbleItem.visible)
            bubbleItem = runner.findItem(screen, name)
        // Its bounding box as it shows (a bot's zone may be turned to face its edge).
        const r = bubbleItem ? bubbleItem.mapToItem(overlay, 0, 0, bubbleItem.width, bubbleItem.height)
                             : Qt.rect(0, 0, 0, 0)
        if (r !== bubbleRect)
            bubbleRect = r
    }
    // Whether the step's state (its `until`) holds now; a binding, so it follows the screen.
    readonly property bool conditionNow: runner.stepKind === "condition" && screen !== null
                                         && overlay.guide[runner.stepUntil](screen) === true
    onConditionNowChanged: if (conditionNow) runner.conditionReached(runner.stepIndex)

    GuideRunner {
        id: runner
        steps: overlay.guide.steps
        learnerSeat: overlay.guide.learnerSeat
        onStepChanged: {
            overlay.findTarget()
            if (!runner.finished)
                overlay.speak(runner.stepText)
            if (runner.stepKind === "read")
                overlay.botLines = []
        }
    }
    Connections {
        target: overlay.screen ? overlay.screen.table : null
        function onActionApplied(seat, action) {
            const table = overlay.screen.table
            if (table.isBot(seat)) {
                const line = overlay.guide.explain(overlay.screen, seat, action)
                if (line !== "") {
                    overlay.botLines = overlay.botLines.concat([line]).slice(-2)
                    overlay.speak(line)
                }
            }
            overlay.findTarget()
        }
        function onStateChanged() { overlay.findTarget() }
    }
    // Read aloud (when the setting is on, through the screen's say(), as its prompt and
    // refusals are): each coach mark's text and each bot's line. What one moment brings (a
    // bot's move and the step it completes) is said in one go once that moment has passed,
    // after the screen has said its new prompt, so neither cuts the coach off.
    property var wordsToSay: []
    function speak(words) {
        if (words === "")
            return
        wordsToSay.push(words)
        sayTimer.start()
    }
    Timer { // 0 ms: once the moment's signals are through
        id: sayTimer
        interval: 0
        onTriggered: {
            const words = overlay.wordsToSay.join(" ")
            overlay.wordsToSay = []
            if (overlay.screen && words !== "")
                overlay.screen.say(words)
        }
    }

    // Controls move as the table lays out and animates: follow them frame by frame.
    Connections {
        target: overlay.Window.window
        function onAfterAnimating() {
            if (!overlay.target || !overlay.target.visible)
                overlay.findTarget()
            else
                overlay.placeTarget()
        }
    }

    readonly property bool coaching: !runner.finished && !runner.left
                                     && !(screen && screen.rulesOpen)
    readonly property bool hasTarget: targetRect.width > 0 && targetRect.height > 0

    Rectangle { // the ring round the control to use
        id: ring
        objectName: "coachRing"
        visible: overlay.coaching && overlay.hasTarget
        readonly property real gap: 6 * overlay.unit
        x: overlay.targetRect.x - gap
        y: overlay.targetRect.y - gap
        width: overlay.targetRect.width + 2 * gap
        height: overlay.targetRect.height + 2 * gap
        radius: Theme.radius * overlay.unit
        color: "transparent"
        border.color: "#FFD000"
        border.width: 5 * overlay.unit
        Rectangle { // a dark edge so the ring shows on light and dark tables alike
            anchors.fill: parent
            anchors.margins: -2
            radius: parent.radius + 2
            color: "transparent"
            border.color: Theme.woodDark
            border.width: 2
        }
        SequentialAnimation on opacity {
            running: ring.visible && !overlay.reduceMotion
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.45; duration: 700; easing.type: Easing.InOutQuad }
            NumberAnimation { from: 0.45; to: 1; duration: 700; easing.type: Easing.InOutQuad }
        }
    }

    Item { // the window less its insets, or the step's bubbleIn: where the bubble may go
        id: area
        readonly property rect safe: Qt.rect(overlay.safeAreaLeft + Theme.spacing,
                                             overlay.safeAreaTop + Theme.spacing,
                                             overlay.width - overlay.safeAreaLeft - overlay.safeAreaRight
                                             - 2 * Theme.spacing,
                                             overlay.height - overlay.safeAreaTop - overlay.safeAreaBottom
                                             - 2 * Theme.spacing)
        // The step's bubbleIn, inside its own margin and the safe area.
        readonly property rect held: {
            const b = overlay.bubbleRect
            const left = Math.max(safe.x, b.x + Theme.spacing)
            const top = Math.max(safe.y, b.y + Theme.spacing)
            const right = Math.min(safe.x + safe.width, b.x + b.width - Theme.spacing)
            const bottom = Math.min(safe.y + safe.height, b.y + b.height - Theme.spacing)
            return Qt.rect(left, top, Math.max(0, right - left), Math.max(0, bottom - top))
        }
        // Only when the whole bubble fits in it, no narrower than a phone (not a short zone
        // on a phone on its side, nor a narrow one at a tablet's side, where large text
        // would not fit the bubble's buttons).
        readonly property bool inItem: held.width >= 320 * overlay.unit && held.height >= fitting.height
        x: inItem ? held.x : safe.x
        y: inItem ? held.y : safe.y
        width: inItem ? held.width : safe.width
        height: inItem ? held.height : safe.height
    }
    CoachMark { // unseen: the bubble's height inside the step's bubbleIn
        id: fitting
        visible: false
        unit: mark.unit
        width: Math.min(area.held.width, 560 * overlay.unit)
        text: mark.text
        botLines: mark.botLines
        showNext: mark.showNext
        stepNumber: mark.stepNumber
        stepCount: mark.stepCount
    }

    CoachMark {
        id: mark
        objectName: "coachMark"
        visible: overlay.coaching
        unit: overlay.unit
        // Beside the control it takes the room on that side (narrower, taller).
        readonly property real fullWidth: Math.min(area.width, 560 * overlay.unit)
        readonly property real roomBeside: onRight ? area.x + area.width - ringRight - gap
                                                   : ringLeft - gap - area.x
        width: beside ? Math.max(Math.min(fullWidth, roomBeside), Math.min(fullWidth, 240 * overlay.unit))
                      : fullWidth
        text: runner.stepText
        botLines: overlay.botLines
        showNext: runner.stepKind === "read"
        stepNumber: runner.stepIndex + 1
        stepCount: runner.stepCount
        // Above or below the control, where there is more room; beside it when neither
        // leaves room (a phone on its side); at the foot without one.
        readonly property real gap: 18 * overlay.unit
        readonly property real ringTop: overlay.targetRect.y - ring.gap
        readonly property real ringBottom: overlay.targetRect.y + overlay.targetRect.height + ring.gap
        readonly property real ringLeft: overlay.targetRect.x - ring.gap
        readonly property real ringRight: overlay.targetRect.x + overlay.targetRect.width + ring.gap
        readonly property real roomAbove: ringTop - area.y
        readonly property real roomBelow: area.y + area.height - ringBottom
        readonly property bool above: overlay.hasTarget && roomAbove > roomBelow
        readonly property bool beside: overlay.hasTarget
                                       && Math.max(roomAbove, roomBelow) < height + gap
        readonly property bool onRight: area.x + area.width - ringRight >= ringLeft - area.x
        pointerEdge: !overlay.hasTarget || beside ? "" : above ? "bottom" : "top"
        pointerX: overlay.targetRect.x + overlay.targetRect.width / 2 - x
        x: {
            if (beside)
                return onRight ? Math.min(area.x + area.width - width, ringRight + gap)
                               : Math.max(area.x, ringLeft - gap - width)
            const centre = overlay.hasTarget ? overlay.targetRect.x + overlay.targetRect.width / 2
                                             : area.x + area.width / 2
            return Math.max(area.x, Math.min(area.x + area.width - width, centre - width / 2))
        }
        y: {
            if (!overlay.hasTarget) // at the foot, where it hides least of a picker or a title
                return area.y + area.height - height
            const wanted = beside ? overlay.targetRect.y + overlay.targetRect.height / 2 - height / 2
                         : above ? ringTop - gap - height
                         : ringBottom + gap
            return Math.max(area.y, Math.min(area.y + area.height - height, wanted))
        }
        onNextClicked: runner.next()
        onLeaveClicked: overlay.leave()
    }

    // The end: the learner knows the moves.
    Rectangle {
        objectName: "guideReady"
        anchors.fill: parent
        visible: overlay.ready
        color: "#99000000"
        MouseArea { anchors.fill: parent; Accessible.ignored: true } // the table under it rests

        Rectangle {
            anchors.centerIn: parent
            width: Math.min(area.width, Theme.readableWidth * overlay.unit)
            height: readyColumn.implicitHeight + 4 * Theme.spacing * overlay.unit
            radius: Theme.radius * overlay.unit
            color: Theme.surface
            border.color: Theme.woodDark
            border.width: 3

            ColumnLayout {
                id: readyColumn
                anchors.fill: parent
                anchors.margins: 2 * Theme.spacing * overlay.unit
                spacing: Theme.spacing * overlay.unit
                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    color: Theme.woodDark
                    font.pixelSize: Theme.fontTitle * overlay.unit
                    font.bold: true
                    //: Title at the end of a guided first game.
                    text: qsTr("You're ready!")
                }
                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    font.pixelSize: Theme.fontBody * overlay.unit
                    //: End of a guided first game; %1 is the game's title.
                    text: qsTr("Now you know how %1 is played. Start a real game, against the bots or with your family.")
                          .arg(overlay.gameTitle)
                }
                Flow {
                    Layout.alignment: Qt.AlignHCenter
                    Layout.maximumWidth: parent.width
                    spacing: Theme.spacing * overlay.unit
                    ActionButton {
                        objectName: "guidePlayReal"
                        font.pixelSize: Theme.fontBody * overlay.unit
                        //: Button at the end of a guided first game: set up a real game.
                        text: qsTr("Play a real game")
                        onClicked: overlay.realGameRequested()
                    }
                    ActionButton {
                        objectName: "guideMenu"
                        primary: false
                        font.pixelSize: Theme.fontBody * overlay.unit
                        //: Button at the end of a guided first game: back to the food court menu.
                        text: qsTr("Menu")
                        onClicked: overlay.leaveRequested()
                    }
                }
            }
        }
    }
}
