// GameScreen, the base of every game's screen: startNew, resume and rematch forward to the
// screen's table and announce a match entered only when the table took it; the back key is
// the screen's only while it says it handles it. A Tindahan table stands in for any game's
// (all seats human, so nothing moves by itself).
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Tindahan

Item {
    id: root
    width: 400
    height: 300

    Component {
        id: screenComponent
        GameScreen {
            table: tindahan
            TindahanTable {
                id: tindahan
                autosave: false
            }
        }
    }

    TestCase {
        name: "GameScreen"

        function setupJson(seed) {
            const seats = ["Ana", "Bayani", "Carmela"]
                .map(name => ({ name: name, bot: false, strength: "" }))
            return JSON.stringify({ players: 3, seed: String(seed), startSeat: 0, seats: seats,
                                    options: {} })
        }
        function makeScreen() {
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen)
            return screen
        }
        // A spy on one of the screen's signals.
        function watch(screen, signalName) {
            const spy = createTemporaryQmlObject("import QtTest; SignalSpy {}", screen)
            spy.target = screen
            spy.signalName = signalName
            return spy
        }

        function test_startNewForwardsToTheTableAndAnnouncesTheMatch() {
            const screen = makeScreen()
            const entered = watch(screen, "matchEntered")
            compare(screen.startNew(setupJson(7)), "")
            verify(screen.table.active)
            compare(screen.table.seatNames, ["Ana", "Bayani", "Carmela"])
            compare(entered.count, 1)
            compare(entered.signalArguments[0][0], false, "a new match, not a resumed one")
        }

        function test_aRefusedStartOrResumeSaysWhyAndAnnouncesNothing() {
            const screen = makeScreen()
            const entered = watch(screen, "matchEntered")
            verify(screen.startNew("{ not json").length > 0)
            verify(!screen.table.active)
            verify(screen.resume("{}").length > 0)
            verify(!screen.table.active)
            compare(entered.count, 0)
        }

        function test_rematchDealsAgainForTheSamePlayers() {
            const screen = makeScreen()
            verify(screen.rematch().length > 0, "nothing to play again before a match")
            compare(screen.startNew(setupJson(7)), "")
            const entered = watch(screen, "matchEntered")
            compare(screen.rematch(), "")
            verify(screen.table.active)
            compare(screen.table.seatNames, ["Ana", "Bayani", "Carmela"])
            compare(entered.count, 1)
            compare(entered.signalArguments[0][0], false)
        }

        function test_backKeyIsTheScreensOnlyWhileItHandlesIt() {
            const screen = makeScreen()
            const pressed = watch(screen, "backPressed")
            verify(!screen.goBack(), "by default the host leaves")
            compare(pressed.count, 0)
            screen.handlesBack = true
            verify(screen.goBack())
            compare(pressed.count, 1)
        }

        function test_hooksDefaultToAScreenThatUsesNone() {
            const screen = makeScreen()
            compare(screen.handlesSafeArea, false)
            compare(screen.handlesBack, false)
            compare(screen.paused, false)
            compare([screen.safeAreaTop, screen.safeAreaRight, screen.safeAreaBottom,
                     screen.safeAreaLeft], [0, 0, 0, 0])
        }
    }
}
