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
    turnPrompt: screen.promptText
    laysOutRulesButton: true
    // The whole table takes the finger's drags (the gesture layer below).
    Accessible.role: Accessible.Pane
    //: A screen reader's name for the game's table, which takes drags of the cards.
    Accessible.name: qsTr("Komme gleich! table")
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
    // A short landscape screen (a phone held sideways, large text): the seats on one line
    // each, the prompt beside its buttons, no narration line, so the hand keeps its room.
    readonly property bool folded: !portrait && height < 560 * unit
    // Sizes grow with the screen so a large tablet is not a sea of tiny text.
    readonly property real unit: Math.max(1, Math.min(2.2, Math.min(width, height) / 760))
    readonly property real margin: 10 * unit
    // A tall phone upright: the orders in two rows (three and two) and the piles smaller,
    // so the cards take the felt that one thin row of five left empty. Not on a shorter
    // phone: its chips and words need that felt (six seats' chips take two rows, as four).
    // Their height share leaves the fanned hand (the player's main tool) cards as large.
    readonly property bool ordersStacked: portrait && height > 1.6 * width && main.height >= 900 * unit
    readonly property real orderWidth: {
        if (ordersStacked)
            return Math.min((width - 2 * margin - 16 * unit) / 3.4, main.height * (tightText ? 0.1 : 0.115))
        return portrait ? (width - 2 * margin) / 5.8 : Math.min(width * 0.12, height * (folded ? 0.15 : 0.19))
    }
    // The hand's cards at their largest: five and the drawn one across the width (folded,
    // across about half of it), and the hand no more than 40 % of the height.
    readonly property real handCardMax: {
        const across = (folded ? main.width * 0.5 : main.width) - 12 * unit
        const cards = Math.max(hand.cardCount, 5)
        // Landscape, a hand about as large as the orders: a run swept along it then lifted
        // towards them leaves the hand before the finger has drifted onto another card.
        const landscape = portrait || folded ? Infinity : Math.min(width * 0.1, height * 0.16)
        const sideBySide = across / (cards * 1.08 + 1)
        // Upright, short of width: the cards overlap as a hand held in a fan, each showing
        // its left part (its colour and part of its dish), so they may be half as large
        // again; the felt's spare height takes them. Sized for five and the drawn card,
        // the tightest step (six in hand and none drawn overlap less): the same size
        // through the whole turn. Folded (a phone held sideways) the same: its half of the
        // width holds five cards side by side only at a size whose names no one reads.
        const fanned = portrait || folded ? (across - 12 * unit) / (2 + handShown * (Math.max(5, hand.cardCount - 1) - 1)) : 0
        return Math.max(handCardMin, Math.min(Math.max(sideBySide, fanned), landscape,
                                              main.height * (folded ? 0.45 : 0.4) / handAspect,
                                              170 * unit))
    }
    // The least share of an overlapped hand card left in view: at least a fingertip wide.
    readonly property real handShown: 0.45
    // Folded: the hand's row as wide as its cards side by side, at most half the width (past
    // that they overlap).
    readonly property real handRowWidth: Math.min(main.width * 0.5,
                                                  handCardMax * (Math.max(hand.cardCount, 5) * 1.08 + 1)
                                                  + 12 * unit)
    // Portrait leaves the two piles a row of their own: they take more of it where the
    // text leaves room.
    // Large text on a narrow phone: the seats on one line each and no narration line, so
    // the prompt and the hand keep their room.
    readonly property bool tightText: narrowTopBar && Theme.textScale > 1.2
    // The same on a short narrow phone (a long prompt in some languages needs the room), or
    // with more seats than one line of chips holds.
    readonly property bool tight: tightText || (narrowTopBar && portrait
                                                && (main.height < 720 * unit || table.seatCount > 3))
    readonly property real pileShare: !portrait ? 0.8 : ordersStacked ? 0.75 : tight ? 0.7 : 1.1
    readonly property string promptText: notice.length > 0 ? notice : prompt()
    readonly property real handCardMin: 40 * unit
    readonly property real handAspect: 1.45 * 1.2 // a card's height and its lift
    // The hand's cards as laid out (the felt gives way first, down to handCardMin).
    readonly property real handWidth: handArea.cardWidth
    property bool showRanking: false
    property string notice: ""          // why the last step was refused
    // {first, last, rowSlot}: the run "What can I do?" points at (GameScreen.hintShown).
    readonly property var hint: hintShown.example ?? ({})
    // The step waiting in the take-back grace: {kind, first, last, rowSlot} or {}.
    readonly property var pending: table.pendingStep

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
        if (table.takeBackOpen)
            //: Shown for a moment after the step that ends a turn, before the tablet passes on.
            return qsTr("Changed your mind? Take it back now; the turn passes in a moment.")
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

    // The keyboard's (and a screen reader's) way through the same steps and the same table
    // calls as the finger: Enter or Space on a hand card picks it up (in the serve step a
    // second card makes the run between the two), then Enter on where it goes (an order, the
    // discard pile, another place in the hand) puts it there. With a drawn card waiting,
    // Enter on a hand card puts it in that card's place; on the new card, at the end.
    function keyHandCard(slot: int) {
        closeHint()
        if (!table.myTurn)
            return
        if (table.drawnCard.length > 0) {
            gesture.clear()
            refuse(table.insertDrawn(slot))
        } else if (table.phase === "serve") {
            if (gesture.source !== "sweep") {
                gesture.clear()
                gesture.source = "sweep"
                gesture.from = slot
            }
            // The run starts where it is dropped: the grabbed card is its first.
            gesture.first = gesture.grab = Math.min(gesture.from, slot)
            gesture.last = Math.max(gesture.from, slot)
            gesture.kinds = kindsOf(gesture.first, gesture.last)
            gesture.servable = table.servableRowSlots(gesture.first, gesture.last)
        } else if (gesture.source === "hand") {
            const from = gesture.from
            gesture.clear()
            if (from !== slot)
                refuse(table.moveCard(from, slot))
        } else {
            gesture.clear()
            gesture.source = "hand"
            gesture.from = slot
            gesture.kinds = kindsOf(slot, slot)
        }
    }
    function keyOrder(slot: int) {
        closeHint()
        const g = gesture
        let refused = ""
        if (g.source === "sweep")
            refused = table.serve(g.first, g.last, slot)
        else if (g.source === "hand")
            refused = table.cover(g.from, slot)
        else
            //: Refusal: Enter on an order (or the discard pile) with no card picked up.
            refused = qsTr("Pick a card from your hand first: Enter on it.")
        g.clear()
        refuse(refused)
    }
    function keyDiscardPile() {
        closeHint()
        const from = gesture.source === "hand" ? gesture.from : -1
        gesture.clear()
        refuse(from >= 0 ? table.discard(from) : qsTr("Pick a card from your hand first: Enter on it."))
    }
    function keyDrawPile() {
        gesture.clear()
        closeHint()
        if (table.myTurn)
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
        // A serve waiting in the take-back grace shows where it goes.
        if (pending.kind === "serve")
            mark(pending.rowSlot, pending.last - pending.first + 1, MenuCard.Mark.Picked)
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
        // Folded, every row gives up a little room to the hand.
        spacing: (screen.folded ? 4 : 8) * screen.unit

        // Menu, the round and Undo. Anchored rather than laid out: the buttons keep their
        // natural width (a long Undo caption wraps onto two lines before the round label
        // is cut), and they follow the font as it grows with the screen.
        Item {
            id: topBar
            Layout.fillWidth: true
            Layout.preferredHeight: titleBelow ? buttonsHeight + gap + roundLabel.height
                                               : Math.max(menuButton.height, undoButton.height, roundLabel.height)
            readonly property real gap: 8 * screen.unit
            // Large text on a narrow phone: Menu and Undo keep the line, the round goes
            // under them rather than be cut.
            readonly property bool titleBelow: screen.tightText
            readonly property real buttonsHeight: Math.max(menuButton.height, undoButton.height)

            ActionButton {
                id: menuButton
                anchors.left: parent.left
                anchors.top: parent.top
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
                anchors.top: parent.top
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
                anchors.top: parent.top
                // The caption's one-line width, measured apart: the button's own
                // implicitWidth follows its wrapping and would loop back into this binding.
                // The buttons come first; the round label gives way (a shorter title, then
                // an ellipsis), so large text never squeezes Undo.
                // The round keeps room for its short title at its smallest type ("Ronde 17"
                // beside a Dutch "Ongedaan maken" on a phone).
                width: Math.max(Theme.touchTarget,
                                Math.min(Math.ceil(undoCaption.advanceWidth) + leftPadding + rightPadding,
                                         topBar.width - menuButton.width - rulesButton.width - 3 * topBar.gap
                                         - (topBar.titleBelow ? 0 : Math.max(64 * screen.unit,
                                                                            Math.ceil(shortTitleSize.advanceWidth) + 2))))
                TextMetrics {
                    id: undoCaption
                    font: undoButton.font
                    text: undoButton.text
                }
                primary: false
                // In the grace the waiting step is taken back with Take back instead.
                enabled: table.canUndo && !table.takeBackOpen
                opacity: enabled ? 1 : 0.4
                //: Button taking back the last step of this turn.
                text: qsTr("Undo")
                font.pixelSize: Theme.fontBody * screen.unit
                onClicked: screen.refuse(table.undo())
            }
            Label {
                id: roundLabel
                objectName: "roundLabel"
                x: topBar.titleBelow ? 0 : rulesButton.x + rulesButton.width + topBar.gap
                y: topBar.titleBelow ? topBar.buttonsHeight + topBar.gap : (topBar.height - height) / 2
                width: topBar.titleBelow ? topBar.width
                                         : undoButton.x - topBar.gap - x
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
                //: Title bar on a narrow screen; %1 is the round number.
                readonly property string shortTitle: qsTr("Round %1").arg(table.round)
                TextMetrics {
                    id: shortTitleSize
                    font.pixelSize: roundLabel.minimumPixelSize
                    font.bold: true
                    text: roundLabel.shortTitle
                }
                text: longTitleSize.advanceWidth <= width ? longTitle : shortTitle
                font.pixelSize: Theme.fontLarge * screen.unit
                font.bold: true
                color: Theme.onAccent
            }
        }

        GridLayout {
            Layout.fillWidth: true
            // As many chips side by side as leave room for a name and the tips.
            columns: Math.max(1, Math.min(table.seatCount, Math.floor(width / (150 * screen.unit))))
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
                    compact: screen.folded || screen.tight
                }
                // qmllint enable unqualified
            }
        }

        // The table: the orders between the two piles, and what just happened.
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: tableGrid.implicitHeight + (screen.folded ? 8 : 16) * screen.unit
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
                    cardWidth: screen.orderWidth * screen.pileShare
                    count: table.drawPileCount
                    //: Under the draw pile; %1 is how many cards it holds.
                    caption: qsTr("Draw · %1").arg(table.drawPileCount)
                    glow: table.myTurn && (table.phase === "draw" || table.phase === "rearrange")
                    onChosen: screen.keyDrawPile()
                }
                OrderRow {
                    id: orders
                    objectName: "orders"
                    Layout.row: 0
                    Layout.column: screen.portrait ? 0 : 1
                    Layout.columnSpan: screen.portrait ? 2 : 1
                    Layout.alignment: Qt.AlignCenter
                    cardWidth: screen.orderWidth
                    columns: screen.ordersStacked ? 3 : 5
                    model: table.row
                    marks: screen.orderMarks
                    reduceMotion: screen.reduceMotion
                    onChosen: slot => screen.keyOrder(slot)
                }
                CardPile {
                    id: discardPile
                    objectName: "discardPile"
                    Layout.row: screen.portrait ? 1 : 0
                    Layout.column: screen.portrait ? 1 : 2
                    Layout.alignment: Qt.AlignCenter
                    cardWidth: screen.orderWidth * screen.pileShare
                    count: table.discardCount
                    topKind: table.discardTopKind
                    //: Under the discard pile; %1 is how many cards it holds.
                    caption: qsTr("Discards · %1").arg(table.discardCount)
                    glow: gesture.overDiscard || (table.myTurn && table.phase === "discard")
                    onChosen: screen.keyDiscardPile()
                }
                Label {
                    objectName: "lastStepLabel"
                    // Short of room (folded, or large text on a narrow phone) the prompt alone
                    // says what is going on.
                    visible: !screen.folded && !screen.tight
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
            visible: !screen.folded
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            objectName: visible ? "promptLabel" : "columnPromptLabel"
            text: screen.promptText
            // A narrow phone keeps the hand in view: the prompt takes body size there.
            font.pixelSize: (screen.narrowTopBar ? Theme.fontBody : Theme.fontLarge) * screen.unit
            font.bold: screen.notice.length > 0
            color: screen.notice.length > 0 ? DishStyle.hint : Theme.onAccent
        }

        // The buttons over the hand; folded (a short landscape screen), the hand, the
        // prompt and the buttons side by side.
        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: screen.folded ? 3 : 1
            columnSpacing: 12 * screen.unit
            rowSpacing: main.spacing

            RowLayout {
                Layout.row: 0
                Layout.column: screen.folded ? 2 : 0
                Layout.alignment: Qt.AlignCenter
                Layout.preferredHeight: Theme.touchTarget * screen.unit
                spacing: 12 * screen.unit
                readonly property bool serving: table.myTurn && table.phase === "serve"
                RulesButton {
                    objectName: visible ? "rulesButton" : "hintRowRulesButton"
                    visible: screen.rulesPage !== "" && screen.narrowTopBar
                    unit: screen.unit
                    onClicked: screen.rulesOpen = true
                }
                TakeBackButtons {
                    visible: table.takeBackOpen
                    unit: screen.unit
                    onTakeBack: screen.refuse(table.takeBack())
                    onPassOn: table.passOn()
                }
                HintButton {
                    visible: table.myTurn
                    unit: screen.unit
                    // Folded, the words would squeeze the prompt beside the hand to a column.
                    compact: screen.narrowTopBar || screen.folded
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

            // Folded, the prompt wraps within the hand's height and shrinks if that is not
            // enough (its size never feeds back into the layout).
            Label {
                visible: screen.folded
                Layout.row: 0
                Layout.column: 1
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1
                Layout.preferredHeight: 1
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.Wrap
                fontSizeMode: Text.Fit
                minimumPixelSize: 11
                objectName: visible ? "promptLabel" : "foldedPromptLabel"
                text: screen.promptText
                font.pixelSize: Theme.fontBody * screen.unit
                font.bold: screen.notice.length > 0
                color: screen.notice.length > 0 ? DishStyle.hint : Theme.onAccent
            }

            // The hand, with the drawn card waiting beside it: as large as the room the
            // table leaves allows (the felt gives way first).
            Item {
                id: handArea
                Layout.row: screen.folded ? 0 : 1
                Layout.column: 0
                Layout.fillWidth: !screen.folded
                Layout.preferredWidth: screen.folded ? screen.handRowWidth : -1
                Layout.fillHeight: true
                Layout.minimumHeight: screen.handCardMin * screen.handAspect
                Layout.preferredHeight: screen.handCardMax * screen.handAspect
                Layout.maximumHeight: screen.handCardMax * screen.handAspect
                readonly property real cardWidth: Math.max(1, Math.min(screen.handCardMax,
                                                                      height / screen.handAspect))
                readonly property real gap: 12 * screen.unit
                readonly property real drawnRoom: newCard.visible ? cardWidth + gap : 0
                // The hand and the drawn card side by side, in the middle.
                readonly property real usedWidth: drawnRoom + hand.width

                Item {
                    id: newCard
                    objectName: "newCard"
                    x: (handArea.width - handArea.usedWidth) / 2
                    width: handArea.cardWidth
                    height: handArea.height
                    visible: table.drawnCard.length > 0 && gesture.source !== "drawn"
                    activeFocusOnTab: true
                    //: A screen reader's name for the card just drawn, waiting beside the hand; %1 the dish.
                    Accessible.name: qsTr("New card: %1").arg(DishStyle.name(Math.max(0, table.drawnKind)))
                    Accessible.role: Accessible.Button
                    Accessible.onPressAction: screen.keyHandCard(hand.cardCount)
                    Keys.onPressed: event => Keyboard.handle(event, newCard, () => screen.keyHandCard(hand.cardCount))
                    MenuCard {
                        anchors.centerIn: parent
                        width: handArea.cardWidth
                        kind: Math.max(0, table.drawnKind)
                        mark: MenuCard.Mark.Hint
                        FocusRing {
                            target: newCard
                            border.color: "#56B4E9" // Okabe-Ito sky blue: bright on the dark felt, apart from the cream cards
                        }
                    }
                }
                HandFan {
                    id: hand
                    objectName: "hand"
                    x: (handArea.width - handArea.usedWidth) / 2 + handArea.drawnRoom
                    width: Math.max(1, implicitWidth)
                    height: handArea.height
                    cardWidth: handArea.cardWidth
                    // Side by side where the width allows, else overlapping just enough to
                    // fit (the drawn card waits whole beside them).
                    pitch: Math.min(cardWidth * 1.08, Math.max(cardWidth * 0.3,
                                                               (handArea.width - handArea.drawnRoom - cardWidth)
                                                               / Math.max(1, cardCount - 1)))
                    cards: table.hand
                    reduceMotion: screen.reduceMotion
                    pickedFirst: gesture.source === "hand" ? gesture.from
                                 : screen.pending.kind === "serve" ? screen.pending.first : gesture.first
                    pickedLast: gesture.source === "hand" ? gesture.from
                                : screen.pending.kind === "serve" ? screen.pending.last : gesture.last
                    hintFirst: screen.hint.first ?? -1
                    hintLast: screen.hint.last ?? -1
                    gapSlot: gesture.gap
                    onChosen: slot => screen.keyHandCard(slot)
                }
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
            Accessible.ignored: true // only stops taps; the curtain speaks
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
            // The seat's colour, the one it was given at setup (Theme.seatColor).
            playerColor: table.handoffSeat >= 0 ? Theme.seatColor(table.handoffSeat) : "transparent"
            recap: table.handoffRecap
            onRevealed: table.reveal()
        }
    }
}
