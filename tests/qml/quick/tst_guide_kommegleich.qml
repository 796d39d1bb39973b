// Komme gleich!'s guided first game, walked by touch from the menu's "Learn to play" to
// "You're ready!" in the whole Main window: Next on the steps that explain, and on the
// learner's steps the finger does what the coach mark says, starting on the ringed
// control (a tap on the draw pile, a card dragged into the hand and onto an order, a run
// swept onto the orders). The table is never called to move. The bot waits on a
// ManualClock, so the test lets it play exactly when it is due. Along the way: a card
// dropped in the wrong place is refused and changes nothing, the serve scores a tip, the
// bot's moves are told in the coach mark, and no save slot or history row is left.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Shell
import FoodCourt.Testing
import "../support/qml_warnings.js" as QmlWarnings

Item {
    id: root
    width: 200
    height: 200

    PausedGames { id: paused }
    Component { id: clockComponent; ManualClock {} }

    TestCase {
        id: test
        name: "KommeGleichGuide"
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
            AppSettings.textSize = 100
            app.simulateSafeArea(-1, -1, -1, -1) // the window's own insets again
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
        // Lets the bot play, each move when its delay is up on the clock, until `done()`
        // or nothing more is due.
        function playBotsUntil(table, done) {
            for (let i = 0; i < 60 && !done(); ++i) {
                if (table.botThinking) {
                    tryVerify(() => !table.botThinking, 10000, "the bot answers")
                    continue
                }
                if (clock.msToNext() < 0)
                    break
                clock.advanceToNext()
            }
        }

        // Where `item`'s centre is on the screen, once the hand and the orders have laid out.
        function centre(screen, item) {
            wait(30) // layouts settle after the last step (a card shown or hidden) ...
            // ... which is the views' next polish (their transitions last 0 ms here)
            waitForItemPolished(named(screen, "hand"), 20000)
            waitForItemPolished(named(screen, "orders"), 20000)
            return item.mapToItem(screen, item.width / 2, item.height / 2)
        }
        // The point of the hand where a dropped card takes `slot`: between two cards.
        function gapPoint(screen, slot) {
            const fan = named(screen, "hand")
            const x = slot * (fan.cardWidth + fan.spacing) - fan.spacing / 2
            return fan.mapToItem(screen, Math.max(2, Math.min(fan.width + fan.cardWidth / 3, x)),
                                 fan.height / 2)
        }
        // One finger along `points` (screen coordinates): down, moved in small steps, up. A
        // point may be a function, asked once the finger is on its way (the drawn card
        // leaves its place beside the hand as it is lifted, and the hand slides over).
        function swipe(screen, points) {
            const finger = touchEvent(screen)
            let a = points[0]
            finger.press(0, screen, a.x, a.y).commit()
            a = Qt.point(a.x, a.y - 12) // past the drag threshold: the gesture begins
            finger.move(0, screen, a.x, a.y).commit()
            wait(30) // the hand lays out again without the lifted card
            for (let i = 1; i < points.length; ++i) {
                const b = typeof points[i] === "function" ? points[i]() : points[i]
                for (let step = 1; step <= 6; ++step) {
                    finger.move(0, screen, a.x + (b.x - a.x) * step / 6,
                                a.y + (b.y - a.y) * step / 6).commit()
                    wait(5)
                }
                a = b
            }
            finger.release(0, screen, a.x, a.y).commit()
        }
        function tapOn(screen, item) {
            const p = centre(screen, item)
            touchEvent(screen).press(0, screen, p.x, p.y).commit().release(0, screen, p.x, p.y).commit()
        }
        function card(screen, slot) { return named(screen, "handCard_" + slot) }
        function order(screen, slot) { return named(screen, "order_" + slot) }
        // Sweeps hand cards first..last and drops the run so that it starts at `rowSlot`.
        function sweepAndServe(screen, first, last, rowSlot) {
            swipe(screen, [centre(screen, card(screen, first)), centre(screen, card(screen, last)),
                           centre(screen, order(screen, rowSlot + last - first))])
        }

        // At 140 % text on a phone on its side (the audit's 640x400 and notched 780x360),
        // step 2's mark leaves in sight the ringed hand and the orders its words are about,
        // and the prompt beside the hand, on screen whole (it lay over the orders: no place
        // 12 dp from them fitted it; then a column at the right lay over the prompt).
        function test_step2LeavesHandAndOrdersInSightOnAPhoneOnItsSide_data() {
            const rows = []
            for (const lang of ["en", "fr", "de", "es"]) {
                rows.push({ tag: lang + " 640x400", lang: lang, w: 640, h: 400, insets: [0, 0, 0, 0] })
                rows.push({ tag: lang + " 780x360", lang: lang, w: 780, h: 360, insets: [0, 47, 21, 47] })
            }
            return rows
        }
        function test_step2LeavesHandAndOrdersInSightOnAPhoneOnItsSide(data) {
            QmlWarnings.failOnQmlWarnings(this)
            app.languageOverride = data.lang
            waitForRendering(app.contentItem)
            const host = openGuide("kommegleich")
            AppSettings.textSize = 140
            app.width = data.w
            app.height = data.h
            app.simulateSafeArea(data.insets[0], data.insets[1], data.insets[2], data.insets[3])
            waitForRendering(app.contentItem)
            mouseClick(named(named(app.contentItem, "coachMark"), "coachNext"))
            compare(host.guideOverlay.runner.stepTarget, "hand")
            waitForRendering(app.contentItem)
            tryVerify(() => host.guideOverlay.placed, 5000, "the mark placed")
            const shown = item => item.mapToItem(app.contentItem, 0, 0, item.width, item.height)
            const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width
                                       && a.y < b.y + b.height && b.y < a.y + a.height
            const box = shown(named(app.contentItem, "coachMark"))
            verify(box.x >= 0 && box.y >= 0 && box.x + box.width <= app.width
                   && box.y + box.height <= app.height, "on screen: " + JSON.stringify(box))
            for (const name of ["coachRing", "orders", "promptLabel"]) {
                const item = named(app.contentItem, name)
                verify(item, name)
                verify(!overlaps(box, shown(item)), "the mark " + JSON.stringify(box) + " covers " + name
                       + " " + JSON.stringify(shown(item)))
            }
        }

        // At 100 % text on a phone on its side (780x360, notched) step 2's mark leaves the
        // prompt beside the hand in sight too (its keepInSightIfRoom): a wide mark beside the
        // hand lay over it, one letter peeking out at its left edge. On an upright phone no
        // place is clear of the prompt: the mark still leaves the hand and the orders in sight.
        function test_step2LeavesThePromptInSightWhereThereIsRoom_data() {
            const rows = []
            for (const lang of ["en", "fr", "es", "de"]) {
                rows.push({ tag: lang + " 780x360", lang: lang, w: 780, h: 360, insets: [0, 47, 21, 47], prompt: true })
                rows.push({ tag: lang + " 360x780", lang: lang, w: 360, h: 780, insets: [47, 0, 34, 0], prompt: false })
            }
            return rows
        }
        function test_step2LeavesThePromptInSightWhereThereIsRoom(data) {
            QmlWarnings.failOnQmlWarnings(this)
            app.languageOverride = data.lang
            waitForRendering(app.contentItem)
            const host = openGuide("kommegleich")
            app.width = data.w
            app.height = data.h
            app.simulateSafeArea(data.insets[0], data.insets[1], data.insets[2], data.insets[3])
            waitForRendering(app.contentItem)
            mouseClick(named(named(app.contentItem, "coachMark"), "coachNext"))
            compare(host.guideOverlay.runner.stepTarget, "hand")
            waitForRendering(app.contentItem)
            tryVerify(() => host.guideOverlay.placed, 5000, "the mark placed")
            const shown = item => item.mapToItem(app.contentItem, 0, 0, item.width, item.height)
            const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width
                                       && a.y < b.y + b.height && b.y < a.y + a.height
            const box = shown(named(app.contentItem, "coachMark"))
            verify(box.x >= 0 && box.y >= 0 && box.x + box.width <= app.width
                   && box.y + box.height <= app.height, "on screen: " + JSON.stringify(box))
            for (const name of ["coachRing", "orders"].concat(data.prompt ? ["promptLabel"] : [])) {
                const item = named(app.contentItem, name)
                verify(item, name)
                verify(!overlaps(box, shown(item)), "the mark " + JSON.stringify(box) + " covers " + name
                       + " " + JSON.stringify(shown(item)))
            }
        }

        // At 140 % text on a 853x533 tablet, step 2's mark lies in the band above the orders.
        // Placed nearest the hand, at the left, it cut the round's title ("…nche 1") and Ana's
        // chip; the band has a place that cuts no label of one line, and the mark goes there.
        function test_step2CutsNoLabel_data() {
            return [{ tag: "fr", lang: "fr" }, { tag: "de", lang: "de" }]
        }
        function test_step2CutsNoLabel(data) {
            QmlWarnings.failOnQmlWarnings(this)
            app.languageOverride = data.lang
            waitForRendering(app.contentItem)
            const host = openGuide("kommegleich")
            AppSettings.textSize = 140
            app.width = 853
            app.height = 533
            waitForRendering(app.contentItem)
            mouseClick(named(named(app.contentItem, "coachMark"), "coachNext"))
            compare(host.guideOverlay.runner.stepTarget, "hand")
            waitForRendering(app.contentItem)
            tryVerify(() => host.guideOverlay.placed, 5000, "the mark placed")
            const coach = named(app.contentItem, "coachMark")
            const mark = coach.mapToItem(app.contentItem, 0, 0, coach.width, coach.height)
            // Each label's words as they paint (GuideOverlay.wordsOf): whole under the mark or clear.
            const labels = findAll(host.gameScreen, item => item.visible && item.opacity > 0
                                   && item.lineCount === 1 && item.contentWidth > 0 && item.text !== "")
            verify(labels.length > 5, "labels found: " + labels.length)
            for (const label of labels) {
                const words = host.guideOverlay.wordsOf(label, Qt.rect(0, 0, app.width, app.height))
                const under = words.x < mark.x + mark.width && mark.x < words.x + words.width
                              && words.y < mark.y + mark.height && mark.y < words.y + words.height
                const whole = words.x >= mark.x - 0.5 && words.x + words.width <= mark.x + mark.width + 0.5
                              && words.y >= mark.y - 0.5 && words.y + words.height <= mark.y + mark.height + 0.5
                verify(!under || whole, "'" + label.text + "' " + JSON.stringify(words) + " cut by the mark "
                       + JSON.stringify(mark))
            }
        }

        function test_guideByTouch() {
            const historyBefore = FamilyHistory.gameCount
            const host = openGuide("kommegleich")
            const screen = host.gameScreen
            const table = screen.table
            const overlay = host.guideOverlay
            const runner = overlay.runner
            compare(screen.botDelayMs, 1600)
            compare(runner.stepCount, 13)
            compare(table.handoffSeat, -1, "one human: no curtain")

            // What the finger does on each of the learner's steps, by the step's pattern.
            const touches = {
                "draw": () => tapOn(screen, named(screen, "drawPile")),
                "insert 1": () => {
                    // First the wrong place: refused, the card still waits beside the hand.
                    swipe(screen, [centre(screen, named(screen, "newCard")), () => gapPoint(screen, 0)])
                    compare(table.phase, "insert")
                    compare(runner.stepIndex, 4)
                    compare(screen.notice, "Not yet: in this guided game, follow the highlighted step.")
                    compare(table.hand.rowCount(), 5)
                    swipe(screen, [centre(screen, named(screen, "newCard")), () => gapPoint(screen, 1)])
                },
                "cover 5 2": () => swipe(screen, [centre(screen, card(screen, 5)),
                                                  centre(screen, order(screen, 2))]),
                "serve 0 4 0": () => sweepAndServe(screen, 0, 4, 0),
                "move 4 0 | move 4 1": () => swipe(screen, [centre(screen, card(screen, 4)),
                                                            gapPoint(screen, 0)]),
                "serve 0 2 2": () => sweepAndServe(screen, 0, 2, 2)
            }
            let botMoves = 0
            const botLines = []
            const counter = function (seat) {
                if (table.isBot(seat))
                    ++botMoves
            }
            table.actionApplied.connect(counter)
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
                    playBotsUntil(table, () => runner.stepIndex !== index)
                    compare(runner.stepIndex, index + 1, "the bot's step " + index)
                    for (const line of findAll(mark, item => item.objectName === "coachBotLine"))
                        botLines.push(line.modelData)
                    continue
                }
                // The learner's: the bot first plays up to the learner's turn.
                playBotsUntil(table, () => table.myTurn)
                verify(table.myTurn, "step " + index + ": the learner's turn")
                const target = runner.findItem(screen, step.target)
                verify(target, "step " + index + ": " + step.target)
                tryCompare(overlay, "target", target) // the ring is on it
                verify(touches[step.waitFor], "a touch for " + step.waitFor)
                touches[step.waitFor]()
                tryVerify(() => runner.stepIndex === index + 1, 5000, "step " + index + " done")
                if (step.waitFor === "serve 0 4 0") {
                    compare(table.scores[0], 1, "all five served: a tip")
                    compare(table.lastServe.scoring, "allFive")
                    // The one person at the table reads their own step as "you".
                    compare(named(screen, "lastStepLabel").text, "You serve 5 cards!")
                }
            }
            table.actionApplied.disconnect(counter)
            tryVerify(() => named(app.contentItem, "guideReady") !== null)
            verify(!named(app.contentItem, "coachMark"))

            compare(botMoves, 6)
            verify(botLines.includes("Ana serves 3 cards!"), botLines.join(" / "))
            verify(botLines.includes("Ana ends the turn."), botLines.join(" / "))
            compare(table.lastServe.seat, 0)
            compare(table.lastServe.kinds.length, 3)
            compare(table.scores, [1, 0])

            // Nothing of the guide is kept.
            paused.check()
            compare(paused.count, 0, "no paused game from a guide")
            compare(FamilyHistory.gameCount, historyBefore, "no history row from a guide")
            mouseClick(named(app.contentItem, "guideMenu"))
            tryCompare(app, "screenDepth", 1)
        }
    }
}
