// Kandar Klash! by touch, offscreen: four fingers dragging in four zones at once, each
// card landing where its own finger let go; claims from two zones in one frame judged by
// their stamps; simultaneous presses on two pads; a claim locking its zone; tap to turn;
// drag back to the hand. The shell's hooks: every control whole, 48 dp and inside the
// safe area at phone and small-tablet sizes; the back key asks mid-round and holds the
// round; paused holds the countdown; haptics on a landed and a refused move; the display
// kept on while the kitchen runs. Each table runs on a ManualClock the test steps: a touch
// is applied at the test's clock.advance(0), a stage comes exactly when it is due.
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

    SignalSpy {
        id: haptics
        target: Device
        signalName: "hapticPlayed"
    }

    TestCase {
        name: "KandarKlashTouch"
        when: windowShown

        // The current test's clock (one per test, like its screen).
        property ManualClock clock: null

        function setupJson(seats) {
            const list = []
            for (let i = 0; i < seats.length; ++i)
                list.push({ name: "Cook " + (i + 1), bot: seats[i] === "b",
                            strength: seats[i] === "b" ? "hard" : "" })
            return JSON.stringify({ players: seats.length, seed: "21", startSeat: 0,
                                    seats: list, options: {} })
        }
        // Puts a new screen's table on a new clock; a 30 ms countdown.
        function onClock(screen) {
            clock = createTemporaryObject(clockComponent, root)
            verify(clock.drive(screen.table))
            screen.table.countdownMs = 30
        }
        function startCooking(seats) {
            const screen = createTemporaryObject(screenComponent, root)
            onClock(screen)
            screen.table.revealMs = 60000
            compare(screen.startNew(setupJson(seats)), "")
            compare(screen.table.stage, KandarKlashTable.Countdown)
            clock.advance(29)
            compare(screen.table.stage, KandarKlashTable.Countdown)
            clock.advance(1)
            compare(screen.table.stage, KandarKlashTable.Cooking)
            return screen
        }
        function zone(screen, seat) { return findChild(screen, "zone" + seat) }
        function centreOf(item) { return item.mapToItem(root, item.width / 2, item.height / 2) }
        // Where a card's centre must go for its top-left to land on grid cell (cx, cy).
        function cellTarget(mat, card, cx, cy) {
            const p = mat.cellPos(cx, cy)
            return mat.mapToItem(root, p.x + card.width / 2, p.y + card.height / 2)
        }
        // Several fingers at once, each from starts[i] to ends[i], moving in the same frames.
        function dragTogether(starts, ends) {
            const seq = touchEvent(root)
            for (let i = 0; i < starts.length; ++i)
                seq.press(i, root, starts[i].x, starts[i].y)
            seq.commit()
            const steps = 12
            for (let s = 1; s <= steps; ++s) {
                for (let i = 0; i < starts.length; ++i)
                    seq.move(i, root, starts[i].x + (ends[i].x - starts[i].x) * s / steps,
                             starts[i].y + (ends[i].y - starts[i].y) * s / steps)
                seq.commit()
                wait(5)
            }
            for (let i = 0; i < starts.length; ++i)
                seq.release(i, root, ends[i].x, ends[i].y)
            seq.commit()
        }

        function test_fourFingersDragInFourZones() {
            const screen = startCooking("hhhh")
            const cards = [], starts = [], ends = []
            for (let seat = 0; seat < 4; ++seat) {
                const z = zone(screen, seat)
                const card = findChild(z, "card" + (seat + 1))
                verify(card && !card.placed)
                cards.push(card)
                starts.push(centreOf(card))
                ends.push(cellTarget(findChild(z, "mat"), card, 5 + seat, 6))
            }
            dragTogether(starts, ends)
            clock.advance(0) // the drops, applied together
            for (let seat = 0; seat < 4; ++seat) {
                compare(cards[seat].placed, true)
                compare(cards[seat].cellX, 5 + seat, "seat " + seat)
                compare(cards[seat].cellY, 6, "seat " + seat)
                // Nobody else's card moved.
                for (let other = 0; other < 4; ++other) {
                    if (other !== seat)
                        verify(!findChild(zone(screen, other), "card" + (seat + 1)).placed)
                }
            }
            // Drag back to the hand.
            const back = cards[0]
            dragTogether([centreOf(back)], [back.mapToItem(root, -back.width * 2, back.height * 0.5)])
            clock.advance(0)
            compare(back.placed, false)
        }

        function test_claimsInOneFrameJudgedByStamp() {
            const screen = startCooking("hhh")
            clock.advance(80) // the round clock runs a little
            const base = 5000000
            // The later finger is delivered first, in the same frame as the earlier one.
            findChild(zone(screen, 2), "siapPad").pressed(base + 40)
            findChild(zone(screen, 0), "siapPad").pressed(base + 10)
            clock.advance(0)
            compare(screen.table.stage, KandarKlashTable.Ketchup)
            compare(zone(screen, 0).claimRank, 1)
            compare(zone(screen, 2).claimRank, 2)
            compare(screen.table.lastCook, 1)
            verify(zone(screen, 1).ketchupCells.length > 0)
        }

        function test_twoPadsPressedInOneTouchEvent() {
            const screen = startCooking("hh")
            const seq = touchEvent(root)
            const a = centreOf(findChild(zone(screen, 0), "siapPad"))
            const b = centreOf(findChild(zone(screen, 1), "siapPad"))
            seq.press(0, root, a.x, a.y).press(1, root, b.x, b.y).commit()
            seq.release(0, root, a.x, a.y).release(1, root, b.x, b.y).commit()
            clock.advance(0)
            // One event, one timestamp: both claims stop the round together, nobody is last.
            compare(screen.table.stage, KandarKlashTable.Reveal)
            compare(screen.table.lastCook, -1)
            verify(zone(screen, 0).claimed && zone(screen, 1).claimed)
        }

        function test_claimLocksOnlyThatZone() {
            const screen = startCooking("hhh")
            mouseClick(findChild(zone(screen, 0), "siapPad"))
            clock.advance(0)
            compare(zone(screen, 0).claimed, true)
            compare(screen.table.stage, KandarKlashTable.Cooking)
            const locked = findChild(zone(screen, 0), "card1")
            const free = findChild(zone(screen, 2), "card1")
            dragTogether([centreOf(locked), centreOf(free)],
                         [cellTarget(findChild(zone(screen, 0), "mat"), locked, 7, 7),
                          cellTarget(findChild(zone(screen, 2), "mat"), free, 7, 7)])
            clock.advance(0)
            compare(free.placed, true)
            verify(!locked.placed)
        }

        function test_underPutsTheDroppedCardBeneath() {
            const screen = startCooking("hh")
            const z = zone(screen, 0)
            const mat = findChild(z, "mat")
            const first = findChild(z, "card1")
            const second = findChild(z, "card2")
            dragTogether([centreOf(first)], [cellTarget(mat, first, 6, 6)])
            clock.advance(0)
            compare(first.placed, true)
            mouseClick(findChild(z, "underButton"))
            mouseClick(findChild(z, "underButton")) // a second tap keeps the choice
            verify(findChild(z, "underButton").checked)
            dragTogether([centreOf(second)], [cellTarget(mat, second, 7, 6)]) // overlapping
            clock.advance(0)
            compare(second.placed, true)
            verify(second.stackLevel < first.stackLevel)
            verify(second.z < first.z)
        }

        function test_lastCookLaysTheKetchupByTouch() {
            const screen = startCooking("hh")
            screen.table.revealMs = 60000
            mouseClick(findChild(zone(screen, 1), "siapPad"))
            clock.advance(0)
            compare(screen.table.stage, KandarKlashTable.Ketchup)
            compare(screen.table.lastCook, 0)
            const ring = findChild(zone(screen, 0), "ketchup_8_8")
            verify(ring && ring.visible)
            touchEvent(root).press(0, ring, ring.width / 2, ring.height / 2).commit()
                            .release(0, ring, ring.width / 2, ring.height / 2).commit()
            clock.advance(0)
            compare(screen.table.stage, KandarKlashTable.Reveal)
            compare(zone(screen, 0).wilds.length, 1)
            compare(zone(screen, 0).wilds[0], Qt.point(8, 8))
        }

        // The controls of every human zone, on screen, while cooking: at least 48 dp, inside
        // the window minus its insets, not on top of each other, with no label wider than
        // its button; the same for the grips of the cards in the hand.
        function test_controlsFitSmallScreens_data() {
            return [
                { tag: "phone portrait", w: 360, h: 780, insets: [47, 0, 34, 0], seats: "hhh" },
                { tag: "phone landscape", w: 780, h: 360, insets: [0, 47, 21, 47], seats: "hhh" },
                { tag: "phone landscape, two cooks at the ends", w: 780, h: 360, insets: [0, 47, 21, 47], seats: "hh" },
                { tag: "small tablet", w: 640, h: 400, insets: [0, 0, 0, 0], seats: "hhh" },
                { tag: "small tablet, four cooks", w: 683, h: 512, insets: [0, 0, 0, 0], seats: "hhhh" },
                { tag: "tablet, two cooks", w: 1280, h: 800, insets: [0, 0, 0, 0], seats: "hh" }
            ]
        }
        function test_controlsFitSmallScreens(data) {
            const screen = createTemporaryObject(screenComponent, root,
                { "anchors.fill": undefined, width: data.w, height: data.h,
                  safeAreaTop: data.insets[0], safeAreaRight: data.insets[1],
                  safeAreaBottom: data.insets[2], safeAreaLeft: data.insets[3] })
            onClock(screen)
            compare(screen.startNew(setupJson(data.seats)), "")
            clock.advance(30)
            compare(screen.table.stage, KandarKlashTable.Cooking)
            for (let seat = 0; seat < data.seats.length; ++seat) {
                const controls = ["flipButton", "overButton", "underButton", "siapPad"]
                                 .map(name => findChild(zone(screen, seat), name))
                for (let card = 1; card <= 6; ++card)
                    controls.push(findChild(findChild(zone(screen, seat), "card" + card), "grip"))
                const rects = []
                for (const control of controls) {
                    const r = control.mapToItem(screen, 0, 0, control.width, control.height)
                    const where = "seat " + seat + " " + control.parent.objectName + "/" + control.objectName
                    verify(r.width >= 47.5 && r.height >= 47.5, where + " is " + r.width + "x" + r.height)
                    verify(r.x >= data.insets[3] - 0.5 && r.y >= data.insets[0] - 0.5, where)
                    verify(r.x + r.width <= data.w - data.insets[1] + 0.5, where)
                    verify(r.y + r.height <= data.h - data.insets[2] + 0.5, where)
                    for (const other of rects)
                        verify(r.x >= other.x + other.width - 0.5 || other.x >= r.x + r.width - 0.5
                               || r.y >= other.y + other.height - 0.5 || other.y >= r.y + r.height - 0.5,
                               where + " overlaps another control")
                    rects.push(r)
                    if (control.contentItem)
                        verify(control.contentItem.contentWidth <= control.contentItem.width + 1,
                               where + ": its label is wider than the button")
                }
            }
        }

        function test_backKeyAsksMidRoundAndHoldsTheRound() {
            const screen = startCooking("hh")
            const check = findChild(screen, "leaveCheck")
            let left = false
            screen.leave.connect(() => { left = true })
            verify(screen.goBack())
            verify(check.visible)
            verify(screen.table.paused)
            verify(screen.goBack()) // a second press closes the question
            verify(!check.visible)
            verify(!screen.table.paused)
            verify(!left)
            screen.goBack()
            mouseClick(findChild(check, "leaveButton"))
            verify(left)
        }

        function test_leaveButtonAsksMidRound() {
            const screen = startCooking("hh")
            const check = findChild(screen, "leaveCheck")
            let left = false
            screen.leave.connect(() => { left = true })
            mouseClick(findChild(screen, "leaveTableButton"))
            verify(check.visible, "mid-round the \u2715 asks first")
            verify(screen.table.paused)
            verify(!left)
            mouseClick(findChild(check, "stayButton"))
            verify(!check.visible)
            verify(!screen.table.paused)
            mouseClick(findChild(screen, "leaveTableButton"))
            mouseClick(findChild(check, "leaveButton"))
            verify(left)
        }

        function test_pausedHoldsTheCountdown() {
            const screen = createTemporaryObject(screenComponent, root)
            onClock(screen)
            screen.paused = true
            compare(screen.startNew(setupJson("hh")), "")
            verify(screen.table.paused)
            compare(clock.pending(), 0) // nothing waits on the clock
            clock.advance(60000)
            compare(screen.table.stage, KandarKlashTable.Countdown)
            compare(screen.table.countdown, 3)
            screen.paused = false
            clock.advance(29)
            compare(screen.table.stage, KandarKlashTable.Countdown)
            clock.advance(1)
            compare(screen.table.stage, KandarKlashTable.Cooking)
        }

        function test_hapticsForLandedAndRefusedMoves() {
            const screen = startCooking("hhh")
            haptics.clear()
            mouseClick(findChild(zone(screen, 0), "siapPad"))
            clock.advance(0)
            compare(haptics.count, 1)
            compare(haptics.signalArguments[0][0], "tap")
            // The same cook again (the pad no longer takes it): refused.
            screen.table.claim(0, 0)
            clock.advance(0)
            compare(haptics.count, 2)
            compare(haptics.signalArguments[1][0], "error")
        }

        function test_displayKeptOnWhileTheKitchenRuns() {
            Device.keepAwake(false)
            const screen = startCooking("hh")
            verify(Device.screenKeptOn)
            verify(screen.kitchenRunning)
        }

        function test_tapTurnsAHandCard() {
            const screen = startCooking("hh")
            const card = findChild(zone(screen, 0), "card2")
            compare(card.columns, 3)
            mouseClick(card)
            tryCompare(card, "columns", 2)
            compare(card.rows, 3)
            compare(card.turns, 1)
        }

        // The "?" opens the rules over the kitchen: the round clock holds for everyone (the
        // bot cook too) and closing runs on from where it stood.
        function test_rulesOverTheTableHoldTheRound() {
            const screen = createTemporaryObject(screenComponent, root)
            onClock(screen)
            screen.rulesPage = "qrc:/FoodCourt/KandarKlash/KandarKlashRules.qml"
            compare(screen.startNew(setupJson("hb")), "")
            clock.advance(10)
            const shown = screen.table.countdown
            mouseClick(findChild(screen, "rulesButton"))
            verify(screen.rulesOpen)
            verify(screen.table.paused)
            compare(findChild(screen, "rulesPageLoader").status, Loader.Ready)
            compare(clock.pending(), 0, "nothing waits on the clock")
            clock.advance(60000)
            compare(screen.table.stage, KandarKlashTable.Countdown)
            compare(screen.table.countdown, shown)
            mouseClick(findChild(screen, "rulesCloseButton"))
            verify(!screen.rulesOpen)
            verify(!screen.table.paused)
            clock.advance(19)
            compare(screen.table.stage, KandarKlashTable.Countdown)
            clock.advance(1)
            compare(screen.table.stage, KandarKlashTable.Cooking)
        }
    }
}
