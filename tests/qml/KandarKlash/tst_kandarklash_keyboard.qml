// Kandar Klash! claims from the keyboard (issue 20): each cook's Siap! is reached with Tab
// and pressed with Space, through the same table claim as a finger (timed by the key);
// a screen reader hears "Siap!" and what it does.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.KandarKlash
import FoodCourt.Testing

Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: screenComponent
        KandarKlashScreen {
            anchors.fill: parent
            soundOn: false
        }
    }

    Component {
        id: clockComponent
        ManualClock {}
    }

    TestCase {
        name: "KandarKlashKeyboard"
        when: windowShown

        function startCooking() {
            const screen = createTemporaryObject(screenComponent, root)
            const clock = createTemporaryObject(clockComponent, root)
            verify(clock.drive(screen.table))
            screen.table.countdownMs = 30
            screen.table.revealMs = 60000
            const seats = [0, 1, 2].map(i => ({ name: "Cook " + (i + 1), bot: false, strength: "" }))
            compare(screen.startNew(JSON.stringify({ players: 3, seed: "21", startSeat: 0,
                                                     seats: seats, options: {} })), "")
            clock.advance(30)
            compare(screen.table.stage, KandarKlashTable.Cooking)
            return { screen: screen, clock: clock }
        }
        function zone(screen, seat) { return findChild(screen, "zone" + seat) }

        function test_siapByKeyboard() {
            const { screen, clock } = startCooking()
            const pad = findChild(zone(screen, 1), "siapPad")
            compare(pad.Accessible.name, "Siap!")
            verify(pad.Accessible.description.length > 0)
            waitForRendering(screen)
            for (let presses = 0; presses < 80 && !pad.activeFocus; ++presses)
                keyClick(Qt.Key_Tab)
            verify(pad.activeFocus, "Tab reaches the second cook's Siap!")
            keyClick(Qt.Key_Space)
            clock.advance(0)
            compare(zone(screen, 1).claimed, true)
            compare(zone(screen, 0).claimed, false)
            compare(zone(screen, 2).claimed, false)
            // A claimed pad leaves the Tab chain: nothing more to press there.
            verify(!pad.activeFocusOnTab)
        }
    }
}
