// Komme gleich! between two players at one tablet: the step that ends a turn waits in the
// take-back grace (TakeBackGrace, shared with Tindahan) on a ManualClock, Take back drops
// it, and after the grace the next player's curtain comes down in their colour with a
// recap of the turn that names no hidden card.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.KommeGleich
import FoodCourt.Testing

Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: screenComponent
        KommeGleichScreen {
            anchors.fill: parent
            soundOn: false
            reduceMotion: true
        }
    }

    Component {
        id: clockComponent
        ManualClock {}
    }

    TestCase {
        name: "KommeGleichGrace"
        when: windowShown

        property ManualClock clock: null

        // Two people, P0 and P1, on a ManualClock; P0's hand revealed.
        function startTwoHumans(seed) {
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            clock = createTemporaryObject(clockComponent, root)
            verify(clock.drive(screen.table))
            screen.table.autosave = false
            const seats = [0, 1].map(seat => ({ name: "P" + seat, bot: false, strength: "" }))
            compare(screen.startNew(JSON.stringify({ players: 2, seed: String(seed), startSeat: 0,
                                                     seats: seats, options: {} })), "")
            tryVerify(() => screen.table.handoffSeat === 0)
            screen.table.reveal()
            verify(screen.table.myTurn)
            return screen
        }
        // P0's start turn up to its last step: draw, keep the card at the front (hidden),
        // cover order 2 with the next one.
        function playUpToTheLastStep(table) {
            compare(table.draw(), "")
            compare(table.insertDrawn(0), "")
            compare(table.cover(1, 1), "")
            compare(table.phase, "serve")
        }
        function tap(item) {
            touchEvent(item).press(0, item).commit().release(0, item).commit()
        }
        function tapButton(screen, name) {
            const button = findChild(screen, name)
            verify(button && button.visible, name + " shown")
            waitForRendering(screen)
            tap(button)
        }

        function test_endingTheTurnWaitsAndCanBeTakenBack() {
            const screen = startTwoHumans(3)
            const table = screen.table
            const curtain = findChild(screen, "handoffCurtain")
            playUpToTheLastStep(table)
            compare(table.finishTurn(), "")
            // The grace: the step waits, P0's hand stays, nothing else can be played.
            verify(table.takeBackOpen)
            compare(table.pendingStep.kind, "done")
            verify(!table.myTurn)
            compare(table.viewSeat, 0)
            compare(table.seatToAct, 0, "the turn has not passed yet")
            verify(!curtain.visible)
            verify(!findChild(screen, "undoButton").enabled, "Take back, not Undo, in the grace")
            compare(table.discard(0), "It is not your turn.")
            clock.advance(table.graceMs - 1)
            verify(table.takeBackOpen)
            tapButton(screen, "takeBackButton")
            // Taken back: still P0's turn, in the serve step, no curtain, nothing pending.
            verify(!table.takeBackOpen)
            verify(table.myTurn)
            compare(table.phase, "serve")
            compare(table.seatToAct, 0)
            compare(Object.keys(table.pendingStep).length, 0)
            clock.advance(10 * table.graceMs)
            verify(!curtain.visible, "nothing left to wait for")
            compare(table.viewSeat, 0)
            verify(table.canUndo, "the cover before it can still be undone")
        }

        function test_afterTheGraceTheCurtainTellsTheTurn() {
            const screen = startTwoHumans(3)
            const table = screen.table
            const curtain = findChild(screen, "handoffCurtain")
            playUpToTheLastStep(table)
            compare(table.finishTurn(), "")
            clock.advance(table.graceMs - 1)
            verify(!curtain.visible)
            clock.advance(1)
            // The step stands: P1's curtain, in P1's colour, with one line for P0's turn.
            verify(!table.takeBackOpen)
            compare(table.seatToAct, 1)
            tryVerify(() => curtain.visible)
            compare(curtain.playerName, "P1")
            verify(Qt.colorEqual(curtain.playerColor, Theme.seatColor(1)), "in P1's colour")
            compare(curtain.recap, ["P0 covers order 2."])
            compare(findChild(curtain, "handoffRecap").text, "P0 covers order 2.")
            compare(findChild(screen, "hand").count, 0, "no hand on show behind the curtain")
            // No card is named: not the one P0 drew and kept hidden, nor any other dish.
            for (let kind = 0; kind < 6; ++kind)
                verify(!curtain.recap.join(" ").includes(DishStyle.name(kind)),
                       DishStyle.name(kind) + " is not in the recap")
            compare(table.takeBack(), "There is nothing to take back.")
        }

        function test_passOnEndsTheGraceAtOnce() {
            const screen = startTwoHumans(3)
            const table = screen.table
            const curtain = findChild(screen, "handoffCurtain")
            playUpToTheLastStep(table)
            compare(table.finishTurn(), "")
            verify(table.takeBackOpen)
            tapButton(screen, "passOnButton")
            verify(!table.takeBackOpen)
            compare(table.seatToAct, 1)
            tryVerify(() => curtain.visible)
            compare(curtain.playerName, "P1")
        }
    }
}
