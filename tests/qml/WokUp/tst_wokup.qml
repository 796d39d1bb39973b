// Plays Wok Up on the real screen by touch, with two human players at the tablet: a flick
// on each edge throws a token; two claim pads pressed in the same frame are judged as
// simultaneous, and a press a moment later comes too late, whatever order they arrive in.
// Each table runs on a ManualClock the test steps: a stage comes exactly when it is due,
// a claim is sent at the test's clock.advance(0).
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.WokUp
import FoodCourt.Testing

Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: screenComponent
        WokUpScreen {
            anchors.fill: parent
            soundOn: false
            reduceMotion: true
        }
    }

    // A 2560x1600 tablet at ratio 3: its side seats are the shallowest edges of a tablet.
    Item {
        id: smallTablet
        width: 853
        height: 533
    }

    Component {
        id: layoutComponent
        SeatLayout {}
    }

    Component {
        id: clockComponent
        ManualClock {}
    }

    SignalSpy {
        id: cues
        signalName: "cue"
    }

    SignalSpy {
        id: flicks
        signalName: "flicked"
    }

    SignalSpy {
        id: haptics
        target: Device
        signalName: "hapticPlayed"
    }

    // Every seat count at phone and tablet sizes (a phone with its notch): each edge lies
    // inside the safe area, apart from the others and from the corner controls, and has
    // room for its pad and words: at least 200 dp along it (three cards about 45 dp wide
    // or more beside the 48 dp Wok'up! button; five or six players on a small screen get
    // 190 dp, cards about 40 dp) and 110 dp deep.
    TestCase {
        name: "SeatLayout"

        function within(outer, inner) {
            return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5
                   && inner.x + inner.width <= outer.x + outer.width + 0.5
                   && inner.y + inner.height <= outer.y + outer.height + 0.5
        }
        function apart(a, b) {
            return a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5
                   || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5
        }

        function test_edgesFitEverySize_data() {
            const sizes = [[360, 780, 47, 0, 34, 0], [780, 360, 0, 47, 21, 47], [640, 400, 0, 0, 0, 0],
                           [683, 512, 0, 0, 0, 0], [1024, 768, 0, 0, 0, 0], [1280, 800, 0, 0, 0, 0],
                           [800, 1280, 0, 0, 0, 0], [2560, 1600, 0, 0, 0, 0]]
            const rows = []
            for (const size of sizes) {
                for (let players = 2; players <= 6; ++players)
                    rows.push({ tag: size.slice(0, 2).join("x") + " " + players, size: size, players: players })
            }
            return rows
        }
        function test_edgesFitEverySize(data) {
            const [w, h, top, right, bottom, left] = data.size
            const layout = createTemporaryObject(layoutComponent, root, {
                width: w, height: h, safeTop: top, safeRight: right, safeBottom: bottom,
                safeLeft: left, players: data.players })
            const zones = layout.zones
            compare(zones.length, data.players)
            const corners = [layout.menuArea, layout.roundArea]
            for (const corner of corners) {
                verify(within(layout.safe, corner), "corner control inside the safe area")
                verify(corner.width >= Theme.touchTarget, "corner control wide enough")
            }
            const edgesSeen = new Set()
            for (let i = 0; i < zones.length; ++i) {
                const z = zones[i]
                edgesSeen.add(z.edge)
                verify(within(layout.safe, z), "seat " + i + " inside the safe area")
                // Turned to face its player: the length along the edge and the depth.
                const along = z.edge % 2 === 0 ? z.width : z.height
                const depth = z.edge % 2 === 0 ? z.height : z.width
                verify(along >= (data.players <= 4 ? 200 : 190), "seat " + i + " long enough: " + along)
                verify(depth >= 110, "seat " + i + " deep enough: " + depth)
                for (const corner of corners)
                    verify(apart(z, corner), "seat " + i + " clear of the corner controls")
                for (let j = 0; j < i; ++j)
                    verify(apart(z, zones[j]), "seats " + j + " and " + i + " apart")
            }
            // Players sit at several sides, not all on one.
            verify(edgesSeen.size >= 2)
        }

        // The edges and the wok fill the screen: the share of the safe area that is neither
        // an edge nor the wok's rim stays small at every seat count, on a tablet and on a
        // phone (the figure is printed for the record), two players on a tablet included.
        function test_edgesFillTheScreen_data() {
            const rows = []
            for (const size of [[1280, 800, 0, 0, 0, 0, 0.36], [360, 780, 47, 0, 34, 0, 0.3]]) {
                for (let players = 2; players <= 6; ++players)
                    rows.push({ tag: size.slice(0, 2).join("x") + " " + players, size: size, players: players })
            }
            return rows
        }
        function test_edgesFillTheScreen(data) {
            const [w, h, top, right, bottom, left, bound] = data.size
            const most = bound
            const layout = createTemporaryObject(layoutComponent, root, {
                width: w, height: h, safeTop: top, safeRight: right, safeBottom: bottom,
                safeLeft: left, players: data.players })
            const safe = layout.safe
            // The wok's rim: 23 cm of the view's 40 cm half-width (WokView.pxPerCm).
            const rim = layout.shortSide / 80 * 23
            const inside = (r, x, y) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height
            let unused = 0, all = 0
            for (let x = safe.x + 2; x < safe.x + safe.width; x += 4) {
                for (let y = safe.y + 2; y < safe.y + safe.height; y += 4) {
                    ++all
                    if (Math.hypot(x - layout.wokCentre.x, y - layout.wokCentre.y) > rim
                        && !layout.zones.some(z => inside(z, x, y)))
                        ++unused
                }
            }
            const depths = layout.zones.map(z => Math.round(z.edge % 2 === 0 ? z.height : z.width))
            console.info("WU layout " + data.tag + ": unused " + Math.round(100 * unused / all)
                         + "%, depths " + depths.join(" "))
            verify(unused / all <= most, data.tag + ": " + Math.round(100 * unused / all) + "% unused")
        }

        // Two players on a tablet sit at its two ends, each zone reaching deep towards the
        // wok (47 % of the short side where the felt allows) and as long as the short
        // side: room for big recipe cards and a big flick area, and no empty end.
        function test_twoPlayersUseTheWholeTablet_data() {
            return [{ tag: "1280x800", w: 1280, h: 800 }, { tag: "1024x768", w: 1024, h: 768 },
                    { tag: "800x1280", w: 800, h: 1280 }, { tag: "2048x1536", w: 2048, h: 1536 }]
        }
        function test_twoPlayersUseTheWholeTablet(data) {
            const layout = createTemporaryObject(layoutComponent, root, { width: data.w, height: data.h, players: 2 })
            const facing = data.w > data.h ? [3, 1] : [0, 2]
            compare(layout.zones.map(z => z.edge).sort(), facing.sort())
            for (const z of layout.zones) {
                const along = z.edge % 2 === 0 ? z.width : z.height
                const depth = z.edge % 2 === 0 ? z.height : z.width
                compare(along, layout.shortSide)
                verify(depth >= 0.36 * layout.shortSide, "deep enough: " + depth)
                verify(z.width * z.height >= 0.25 * layout.safe.width * layout.safe.height,
                       "a quarter of the screen or more")
            }
        }

        // Five or six around a tablet, upright or on its side: no edge is a sliver beside a
        // big one (the smallest at least 70 % of the largest; five on an upright 800 x 1280
        // had 50 %: two on one long side beside one alone on the other), each has a fair
        // share of the table (8 % of it or more; six on 800 x 1280 had 7.2 %, 400 x 184 dp)
        // and is as deep as its pad, words and flick area need. The figures are printed.
        function test_fiveOrSixShareTheTabletFairly_data() {
            const rows = []
            for (const size of [[800, 1280], [1280, 800], [1024, 768], [1600, 2560]]) {
                for (const players of [5, 6])
                    rows.push({ tag: size.join("x") + " " + players, w: size[0], h: size[1], players: players })
            }
            return rows
        }
        function test_fiveOrSixShareTheTabletFairly(data) {
            const layout = createTemporaryObject(layoutComponent, root, { width: data.w, height: data.h,
                                                                          players: data.players })
            const areas = layout.zones.map(z => z.width * z.height)
            const ratio = Math.min(...areas) / Math.max(...areas)
            console.info("WU zones " + data.tag + ": smallest/largest " + Math.round(100 * ratio) + "%, smallest "
                         + (100 * Math.min(...areas) / (layout.safe.width * layout.safe.height)).toFixed(1) + "%, "
                         + layout.zones.map(z => Math.round(z.width) + "x" + Math.round(z.height)).join(" "))
            verify(ratio >= 0.7, data.tag + ": smallest/largest zone " + Math.round(100 * ratio) + "%")
            const share = Math.min(...areas) / (layout.safe.width * layout.safe.height)
            verify(share >= 0.08, data.tag + ": the smallest zone " + (100 * share).toFixed(1) + "% of the table")
            for (const z of layout.zones) {
                const depth = z.edge % 2 === 0 ? z.height : z.width
                verify(depth >= layout.minDepth, data.tag + ": a zone " + depth + " deep")
            }
        }

        // Seats go counter-clockwise from the bottom, like the engine's throwing spots.
        function test_seatsGoCounterClockwiseFromTheBottom() {
            const layout = createTemporaryObject(layoutComponent, root, { width: 1280, height: 800, players: 4 })
            compare(layout.zones.map(z => z.edge), [0, 1, 2, 3])
            layout.players = 6
            compare(layout.zones.map(z => z.edge), [0, 0, 1, 2, 2, 3])
            verify(layout.zones[0].x < layout.zones[1].x, "left to right along the bottom")
            verify(layout.zones[3].x > layout.zones[4].x, "right to left along the top")
        }
    }

    TestCase {
        name: "WokUpScreen"
        when: windowShown

        // The current test's clock (one per test, like its screen).
        property ManualClock clock: null

        function startScreen(seed, players = 2, claimTimeoutMs = 20000, parent = root, botSeats = []) {
            const screen = createTemporaryObject(screenComponent, parent)
            verify(screen)
            const table = screen.table
            clock = createTemporaryObject(clockComponent, root)
            verify(clock.drive(table))
            table.autosave = false
            table.countdownStepMs = 20
            table.settleMs = 30
            table.throwTimeoutMs = 20000 // the test throws; nothing is thrown for it
            table.claimTimeoutMs = claimTimeoutMs
            table.resultMs = 20000       // the result stays on show to be read
            const seats = ["Mei", "Bao", "Lin"].slice(0, players).map(
                (name, seat) => ({ name: name, bot: botSeats.includes(seat),
                                   strength: botSeats.includes(seat) ? "medium" : "" }))
            compare(screen.startNew(JSON.stringify({ players: players, seed: String(seed), startSeat: 0,
                                                     seats: seats, options: {} })), "")
            compare(table.stage, "countdown")
            return screen
        }
        // Steps the clock through the countdown (three 20 ms steps) to the signal.
        function toThrowing(screen) {
            clock.advance(59)
            compare(screen.table.stage, "countdown")
            clock.advance(1)
            compare(screen.table.stage, "throwing")
        }
        // Steps the clock from timeout to timeout until check() holds (at most maxMs).
        function advanceUntil(check, maxMs, what) {
            const end = clock.nowMs + maxMs
            while (!check()) {
                const next = clock.msToNext()
                verify(next >= 0 && clock.nowMs + next <= end, what + " within " + maxMs + " ms")
                clock.advanceToNext()
            }
        }
        // Drags up the flick area (up is towards the wok in the edge's own turned frame):
        // past the drag threshold, then a long way on towards the wok and up, `stepMs`
        // later by the events' own clock. Test mouse events carry timestamps of their own
        // (each event 1 ms after the one before, plus its delay), so the speed the area
        // measures is fixed, however long the machine stalls between the two moves; `stall`
        // makes it stall that long (ms, busy) to show it. Returns the speed it measured
        // (cm/s), or -1 when it threw nothing.
        function flick(screen, seat, stall = 0, stepMs = 20) {
            const area = findChild(screen, "flick_" + seat)
            verify(area, "flick area of seat " + seat)
            flicks.clear()
            flicks.target = area
            const x = area.width / 2
            mousePress(area, x, area.height * 0.95)
            mouseMove(area, x, area.height * 0.7) // past the threshold: the first sample
            const until = Date.now() + stall
            while (Date.now() < until) {} // a stalled machine
            mouseMove(area, x + 2, -area.height * 3, stepMs)
            mouseRelease(area, x + 2, -area.height * 3)
            return flicks.count === 1 ? flicks.signalArguments[0][1] : -1
        }
        // The same flick by touch. Test touches are stamped when they are sent, so here a
        // stalled machine does make the second move later, but one of nearly two seconds
        // still throws (the slowest throw is 15 cm/s; the engine caps the fastest).
        function touchFlick(screen, seat) {
            const area = findChild(screen, "flick_" + seat)
            verify(area, "flick area of seat " + seat)
            const x = area.width / 2
            const touch = touchEvent(area)
            touch.press(0, area, x, area.height * 0.95).commit()
            touch.move(0, area, x, area.height * 0.7).commit()
            wait(20)
            touch.move(0, area, x + 2, -area.height * 3).commit()
            touch.release(0, area, x + 2, -area.height * 3).commit()
        }
        function throwAll(screen) {
            toThrowing(screen)
            for (let seat = 0; seat < screen.table.seatCount; ++seat)
                compare(screen.table.flick(seat, 0.05 * seat, 100 - 5 * seat, -1), "")
            compare(screen.table.stage, "settling")
            clock.advance(30)
            compare(screen.table.stage, "claiming")
        }
        // A seat's pad for a face-up card, laid out: its row places the cards that just
        // turned face up at its next polish.
        function pad(screen, seat, card) {
            const item = findChild(screen, "claim_" + seat + "_" + card)
            verify(item, "claim pad of seat " + seat + " for " + card)
            waitForItemPolished(item.parent.parent, 20000)
            return item
        }
        function judged(screen, seat) {
            return screen.table.view(-1).lastWindow.find(o => o.seat === seat)
        }
        function stampOf(action) { return Number(action.split(" ")[0].substring(1)) }

        function cleanup() {
            AvatarBook.byName = ({})
        }

        // A family player's face sits beside their name at their edge, as in Kandar Klash!'s
        // zones: none for a player without one, nor for a bot (whatever its name).
        function test_familyAvatarAtTheEdge() {
            AvatarBook.byName = { "Mei": "fish", "Lin": "frog" }
            const screen = startScreen(7, 3, 20000, root, [2]) // Lin is a bot
            const face = seat => findChild(findChild(screen, "edge_" + seat), "seatAvatar")
            verify(face(0).visible, "Mei's face")
            compare(face(0).kind, "fish")
            verify(!face(1).visible, "Bao has no face")
            verify(!face(2).visible, "a bot shows none")
            compare(face(2).kind, "")
            AvatarBook.byName = ({})
            verify(!face(0).visible, "follows the family's book")
        }

        // The edges' words shrink to fit rather than being cut: the longest translations
        // of the claim and result lines, on each seat of a small tablet (side seats turned).
        function test_longWordsShrinkToFitEveryEdge() {
            const screen = startScreen(7, 3, 20000, smallTablet)
            throwAll(screen)
            const words = ["Réalisée\u00a0? Recouvrez-la\u00a0!",
                           "Pas réalisée\u00a0! Vous êtes hors jeu pour cette manche.",
                           "¡No está completada! Quedas fuera esta ronda.",
                           "Nicht erfüllt! Die andere Person erhält sie."]
            for (let seat = 0; seat < 3; ++seat) {
                const prompt = findChild(screen, "prompt_" + seat)
                let edge = prompt.parent
                while (edge.notice === undefined)
                    edge = edge.parent
                for (const text of words) {
                    edge.notice = text
                    compare(prompt.text, text)
                    waitForItemPolished(prompt)
                    verify(!prompt.truncated, "seat " + seat + " cuts: " + text)
                    verify(prompt.contentHeight <= prompt.height + 0.5, "seat " + seat + " overflows: " + text)
                }
            }
        }

        // The countdown shows in the middle for everyone: each number once per player's
        // edge, turned as that edge is, one pip going out and one cue per beat, then the
        // signal word "Wok!" and its cue; the ring is gone once the signal is given.
        function test_sharedBeatCountsDownInTheMiddle() {
            cues.clear()
            const screen = startScreen(11, 3)
            const beat = findChild(screen, "sharedBeat")
            cues.target = beat
            verify(beat)
            verify(beat.visible)
            const edges = [0, 1, 2].map(seat => findChild(screen, "edge_" + seat))
            for (const expected of [3, 2, 1]) {
                compare(beat.remaining, expected)
                compare(beat.phase, "count")
                for (const edge of edges) {
                    const copy = findChild(beat, "beatWord_" + edge.edge)
                    verify(copy, "a copy for edge " + edge.edge)
                    compare(findChild(copy, "beatText_" + edge.edge).text, String(expected))
                    compare(copy.rotation, edge.content.rotation)
                    // Said once, in the middle: the edges do not repeat the number.
                    compare(findChild(edge, "prompt_" + edge.seat).text, "")
                }
                if (expected < 3) {
                    compare(cues.count, 3 - expected) // the first beat sounded before the spy listened
                    compare(cues.signalArguments[cues.count - 1][0], "beat")
                }
                clock.advance(20)
            }
            compare(screen.table.stage, "throwing")
            compare(beat.phase, "signal")
            compare(beat.shownText, "Wok!")
            compare(cues.signalArguments[cues.count - 1][0], "signal")
            // Pips are out: nothing counts any more.
            compare(beat.remaining, 0)
        }

        // "Wok!" shows for the table's hold, timed on the table's own clock (the one tests
        // and the audit move), then clears the wok for the throws: not on a QML Timer, which
        // runs on Qt's animation time and left the word over a table seen mid-volley.
        function test_signalClearsOnTheTablesClock() {
            const screen = startScreen(11, 2)
            const beat = findChild(screen, "sharedBeat")
            toThrowing(screen)
            compare(beat.phase, "signal")
            compare(screen.table.signalShown, true)
            clock.advance(screen.table.signalHoldMs - 1)
            compare(beat.phase, "signal")
            clock.advance(1)
            compare(beat.phase, "idle")
            verify(!beat.visible)
            compare(screen.table.stage, "throwing")
        }

        function test_flicksThrowFromEachEdge() {
            const screen = startScreen(3)
            toThrowing(screen)
            verify(flick(screen, 0) > 0)
            compare(screen.table.tokens.rowCount(), 1)
            compare(screen.table.view(-1).toAct, [1])
            touchFlick(screen, 1) // by touch, on the top edge, turned half a turn
            compare(screen.table.tokens.rowCount(), 2)
            compare(screen.table.stage, "settling")
            clock.advance(30)
            compare(screen.table.stage, "claiming")
            const log = screen.table.view(-1)
            compare(log.table.length, 2)
        }

        // A flick's speed comes from the touch events' own times: the same flick measures
        // the same speed whether or not the machine stalls between its moves (here for
        // 300 ms, fifteen times the flick's 20 ms), and twice the time makes half the speed.
        // (Only the first flick throws; the area measures the others all the same.)
        function test_aStallChangesNoFlicksSpeed() {
            const screen = startScreen(3)
            toThrowing(screen)
            const area = findChild(screen, "flick_0")
            const steady = flick(screen, 0)
            verify(steady > 0, "a flick")
            // From the first sample 25% up the area to three heights above it, in 21 ms
            // (the move's 20 ms delay and the event's own 1 ms step).
            const expected = Math.hypot(2, area.height * 3.7) / 0.021 / area.pxPerCm
            verify(Math.abs(steady - expected) < expected * 0.02, steady + " cm/s, not " + expected)
            compare(flick(screen, 0, 300), steady)
            const slow = flick(screen, 0, 0, 41) // 42 ms
            verify(Math.abs(slow - steady / 2) < steady * 0.01, slow + " cm/s")
        }

        function test_padsPressedInOneFrameAreSimultaneous() {
            const screen = startScreen(5)
            throwAll(screen)
            const card = screen.table.view(-1).visible[0]
            const mine = pad(screen, 0, card)
            const theirs = pad(screen, 1, card)
            haptics.clear()
            touchEvent(mine).press(0, mine, mine.width / 2, mine.height / 2)
                            .press(1, theirs, theirs.width / 2, theirs.height / 2).commit()
            touchEvent(mine).release(0, mine, mine.width / 2, mine.height / 2)
                            .release(1, theirs, theirs.width / 2, theirs.height / 2).commit()
            clock.advance(0) // the claims go in
            verify(judged(screen, 0) !== undefined && judged(screen, 1) !== undefined)
            const a = judged(screen, 0)
            const b = judged(screen, 1)
            compare(stampOf(a.action), stampOf(b.action))
            // Each claim the table took gave its player a tap.
            compare(haptics.count, 2)
            compare(haptics.signalArguments.map(args => args[0]), ["tap", "tap"])
            // The same card covered at the same instant: nobody takes it if it was complete
            // ("tied"), both erred at once if it was not (no gift at the same instant).
            compare(a.verdict, b.verdict)
            verify(a.verdict === "tied" || a.verdict === "wrong", a.verdict)
        }

        function test_aLaterPressIsTooLate() {
            const screen = startScreen(5)
            throwAll(screen)
            const card = screen.table.view(-1).visible[0]
            const first = pad(screen, 1, card)
            const second = pad(screen, 0, card)
            touchEvent(first).press(0, first, first.width / 2, first.height / 2).commit()
                             .release(0, first, first.width / 2, first.height / 2).commit()
            // 40 ms later on the table's clock. The touches carry wall-clock times: the
            // real wait makes the second at least 40 ms after the first there too (a slow
            // machine only widens the gap, and a touch is never stamped after "now").
            clock.advance(40)
            wait(40)
            touchEvent(second).press(0, second, second.width / 2, second.height / 2).commit()
                              .release(0, second, second.width / 2, second.height / 2).commit()
            clock.advance(0)
            verify(judged(screen, 0) !== undefined && judged(screen, 1) !== undefined)
            compare(stampOf(judged(screen, 0).action) - stampOf(judged(screen, 1).action), 40)
            verify(stampOf(judged(screen, 1).action) < stampOf(judged(screen, 0).action))
            // The first press settles the card either way: won, or (two players) handed to
            // the other player after a mistake. The second comes too late.
            compare(judged(screen, 0).verdict, "too late")
            verify(["won", "wrong, the other player wins it"].includes(judged(screen, 1).verdict))
        }

        // The hooks GameHost uses: the back key pauses a running round and resumes it, the
        // app in the background stops the clock, the screen stays on while a round runs,
        // and a landed flick taps.
        function test_backKeyPausesTheRound() {
            const screen = startScreen(3)
            toThrowing(screen)
            verify(screen.goBack(), "mid-round the back key is handled")
            compare(findChild(screen, "pausePanel").visible, true)
            compare(screen.table.paused, true)
            const matchClock = screen.table.clockMs()
            compare(clock.pending(), 0) // nothing waits on the clock
            clock.advance(60000)
            compare(screen.table.clockMs(), matchClock)
            verify(screen.goBack(), "the back key closes the pause panel")
            compare(findChild(screen, "pausePanel").visible, false)
            compare(screen.table.paused, false)
        }

        function test_menuButtonPausesMidRound() {
            const screen = startScreen(3)
            toThrowing(screen)
            let left = false
            screen.leave.connect(() => { left = true })
            mouseClick(findChild(screen, "menuButton"))
            compare(findChild(screen, "pausePanel").visible, true, "mid-round Menu asks first")
            compare(screen.table.paused, true)
            verify(!left)
            mouseClick(findChild(screen, "pauseMenuButton"))
            verify(left)
        }

        function test_backgroundStopsTheClock() {
            const screen = startScreen(3)
            toThrowing(screen)
            screen.paused = true
            const matchClock = screen.table.clockMs()
            clock.advance(60000)
            compare(screen.table.clockMs(), matchClock)
            compare(screen.table.stage, "throwing")
            screen.paused = false
            clock.advance(1)
            compare(screen.table.clockMs(), matchClock + 1)
        }

        function test_screenStaysOnWhileARoundRuns() {
            const screen = startScreen(3)
            toThrowing(screen)
            compare(Device.screenKeptOn, true)
            screen.destroy()
            tryCompare(Device, "screenKeptOn", false)
        }

        function test_flickTapsAndRefusalBuzzes() {
            const screen = startScreen(3)
            toThrowing(screen)
            haptics.clear()
            flick(screen, 0)
            compare(screen.table.tokens.rowCount(), 1)
            compare(haptics.count, 1)
            compare(haptics.signalArguments[0][0], "tap")
            // Seat 0 has thrown: a second flick in the same volley is refused.
            const area = findChild(screen, "flick_0")
            area.flicked(0, 100)
            compare(haptics.count, 2)
            compare(haptics.signalArguments[1][0], "error")
            verify(findChild(screen, "edge_0").notice.length > 0)
        }

        function test_outPlayersPadIsGreyedForTheRound() {
            // Three players: a mistake puts its maker out while the round goes on.
            const screen = startScreen(5, 3, 500)
            screen.table.resultMs = 50
            throwAll(screen)
            const card = screen.table.view(-1).visible[0]
            const mine = pad(screen, 0, card)
            touchEvent(mine).press(0, mine, mine.width / 2, mine.height / 2).commit()
                            .release(0, mine, mine.width / 2, mine.height / 2).commit()
            // The others say nothing: they pass when the window closes (a right claim closes
            // it 150 ms after its stamp, else it times out after 500 ms).
            advanceUntil(() => judged(screen, 0) !== undefined, 500, "the window judged")
            const edge = findChild(screen, "edge_0")
            if (judged(screen, 0).verdict === "won") {
                compare(edge.out, false)
                return
            }
            compare(judged(screen, 0).verdict, "wrong")
            compare(edge.out, true)
            // The next volley: the two still in throw; the pad stays grey.
            compare(screen.table.stage, "result")
            clock.advance(50)
            toThrowing(screen)
            compare(screen.table.view(-1).toAct, [1, 2])
            compare(screen.table.flick(1, 0, 100, -1), "")
            compare(screen.table.flick(2, 0, 100, -1), "")
            clock.advance(30)
            compare(screen.table.stage, "claiming")
            verify(!pad(screen, 0, screen.table.view(-1).visible[0]).enabled)
            verify(pad(screen, 1, screen.table.view(-1).visible[0]).enabled)
        }

        // Covers a card for seat 0 (two players: it is won, or handed to seat 1 after a
        // mistake), then steps to the winner's choice of the stack to turn over.
        function toChoosing(screen) {
            screen.table.resultMs = 50
            screen.table.chooseTimeoutMs = 400
            throwAll(screen)
            const card = screen.table.view(-1).visible[0]
            const mine = pad(screen, 0, card)
            touchEvent(mine).press(0, mine, mine.width / 2, mine.height / 2).commit()
                            .release(0, mine, mine.width / 2, mine.height / 2).commit()
            advanceUntil(() => screen.table.stage === "choosing", 2000, "the choice")
            const chooser = screen.table.chooser
            verify(chooser === 0 || chooser === 1, "the card's receiver chooses")
            verify(screen.table.stacksToTurn.length >= 2)
            return chooser
        }

        function test_theWinnerTapsTheStackToTurn() {
            const screen = startScreen(5, 2, 500)
            const chooser = toChoosing(screen)
            const drawn = screen.table.stacksToTurn[0]
            const wanted = screen.table.stacksToTurn[1]
            verify(screen.table.view(-1).stacks[drawn].faceUp !== null) // up until changed
            compare(findChild(screen, "stackChoice_" + (1 - chooser)).visible, false)
            // The won card's own stack is not offered, and is refused.
            const from = ["tokenset", "quantity", "variety", "position", "equality"]
                         .indexOf(screen.table.view(-1).choice.from)
            verify(from >= 0 && !screen.table.stacksToTurn.includes(from))
            verify(screen.table.turnStack(chooser, from, -1).length > 0)
            compare(screen.table.stage, "choosing")
            const back = findChild(screen, "turn_" + chooser + "_" + wanted)
            verify(back, "the back of stack " + wanted + " at the winner's edge")
            waitForItemPolished(back.parent, 20000)
            compare(back.family, wanted)
            haptics.clear()
            mouseClick(back)
            compare(haptics.count, 1)
            compare(screen.table.stage, "countdown")
            const stacks = screen.table.view(-1).stacks
            verify(stacks[wanted].faceUp !== null)
            compare(stacks[drawn].faceUp, null)
            compare(screen.table.view(-1).visible.length, 3)
        }

        function test_aWinnerWhoWaitsKeepsTheDrawnStack() {
            const screen = startScreen(5, 2, 500)
            toChoosing(screen)
            const drawn = screen.table.stacksToTurn[0]
            clock.advance(399)
            compare(screen.table.stage, "choosing")
            clock.advance(1)
            compare(screen.table.stage, "countdown")
            verify(screen.table.view(-1).stacks[drawn].faceUp !== null)
            compare(screen.table.view(-1).visible.length, 3)
        }

        // The "?" opens the rules over the wok: the match clock holds for everyone and
        // closing runs on from where it stood.
        function test_rulesOverTheTableHoldTheRound() {
            const screen = startScreen(3)
            const table = screen.table
            screen.rulesPage = "qrc:/FoodCourt/WokUp/WokUpRules.qml"
            clock.advance(30)
            compare(table.stage, "countdown")
            mouseClick(findChild(screen, "rulesButton"))
            verify(screen.rulesOpen)
            verify(table.paused)
            compare(findChild(screen, "rulesPageLoader").status, Loader.Ready)
            clock.advance(60000)
            compare(table.stage, "countdown")
            mouseClick(findChild(screen, "rulesCloseButton"))
            verify(!screen.rulesOpen)
            verify(!table.paused)
            clock.advance(29)
            compare(table.stage, "countdown")
            clock.advance(1)
            compare(table.stage, "throwing")
        }
    }
}
