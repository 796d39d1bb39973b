// A start player's whole Komme gleich! turn from the keyboard alone (issue 20): hold the
// curtain with Space, draw, put the new card in the hand, cover an order, serve a run, each
// by Tab or the arrow keys and Enter or Space, through the same table calls as the
// finger; the engine's state is checked after every step. Every card, order and pile says
// what it is to a screen reader.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.KommeGleich

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

    TestCase {
        name: "KommeGleichKeyboard"
        when: windowShown

        function startScreen() {
            const screen = createTemporaryObject(screenComponent, root, { botDelayMs: 0 })
            // A turn's end passes at once here (its grace: tst_kommegleich_grace.qml).
            screen.table.graceMs = 0
            verify(screen)
            screen.table.autosave = false
            const seats = [0, 1].map(seat => ({ name: "P" + seat, bot: false, strength: "" }))
            compare(screen.startNew(JSON.stringify({ players: 2, seed: "11", startSeat: 0,
                                                     seats: seats, options: {} })), "")
            return screen
        }
        function view(screen) { return screen.table.view(screen.table.viewSeat) }
        function hand(screen) { return findChild(screen, "hand") }
        function handCard(screen, slot) {
            waitForItemPolished(hand(screen))
            return hand(screen).itemAtIndex(slot)
        }
        function order(screen, slot) { return findChild(screen, "orders").itemAtIndex(slot) }
        function focused() { return root.Window.activeFocusItem }
        // Tab (or Shift+Tab) until `item` has the focus; fails after a full lap.
        function tabTo(item, what) {
            waitForRendering(root)
            for (let presses = 0; presses < 80; ++presses) {
                if (focused() === item)
                    return
                keyClick(Qt.Key_Tab)
            }
            fail("Tab never reached " + what)
        }
        function press(item, what) {
            tabTo(item, what)
            keyClick(Qt.Key_Space)
        }

        function test_startPlayersTurnByKeyboard() {
            const screen = startScreen()
            const table = screen.table
            const curtain = findChild(screen, "handoffCurtain")
            tryVerify(() => curtain.visible && curtain.activeFocus)
            // Space held on the curtain opens it, as a held finger does.
            keyPress(Qt.Key_Space)
            tryVerify(() => !curtain.visible, 20000)
            keyRelease(Qt.Key_Space)
            compare(table.phase, "draw")
            tryCompare(hand(screen), "count", 5)

            const drawPile = findChild(screen, "drawPile")
            compare(drawPile.Accessible.name, "Draw · " + table.drawPileCount)
            press(drawPile, "the draw pile")
            compare(table.phase, "insert")
            const drawn = table.drawnCard
            verify(drawn.length > 0)

            // Space on the front hand card puts the new card in its place.
            press(handCard(screen, 0), "the first hand card")
            compare(table.phase, "cover", "the drawn card went in; a hand card was not picked")
            compare(view(screen).hand[0], drawn)
            tryCompare(hand(screen), "count", 6)

            // Pick the front card, walk to the fourth order with the arrows, cover it.
            const front = view(screen).hand[0]
            const covered = view(screen).row[3]
            press(handCard(screen, 0), "the front card")
            compare(hand(screen).pickedFirst, 0, "the picked card lifts")
            compare(handCard(screen, 0).Accessible.description, "picked up")
            tabTo(order(screen, 0), "the first order")
            compare(order(screen, 0).Accessible.name.indexOf("Order 1: "), 0)
            for (let step = 0; step < 3; ++step)
                keyClick(Qt.Key_Right)
            compare(focused(), order(screen, 3))
            keyClick(Qt.Key_Return)
            compare(table.phase, "serve")
            compare(view(screen).row[3], front)
            verify(view(screen).discardPile.includes(covered))

            // The longest run: Enter on its first and its last card, then on the order
            // where it starts.
            const run = table.bestRun()
            verify(run.last > run.first)
            const served = view(screen).hand.slice(run.first, run.last + 1)
            press(handCard(screen, run.first), "the run's first card")
            press(handCard(screen, run.last), "the run's last card")
            compare(hand(screen).pickedFirst, run.first)
            compare(hand(screen).pickedLast, run.last)
            press(order(screen, run.rowSlot), "the order the run starts on")
            compare(table.message, "")
            const after = table.view(0)
            compare(after.lastServe.seat, 0)
            compare(after.lastServe.rowSlot, run.rowSlot)
            compare(after.lastServe.cards, served)
            compare(after.toMove, 1, "the turn passed to the next player")
        }
    }
}
