// "What can I do?" in every game (issue 17): the one HintButton asks the table for the
// seat that asks, the HintPanel lists the table's lines, and the table marks the example
// (a card, a run, a placement on the mat, a complete recipe, the planner's walk); "Got it"
// puts the panel away and leaves the mark; the next action (in Kandar Klash!, the asking
// cook's own) takes both away. Nothing about a hand that is not on show is said. Wok Up's
// signal and claim window are read aloud (the fake speech engine of tst_quick_main).
// Real-time tables run on a ManualClock the test steps.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Tindahan
import FoodCourt.KommeGleich
import FoodCourt.KandarKlash
import FoodCourt.WokUp
import FoodCourt.KakiLima
import FoodCourt.Testing

Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: tindahanScreen
        TindahanScreen { anchors.fill: parent; soundOn: false; reduceMotion: true }
    }
    Component {
        id: kommeGleichScreen
        KommeGleichScreen { anchors.fill: parent; soundOn: false; reduceMotion: true }
    }
    Component {
        id: kandarKlashScreen
        KandarKlashScreen { anchors.fill: parent; soundOn: false; reduceMotion: true }
    }
    Component {
        id: wokUpScreen
        WokUpScreen { anchors.fill: parent; soundOn: false; reduceMotion: true }
    }
    Component {
        id: kakiLimaScreen
        KakiLimaScreen { anchors.fill: parent; soundOn: false; reduceMotion: true }
    }
    Component {
        id: clockComponent
        ManualClock {}
    }

    TestCase {
        name: "WhatCanIDo"
        when: windowShown

        function initTestCase() {
            speechLog.install(ReadAloud)
        }
        function cleanup() {
            AppSettings.readAloud = false
            speechLog.clear()
        }

        // kinds: "h" human, "b" bot, one letter per seat.
        function setupJson(kinds, seed) {
            const seats = kinds.split("").map((kind, seat) => ({
                name: ["Ana", "Bayani", "Carmela", "Dido"][seat], bot: kind === "b",
                strength: kind === "b" ? "hard" : "" }))
            return JSON.stringify({ players: seats.length, seed: String(seed), startSeat: 0,
                                    seats: seats, options: {} })
        }
        function start(component, kinds, seed, clock) {
            const screen = createTemporaryObject(component, root)
            verify(screen)
            screen.table.autosave = false
            if (clock)
                verify(clock.drive(screen.table))
            return screen
        }
        function press(item) {
            verify(item, "an item to press")
            verify(item.visible, item.objectName + " is on show")
            // A freshly shown row lays out its children at the next polish: press after it.
            for (let up = item; up; up = up.parent)
                waitForItemPolished(up)
            tryVerify(() => item.width > 0 && item.height > 0, 2000, "laid out: " + item.objectName)
            mouseClick(item)
        }
        // How many marks (HintGlow, objectName "hintGlow") are on show under `item`.
        function shownGlows(item) {
            let count = item.objectName === "hintGlow" && item.visible ? 1 : 0
            for (let i = 0; i < item.children.length; ++i)
                count += shownGlows(item.children[i])
            return count
        }
        function lang() { return Qt.locale().name.split("_")[0] + ": " }

        // Tindahan: the lowest card that takes the trick, marked in the hand; another
        // seat (its hand not on show) is told nothing.
        function test_tindahanMarksALegalCard() {
            const screen = start(tindahanScreen)
            compare(screen.startNew(setupJson("hbb", 7)), "")
            const table = screen.table
            verify(table.myTurn)
            press(findChild(screen, "hintButton"))
            const panel = findChild(screen, "hintPanel")
            verify(panel.visible)
            const answer = screen.hintShown
            verify(answer.lines.length >= 2, JSON.stringify(answer.lines))
            const card = answer.example.card
            verify(table.legalActions(0).indexOf("play " + card) >= 0,
                   "a legal card: " + card + " of " + JSON.stringify(table.legalActions(0)))
            const glow = findChild(findChild(screen, "card_" + card), "hintGlow")
            verify(glow.visible, "the example is marked in the hand")
            compare(shownGlows(screen), 1, "one card marked")
            compare(Object.keys(table.hint(1).example).length, 0, "nothing for a hidden hand")

            press(findChild(screen, "hintCloseButton"))
            verify(!panel.visible)
            verify(glow.visible, "Got it leaves the mark")
            compare(table.playCard(card), "")
            verify(!screen.hintOpen, "the next action takes the hint away")
        }

        // Tindahan: when no card takes the trick, the seller is the example: the Place a
        // seller button and the led fruit's stall are marked, and the panel says why.
        function test_tindahanMarksTheSellerWhenNoCardTakesTheTrick() {
            const screen = start(tindahanScreen)
            const table = screen.table
            // A deal where seat 0 leads the 10 of bananas (trumps): nothing beats it.
            let seed = 1
            for (; seed < 60; ++seed) {
                compare(screen.startNew(setupJson("hhh", seed)), "")
                if (table.legalActions(0).indexOf("play B10") >= 0)
                    break
            }
            verify(seed < 60, "a deal with the 10 of bananas in seat 0")
            table.reveal()
            compare(table.playCard("B10"), "")
            table.passOn()
            compare(table.handoffSeat, 1)
            table.reveal()
            verify(table.myTurn)
            verify(table.canPlaceSeller)
            press(findChild(screen, "hintButton"))
            const answer = screen.hintShown
            compare(answer.example.sellerStall, 0, JSON.stringify(answer))
            verify(answer.lines[answer.lines.length - 1].indexOf("seller") >= 0,
                   JSON.stringify(answer.lines))
            const button = findChild(screen, "placeSellerButton")
            verify(findChild(button, "hintGlow").visible, "Place a seller is marked")
            verify(findChild(findChild(screen, "stall_0"), "hintGlow").visible, "the stall is marked")
            compare(shownGlows(screen), 2, "the button and the stall, no card")
            press(findChild(screen, "hintCloseButton"))
            press(button)
            verify(!screen.hintOpen, "the seller takes the hint away")
            compare(shownGlows(screen), 0)
        }

        // Komme gleich!: the longest run, marked in the hand and on the orders.
        function test_kommeGleichMarksTheLongestRun() {
            let screen = null
            let answer = null
            for (let seed = 1; seed <= 30; ++seed) {
                screen = start(kommeGleichScreen)
                compare(screen.startNew(setupJson("hb", seed)), "")
                verify(screen.table.myTurn)
                press(findChild(screen, "hintButton"))
                answer = screen.hintShown
                if (answer.example.first !== undefined)
                    break
            }
            verify(answer.example.first !== undefined, "a deal with a run")
            verify(findChild(screen, "hintPanel").visible)
            verify(answer.lines.length >= 2)
            const hand = findChild(screen, "hand")
            compare(hand.hintFirst, answer.example.first)
            compare(hand.hintLast, answer.example.last)
            compare(findChild(screen, "orders").marks[answer.example.rowSlot], 4) // Mark.Hint
            compare(screen.table.draw(), "")
            verify(!screen.hintOpen)
            compare(hand.hintFirst, -1)
        }

        // Kandar Klash!: asked in a cook's zone, answered there: the next card's place on
        // the mat and the card in the hand; the other cook's card leaves it, the cook's own
        // action takes it away.
        function test_kandarKlashMarksAPlacementOnTheMat() {
            const clock = createTemporaryObject(clockComponent, root)
            const screen = start(kandarKlashScreen, null, null, clock)
            screen.table.countdownMs = 30
            screen.table.revealMs = 60000
            compare(screen.startNew(setupJson("hh", 21)), "")
            clock.advance(30)
            compare(screen.table.stage, KandarKlashTable.Cooking)
            const zone = findChild(screen, "zone0")
            press(findChild(zone, "hintButton"))
            verify(findChild(zone, "zoneHintPanel").visible)
            const example = screen.hintShown.example
            compare(example.action, "place")
            const mat = findChild(zone, "mat")
            const place = findChild(zone, "hintPlacement")
            verify(place.visible)
            compare(place.x, mat.x + (example.x - mat.origin) * zone.cell)
            compare(place.y, mat.y + (example.y - mat.origin) * zone.cell)
            compare(place.width, example.columns * zone.cell)
            const card = findChild(zone, "hintCard")
            verify(card.visible)
            const piece = findChild(zone, "card" + example.card)
            compare(card.x, piece.x)
            compare(card.y, piece.y)
            verify(!findChild(findChild(screen, "zone1"), "hintPlacement").visible, "only in the asking zone")

            screen.table.placeCard(1, 1, 7, 7, true, 0) // the other cook builds meanwhile
            clock.advance(0)
            compare(screen.table.view(-1).tables[1].stack.length, 1)
            verify(screen.hintOpen, "another cook's card leaves this cook's hint")
            screen.table.claim(0, 0)
            clock.advance(0)
            verify(!screen.hintOpen, "the cook's own action takes it away")
        }

        // Wok Up: while claims are open, the complete face-up recipes are marked (and only
        // they); the signal and the claim window are read aloud.
        function test_wokUpMarksTheCompleteRecipesAndReadsTheSignal() {
            AppSettings.readAloud = true
            const clock = createTemporaryObject(clockComponent, root)
            const screen = start(wokUpScreen, null, null, clock)
            screen.readAloud = true
            const table = screen.table
            table.countdownStepMs = 20
            table.settleMs = 30
            table.throwTimeoutMs = 20000
            table.claimTimeoutMs = 200
            table.resultMs = 50
            compare(screen.startNew(setupJson("hh", 5)), "")
            let marked = false
            for (let volley = 0; volley < 40 && !marked; ++volley) {
                while (table.stage !== "throwing") {
                    verify(clock.msToNext() >= 0, "the next volley comes")
                    clock.advanceToNext()
                }
                compare(speechLog.said[speechLog.said.length - 1],
                        lang() + "Wok! Flick your tokens into the wok.")
                for (let seat = 0; seat < 2; ++seat)
                    compare(table.flick(seat, 0.04 * (volley % 5) - 0.08 * seat, 90 + volley % 7, -1), "")
                clock.advance(30)
                compare(table.stage, "claiming")
                compare(speechLog.said[speechLog.said.length - 1],
                        lang() + "Claim now: press a recipe the wok completes.")
                press(findChild(screen, "hintButton"))
                verify(findChild(screen, "hintPanel").visible)
                const cards = screen.hintShown.example.cards
                verify(screen.hintShown.lines.length >= 2)
                compare(speechLog.said[speechLog.said.length - 1], lang() + screen.hintShown.lines.join(" "))
                for (let stack = 0; stack < 5; ++stack) {
                    const item = findChild(screen, "stack_" + stack)
                    const glow = findChild(item, "hintGlow")
                    const complete = item.faceUp !== "" && cards.indexOf(item.faceUp) >= 0
                    compare(glow.visible, complete && item.visible, "stack " + stack)
                }
                marked = cards.length > 0
                screen.closeHint()
            }
            verify(marked, "a recipe completed within 40 volleys")
        }

        // Kaki Lima: the planner's advice comes through the same panel, its walk marked.
        function test_kakiLimaRoutesThePlannerThroughThePanel() {
            const screen = start(kakiLimaScreen)
            compare(screen.startNew(setupJson("h", 21)), "")
            const table = screen.table
            compare(table.chooseWalker("siti"), "")
            compare(table.phase, "start")
            compare(table.tapCell(findChild(screen, "cell_" + table.view(0).startCells[0]).cell), "")
            compare(table.phase, "walk")
            press(findChild(screen, "hintButton"))
            verify(findChild(screen, "hintPanel").visible)
            tryVerify(() => screen.hintShown.pending !== true, 30000, "the planner answers")
            compare(screen.hintShown.lines, [table.hintText])
            compare(screen.hintShown.example.action, table.hintAction)
            const to = table.hintAction.split(" ")[table.hintAction.split(" ").indexOf("to") + 1]
            verify(findChild(screen, "cell_" + to).hinted, "the walk's end is marked on the map")
        }
    }
}
