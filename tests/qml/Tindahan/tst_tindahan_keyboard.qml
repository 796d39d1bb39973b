// Tindahan from the keyboard and for a screen reader (issue 20): every hand card says its
// value, fruit and whether it may be played; Tab reaches the hand, the arrow keys walk it,
// Space plays the focused card through the same table call as a tap.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Tindahan
import FoodCourt.Testing

Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: screenComponent
        TindahanScreen {
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
        name: "TindahanKeyboard"
        when: windowShown

        function setupJson() {
            const seats = ["Ana", "Bayani", "Carmela"].map(
                (name, seat) => ({ name: name, bot: seat > 0, strength: seat > 0 ? "medium" : "" }))
            return JSON.stringify({ players: 3, seed: "11", startSeat: 0, seats: seats, options: {} })
        }
        // The bots wait on a ManualClock the test never steps: the table stays on our turn.
        function startScreen() {
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            const clock = createTemporaryObject(clockComponent, root)
            verify(clock.drive(screen.table))
            screen.table.autosave = false
            compare(screen.startNew(setupJson()), "")
            return screen
        }
        function handCards(screen) {
            const hand = findChild(screen, "hand")
            waitForItemPolished(hand)
            const cards = []
            for (let i = 0; i < hand.count; ++i)
                cards.push(hand.itemAtIndex(i))
            return cards
        }
        function focused() { return root.Window.activeFocusItem }
        // Presses Tab until `wanted` says yes to the focused item; fails after a full lap.
        function tabUntil(wanted, what) {
            for (let presses = 0; presses < 80; ++presses) {
                if (focused() && wanted(focused()))
                    return focused()
                keyClick(Qt.Key_Tab)
            }
            fail("Tab never reached " + what)
        }

        function test_handCardsAreNamed() {
            const screen = startScreen()
            tryVerify(() => screen.table.myTurn)
            tryVerify(() => handCards(screen).length > 0 && handCards(screen).every(c => c !== null))
            const legal = screen.table.legalActions(0)
            for (const card of handCards(screen)) {
                verify(/^\d+ of \S+/.test(card.Accessible.name), card.Accessible.name)
                compare(card.Accessible.role, Accessible.Button)
                compare(card.Accessible.description,
                        legal.includes("play " + card.cardId) ? "playable" : "not playable now")
            }
        }

        function test_oneTurnByKeyboard() {
            const screen = startScreen()
            const table = screen.table
            tryVerify(() => table.myTurn)
            tryVerify(() => handCards(screen).length > 0 && handCards(screen).every(c => c !== null))
            waitForRendering(screen)
            const first = tabUntil(item => item.objectName.startsWith("card_"), "the hand")
            compare(first, handCards(screen)[0], "Tab enters the hand at its first card")
            // The arrow keys walk the hand, one card at a time.
            keyClick(Qt.Key_Right)
            compare(focused(), handCards(screen)[1])
            keyClick(Qt.Key_Left)
            compare(focused(), handCards(screen)[0])
            const legal = table.legalActions(0)
            while (!legal.includes("play " + focused().cardId))
                keyClick(Qt.Key_Right)
            const played = focused().cardId
            const size = handCards(screen).length
            keyClick(Qt.Key_Space)
            // The move happened: the card left the hand, and the engine knows it.
            tryCompare(findChild(screen, "hand"), "count", size - 1)
            verify(handCards(screen).every(card => card.cardId !== played))
            verify(!table.legalActions(0).includes("play " + played))
        }
    }
}
