// TindahanScreen: the Tindahan table for the app shell (a GameScreen: the shell starts
// or resumes it through the table and listens for leave()). Everything shown comes from
// TindahanTable, i.e. from one seat's view of the engine.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.Tindahan

GameScreen {
    id: screen

    table: table // the TindahanTable below: its id, which comes before the property
    // Read aloud when the setting is on: the prompt line, a refusal included.
    turnPrompt: screen.notice.length > 0 ? screen.notice : screen.prompt()
    laysOutRulesButton: true
    laysOutHintButton: true // in the row of the turn's buttons
    // The felt runs under a notch or home indicator; controls and text keep clear of it.
    handlesSafeArea: true
    // The back key closes the stall picker or the score sheet; anything else leaves.
    handlesBack: pickingTrump || shownRound >= 0
    onBackPressed: {
        if (pickingTrump)
            pickingTrump = false
        else
            closeScoreSheet()
    }
    // A new, resumed or rematched game: nothing of the last one stays up; a finished game
    // opens on its ranking.
    onMatchEntered: resumed => {
        clearOverlays()
        showRanking = resumed && table.over
        syncCurtain()
    }

    readonly property bool portrait: height > width
    // Sizes grow with the screen so a large tablet is not a sea of tiny text.
    readonly property real unit: Math.max(1, Math.min(2, Math.min(width, height) / 760))
    readonly property real pad: 10 * unit
    readonly property real gap: 8 * unit
    // The header's buttons hug their words on a narrow phone, leaving the title room.
    readonly property real buttonPadding: (width < 500 ? 12 : 20) * unit
    // A narrow phone upright: the prompt at body size, so the stalls keep their room.
    readonly property bool narrow: width < 600 * unit
    // A short landscape screen folds the table into side-by-side pairs (see the layout).
    readonly property bool folded: !portrait && main.height < 560 * unit
    // Large text on a narrow phone: the round's title takes a line of its own under Menu
    // and Undo, rather than a sliver between them.
    readonly property bool titleOwnRow: !folded && Theme.textScale > 1.2 && width < 600 * unit
    // There the hint's bulb goes beside the title, leaving the turn's row to its button
    // (a long "Place a seller" at large text fills a narrow phone's row on its own).
    readonly property bool hintBesideTitle: titleOwnRow
    // Four or five players there: one line a seat (name and score), so the stalls and
    // the trick keep their room under them. Folded with large text too, whatever the
    // number of players: the counts' lines would leave the stalls a sliver.
    readonly property bool slimSeats: titleOwnRow && portrait && table.seatCount >= 4 || foldedTight
                                      || folded && five
    // Five players: the most the table seats, where every dp of the stalls counts. Folded,
    // their seats take one line each (slimSeats) at any text size, so the stalls keep the
    // height: a 640 x 400 phone left five stalls 61 dp with two-line seats.
    readonly property bool five: table.seatCount >= 5
    readonly property bool titleInHeader: folded && five && seatsOwnRow
    // Four there: the four seats on one line (a slim seat shows its score only beside a
    // whole name), so the stalls keep the height their signs' names and sellers need.
    readonly property bool seatsOneRow: titleOwnRow && portrait && table.seatCount === 4
    // Folded on a short screen (a landscape phone) with large text, the players' counts
    // would leave the stalls a sliver: one line a seat, on a line of their own.
    // (A 640 x 400 phone too: its two-line seats left five stalls a 50 dp sliver.)
    readonly property bool foldedTight: folded && Theme.textScale > 1.2 && main.height < 400 * unit
    // Five players folded on a wide phone (780 x 360): the trick beside the hand (at its
    // fingertip height), where a hand of ten fingertip cards leaves the room, so the
    // stalls have the whole row: five stalls beside the trick left each name 9 px.
    readonly property real fingertipHeight: 1.4 * (portrait ? 52 : 49) * unit // one row's
    readonly property real besideTrickSlot: shortTrickNames ? 36 * unit
                                                            : (fingertipHeight - besideTrickLabel) / 1.4 // TrickArea's
    readonly property real besideTrickWidth: 5 * besideTrickSlot + 4 * 6 * unit
    // (780 x 360: a hand of ten fits beside a trick of 29 dp cards over 28 dp names.)
    readonly property bool wideBeside: folded && five && main.width - (5 * 29 + 24) * unit - gap >= 10 * 47 * unit
    // A 640 x 400 phone: the trick goes beside the hand once the hand leaves it the room
    // (a hand of ten does not), its cards 36 dp wide over a shorter name row, so five
    // stalls have the whole row (beside the trick, sellers were 28.6 dp, its cards 20).
    readonly property bool shortTrickNames: folded && five && !wideBeside
                                            && main.width - (5 * 36 + 24) * unit - gap
                                               >= Math.max(handView.count, 1) * 49 * unit
    readonly property real besideTrickLabel: (shortTrickNames ? 20 : 28) * unit
    readonly property bool trickBesideHand: wideBeside || shortTrickNames
    readonly property bool hintOffered: table.myTurn && !pickingTrump && !table.takeBackOpen
    // Folded with large text, the players take a line of their own under Menu and Undo
    // when the space between those is too narrow for their names, if the height allows.
    // (Five always: between Menu and Undo each name had 10 px, cut.)
    readonly property bool seatsOwnRow: folded && (main.height >= 360 * unit || foldedTight || five)
                                        && (main.width - 260 * unit) / Math.max(1, table.seatCount)
                                           < 150 * unit * Theme.textScale
    // The stage (stalls and trick) and the hand share the height the header and the
    // prompt leave. The hand takes what full-width cards need, up to its share.
    readonly property real sharedHeight: main.height - header.implicitHeight
                                         - actions.implicitHeight - 3 * gap
    // The cards never narrower than a fingertip (48 dp and their margins), even when the
    // header and the prompt grow with large text: the hand is what the player touches, so
    // on a short phone it keeps its size and the stalls and the trick (only looked at)
    // give way. Above that, at most 70 %: the stalls and the trick keep a share.
    readonly property real handHeight: {
        const rows = handView.rows
        const columns = Math.ceil(Math.max(handView.count, 8) / rows)
        const wanted = rows * 1.4 * main.width / columns
        const fingertip = rows * 1.4 * (portrait ? 52 : 49) * unit
        // With large text on a narrow phone the hand keeps its fingertip size and no more:
        // the stalls' names and sellers need the rest.
        // So too folded with five players, with large text or the trick beside the hand:
        // five stalls need the height.
        // Five upright too: the stalls' names and five sellers need the height more than
        // the cards need more than a fingertip.
        const share = titleOwnRow || trickBesideHand || foldedTight && five || portrait && five ? 0
                    : folded ? 0.5 : 0.45
        // (Beside a 36 dp trick the hand is as tall as the trick's cards and names.)
        const beside = shortTrickNames ? 1.4 * besideTrickSlot + besideTrickLabel : 0
        return Math.max(fingertip, beside, Math.min(sharedHeight * 0.7, Math.min(sharedHeight * share, wanted)))
    }
    readonly property real stageHeight: Math.max(0, sharedHeight - handHeight)
    // The trick takes what its cards need (as large as the hand's); the stalls the rest,
    // so no empty band opens between them.
    readonly property real trickHeight: Math.min(stageHeight * 0.6, trickCardHeight + (uprightFive ? 32 : 40) * unit)
    // The trick's cards as large as the hand's, there a little smaller (only looked at).
    // Five upright: 40 dp wide, their number and fruit legible (under a notch they were
    // 20 dp, a third of the stage's height going to the trick's empty margins).
    readonly property real trickCardHeight: uprightFive ? 1.4 * 40 * unit
                                                        : handView.cellHeight * (titleOwnRow ? 0.7 : 1.1)
    readonly property bool uprightFive: portrait && five && narrow // a phone; tablets as they were
    // Five upright: the hand in one row of fingertip cards while they fit across (six on
    // a 360 dp phone, as a round goes on), so the stalls take the second row's height.
    readonly property int handRows: !portrait ? 1
                                    : uprightFive && handView.count * 52 * unit <= main.width ? 1 : 2
    // (Five upright: the stalls at least 62 %, so three and two stand with their names at
    // 12 px under a notch; the trick's cards, only looked at, give way.)
    readonly property real stallHeight: Math.max(stageHeight * (portrait && five ? 0.62 : 0.5),
                                                 stageHeight - trickHeight - gap)
    property int shownRound: -1      // the round whose scores are on screen, -1: none
    property bool showRanking: false
    property bool pickingTrump: false
    property string notice: ""       // why the last tap was refused

    function clearOverlays() {
        shownRound = -1
        showRanking = false
        pickingTrump = false
        notice = ""
    }
    // The curtain follows the table: up while a human must take the tablet (except over
    // the score sheet, which shows nothing private), down once their hand is revealed.
    function syncCurtain() {
        const wanted = table.handoffSeat >= 0 && shownRound < 0
        if (wanted && (!curtain.shown || curtain.playerName !== table.handoffName)) {
            curtain.show(table.handoffName)
            sounds.play("handoff")
        } else if (!wanted && curtain.shown) {
            curtain.shown = false
        }
    }
    function refuse(reason) {
        if (reason.length === 0)
            return
        notice = reason
        noticeTimer.restart()
        sounds.play("error")
        Device.tapError()
    }
    // The answer to the shown player's move: a light tick when it landed, else the reason.
    function act(refusal) {
        if (refusal.length === 0)
            Device.tap()
        else
            refuse(refusal)
    }
    function closeScoreSheet() {
        if (table.over && shownRound === table.roundResults.length - 1)
            showRanking = true
        shownRound = -1
        syncCurtain()
    }
    function cumulativeTotals(round) {
        const totals = []
        for (let r = 0; r <= round && r < table.roundResults.length; ++r) {
            const rows = table.roundResults[r]
            for (let s = 0; s < rows.length; ++s)
                totals[s] = (totals[s] ?? 0) + rows[s].total
        }
        return totals
    }
    function prompt() {
        if (table.over)
            return qsTr("The game is over.")
        if (pickingTrump)
            return qsTr("Tap a stall to move the trump token there.")
        if (table.takeBackOpen)
            //: Shown for a moment after a player's move, before the tablet passes on.
            return qsTr("Changed your mind? Take it back now; the turn passes in a moment.")
        if (table.myTurn) {
            if (table.canMoveTrump)
                return qsTr("Your lead: play a card or move the trump token.")
            if (table.canPlaceSeller)
                return qsTr("Your turn: play a card or place a seller on the %1 stall.")
                       .arg(TindahanStyle.fruitName(table.ledFruit))
            return qsTr("Your turn: play a card.")
        }
        const name = table.seatNames[table.seatToAct] ?? ""
        return table.isBot(table.seatToAct) ? qsTr("%1 is choosing…").arg(name)
                                            : qsTr("%1 to play.").arg(name)
    }

    // One line of the hand-off curtain's recap (TindahanTable.handoffRecap): what a player
    // did, as everyone at the table saw it.
    function recapLine(step) {
        const name = table.seatNames[step.seat] ?? ""
        const fruit = TindahanStyle.fruitName(step.fruit)
        const winner = step.trickWinner >= 0 ? (table.seatNames[step.trickWinner] ?? "") : ""
        if (step.kind === "card") {
            if (step.trickWinner === step.seat)
                //: Hand-off recap: %1 a player, %2 a card's value, %3 its fruit (a stall name).
                return qsTr("%1 played the %2 of %3 and won the trick.").arg(name)
                       .arg(step.value).arg(fruit)
            //: Hand-off recap: %1 a player, %2 a card's value, %3 its fruit (a stall name).
            const played = qsTr("%1 played the %2 of %3.").arg(name).arg(step.value).arg(fruit)
            //: Hand-off recap, after a step that finished a trick: %1 the player who took it.
            return winner.length > 0 ? played + " " + qsTr("%1 won the trick.").arg(winner) : played
        }
        //: Hand-off recap: %1 a player, %2 the stall (a fruit) the seller went to.
        const done = step.kind === "seller" ? qsTr("%1 placed a seller on %2.").arg(name).arg(fruit)
                   //: Hand-off recap: %1 a player, %2 the stall (a fruit) the trump token went to.
                   : qsTr("%1 moved the trump token to %2.").arg(name).arg(fruit)
        return winner.length > 0 ? done + " " + qsTr("%1 won the trick.").arg(winner) : done
    }

    function recapLines() {
        const lines = []
        for (const step of table.handoffRecap)
            lines.push(recapLine(step))
        return lines
    }

    TindahanTable {
        id: table
        botDelayMs: screen.botDelayMs
        // Bots wait while the score sheet or the ranking is up, so nothing moves behind it.
        botsPaused: screen.shownRound >= 0 || screen.showRanking
        onCardPlayed: sounds.play("tap")
        onSellerPlaced: sounds.play("tap")
        onTrumpMoved: sounds.play("tap")
        onTrickWon: sounds.play("success")
        onRoundFinished: round => {
            screen.pickingTrump = false
            screen.shownRound = round
            // The table may have asked for the next player's curtain just before: the
            // scores come first, the curtain after them (closeScoreSheet).
            screen.syncCurtain()
            sounds.play(table.over ? "win" : "success")
        }
        onTableChanged: screen.syncCurtain()
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

    Rectangle { // the felt runs under a notch or home indicator; nothing else does
        anchors.fill: parent
        color: TindahanStyle.felt
    }

    // The table inside the safe area, as a column: header, stage (stalls and trick), the
    // prompt with its buttons, the hand. The hand and the stage share what the header and
    // the prompt leave, so nothing runs off a short screen. On a short landscape screen
    // (phones, small tablets) the column folds: the players fill the header between Menu
    // and Undo, the trick sits beside the stalls, the title and the buttons beside the
    // prompt. Anchors, not a ColumnLayout: the heights follow the header's and the
    // prompt's, which a layout would chase in a polish loop.
    Item {
        id: main
        anchors.fill: parent
        anchors.topMargin: screen.safeAreaTop + screen.pad
        anchors.rightMargin: screen.safeAreaRight + screen.pad
        anchors.bottomMargin: screen.safeAreaBottom + screen.pad
        anchors.leftMargin: screen.safeAreaLeft + screen.pad

        GridLayout {
            id: header
            anchors { left: parent.left; right: parent.right; top: parent.top }
            columns: 3
            columnSpacing: screen.gap
            rowSpacing: screen.gap
            // Menu and the rules' "?" (the corners are Menu's and Undo's).
            Row {
                Layout.row: 0
                Layout.column: 0
                spacing: screen.gap
                ActionButton {
                    id: menuButton
                    primary: false
                    leftPadding: screen.buttonPadding
                    rightPadding: screen.buttonPadding
                    text: qsTr("Menu")
                    font.pixelSize: Theme.fontBody * screen.unit
                    onClicked: screen.leave()
                }
                RulesButton {
                    visible: screen.rulesPage !== ""
                    unit: screen.unit
                    height: menuButton.height
                    onClicked: screen.rulesOpen = true
                }
            }
            Label {
                // Folded, the players take the whole header and the title goes before the
                // prompt.
                // Five players folded: between Menu and Undo, above their own row, so the
                // prompt has the width to take fewer lines and the stalls the height.
                parent: screen.folded && !screen.titleInHeader ? actions : header
                Layout.row: screen.titleOwnRow ? 1 : 0
                Layout.column: screen.folded && !screen.titleInHeader || screen.titleOwnRow ? 0 : 1
                Layout.columnSpan: screen.titleOwnRow ? 3 : 1
                Layout.fillWidth: !screen.folded || screen.titleInHeader
                Layout.preferredWidth: screen.folded && !screen.titleInHeader ? Math.min(implicitWidth, main.width * 0.2) : -1
                Layout.fillHeight: true
                Layout.preferredHeight: Theme.touchTarget * screen.unit
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                // A narrow header wraps the title onto two lines (beside the prompt, one
                // line), then shrinks it.
                wrapMode: screen.folded ? Text.NoWrap : Text.WordWrap
                fontSizeMode: Text.Fit
                minimumPixelSize: 11
                elide: Text.ElideRight
                objectName: "roundLabel"
                // Clear of the bulb beside it (both sides, so the title stays centred).
                leftPadding: screen.hintBesideTitle ? titleHint.width + screen.gap : 0
                rightPadding: leftPadding
                HintButton {
                    id: titleHint
                    objectName: "titleHintButton"
                    visible: screen.hintBesideTitle && screen.hintOffered
                    unit: screen.unit
                    compact: true
                    anchors.left: parent.left
                    anchors.verticalCenter: parent.verticalCenter
                    onClicked: screen.askHint(-1)
                }
                text: screen.folded || screen.width < 600 * screen.unit
                      ? qsTr("Round %1 of %2").arg(table.round).arg(table.rounds)
                      : qsTr("Tindahan · Round %1 of %2").arg(table.round).arg(table.rounds)
                font.pixelSize: Theme.fontLarge * screen.unit
                font.bold: true
                color: Theme.ink
            }
            // Keeps Undo in its corner when the title or the players leave the first line.
            Item {
                visible: (screen.titleOwnRow || screen.seatsOwnRow) && !screen.titleInHeader
                Layout.row: 0
                Layout.column: 1
                Layout.fillWidth: true
            }
            GridLayout {
                id: seatsGrid
                Layout.row: screen.folded && !screen.seatsOwnRow ? 0 : screen.titleOwnRow ? 2 : 1
                Layout.column: screen.folded && !screen.seatsOwnRow ? 1 : 0
                Layout.columnSpan: screen.folded && !screen.seatsOwnRow ? 1 : 3
                Layout.fillWidth: true
                // Upright, at most three a row; four go two by two (not three and a lone
                // one), so each chip has the room for its counts.
                columns: !screen.portrait || screen.seatsOneRow ? Math.max(1, table.seatCount)
                                          : table.seatCount === 4 ? 2 : Math.min(3, Math.max(1, table.seatCount))
                columnSpacing: screen.gap
                rowSpacing: screen.gap
                // Slim chips show their scores all or none: all where each has the width
                // for its score beside its name (five folded: the row shares its width by
                // the names; else equal widths).
                readonly property bool scoresFit: screen.five && screen.folded ? scoreSlack >= 0
                                                                                : mostWithScore <= room / columns
                // On a row of their own the chips have the header's width: read there, as
                // the row's own width follows the widths its chips ask (a polish loop).
                readonly property real room: (screen.seatsOwnRow ? header.width : width) - (columns - 1) * columnSpacing
                // Five folded: what the row has left once each chip has its score's width.
                readonly property real scoreSlack: room - chipWidths[0]
                readonly property real mostWithScore: chipWidths[1]
                readonly property var chipWidths: { // [their sum, the widest, the sum wanted] with scores
                    let sum = 0
                    let most = 0
                    let wanted = 0
                    if (chipsMade < seatChips.count)
                        return [Infinity, Infinity, Infinity]
                    for (let i = 0; i < seatChips.count; ++i) {
                        const chip = seatChips.itemAt(i)
                        if (!chip)
                            return [Infinity, Infinity, Infinity]
                        sum += chip.widthWithScore
                        most = Math.max(most, chip.widthWithScore)
                        wanted += chip.wantedWithScore
                    }
                    return [sum, most, wanted]
                }
                // A chip's width in a row sharing by scores (the layout's own share gave one
                // chip less than it asked and another more): each its whole name and an equal
                // share of what is left, else each the same part of the way to its whole name.
                function sharedWidth(chip) {
                    const spare = room - chipWidths[2]
                    if (spare >= 0)
                        return chip.wantedWithScore + spare / Math.max(1, seatChips.count)
                    const part = scoreSlack / Math.max(1, chipWidths[2] - chipWidths[0])
                    return chip.widthWithScore + part * (chip.wantedWithScore - chip.widthWithScore)
                }
                // Counts the chips made, so scoresFit looks again once they all exist.
                property int chipsMade: 0
                Repeater {
                    id: seatChips
                    model: table.players
                    onItemAdded: ++seatsGrid.chipsMade
                    onItemRemoved: --seatsGrid.chipsMade
                    // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
                    // pragma ComponentBehavior: Bound); the ids used here are this file's own.
                    // qmllint disable unqualified
                    delegate: PlayerChip {
                        // Five folded (one line each): each chip as wide as its name asks,
                        // so a long name ("Grandpa Joachim") takes the room the short ones
                        // leave (a tablet's chips keep equal widths for their counts); with
                        // scores, seatsGrid.sharedWidth.
                        // Five upright (three and two): the last spans the empty cell.
                        readonly property bool sharedByScores: showScore && screen.five && screen.folded
                                                               && screen.seatsOwnRow
                        Layout.fillWidth: !sharedByScores
                        Layout.preferredWidth: sharedByScores ? seatsGrid.sharedWidth(this)
                                             : screen.five && screen.folded ? wantedWidth : 100
                        Layout.columnSpan: screen.five && screen.portrait && seatsGrid.columns === 3
                                           && seat === table.seatCount - 1 ? 2 : 1
                        unit: screen.unit
                        compact: screen.folded || width < 230 * screen.unit
                        slim: screen.slimSeats
                        showScore: seatsGrid.scoresFit
                    }
                    // qmllint enable unqualified
                }
            }
            ActionButton {
                Layout.row: 0
                Layout.column: 2
                objectName: "undoButton"
                // On a narrow phone or a folded header a long Undo ("Ongedaan maken") wraps onto two lines and
                // leaves the round its room; its longest word always fits.
                Layout.maximumWidth: screen.width < 600 * screen.unit || screen.folded
                                     ? Math.max(112 * screen.unit,
                                                Math.ceil(undoWord.advanceWidth) + leftPadding + rightPadding + 2)
                                     : -1
                TextMetrics {
                    id: undoWord
                    font.pixelSize: Theme.fontBody * screen.unit
                    text: qsTr("Undo").split(" ").reduce((longest, word) => word.length > longest.length ? word : longest, "")
                }
                primary: false
                leftPadding: screen.buttonPadding
                rightPadding: screen.buttonPadding
                enabled: table.canUndo
                opacity: table.canUndo ? 1 : 0.4
                text: qsTr("Undo")
                font.pixelSize: Theme.fontBody * screen.unit
                onClicked: screen.refuse(table.undo())
            }
        }

        GridLayout {
            id: stage
            anchors { left: parent.left; right: parent.right; top: header.bottom; topMargin: screen.gap }
            // Five stalls in a landscape phone's row are as narrow as their five sellers: they
            // reach into the padding beside a notch (still inside the safe area), 4 dp apart.
            anchors.leftMargin: screen.trickBesideHand ? -Math.min(screen.pad, screen.safeAreaLeft) : 0
            anchors.rightMargin: screen.trickBesideHand ? -Math.min(screen.pad, screen.safeAreaRight) : 0
            height: screen.stageHeight
            columns: screen.folded ? 2 : 1
            columnSpacing: screen.gap
            rowSpacing: screen.gap

            StallRow {
                id: stallRow
                objectName: "stallRow"
                seats: table.seatCount
                gap: (screen.trickBesideHand ? 4 : 8) * screen.unit
                // (Five upright too: their stalls have the height for 36 dp sellers.)
                figureGoal: (screen.trickBesideHand || screen.uprightFive ? 36 : 28) * screen.unit
                preferOneRow: screen.trickBesideHand
                Layout.fillWidth: !screen.folded || screen.trickBesideHand
                // Folded with large text, the stalls take more of the row (their cards in
                // one row, names and sellers legible); the trick keeps room for its cards.
                // Five there take more again: their names and five sellers need the width.
                Layout.preferredWidth: screen.folded && !screen.trickBesideHand ? (stage.width - screen.gap)
                                                       * (screen.five ? 0.76 : !screen.foldedTight ? 0.6 : 0.68) : -1
                Layout.fillHeight: screen.folded
                Layout.preferredHeight: screen.folded ? -1 : screen.stallHeight
                model: table.stalls
                trumpFruit: table.trumpFruit
                picking: screen.pickingTrump
                hintFruit: screen.hintShown.example?.sellerStall ?? -1
                reduceMotion: screen.reduceMotion
                unit: screen.unit
                onPicked: fruit => {
                    screen.pickingTrump = false
                    screen.act(table.moveTrump(fruit))
                }
            }

            TrickArea {
                objectName: screen.trickBesideHand ? "" : "trickArea"
                visible: !screen.trickBesideHand
                Layout.fillWidth: true
                Layout.fillHeight: true
                model: table.trick
                names: table.seatNames
                order: table.trickOrder
                seatToAct: table.seatToAct
                reduceMotion: screen.reduceMotion
                unit: screen.unit
                maxCardHeight: screen.trickCardHeight
                seats: Math.max(1, table.seatCount)
            }
        }

        GridLayout {
            id: actions
            anchors { left: parent.left; right: parent.right; top: stage.bottom; topMargin: screen.gap }
            height: implicitHeight
            columns: screen.folded ? 3 : 1
            columnSpacing: screen.gap
            rowSpacing: screen.gap

            Label {
                Layout.row: 0
                Layout.column: screen.folded ? 1 : 0
                Layout.fillWidth: true
                // Folded, the prompt shares its row with the buttons: it wraps within the
                // row's height and shrinks if that is not enough. With large text it may
                // take two lines' height, or a fifth of the table if more, no more: the
                // hand below keeps its fingertip size and the stalls a share.
                Layout.fillHeight: screen.folded
                // Five players: two lines' height only (the words shrink to fit), so five
                // stalls have the height for three and two (640 x 400).
                Layout.maximumHeight: screen.folded ? Math.max(2.6 * Theme.fontBody * screen.unit,
                                                               screen.five ? 0 : main.height * 0.22) : -1
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.Wrap
                fontSizeMode: screen.folded ? Text.Fit : Text.FixedSize
                minimumPixelSize: 11
                objectName: "promptLabel"
                text: screen.notice.length > 0 ? screen.notice : screen.prompt()
                // A narrow phone keeps its stalls and trick in view: the prompt at body size,
                // with large text at small size (still larger than body text at 100 %): four
                // lines of German took the sellers' room.
                font.pixelSize: (screen.titleOwnRow ? Theme.fontSmall
                                 : screen.folded || screen.narrow ? Theme.fontBody : Theme.fontLarge) * screen.unit
                font.bold: screen.notice.length > 0
                color: screen.notice.length > 0 ? TindahanStyle.highlight : Theme.ink
            }

            RowLayout {
                Layout.row: screen.folded ? 0 : 1
                Layout.column: screen.folded ? 2 : 0
                Layout.alignment: Qt.AlignHCenter
                // Kept even with no button, so the hand does not jump as they come and go.
                Layout.preferredHeight: Theme.touchTarget * screen.unit
                spacing: 12 * screen.unit
                TakeBackButtons {
                    visible: table.takeBackOpen
                    unit: screen.unit
                    onTakeBack: screen.refuse(table.undo())
                    onPassOn: table.passOn()
                }
                HintButton {
                    visible: screen.hintOffered && !screen.hintBesideTitle
                    unit: screen.unit
                    compact: screen.width < 900 * screen.unit // the words leave the turn's buttons (and the hand) no room
                    Layout.maximumHeight: Theme.touchTarget * screen.unit // the row's height, clear of the hand
                    onClicked: screen.askHint(-1)
                }
                ActionButton {
                    objectName: "placeSellerButton"
                    visible: table.canPlaceSeller
                    text: qsTr("Place a seller")
                    font.pixelSize: Theme.fontBody * screen.unit
                    onClicked: screen.act(table.placeSeller())
                    HintGlow { // "What can I do?" chose a seller
                        objectName: "hintGlow"
                        shown: screen.hintShown.example?.sellerStall !== undefined
                        reduceMotion: screen.reduceMotion
                    }
                }
                ActionButton {
                    objectName: "moveTrumpButton"
                    visible: table.canMoveTrump && !screen.pickingTrump
                    primary: false
                    text: qsTr("Move trump")
                    font.pixelSize: Theme.fontBody * screen.unit
                    onClicked: screen.pickingTrump = true
                }
                ActionButton {
                    visible: screen.pickingTrump
                    primary: false
                    text: qsTr("Cancel")
                    font.pixelSize: Theme.fontBody * screen.unit
                    onClicked: screen.pickingTrump = false
                }
            }
        }

        TrickArea { // beside the hand (trickBesideHand), its cards as tall as the hand allows
            objectName: screen.trickBesideHand ? "trickArea" : ""
            visible: screen.trickBesideHand
            anchors { right: parent.right; bottom: parent.bottom }
            width: screen.besideTrickWidth
            height: screen.handHeight
            spacing: 6 * screen.unit
            labelHeight: screen.besideTrickLabel
            model: table.trick
            names: table.seatNames
            order: table.trickOrder
            seatToAct: table.seatToAct
            reduceMotion: screen.reduceMotion
            unit: screen.unit
            seats: Math.max(1, table.seatCount)
        }

        HandView {
            id: handView

            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
            anchors.rightMargin: screen.trickBesideHand ? screen.besideTrickWidth + screen.gap : 0
            height: screen.handHeight
            rows: screen.handRows
            model: table.hand
            live: table.myTurn && !screen.pickingTrump
            reduceMotion: screen.reduceMotion
            hintCard: screen.hintShown.example?.card ?? ""
            onCardTapped: (cardId, legal, whyIllegal) => {
                if (screen.pickingTrump)
                    return
                if (legal)
                    screen.act(table.playCard(cardId))
                else
                    screen.refuse(whyIllegal)
            }
        }
    }

    Item { // where the overlays go: the window less its insets
        id: safeArea
        anchors.fill: parent
        anchors.topMargin: screen.safeAreaTop
        anchors.rightMargin: screen.safeAreaRight
        anchors.bottomMargin: screen.safeAreaBottom
        anchors.leftMargin: screen.safeAreaLeft
    }

    ScoreBreakdown {
        anchors.fill: safeArea
        visible: screen.shownRound >= 0
        unit: screen.unit
        rows: screen.shownRound >= 0 ? (table.roundResults[screen.shownRound] ?? []) : []
        gameTotals: screen.shownRound >= 0 ? screen.cumulativeTotals(screen.shownRound) : []
        names: table.seatNames
        stallFruits: Array.from({ length: stallRow.count }, (_, i) => i) // stalls are in fruit order
        roundNumber: screen.shownRound + 1
        roundCount: table.rounds
        continueText: table.over && screen.shownRound === table.roundResults.length - 1
                      ? qsTr("Final ranking") : qsTr("Next round")
        onContinued: screen.closeScoreSheet()
    }

    FinalRanking {
        anchors.fill: safeArea
        visible: screen.showRanking
        unit: screen.unit
        names: table.seatNames
        scores: table.scores
        winners: table.winners
        roundResults: table.roundResults
        reduceMotion: screen.reduceMotion
        onDone: screen.leave()
        onPlayAgain: screen.rematch()
    }

    // Inside the safe area too, so its words and button stay clear of a notch (the table
    // keeps its cards inside, so the uncovered strips show only felt).
    Item {
        anchors.fill: safeArea
        HandoffCurtain {
            id: curtain
            objectName: "handoffCurtain"
            shown: false
            // The seat's colour, as on its sellers and at setup (Theme.seatColor).
            playerColor: table.handoffSeat >= 0 ? Theme.seatColor(table.handoffSeat) : "transparent"
            recap: screen.recapLines()
            onRevealed: table.reveal()
        }
    }
}
