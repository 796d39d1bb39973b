// The guided first games ("Learn to play"), each walked by touch from the menu's stall to
// "You're ready!" in the whole Main window: every step's ringed control is found by the
// step's target and tapped where it shows (a coach mark over it would take the tap), Next
// on the steps that explain; the table is never called to move. The bots wait on a
// ManualClock, so the test lets each one play exactly when it is due. Along the way: a
// wrong move is refused and changes nothing, no save slot is written and no history row
// added, Leave and the back key go straight back to the menu, and the first visit to a
// stall offers its guide once. At 140 % text on a phone on its side, and on an upright one
// in German, every coach mark stays usable: on screen, Leave and Next whole, its words at
// the reader's size and no wider than the mark, the ringed control in sight.
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
        name: "Guides"
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
            AppSettings.readAloud = false
            AppSettings.textSize = 100
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
        function tap(item) {
            verify(item, "an item to tap")
            verify(item.visible, "visible: " + item.objectName)
            mouseClick(item)
        }

        // Opens the stall's guide from the menu's "Learn to play", on a ManualClock.
        function openGuide(gameId) {
            const card = findAll(app.contentItem, item => item.objectName === "learn_" + gameId)[0]
            verify(card, "Learn to play on " + gameId)
            // Scrolled into view as a player would (the menu is a Flickable).
            let flick = card.parent
            while (flick && flick.contentY === undefined)
                flick = flick.parent
            const p = card.mapToItem(app.contentItem, 0, 0)
            if (flick && p.y + card.height > app.height)
                flick.contentY += p.y + card.height - app.height + 20
            waitForRendering(app.contentItem)
            tap(card)
            tryVerify(() => app.activeGame !== null && app.activeGame.guideOverlay !== null)
            const host = app.activeGame
            clock = createTemporaryObject(clockComponent, test)
            verify(clock.drive(host.gameScreen.table))
            waitForRendering(app.contentItem)
            return host
        }

        // Lets the bots play, each when its delay is up on the clock, until `done()` or
        // nothing more is due.
        function playBotsUntil(table, done) {
            for (let i = 0; i < 60 && !done(); ++i) {
                if (table.botThinking) {
                    tryVerify(() => !table.botThinking, 10000, "a bot answers")
                    continue
                }
                if (clock.msToNext() < 0)
                    break
                clock.advanceToNext()
            }
        }

        // Walks the guide on `host` to its end by touch; `beforeStep(index, target)` may
        // try something first, `eachMark(mark, index)` looks at every step's coach mark once
        // it points at its control. Returns the number of bot moves seen.
        function walk(host, beforeStep, eachMark) {
            const overlay = host.guideOverlay
            const runner = overlay.runner
            const table = host.gameScreen.table
            let botMoves = 0
            const counter = function (seat) { if (table.isBot(seat)) ++botMoves }
            table.actionApplied.connect(counter)
            for (let guard = 0; !runner.finished; ++guard) {
                verify(guard < 60, "the guide ends")
                const index = runner.stepIndex
                const mark = named(app.contentItem, "coachMark")
                verify(mark, "a coach mark on step " + index)
                compare(named(mark, "coachText").text, runner.stepText)
                if (runner.stepKind === "read") {
                    if (eachMark) {
                        waitForRendering(app.contentItem)
                        eachMark(mark, index)
                    }
                    tap(named(mark, "coachNext"))
                    compare(runner.stepIndex, index + 1)
                    continue
                }
                verify(!named(mark, "coachNext"), "no Next while the step waits")
                if (runner.stepBy !== runner.learnerSeat) {
                    if (eachMark) {
                        waitForRendering(app.contentItem)
                        eachMark(mark, index)
                    }
                    playBotsUntil(table, () => runner.stepIndex !== index)
                    compare(runner.stepIndex, index + 1, "the bots' step " + index)
                    continue
                }
                // The learner's: the bots first play up to the learner's turn.
                const ready = () => {
                    const item = runner.findItem(host.gameScreen, runner.stepTarget)
                    return item !== null && (runner.stepKind === "condition"
                                             || table.seatsToAct.indexOf(runner.learnerSeat) >= 0)
                }
                playBotsUntil(table, ready)
                const name = runner.stepTarget
                verify(ready(), "step " + index + ": " + name + " to tap")
                waitForRendering(app.contentItem)
                const target = runner.findItem(host.gameScreen, name)
                tryCompare(overlay, "target", target) // the ring is on it
                if (eachMark) {
                    waitForRendering(app.contentItem)
                    eachMark(mark, index)
                }
                if (beforeStep)
                    beforeStep(index, name)
                compare(runner.stepIndex, index)
                tap(target)
                tryVerify(() => runner.stepIndex === index + 1, 5000, "step " + index + " done")
            }
            table.actionApplied.disconnect(counter)
            tryVerify(() => named(app.contentItem, "guideReady") !== null)
            verify(!named(app.contentItem, "coachMark"))
            return botMoves
        }

        function overlaps(a, b) {
            return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }
        function shownBox(item) {
            return item.mapToItem(app.contentItem, 0, 0, item.width, item.height)
        }
        function insideWindow(box) {
            return box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= app.width + 0.5
                && box.y + box.height <= app.height + 0.5
        }
        // A coach mark a reader at large text can use: all of it on screen, Leave (and Next)
        // whole and at least 48 dp, its words at the reader's size and none wider than the
        // mark, and the ringed control in sight.
        function verifyUsable(mark, index) {
            const box = shownBox(mark)
            verify(insideWindow(box), "step " + index + ": the mark on screen: " + JSON.stringify(box))
            for (const name of ["coachLeave", "coachNext"]) {
                const button = named(mark, name)
                if (!button)
                    continue
                const b = shownBox(button)
                verify(insideWindow(b), "step " + index + ": " + name + " on screen: " + JSON.stringify(b))
                verify(b.width >= 48 && b.height >= 48, "step " + index + ": " + name + " at least 48 dp")
            }
            const words = named(mark, "coachText")
            compare(words.font.pixelSize, Theme.fontLarge * app.activeGame.guideOverlay.unit, "the reader's size")
            verify(words.contentWidth <= words.width + 1, "step " + index + ": a word wider than the mark")
            const ring = named(app.contentItem, "coachRing")
            if (ring)
                verify(!overlaps(box, shownBox(ring)), "step " + index + ": the mark covers the ring")
        }

        // At 140 % text on a phone on its side, and on an upright one in German (issue 20);
        // with no QML warning on the way (a binding loop as the bubble is placed).
        function test_coachMarksAtLargeTextOnAPhoneOnItsSide() {
            QmlWarnings.failOnQmlWarnings(this)
            const host = openGuide("tindahan")
            AppSettings.textSize = 140
            app.width = 780
            app.height = 360
            waitForRendering(app.contentItem)
            compare(walk(host, null, verifyUsable), 8)
            tap(named(app.contentItem, "guideMenu"))
            tryCompare(app, "screenDepth", 1)
        }
        function test_coachMarksAtLargeTextOnAnUprightPhone() {
            app.languageOverride = "de" // long words
            waitForRendering(app.contentItem)
            const host = openGuide("kakilima")
            AppSettings.textSize = 140
            app.width = 360
            app.height = 780
            waitForRendering(app.contentItem)
            compare(walk(host, null, verifyUsable), 0)
            tap(named(app.contentItem, "guideMenu"))
            tryCompare(app, "screenDepth", 1)
        }

        function checkNothingKept(gameId, historyBefore) {
            paused.check()
            verify(!paused.has(gameId), "no paused game from a guide: " + paused.saveJson(gameId))
            compare(paused.count, 0, "no paused game at all")
            compare(FamilyHistory.gameCount, historyBefore, "no history row from a guide")
        }

        function test_tindahanGuideByTouch() {
            const historyBefore = FamilyHistory.gameCount
            const host = openGuide("tindahan")
            const screen = host.gameScreen
            compare(screen.botDelayMs, host.guide.botDelayMs)
            const bots = walk(host, (index, target) => {
                if (target !== "card_D10")
                    return
                // The wrong card: refused, the hand and the step as they were.
                const wrong = runner().findItem(screen, "card_D1")
                tap(wrong)
                compare(screen.table.hand.rowCount(), 10)
                compare(host.guideOverlay.runner.stepIndex, index)
                verify(screen.notice.length > 0, "the refusal is shown")
            })
            compare(bots, 8)
            checkNothingKept("tindahan", historyBefore)
            // "Play a real game": the stall's setup.
            tap(named(app.contentItem, "guidePlayReal"))
            tryCompare(app, "screenDepth", 2)
            verify(findAll(app.contentItem, item => item.visible && item.startRequested !== undefined
                                                    && item.gameId === "tindahan").length === 1,
                   "Tindahan's setup")
        }
        function runner() { return app.activeGame.guideOverlay.runner }

        function test_kakilimaGuideByTouch() {
            const historyBefore = FamilyHistory.gameCount
            const host = openGuide("kakilima")
            compare(walk(host, null), 0)
            const score = host.gameScreen.table.score
            compare(score.delivered, 1)
            compare(score.tokens, 1)
            compare(score.total, 10) // 10 for the order, 5 for the token, 5 steps walked
            checkNothingKept("kakilima", historyBefore)
            tap(named(app.contentItem, "guideMenu"))
            tryCompare(app, "screenDepth", 1)
        }

        // With read-aloud on, each coach mark's text and each bot's line is spoken (a bot's
        // move and the step it completes in one go); with it off, nothing is.
        function test_coachMarksAndBotLinesAreReadAloud() {
            speechLog.install(ReadAloud)
            AppSettings.readAloud = true
            speechLog.clear()
            const host = openGuide("tindahan")
            const overlay = host.guideOverlay
            const run = overlay.runner
            const table = host.gameScreen.table
            const lastSaid = () => speechLog.said.length > 0 ? speechLog.said[speechLog.said.length - 1] : ""
            const saidLast = text => lastSaid().endsWith(": " + text)
            tryVerify(() => saidLast(run.stepText), 2000, "step 1 said: " + lastSaid())
            // Next, Next: each new coach mark is said.
            for (let step = 1; step <= 2; ++step) {
                tap(named(named(app.contentItem, "coachMark"), "coachNext"))
                compare(run.stepIndex, step)
                tryVerify(() => saidLast(run.stepText), 2000, "step " + (step + 1) + " said: " + lastSaid())
            }
            // The learner's card, then the bots up to the seller that ends the bots' step.
            compare(run.stepTarget, "card_D10")
            playBotsUntil(table, () => table.seatsToAct.indexOf(run.learnerSeat) >= 0)
            tap(run.findItem(host.gameScreen, "card_D10"))
            tryCompare(run, "stepIndex", 3)
            tryVerify(() => saidLast(run.stepText), 2000, "step 4 said: " + lastSaid())
            const before = speechLog.said.length
            playBotsUntil(table, () => run.stepIndex !== 3)
            compare(run.stepIndex, 4)
            // Ben's seller (the guide's explain(): the curtain's recap line).
            const line = host.gameScreen.recapLine(table.lastStepRecap())
            verify(line.indexOf("Ben") === 0, line)
            tryVerify(() => saidLast(line + " " + run.stepText), 2000,
                      "the seller's line and step 5 together: " + lastSaid())
            // Ana's move before it (her seller), on its own.
            const heard = speechLog.said.slice(before)
            verify(heard.some(said => said.endsWith(": Ana placed a seller on Durians.")),
                   "Ana's line said: " + JSON.stringify(heard))

            // Off: silence.
            AppSettings.readAloud = false
            speechLog.clear()
            tap(named(named(app.contentItem, "coachMark"), "coachNext"))
            compare(run.stepIndex, 5)
            wait(0)
            waitForRendering(app.contentItem)
            compare(speechLog.said.length, 0, JSON.stringify(speechLog.said))
            tap(named(named(app.contentItem, "coachMark"), "coachLeave"))
            tryCompare(app, "screenDepth", 1)
        }

        // Leave on a coach mark, and the back key, go straight back to the menu.
        function test_leaveAndBackGoToTheMenu() {
            let host = openGuide("tindahan")
            tap(named(named(app.contentItem, "coachMark"), "coachLeave"))
            tryCompare(app, "screenDepth", 1)
            verify(host.guideOverlay === null || host.guideOverlay.runner.left)

            host = openGuide("kakilima")
            app.back() // the Android back key and Escape come here
            tryCompare(app, "screenDepth", 1)
            paused.check()
            compare(paused.count, 0)
        }

        // The first visit to a stall with a guide offers it once; Not now goes to the setup.
        function test_firstVisitOffersTheGuideOnce() {
            const offered = AppSettings.guideOffered("tindahan")
            app.contentItem.forceActiveFocus()
            const menu = findAll(app.contentItem, item => item.openStall !== undefined)[0]
            verify(menu)
            menu.openStall("tindahan")
            const offer = named(app.contentItem, "guideOffer")
            if (!offered) {
                verify(offer, "the guide is offered on the first visit")
                tap(named(offer, "guideOfferSkip"))
            }
            tryCompare(app, "screenDepth", 2) // the setup
            verify(AppSettings.guideOffered("tindahan"))
            app.openScreen("menu")
            menu.openStall("tindahan")
            verify(!named(app.contentItem, "guideOffer"), "offered once only")
            tryCompare(app, "screenDepth", 2)
        }
    }
}
