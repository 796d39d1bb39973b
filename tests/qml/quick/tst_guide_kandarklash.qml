// Kandar Klash!'s guided first game, walked by touch from the menu's "Learn to play" to
// "You're ready!" in the whole Main window: Next on the steps that explain; on the
// learner's steps the finger does what the coach mark says (a card dragged onto the mat,
// tapped to turn, a card turned and flipped in the hand, Under, the card slid under the
// first one, once in the wrong place and then in the right one, Siap!). The table is never
// called to move. The round runs on a ManualClock the test steps: the countdown, each touch
// (applied at the clock's advance(0)) and the bot's ketchup come exactly when they are due.
// Along the way: the bot does not cook while the learner builds the first dish, a card
// dropped before its step is refused, and no save slot or history row is left.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.KandarKlash
import FoodCourt.Shell
import FoodCourt.Testing

Item {
    id: root
    width: 200
    height: 200

    PausedGames { id: paused }
    Component { id: clockComponent; ManualClock {} }

    TestCase {
        id: test
        name: "KandarKlashGuide"
        when: windowShown

        property var app: null
        property ManualClock clock: null

        function init() {
            paused.discardAll()
            const component = Qt.createComponent("qrc:/FoodCourt/Shell/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            app = component.createObject(null, { languageOverride: "en",
                                                 reduceMotionOverride: true })
            verify(app)
            waitForRendering(app.contentItem)
        }
        function cleanup() {
            app.destroy()
            app = null
            wait(0) // let the deferred deletion run before the next window opens
        }

        function findAll(item, match, found) {
            found = found || []
            if (match(item))
                found.push(item)
            for (let i = 0; i < item.children.length; ++i)
                findAll(item.children[i], match, found)
            return found
        }
        function named(rootItem, name) {
            const found = findAll(rootItem, item => item.visible && item.objectName === name)
            return found.length > 0 ? found[0] : null
        }

        // Opens the stall's guide from the menu's "Learn to play", on a ManualClock.
        function openGuide(gameId) {
            const card = findAll(app.contentItem, item => item.objectName === "learn_" + gameId)[0]
            verify(card, "Learn to play on " + gameId)
            let flick = card.parent // scrolled into view as a player would
            while (flick && flick.contentY === undefined)
                flick = flick.parent
            const p = card.mapToItem(app.contentItem, 0, 0)
            if (flick && p.y + card.height > app.height)
                flick.contentY += p.y + card.height - app.height + 20
            waitForRendering(app.contentItem)
            mouseClick(card)
            tryVerify(() => app.activeGame !== null && app.activeGame.guideOverlay !== null)
            const host = app.activeGame
            clock = createTemporaryObject(clockComponent, test)
            verify(clock.drive(host.gameScreen.table))
            waitForRendering(app.contentItem)
            return host
        }

        // One finger from `from` to `to` (points in `screen`), in small steps.
        function drag(screen, from, to) {
            const finger = touchEvent(screen)
            finger.press(0, screen, from.x, from.y).commit()
            for (let step = 1; step <= 12; ++step) {
                finger.move(0, screen, from.x + (to.x - from.x) * step / 12,
                            from.y + (to.y - from.y) * step / 12).commit()
                wait(5)
            }
            finger.release(0, screen, to.x, to.y).commit()
            clock.advance(0) // the drop is applied
        }
        function tapOn(screen, item, x, y) {
            const p = item.mapToItem(screen, x ?? item.width / 2, y ?? item.height / 2)
            touchEvent(screen).press(0, screen, p.x, p.y).commit().release(0, screen, p.x, p.y).commit()
            clock.advance(0)
        }
        // Drags `card`, held at (ox, oy) inside it, so that its top-left lands on mat cell
        // (cx, cy).
        function dragToCell(screen, card, mat, cx, cy, ox, oy) {
            ox = ox ?? card.width / 2
            oy = oy ?? card.height / 2
            const cell = mat.cellPos(cx, cy)
            drag(screen, card.mapToItem(screen, ox, oy), mat.mapToItem(screen, cell.x + ox, cell.y + oy))
        }

        function test_guideByTouch() {
            const historyBefore = FamilyHistory.gameCount
            const host = openGuide("kandarklash")
            const screen = host.gameScreen
            const table = screen.table
            const overlay = host.guideOverlay
            const runner = overlay.runner
            compare(runner.stepCount, 11)
            const zone = named(screen, "zone0")
            const botZone = named(screen, "zone1")
            const mat = named(zone, "mat")
            const six = named(zone, "card6")
            const one = named(zone, "card1")

            // The customer is counted in while the learner reads.
            compare(table.stage, KandarKlashTable.Countdown)
            clock.advance(3000)
            compare(table.stage, KandarKlashTable.Cooking)
            compare(table.customer, "C05")

            let botMoves = 0
            const counter = function (seat) {
                if (table.isBot(seat))
                    ++botMoves
            }
            table.actionApplied.connect(counter)
            const touches = [
                null,
                () => {
                    // Siap! before its step: refused, the round goes on.
                    mouseClick(named(zone, "siapPad"))
                    clock.advance(0)
                    verify(!zone.claimed)
                    compare(named(zone, "notice").text,
                            "Not yet: in this guided game, follow the highlighted step.")
                    dragToCell(screen, six, mat, 7, 7)
                    verify(six.placed)
                },
                () => tapOn(screen, six),
                () => tapOn(screen, one),
                () => mouseClick(named(zone, "flipButton")),
                () => mouseClick(named(zone, "underButton")),
                () => {
                    // Under the first card, but a row too low: it lies there, not the dish.
                    dragToCell(screen, one, mat, 6, 8)
                    verify(one.placed)
                    compare(one.cellX, 6)
                    compare(one.cellY, 8)
                    verify(one.stackLevel < six.stackLevel, "slid under")
                    compare(runner.stepIndex, 6, "not the dish yet")
                    // Moved up one row, held by its column that shows.
                    dragToCell(screen, one, mat, 6, 7, one.width / 4, one.height / 2)
                    compare(one.cellY, 7)
                },
                () => {
                    mouseClick(named(zone, "siapPad"))
                    clock.advance(0)
                }
            ]
            for (let guard = 0; !runner.finished; ++guard) {
                verify(guard < 30, "the guide ends")
                const index = runner.stepIndex
                const step = runner.step
                const mark = named(app.contentItem, "coachMark")
                verify(mark, "a coach mark on step " + index)
                compare(named(mark, "coachText").text, step.text)
                if (runner.stepKind === "read") {
                    mouseClick(named(mark, "coachNext"))
                    compare(runner.stepIndex, index + 1)
                    continue
                }
                verify(!named(mark, "coachNext"), "no Next while the step waits")
                if ((step.by ?? 0) !== 0) {
                    // The bot lays its ketchup when its plan comes due.
                    for (let i = 0; i < 20 && runner.stepIndex === index; ++i) {
                        tryVerify(() => clock.msToNext() >= 0, 10000, "the bot plans")
                        clock.advanceToNext()
                    }
                    compare(runner.stepIndex, index + 1, "the bot's step " + index)
                    continue
                }
                const target = runner.findItem(screen, step.target)
                verify(target, "step " + index + ": " + step.target)
                tryCompare(overlay, "target", target) // the ring is on it
                touches[index]()
                tryVerify(() => runner.stepIndex === index + 1, 5000, "step " + index + " done")
                if (index < 7) {
                    // The bot waits while the learner builds: ten seconds on, nothing on its mat.
                    clock.advance(10000)
                    compare(botMoves, 0, "the bot holds on step " + index)
                }
            }
            table.actionApplied.disconnect(counter)
            tryVerify(() => named(app.contentItem, "guideReady") !== null)
            verify(!named(app.contentItem, "coachMark"))

            compare(botMoves, 1)
            compare(table.scores[0], 5, "a right dish: 1, and 1 for each of four cards left")
            compare(botZone.wilds.length, 1, "the last cook's ketchup")
            paused.check()
            compare(paused.count, 0, "no paused game from a guide")
            compare(FamilyHistory.gameCount, historyBefore, "no history row from a guide")
            mouseClick(named(app.contentItem, "guideMenu"))
            tryCompare(app, "screenDepth", 1)
        }
    }
}
