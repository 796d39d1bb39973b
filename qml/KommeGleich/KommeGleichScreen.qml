// KommeGleichScreen: the Komme gleich! table for the app shell (a GameScreen: the shell
// starts or resumes it through the table and listens for leave()). Everything shown comes
// from KommeGleichTable, i.e. from one seat's view of the engine; this file turns finger
// drags on the cards into the engine's steps and shows its answers.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.KommeGleich

GameScreen {
    id: screen

    table: table // the KommeGleichTable below: its id, which comes before the property
    // Read aloud when the setting is on: the prompt line, a refusal included.
    turnPrompt: screen.notice.length > 0 ? screen.notice : screen.prompt()
    laysOutRulesButton: true
    laysOutHintButton: true // in the row under the prompt
    // Too narrow for Menu, "?", the round and Undo in one bar.
    readonly property bool narrowTopBar: width < 600 * unit
    // The felt runs under the notch and home indicator; every control and word stays
    // clear of them.
    handlesSafeArea: true
    // The back key puts a hint on show away first; otherwise the shell leaves (the table
    // is autosaved).
    handlesBack: Object.keys(hint).length > 0
    onBackPressed: closeHint()
    // A new, resumed or rematched game: nothing of the last one stays up; a finished game
    // opens on its ranking.
    onMatchEntered: resumed => {
        clearOverlays()
        showRanking = resumed && table.over
        syncCurtain()
    }

    readonly property bool portrait: height > width
    // Sizes grow with the screen so a large tablet is not a sea of tiny text.
    readonly property real unit: Math.max(1, Math.min(2.2, Math.min(width, height) / 760))
    readonly property real margin: 10 * unit
    readonly property real orderWidth: portrait ? (width - 2 * margin) / 5.8
                                                : Math.min(width * 0.12, height * 0.19)
    readonly property real handWidth: portrait ? (width - 2 * margin) / 7.2
                                               : Math.min(width * 0.09, height * 0.15)
    property bool showRanking: false
    property string notice: ""          // why the last step was refused
    // {first, last, rowSlot}: the run "What can I do?" points at (GameScreen.hintShown).
    readonly property var hint: hintShown.example ?? ({})

    function clearOverlays() {
        showRanking = false
        notice = ""
        closeHint()
        gesture.clear()
    }
    // The curtain follows the table: up while a human must take the tablet, down once
    // their hand is revealed.
    function syncCurtain() {
        const wanted = table.handoffSeat >= 0 && !showRanking
        if (wanted && (!curtain.shown || curtain.playerName !== table.handoffName)) {
            curtain.show(table.handoffName)
            sounds.play("handoff")
        } else if (!wanted && curtain.shown) {
            curtain.shown = false
        }
    }
    // Every step the player tries ends here: a light tap when it lands, a sharper pulse and
    // the reason in words when the table refuses it.
    function refuse(reason) {
        if (reason.length === 0) {
            sounds.play("tap")
            Device.tap()
            return
        }
        Device.tapError()
        notice = reason
        noticeTimer.restart()
        sounds.play("error")
    }
    function showHint() {
        askHint(-1)
    }
    function prompt() {
        if (table.over)
            //: Prompt line once the game has ended.
            return qsTr("The game is over.")
        if (table.myTurn) {
            switch (table.phase) {
            //: Prompt lines, one per step of a turn. An "order" is a menu card in the middle row.
            case "draw": return qsTr("You start this round: tap or drag the draw pile to draw a card.")
            //: Prompt: the drawn card waits beside the hand.
            case "insert": return qsTr("Drag your new card into your hand, wherever you like.")
            //: Prompt: the start player covers one of the five orders (menu cards in the middle).
            case "cover": return qsTr("Drag one of your cards onto an order to cover it.")
            //: Prompt: another player's first step.
            case "rearrange": return qsTr("Drag a card to a new place in your hand, or draw a card.")
            //: Prompt: after drawing, another player discards one card.
            case "discard": return qsTr("Drag a card onto the discard pile.")
            //: Prompt: serving a run of 3+ adjacent hand cards onto matching orders.
            case "serve": return qsTr("Sweep across 3 or more cards and drop them on matching orders, or end your turn.")
            }
        }
        const name = table.seatNames[table.seatToAct] ?? ""
        //: Prompt line while another player acts; %1 is their name (a bot, or a human).
        return table.isBot(table.seatToAct) ? qsTr("%1 is choosing…").arg(name)
                                            //: Prompt line while another human acts; %1 is the name.
                                            : qsTr("%1 to play.").arg(name)
    }

    KommeGleichTable {
        id: table
        botDelayMs: screen.botDelayMs
        // Bots wait while the ranking is up, so nothing moves behind it.
        botsPaused: screen.showRanking
        onTableChanged: {
            screen.closeHint()
            screen.syncCurtain()
        }
        onRowCovered: sounds.play("tap")
        onRunServed: seat => {
            servedRun.show(table.seatNames[seat] ?? "", table.lastServe.kinds ?? [])
            sounds.play("success")
        }
        onTipScored: (seat, tipValue) => {
            tipBurst.celebrate(table.seatNames[seat] ?? "", tipValue, seatChips.itemAt(seat))
            sounds.play("win")
        }
        onStateChanged: {
            if (table.over && !screen.showRanking)
                rankingDelay.restart()
        }
    }

    Sounds {
        id: sounds
        enabled: screen.soundOn
    }

    Timer {
        id: noticeTimer
        interval: 3500
        onTriggered: screen.notice = ""
    }
    // The last tip's celebration plays before the ranking covers the table.
    Timer {
        id: rankingDelay
        interval: screen.reduceMotion ? 0 : 1800
        onTriggered: screen.showRanking = true
    }

    // The finger's drag across the table: what it carries and where it points.
    QtObject {
        id: gesture
        property string source: ""     // "", "hand" (one card), "sweep" (a run), "drawn"
        property int from: -1           // the hand slot pressed
        property int first: -1          // the run swept, first..last
        property int last: -1
        property int grab: -1           // the run's card under the finger
        property var servable: []       // order slots where the swept run may start
        property point at: Qt.point(0, 0)
        property var kinds: []          // the cards the ghost shows
        property int order: -1          // the order under the finger
        property int gap: -1            // the hand slot a dropped card would take
        property bool overDiscard: false
        property bool lifted: false     // the finger is off the hand

        readonly property int runStart: order - (grab - first)
        readonly property bool runFits: servable.includes(runStart)

        function clear() {
            source = ""
            from = first = last = grab = order = gap = -1
            servable = []
            kinds = []
            overDiscard = false
            lifted = false
        }
    }

    function inside(item, p) {
        const q = screen.mapToItem(item, p.x, p.y)
        return item.visible && q.x >= 0 && q.y >= 0 && q.x < item.width && q.y < item.height
    }
    function handSlotAt(p) {
        if (!inside(hand, p))
            return -1
        const q = screen.mapToItem(hand, p.x, p.y)
        return hand.slotAt(q.x, q.y)
    }
    function orderAt(p) {
        const q = screen.mapToItem(orders, p.x, p.y)
        return inside(orders, p) ? orders.slotAt(q.x, q.y) : -1
    }
    function kindsOf(first, last) {
        const kinds = []
        for (let i = first; i <= last; ++i)
            kinds.push(hand.itemAtIndex(i)?.kind ?? 0)
        return kinds
    }

    function beginDrag(p) {
        gesture.clear()
        closeHint()
        if (!table.myTurn)
            return
        const slot = handSlotAt(p)
        if (inside(newCard, p) && table.drawnCard.length > 0) {
            gesture.source = "drawn"
        } else if (inside(drawPile, p)) {
            const refused = table.draw()
            refuse(refused)
            if (refused.length > 0)
                return
            gesture.source = "drawn" // the card just drawn follows the finger
        } else if (slot >= 0 && table.phase === "serve") {
            gesture.source = "sweep"
            gesture.from = gesture.first = gesture.last = gesture.grab = slot
        } else if (slot >= 0) {
            gesture.source = "hand"
            gesture.from = slot
            gesture.kinds = kindsOf(slot, slot)
        }
        if (gesture.source === "drawn")
            gesture.kinds = [table.drawnKind]
        moveDrag(p)
    }
    function moveDrag(p) {
        if (gesture.source === "")
            return
        gesture.at = p
        const slot = handSlotAt(p)
        if (gesture.source === "sweep") {
            // Along the hand the run grows or shrinks; lifted off it, it travels whole.
            if (slot >= 0 && (slot !== gesture.grab || gesture.kinds.length === 0)) {
                gesture.first = Math.min(gesture.from, slot)
                gesture.last = Math.max(gesture.from, slot)
                gesture.grab = slot
                gesture.kinds = kindsOf(gesture.first, gesture.last)
                gesture.servable = table.servableRowSlots(gesture.first, gesture.last)
            }
        }
        gesture.lifted = slot < 0
        gesture.order = orderAt(p)
        gesture.overDiscard = gesture.source === "hand" && inside(discardPile, p)
        const q = screen.mapToItem(hand, p.x, p.y)
        const nearHand = q.y > -hand.height * 0.3 && q.y < hand.height && q.x > -hand.cardWidth && q.x < hand.width + hand.cardWidth
        gesture.gap = gesture.source !== "sweep" && nearHand ? hand.gapAt(q.x) : -1
    }
    function endDrag() {
        const g = gesture
        let refused = ""
        if (g.source === "sweep" && g.order >= 0) {
            refused = table.serve(g.first, g.last, g.runStart)
        } else if (g.source === "hand" && g.order >= 0) {
            refused = table.cover(g.from, g.order)
        } else if (g.source === "hand" && g.overDiscard) {
            refused = table.discard(g.from)
        } else if (g.source === "hand" && g.gap >= 0) {
            // Dropped in a gap: the card takes the place between its new neighbours.
            const to = g.gap > g.from ? g.gap - 1 : g.gap
            if (to !== g.from)
                refused = table.moveCard(g.from, to)
        } else if (g.source === "drawn" && g.gap >= 0) {
            refused = table.insertDrawn(g.gap)
        }
        const acted = g.source !== "" && (g.order >= 0 || g.overDiscard || g.gap >= 0)
        g.clear()
        if (acted)
            refuse(refused)
    }
    function tapAt(p) {
        if (table.myTurn && inside(drawPile, p))
            refuse(table.draw())
    }

    // What each order shows: the hint, where the swept run fits, where the finger points.
    readonly property var orderMarks: {
        const marks = [0, 0, 0, 0, 0]
        const mark = (from, count, value) => {
            for (let i = Math.max(0, from); i < Math.min(5, from + count); ++i)
                marks[i] = value
        }
        if (hint.first !== undefined)
            mark(hint.rowSlot, hint.last - hint.first + 1, MenuCard.Mark.Hint)
        const runLength = gesture.last - gesture.first + 1
        if (gesture.source === "sweep") {
            for (const start of gesture.servable)
                mark(start, runLength, MenuCard.Mark.Match)
            if (gesture.order >= 0 && gesture.kinds.length > 0)
                mark(gesture.runStart, runLength,
                     gesture.runFits ? MenuCard.Mark.Picked : MenuCard.Mark.Refused)
        } else if (gesture.source === "hand" && gesture.order >= 0) {
            mark(gesture.order, 1, MenuCard.Mark.Picked)
        }
        return marks
    }

    DragHandler {
        target: null
        dragThreshold: 6
        onActiveChanged: active ? screen.beginDrag(centroid.pressPosition) : screen.endDrag()
        onCentroidChanged: if (active) screen.moveDrag(centroid.position)
    }
    TapHandler {
        onTapped: eventPoint => screen.tapAt(eventPoint.position)
    }

    Rectangle {
        anchors.fill: parent
        color: DishStyle.feltDark
    }

    ColumnLayout {
        id: main
        anchors.fill: parent
        anchors.topMargin: screen.margin + screen.safeAreaTop
        anchors.rightMargin: screen.margin + screen.safeAreaRight
        anchors.bottomMargin: screen.margin + screen.safeAreaBottom
        anchors.leftMargin: screen.margin + screen.safeAreaLeft
        spacing: 8 * screen.unit

        // Menu, the round and Undo. Anchored rather than laid out: the buttons keep their
        // natural width (a long Undo caption wraps onto two lines before the round label
        // is cut), and they follow the font as it grows with the screen.
        Item {
            id: topBar
            Layout.fillWidth: true
            Layout.preferredHeight: Math.max(menuButton.height, undoButton.height, roundLabel.height)
            readonly property real gap: 8 * screen.unit

            ActionButton {
                id: menuButton
                anchors.left: parent.left
                anchors.verticalCenter: parent.verticalCenter
                primary: false
                //: Button back to the main menu.
                text: qsTr("Menu")
                font.pixelSize: Theme.fontBody * screen.unit
                onClicked: screen.leave()
            }
            // The rules' "?" beside Menu (the corners are Menu's and Undo's); on a narrow
            // screen, where Undo needs the room, it sits beside Hint instead.
            RulesButton {
                id: rulesButton
                objectName: visible ? "rulesButton" : "topBarRulesButton"
                anchors.left: menuButton.right
                anchors.leftMargin: visible ? topBar.gap : 0
                anchors.verticalCenter: parent.verticalCenter
                visible: screen.rulesPage !== "" && !screen.narrowTopBar
                width: visible ? Theme.touchTarget * screen.unit : 0
                height: menuButton.height
                unit: screen.unit
                onClicked: screen.rulesOpen = true
            }
            ActionButton {
                id: undoButton
                objectName: "undoButton"
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                // The caption's one-line width, measured apart: the button's own
                // implicitWidth follows its wrapping and would loop back into this binding.
                // The buttons come first; the round label gives way (a shorter title, then
                // an ellipsis), so large text never squeezes Undo.
                width: Math.max(Theme.touchTarget,
                                Math.min(Math.ceil(undoCaption.advanceWidth) + leftPadding + rightPadding,
                                         topBar.width - menuButton.width - rulesButton.width
                                         - 3 * topBar.gap - 64 * screen.unit))
                TextMetrics {
                    id: undoCaption
                    font: undoButton.font
                    text: undoButton.text
                }
                primary: false
                enabled: table.canUndo
                opacity: table.canUndo ? 1 : 0.4
                //: Button taking back the last step of this turn.
                text: qsTr("Undo")
                font.pixelSize: Theme.fontBody * screen.unit
                onClicked: screen.refuse(table.undo())
            }
            Label {
                id: roundLabel
                objectName: "roundLabel"
                anchors.left: rulesButton.right
                anchors.right: undoButton.left
                anchors.margins: topBar.gap
                anchors.verticalCenter: parent.verticalCenter
                horizontalAlignment: Text.AlignHCenter
                // Large text on a narrow phone: smaller type before an ellipsis.
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Math.round(font.pixelSize * 0.7)
                elide: Text.ElideRight
                //: Title bar; %1 is the round number.
                readonly property string longTitle: qsTr("Komme gleich! · Round %1").arg(table.round)
                TextMetrics {
                    id: longTitleSize
                    font: roundLabel.font
                    text: roundLabel.longTitle
                }
                text: longTitleSize.advanceWidth <= width
                      ? longTitle
                      //: Title bar on a narrow screen; %1 is the round number.
                      : qsTr("Round %1").arg(table.round)
                font.pixelSize: Theme.fontLarge * screen.unit
                font.bold: true
                color: Theme.onAccent
            }
        }

        GridLayout {
            Layout.fillWidth: true
            // As many chips side by side as leave room for a name and the tips.
            columns: Math.max(1, Math.min(table.seatCount, Math.floor(width / (200 * screen.unit))))
            columnSpacing: 8 * screen.unit
            rowSpacing: 8 * screen.unit
            Repeater {
                id: seatChips
                model: table.seats
                // qmllint disable unqualified
                delegate: SeatChip {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 100
                    unit: screen.unit
                }
                // qmllint enable unqualified
            }
        }

        // The table: the orders between the two piles, and what just happened.
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: tableGrid.implicitHeight + 16 * screen.unit
            radius: Theme.radius * screen.unit
            color: DishStyle.felt

            GridLayout {
                id: tableGrid
                anchors.centerIn: parent
                width: parent.width - 16 * screen.unit
                columns: screen.portrait ? 2 : 3
                columnSpacing: 16 * screen.unit
                rowSpacing: 10 * screen.unit

                CardPile {
                    id: drawPile
                    objectName: "drawPile"
                    Layout.row: screen.portrait ? 1 : 0
                    Layout.column: 0
                    Layout.alignment: Qt.AlignCenter
                    cardWidth: screen.orderWidth * 0.8
                    count: table.drawPileCount
                    //: Under the draw pile; %1 is how many cards it holds.
                    caption: qsTr("Draw · %1").arg(table.drawPileCount)
                    glow: table.myTurn && (table.phase === "draw" || table.phase === "rearrange")
                }
                OrderRow {
                    id: orders
                    objectName: "orders"
                    Layout.row: 0
                    Layout.column: screen.portrait ? 0 : 1
                    Layout.columnSpan: screen.portrait ? 2 : 1
                    Layout.alignment: Qt.AlignCenter
                    cardWidth: screen.orderWidth
                    model: table.row
                    marks: screen.orderMarks
                    reduceMotion: screen.reduceMotion
                }
                CardPile {
                    id: discardPile
                    objectName: "discardPile"
                    Layout.row: screen.portrait ? 1 : 0
                    Layout.column: screen.portrait ? 1 : 2
                    Layout.alignment: Qt.AlignCenter
                    cardWidth: screen.orderWidth * 0.8
                    count: table.discardCount
                    topKind: table.discardTopKind
                    //: Under the discard pile; %1 is how many cards it holds.
                    caption: qsTr("Discards · %1").arg(table.discardCount)
                    glow: gesture.overDiscard || (table.myTurn && table.phase === "discard")
                }
                Label {
                    objectName: "lastStepLabel"
                    Layout.row: 2
                    Layout.column: 0
                    Layout.columnSpan: screen.portrait ? 2 : 3
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontBody * screen.unit
                    color: Theme.onAccent
                    text: table.lastStep
                }
            }
        }

        Label {
            id: promptLine
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            objectName: "promptLabel"
            text: screen.notice.length > 0 ? screen.notice : screen.prompt()
            // A narrow phone keeps the hand in view: the prompt takes body size there.
            font.pixelSize: (screen.narrowTopBar ? Theme.fontBody : Theme.fontLarge) * screen.unit
            font.bold: screen.notice.length > 0
            color: screen.notice.length > 0 ? DishStyle.hint : Theme.onAccent
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredHeight: Theme.touchTarget * screen.unit
            spacing: 12 * screen.unit
            readonly property bool serving: table.myTurn && table.phase === "serve"
            RulesButton {
                objectName: visible ? "rulesButton" : "hintRowRulesButton"
                visible: screen.rulesPage !== "" && screen.narrowTopBar
                unit: screen.unit
                onClicked: screen.rulesOpen = true
            }
            HintButton {
                visible: table.myTurn
                unit: screen.unit
                compact: screen.narrowTopBar
                onClicked: screen.showHint()
            }
            ActionButton {
                objectName: "endTurnButton"
                visible: parent.serving
                //: Ends the turn without serving a run.
                text: qsTr("End turn")
                font.pixelSize: Theme.fontBody * screen.unit
                onClicked: screen.refuse(table.finishTurn())
            }
        }

        // The hand, with the drawn card waiting beside it.
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.fillHeight: false
            Layout.preferredHeight: hand.implicitHeight
            spacing: 12 * screen.unit

            Item {
                id: newCard
                objectName: "newCard"
                Layout.preferredWidth: screen.handWidth
                Layout.preferredHeight: hand.implicitHeight
                visible: table.drawnCard.length > 0 && gesture.source !== "drawn"
                MenuCard {
                    anchors.centerIn: parent
                    width: screen.handWidth
                    kind: Math.max(0, table.drawnKind)
                    mark: MenuCard.Mark.Hint
                }
            }
            HandFan {
                id: hand
                objectName: "hand"
                // As wide as the cards, so the hand sits in the middle.
                Layout.preferredWidth: Math.max(1, count) * (cardWidth + spacing)
                Layout.preferredHeight: implicitHeight
                cardWidth: screen.handWidth
                model: table.hand
                reduceMotion: screen.reduceMotion
                pickedFirst: gesture.source === "hand" ? gesture.from : gesture.first
                pickedLast: gesture.source === "hand" ? gesture.from : gesture.last
                hintFirst: screen.hint.first ?? -1
                hintLast: screen.hint.last ?? -1
                gapSlot: gesture.gap
            }
        }
    }

    // The cards under the finger.
    Row {
        visible: gesture.kinds.length > 0 && gesture.lifted
        x: gesture.at.x - width / 2
        y: gesture.at.y - height / 2
        z: 500
        spacing: 4 * screen.unit
        opacity: 0.85
        Repeater {
            model: gesture.kinds
            // qmllint disable unqualified
            delegate: MenuCard {
                required property int modelData
                width: screen.handWidth * 0.8
                kind: modelData
                mark: MenuCard.Mark.Picked
            }
            // qmllint enable unqualified
        }
    }

    // Where the bottom of `item` is on the screen; the other arguments are what moves it,
    // so a binding that calls this follows the layout.
    function bottomOf(item: Item, y: real, h: real, screenW: real, screenH: real): real {
        return item.mapToItem(screen, 0, h).y
    }

    ServedRun {
        id: servedRun
        // Just under the prompt line, in the gap above the hand: what the player is to do
        // stays in sight, and so do the orders and the tip that the serve earns.
        anchors.horizontalCenter: parent.horizontalCenter
        y: screen.bottomOf(promptLine, promptLine.y, promptLine.height, screen.width,
                           screen.height) + 4 * screen.unit
        z: 550
        unit: screen.unit
        cardWidth: screen.handWidth * 0.6
        reduceMotion: screen.reduceMotion
    }

    TipBurst {
        id: tipBurst
        anchors.fill: parent
        z: 600
        unit: screen.unit
        reduceMotion: screen.reduceMotion
    }

    TipRanking {
        anchors.fill: parent
        safeArea: Qt.rect(screen.safeAreaLeft, screen.safeAreaTop,
                          screen.width - screen.safeAreaLeft - screen.safeAreaRight,
                          screen.height - screen.safeAreaTop - screen.safeAreaBottom)
        z: 700
        visible: screen.showRanking
        unit: screen.unit
        standings: table.standings
        endReason: table.endReason
        reduceMotion: screen.reduceMotion
        onDone: screen.leave()
        onPlayAgain: screen.rematch()
    }

    // The curtain's colour runs under a notch too, and swallows every touch there; the
    // curtain itself (its words and its hold button) keeps to the safe area.
    Rectangle {
        anchors.fill: parent
        z: 1000
        visible: curtain.visible
        color: Theme.curtain
        MouseArea {
            anchors.fill: parent
            hoverEnabled: true
        }
    }
    Item {
        anchors.fill: parent
        anchors.topMargin: screen.safeAreaTop
        anchors.rightMargin: screen.safeAreaRight
        anchors.bottomMargin: screen.safeAreaBottom
        anchors.leftMargin: screen.safeAreaLeft
        z: 1001
        HandoffCurtain {
            id: curtain
            objectName: "handoffCurtain"
            shown: false
            onRevealed: table.reveal()
        }
    }
}
