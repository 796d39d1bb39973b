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
import "CoachPlacement.js" as Placement

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
            if (hasTarget)
                targetRect = Qt.rect(0, 0, 0, 0)
            return
        }
        // Its bounding box as it shows (a control may be turned, as a wok's recipe cards are).
        const r = target.mapToItem(overlay, 0, 0, target.width, target.height)
        if (!sameRect(r, targetRect))
            targetRect = r
    }
    // A step may keep the bubble inside a part of the screen the learner does not need
    // meanwhile (its `bubbleIn`: the bot's side of a real-time table), so the bubble leaves
    // the learner's own cards and the middle of the table in sight. It may also name what
    // its words are about (its `keepInSight`: objectNames, separated by spaces), which the
    // bubble then leaves in sight wherever it can, as it always does the ringed control; and
    // what it leaves in sight only where there is room (its `keepInSightIfRoom`: the prompt
    // beside the hand, which it covers rather than the hand's orders).
    property Item bubbleItem: null
    property rect bubbleRect: Qt.rect(0, 0, 0, 0)
    property var keptItems: []
    property var keptRects: [] // each on its own: the bubble may sit between them
    property var softItems: []
    property var softRects: []
    // Rectangles compared by value: set only on a real move, so the bubble is placed again
    // only then (the controls are followed frame by frame).
    function sameRect(a, b) {
        return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height
    }
    function stepField(step, key) { return step[key] ?? "" }
    // The visible item called `name` (the one held if it still shows).
    function shownItem(name, held) {
        if (held && held.objectName === name && held.visible)
            return held
        return runner.findItem(screen, name)
    }
    // An item's bounding box as it shows (a bot's zone may be turned to face its edge).
    function boxOf(item) {
        return item ? item.mapToItem(overlay, 0, 0, item.width, item.height) : Qt.rect(0, 0, 0, 0)
    }
    function placeBubbleArea() {
        const step = screen ? runner.step : ({})
        const held = stepField(step, "bubbleIn")
        bubbleItem = held === "" ? null : shownItem(held, bubbleItem)
        keptItems = namedItems(stepField(step, "keepInSight"), keptItems)
        softItems = namedItems(stepField(step, "keepInSightIfRoom"), softItems)
        const bubble = boxOf(bubbleItem)
        if (!sameRect(bubble, bubbleRect))
            bubbleRect = bubble
        const kept = keptItems.map(item => boxOf(item))
        if (!sameRects(kept, keptRects))
            keptRects = kept
        const soft = softItems.map(item => boxOf(item))
        if (!sameRects(soft, softRects))
            softRects = soft
    }
    // The visible items a step names (objectNames separated by spaces), those held first.
    function namedItems(names, held) {
        return names.split(" ").filter(name => name !== "")
            .map((name, i) => shownItem(name, held[i] ?? null)).filter(item => item !== null)
    }
    function sameRects(a, b) {
        return a.length === b.length && a.every((box, i) => sameRect(box, b[i]))
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

    // Where the bubble may go: the window less its insets and a margin.
    readonly property rect safeRect: Qt.rect(safeAreaLeft + Theme.spacing, safeAreaTop + Theme.spacing,
                                             width - safeAreaLeft - safeAreaRight - 2 * Theme.spacing,
                                             height - safeAreaTop - safeAreaBottom - 2 * Theme.spacing)
    // The step's bubbleIn, inside its own margin and the safe area.
    readonly property rect heldRect: {
        const b = bubbleRect
        const s = safeRect
        const left = Math.max(s.x, b.x + Theme.spacing)
        const top = Math.max(s.y, b.y + Theme.spacing)
        const right = Math.min(s.x + s.width, b.x + b.width - Theme.spacing)
        const bottom = Math.min(s.y + s.height, b.y + b.height - Theme.spacing)
        return Qt.rect(left, top, Math.max(0, right - left), Math.max(0, bottom - top))
    }
    readonly property real markGap: 18 * unit
    // A short screen (a phone on its side): the bubble's margins close up.
    readonly property bool snugMarks: safeRect.height < 400 * unit
    // What the placing goes by (CoachPlacement.js).
    readonly property var placing: ({
        safe: safeRect,
        ring: hasTarget ? Qt.rect(ring.x, ring.y, ring.width, ring.height) : Qt.rect(0, 0, 0, 0),
        kept: keptRects,
        soft: softRects,
        held: bubbleItem ? heldRect : Qt.rect(0, 0, 0, 0),
        gap: markGap,
        tightGap: 4 * unit, // where no place leaves all in sight at markGap
        maxWidth: 560 * unit,
        // Beside a control no narrower than this: large text would leave a word a line.
        minWidth: Math.max(240 * unit, largeWords.narrowest),
        heldMinWidth: 320 * unit, // a step's own part no narrower than a phone
        // Narrower, a bubble is a column of a word or two a line at large text.
        comfortWidth: 280 * unit,
        labels: labelRects // the one-line labels it would rather not cut (offLabels)
    })
    // The same with the words at body size (a guide whose words may shrink): as narrow as
    // the widest word, in the step's own part of the screen too, a margin from what it
    // keeps clear of.
    readonly property var smallPlacing: Object.assign({}, placing, {
        gap: Theme.spacing * unit,
        minWidth: smallWords.tightest,
        heldMinWidth: smallWords.tightest
    })
    // Unseen: the bubble's narrowest at each size (not the bubble's own: its size follows
    // the place chosen, which follows this).
    CoachMark {
        id: largeWords
        visible: false
        unit: mark.unit
        snug: mark.snug
        text: mark.text
        showNext: mark.showNext
        stepNumber: mark.stepNumber
        stepCount: mark.stepCount
    }
    CoachMark {
        id: smallWords
        visible: false
        unit: mark.unit
        snug: mark.snug
        wordsSize: Theme.fontBody
        text: mark.text
        showNext: mark.showNext
        stepNumber: mark.stepNumber
        stepCount: mark.stepCount
    }
    // Unseen: the bubble at each width a placing weighs, for the height it needs there.
    component FitMarks: Repeater {
        id: fitMarks
        property var widths: []
        property int wordsSize: Theme.fontLarge
        // What the unseen bubbles measured, gathered once they have all laid out: read one by
        // one, each bubble's new height would place (and tidy) the mark once more.
        property var measured: []
        function gather() {
            const list = []
            for (let i = 0; i < fitMarks.count; ++i) {
                const fit = fitMarks.itemAt(i) as CoachMark
                if (fit)
                    list.push({ width: fit.width, full: fit.fullHeight, compact: fit.compactHeight })
            }
            const same = list.length === measured.length && list.every((m, i) => m.width === measured[i].width
                && m.full === measured[i].full && m.compact === measured[i].compact)
            if (!same)
                measured = list
        }
        // 0 ms: once the layouts under way are through (qmllint 6.4 will not have Qt.callLater).
        readonly property Timer gatherTimer: Timer {
            interval: 0
            onTriggered: fitMarks.gather()
        }
        function gatherLater() { gatherTimer.start() }
        // The height the bubble needs at `width`, all its words in sight, and the least it may have.
        function measure(width) {
            const fit = measured.find(m => Math.abs(m.width - width) < 0.5)
            return fit ? { full: fit.full, compact: fit.compact }
                       : { full: Infinity, compact: Infinity } // not measured yet
        }
        onCountChanged: gatherLater()
        // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds pragma
        // ComponentBehavior: Bound); the ids used are this file's own.
        // qmllint disable unqualified
        delegate: Component {
            CoachMark {
                required property int index
                visible: false
                width: fitMarks.widths[index] ?? 0
                unit: mark.unit
                snug: mark.snug
                wordsSize: fitMarks.wordsSize
                text: mark.text
                botLines: mark.botLines
                showNext: mark.showNext
                stepNumber: mark.stepNumber
                stepCount: mark.stepCount
                onWidthChanged: fitMarks.gatherLater()
                onFullHeightChanged: fitMarks.gatherLater()
                onCompactHeightChanged: fitMarks.gatherLater()
            }
        }
        // qmllint enable unqualified
    }
    FitMarks {
        id: fits
        model: Placement.widthCount()
        widths: Placement.widths(overlay.placing)
    }
    FitMarks {
        id: smallFits
        model: overlay.guide.wordsMayShrink ? Placement.widthCount() : 0
        widths: overlay.guide.wordsMayShrink ? Placement.widths(overlay.smallPlacing) : []
        wordsSize: Theme.fontBody
    }
    readonly property var largeSpot: fits.count > 0 ? Placement.place(placing, width => fits.measure(width))
                                                    : Qt.rect(0, 0, 0, 0)
    readonly property var smallSpot: smallFits.count > 0 ? Placement.place(smallPlacing, width => smallFits.measure(width))
                                                         : Qt.rect(0, 0, 0, 0)
    // The words shrink only where at their size no place leaves what the step is about in
    // sight with all of them in sight (rank 0: clear and whole), or only a column does and
    // at body size a comfortable bubble does (Wok Up's first step on a small tablet at
    // large text: a band under the wok, not a column over the bot's end).
    readonly property bool wordsShrunk: smallFits.count > 0 && (largeSpot.rank !== 0
        || largeSpot.narrow && smallSpot.rank === 0 && !smallSpot.narrow)
    readonly property var placedSpot: wordsShrunk ? smallSpot : largeSpot
    // Where it goes, with no sliver of a control or panel showing past its edges: it grows
    // over the rest of the item (into the margin, not the insets) or moves off it.
    readonly property var tidying: Object.assign({}, placing, {
        shown: shownRects,
        bounds: Qt.rect(safeAreaLeft, safeAreaTop, width - safeAreaLeft - safeAreaRight,
                        height - safeAreaTop - safeAreaBottom),
        sliver: 12 * unit // less of a 48 dp button reads as a slip (Menu's top at 140 %: 6 dp)
    })
    readonly property var tidiedSpot: Placement.tidy(tidying, placedSpot)
    // Widened, its words take fewer lines: its height follows them (measured at its new width).
    readonly property var spot: Placement.uncut(tidying, Placement.refit(tidying, placedSpot, tidiedSpot,
                                                                         tidiedFit.fullHeight))
    CoachMark {
        id: tidiedFit
        visible: false
        width: overlay.tidiedSpot.width
        unit: mark.unit
        snug: mark.snug
        wordsSize: mark.wordsSize
        text: mark.text
        botLines: mark.botLines
        showNext: mark.showNext
        stepNumber: mark.stepNumber
        stepCount: mark.stepCount
    }
    // Whether the bubble is where it stays for now: no measure nor look under it pending (a
    // test reads the mark once this holds, not after a number of frames).
    readonly property bool placed: !lookTimer.running && !fits.gatherTimer.running
                                   && !smallFits.gatherTimer.running
    // What shows on the game's screen where the bubble goes, looked at again once it has
    // moved (not each frame: the table animates; nor at each step of one move: a walk of
    // the whole screen is the costliest thing the guide does).
    property var shownRects: []
    // The words of every one-line label on the screen, found by the same walk: the placing
    // moves the bubble off them where it can (so they do not follow where it goes).
    property var labelRects: []
    onPlacedSpotChanged: lookTimer.start()
    Timer { // 0 ms: once the move is through
        id: lookTimer
        interval: 0
        onTriggered: overlay.lookUnder()
    }
    function lookUnder() {
        const found = shownUnder(placedSpot)
        if (!sameRects(found.shown, shownRects))
            shownRects = found.shown
        if (!sameRects(found.labels, labelRects))
            labelRects = found.labels
    }
    // The boxes of what paints (panels, texts, images) on the screen near `box`, each cut
    // to what its clipping parents show (`shown`), and the words of every label (`labels`).
    function shownUnder(box) {
        if (!screen || !box || !(box.width > 0))
            return { shown: [], labels: [] }
        const near = Placement.grown(box, 8 * unit)
        const list = []
        const labels = []
        const visit = (item, clipBox) => {
            if (!item.visible || item.opacity <= 0)
                return
            const b = boxOf(item)
            const inView = Placement.intersection(b, clipBox)
            if (paints(item) && Placement.overlaps(inView, near))
                list.push(inView)
            const words = paints(item) && isLabel(item) ? wordsOf(item, clipBox) : null
            if (words && !Placement.isEmpty(words))
                labels.push(words)
            if (words && Placement.overlaps(inView, near))
                list.push(words)
            const childClip = item.clip ? inView : clipBox
            const children = item.children
            if (!item.clip || !Placement.isEmpty(inView)) {
                for (let i = 0; i < children.length; ++i)
                    visit(children[i], childClip)
            }
        }
        visit(screen, Qt.rect(0, 0, width, height))
        return { shown: list, labels: labels }
    }
    // A text of one line: a control's or a panel's label. (A paragraph the bubble covers
    // in part reads as covered; a label cut reads as another word: "nnuler".)
    function isLabel(item) {
        return item.lineCount === 1 && item.contentWidth !== undefined
    }
    // Where a label's words paint (not its whole box: a label is often wider than its
    // words), marked whole: the bubble leaves them whole (CoachPlacement.uncut).
    function wordsOf(item, clipBox) {
        const align = item.effectiveHorizontalAlignment ?? item.horizontalAlignment
        const free = Math.max(0, item.width - item.contentWidth)
        const x = align === Text.AlignRight ? free : align === Text.AlignHCenter ? free / 2 : 0
        const freeY = Math.max(0, item.height - item.contentHeight)
        const va = item.verticalAlignment
        const y = va === Text.AlignBottom ? freeY : va === Text.AlignVCenter ? freeY / 2 : 0
        const words = item.mapToItem(overlay, x, y, Math.min(item.width, item.contentWidth),
                                     Math.min(item.height, item.contentHeight))
        const inView = Placement.intersection(words, clipBox)
        return { x: inView.x, y: inView.y, width: inView.width, height: inView.height, whole: true }
    }
    // An image, a text, or a rectangle with a colour or a border (not a layout or a loader).
    function paints(item) {
        if (item.fillMode !== undefined)
            return true
        const color = item.color
        const border = item.border
        return color !== undefined && color !== null && (color.a > 0 || (border ? border.width > 0 : false))
    }

    CoachMark {
        id: mark
        objectName: "coachMark"
        visible: overlay.coaching
        unit: overlay.unit
        snug: overlay.snugMarks
        wordsSize: overlay.wordsShrunk ? Theme.fontBody : Theme.fontLarge
        x: overlay.spot.x
        y: overlay.spot.y
        width: overlay.spot.width
        height: overlay.spot.height
        text: runner.stepText
        botLines: overlay.botLines
        showNext: runner.stepKind === "read"
        stepNumber: runner.stepIndex + 1
        stepCount: runner.stepCount
        pointerEdge: overlay.hasTarget ? overlay.spot.edge ?? "" : ""
        pointerAt: pointerEdge === "top" || pointerEdge === "bottom"
                   ? overlay.targetRect.x + overlay.targetRect.width / 2 - x
                   : overlay.targetRect.y + overlay.targetRect.height / 2 - y
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
            width: Math.min(overlay.safeRect.width, Theme.readableWidth * overlay.unit)
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
