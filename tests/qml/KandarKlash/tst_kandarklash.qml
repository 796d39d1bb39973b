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
        id: cues
        signalName: "cue"
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
        // its button; the same for the grips of the cards in the hand and the hint's light
        // bulb, which every zone shows (so every cook can ask "What can I do?"), clear of
        // the mat and of the header's words too. At the layout audit's small and middle
        // sizes (a notched phone's insets where it has them), for two, three and four cooks.
        // What a cook reads keeps its size however many share the screen: the customer card
        // at least 120 dp for two or three cooks (88 for four), each card in the hand at least 29.5 dp on its short side (it
        // fills its grip-wide slot); and three or four cooks on a screen whose mats come out
        // under the playable cell first hear that a tablet plays better (the note, then
        // "Play anyway"), which no roomier table says.
        function test_controlsFitSmallScreens_data() {
            const sizes = [
                { name: "phone portrait", w: 360, h: 780, insets: [47, 0, 34, 0] },
                { name: "large phone portrait", w: 540, h: 1170, insets: [47, 0, 34, 0] },
                { name: "phone landscape", w: 780, h: 360, insets: [0, 47, 21, 47] },
                { name: "large phone landscape", w: 1170, h: 540, insets: [0, 47, 21, 47] },
                { name: "small tablet", w: 640, h: 400, insets: [0, 0, 0, 0] },
                { name: "small tablet 4:3", w: 683, h: 512, insets: [0, 0, 0, 0] },
                { name: "small tablet 16:10", w: 853, h: 533, insets: [0, 0, 0, 0] },
                { name: "tablet 4:3", w: 1024, h: 768, insets: [0, 0, 0, 0] },
                { name: "tablet", w: 1280, h: 800, insets: [0, 0, 0, 0] }
            ]
            // Flip, Over and Under in the longest words of the six languages (English as
            // written): Dessus / Dessous and Darüber / Darunter crowded a phone's hand.
            const words = [
                { language: "en", labels: [] },
                { language: "fr", labels: ["Retourner", "Dessus", "Dessous"] },
                { language: "de", labels: ["Umdrehen", "Darüber", "Darunter"] },
                { language: "nl", labels: ["Omdraaien", "Erbovenop", "Eronder"] }
            ]
            const rows = []
            for (const size of sizes) {
                for (const seats of ["hh", "hhh", "hhhh"]) {
                    for (const word of words)
                        rows.push({ tag: size.name + ", " + seats.length + " cooks, " + word.language,
                                    w: size.w, h: size.h, insets: size.insets, seats: seats,
                                    labels: word.labels })
                }
            }
            return rows
        }
        // Gives every zone's Flip, Over and Under these words (a language's; none: as written).
        function useLabels(screen, cooks, labels) {
            if (labels.length === 0)
                return
            for (let seat = 0; seat < cooks; ++seat) {
                const names = ["flipButton", "overButton", "underButton"]
                for (let i = 0; i < names.length; ++i)
                    findChild(zone(screen, seat), names[i]).text = labels[i]
            }
        }
        function test_controlsFitSmallScreens(data) {
            const screen = createTemporaryObject(screenComponent, root,
                { "anchors.fill": undefined, width: data.w, height: data.h,
                  safeAreaTop: data.insets[0], safeAreaRight: data.insets[1],
                  safeAreaBottom: data.insets[2], safeAreaLeft: data.insets[3] })
            onClock(screen)
            compare(screen.startNew(setupJson(data.seats)), "")
            useLabels(screen, data.seats.length, data.labels)
            const note = findChild(screen, "crampedNote")
            const cramped = data.seats.length >= 3 && smallestCell(screen, data.seats.length) < screen.playableCell
            compare(note.visible, cramped, "the note that a tablet plays better")
            if (data.w === 360 && data.seats.length === 4)
                verify(cramped, "four cooks on a phone are told")
            if (data.w >= 1024)
                verify(!cramped, "a tablet is roomy enough for four")
            if (cramped) {
                for (const name of ["crampedNoteTitle", "crampedNoteText", "playAnywayButton"]) {
                    const item = findChild(note, name)
                    const r = item.mapToItem(screen, 0, 0, item.width, item.height)
                    verify(r.x >= data.insets[3] - 0.5 && r.x + r.width <= data.w - data.insets[1] + 0.5
                           && r.y >= data.insets[0] - 0.5 && r.y + r.height <= data.h - data.insets[2] + 0.5,
                           name + " lies inside the safe area")
                }
                // The rules' "?" floats over everything: the note keeps clear of it.
                const rules = findChild(screen, "rulesButton")
                const card = findChild(note, "playAnywayButton").parent.parent
                verify(!overlap(card.mapToItem(screen, 0, 0, card.width, card.height),
                                rules.mapToItem(screen, 0, 0, rules.width, rules.height)),
                       "the note covers the rules' ?")
                clock.advance(30)
                compare(screen.table.stage, KandarKlashTable.Countdown, "the kitchen holds under the note")
                mouseClick(findChild(note, "playAnywayButton"))
                verify(!note.visible)
            }
            clock.advance(30)
            compare(screen.table.stage, KandarKlashTable.Cooking)
            const customer = findChild(screen, "customer")
            const customerMinimum = data.seats.length <= 3 ? 119.5 : 87.5
            verify(customer.width >= customerMinimum && customer.height >= customerMinimum,
                   "the customer card is " + customer.width + " dp")
            for (let seat = 0; seat < data.seats.length; ++seat) {
                for (let card = 1; card <= 6; ++card) {
                    const face = findChild(findChild(zone(screen, seat), "card" + card), "face")
                    const r = face.mapToItem(screen, 0, 0, face.width, face.height)
                    verify(Math.min(r.width, r.height) >= 29.5,
                           "seat " + seat + " card " + card + " in the hand is " + r.width + "x" + r.height)
                }
            }
            for (let seat = 0; seat < data.seats.length; ++seat) {
                const controls = ["flipButton", "overButton", "underButton", "siapPad", "hintButton"]
                                 .map(name => findChild(zone(screen, seat), name))
                const hint = controls[4]
                verify(hint.visible, "seat " + seat + " has the hint's light bulb ("
                       + zone(screen, seat).geometry.hintSpot + ")")
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
                        verify(!overlap(r, other), where + " overlaps another control")
                    rects.push(r)
                    if (control.contentItem && control.contentItem.visible)
                        verify(control.contentItem.contentWidth <= control.contentItem.width + 1,
                               where + ": its label is wider than the button")
                    // A compact control shows its picture, and still says its word.
                    const icon = findChild(control, "icon")
                    if (icon) {
                        verify(icon.visible !== control.contentItem.visible, where + ": word or picture")
                        compare(control.Accessible.name, control.text, where + ": its accessible name")
                    }
                }
                const bulb = rects[4]
                for (const name of ["mat", "status"]) {
                    const item = findChild(zone(screen, seat), name)
                    verify(!overlap(bulb, item.mapToItem(screen, 0, 0, item.width, item.height)),
                           "seat " + seat + ": the light bulb overlaps the " + name)
                }
            }
        }
        // The note is advice said once: it holds the new kitchen until "Play anyway", and a
        // game played again on the same screen starts at once.
        function test_crampedNoteIsSaidOncePerScreen() {
            const screen = createTemporaryObject(screenComponent, root,
                { "anchors.fill": undefined, width: 360, height: 780, safeAreaTop: 47, safeAreaBottom: 34 })
            onClock(screen)
            compare(screen.startNew(setupJson("hhhh")), "")
            const note = findChild(screen, "crampedNote")
            verify(note.visible)
            clock.advance(5000)
            compare(screen.table.stage, KandarKlashTable.Countdown)
            mouseClick(findChild(note, "playAnywayButton"))
            verify(!note.visible)
            clock.advance(30)
            compare(screen.table.stage, KandarKlashTable.Cooking)
            compare(screen.rematch(), "")
            verify(!note.visible)
            clock.advance(30)
            compare(screen.table.stage, KandarKlashTable.Cooking)
        }

        function smallestCell(screen, cooks) {
            let least = Infinity
            for (let seat = 0; seat < cooks; ++seat)
                least = Math.min(least, zone(screen, seat).cell)
            return least
        }
        function overlap(a, b) {
            return !(a.x >= b.x + b.width - 0.5 || b.x >= a.x + a.width - 0.5
                     || a.y >= b.y + b.height - 0.5 || b.y >= a.y + a.height - 0.5)
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

        // The countdown in the middle, for every cook at once: each beat's number once per
        // cook's edge, turned the way that cook's zone is, a cue on every beat, then the
        // signal word as the customer turns over.
        function test_sharedBeatFacesEveryCook() {
            const screen = createTemporaryObject(screenComponent, root)
            onClock(screen)
            const beat = findChild(screen, "sharedBeat")
            cues.target = beat
            cues.clear()
            compare(screen.startNew(setupJson("hhh")), "")
            verify(beat.visible)
            const edges = [0, 1, 2].map(seat => zone(screen, seat).edge)
            compare(beat.facing.length, 3)
            for (const expected of ["3", "2", "1"]) {
                compare(beat.phase, "count")
                for (let seat = 0; seat < 3; ++seat) {
                    const copy = findChild(beat, "beatWord_" + edges[seat])
                    verify(copy, "a copy for seat " + seat)
                    compare(findChild(copy, "beatText_" + edges[seat]).text, expected)
                    // Turned as the seat's own zone is, so it reads the right way up there.
                    compare(copy.rotation, zone(screen, seat).content.rotation)
                }
                compare(cues.count, 4 - Number(expected))
                compare(cues.signalArguments[cues.count - 1][0], "beat")
                clock.advance(10)
            }
            compare(screen.table.stage, KandarKlashTable.Cooking)
            compare(beat.phase, "signal")
            compare(beat.shownText, "Cook!")
            compare(cues.count, 4)
            compare(cues.signalArguments[3][0], "signal")
        }

        // The signal word shows for the kitchen's hold, timed on the table's own clock (the
        // one the audit moves), then clears the middle and the zones: a table seen mid-round
        // shows the dish and the mats, never a "Cook!" left over.
        function test_signalClearsOnTheTablesClock_data() {
            return [{ tag: "tablet, two cooks", w: 1280, h: 800, insets: [0, 0, 0, 0], seats: "hh" },
                    { tag: "phone, four cooks", w: 360, h: 780, insets: [47, 0, 34, 0], seats: "hhhh" }]
        }
        function test_signalClearsOnTheTablesClock(data) {
            const screen = createTemporaryObject(screenComponent, root,
                { "anchors.fill": undefined, width: data.w, height: data.h,
                  safeAreaTop: data.insets[0], safeAreaRight: data.insets[1],
                  safeAreaBottom: data.insets[2], safeAreaLeft: data.insets[3] })
            onClock(screen)
            const beat = findChild(screen, "sharedBeat")
            compare(screen.startNew(setupJson(data.seats)), "")
            const note = findChild(screen, "crampedNote")
            if (note.visible)
                mouseClick(findChild(note, "playAnywayButton"))
            clock.advance(30)
            compare(screen.table.stage, KandarKlashTable.Cooking)
            compare(beat.phase, "signal")
            const shown = () => [...Array(data.seats.length).keys()].filter(
                seat => findChild(zone(screen, seat), "zoneBeatText").visible).length
            compare(shown(), screen.beatInZones ? data.seats.length : 0)
            clock.advance(599)
            compare(beat.phase, "signal")
            clock.advance(1)
            compare(beat.phase, "idle")
            verify(!beat.visible)
            compare(shown(), 0)
            compare(findChild(screen, "customer").labelsShown, true)
        }

        // Where the middle is too small for the beat's words (three or four cooks on a phone),
        // each cook's zone shows them big, turned to that cook and inside the screen; the
        // middle keeps its pips. Where it is big enough, the middle carries them as before.
        function test_beatInEachZoneWhereTheMiddleIsSmall_data() {
            const rows = [
                { tag: "phone, four cooks", w: 360, h: 780, insets: [47, 0, 34, 0], seats: "hhhh", inZones: true },
                { tag: "phone, three cooks", w: 360, h: 780, insets: [47, 0, 34, 0], seats: "hhh", inZones: true },
                { tag: "phone on its side, four cooks", w: 780, h: 360, insets: [0, 47, 21, 47], seats: "hhhh", inZones: true },
                { tag: "phone, two cooks", w: 360, h: 780, insets: [47, 0, 34, 0], seats: "hh", inZones: false },
                { tag: "tablet, four cooks", w: 1280, h: 800, insets: [0, 0, 0, 0], seats: "hhhh", inZones: false },
                { tag: "tablet, three cooks", w: 1280, h: 800, insets: [0, 0, 0, 0], seats: "hhh", inZones: false },
                { tag: "small tablet 16:10, four cooks", w: 853, h: 533, insets: [0, 0, 0, 0], seats: "hhhh", inZones: true },
                { tag: "tablet 4:3, four cooks", w: 1024, h: 768, insets: [0, 0, 0, 0], seats: "hhhh", inZones: false },
                { tag: "large phone, four cooks", w: 540, h: 1170, insets: [47, 0, 34, 0], seats: "hhhh", inZones: true }
            ]
            // Flip, Over and Under in the longest words change how a zone arranges itself (in
            // French, three cooks on a phone put the hand in a row under the mat).
            const words = [{ language: "fr", labels: ["Retourner", "Dessus", "Dessous"] },
                           { language: "de", labels: ["Umdrehen", "Darüber", "Darunter"] },
                           { language: "nl", labels: ["Omdraaien", "Erbovenop", "Eronder"] }]
            for (const size of [{ name: "phone", w: 360, h: 780 }, { name: "phone on its side", w: 780, h: 360 },
                                { name: "small tablet", w: 640, h: 400 }]) {
                for (const seats of ["hhh", "hhhh"]) {
                    for (const word of words)
                        rows.push({ tag: size.name + " without insets, " + seats.length + " cooks, " + word.language,
                                    w: size.w, h: size.h, insets: [0, 0, 0, 0], seats: seats, inZones: true,
                                    labels: word.labels })
                }
            }
            return rows
        }
        // A word's drawn box in the screen, and which way its baseline runs (degrees, as a
        // zone's content turns: 0 for the bottom edge, 270 for the right one).
        function drawnBox(screen, text) {
            const dx = (text.width - text.contentWidth) / 2, dy = (text.height - text.contentHeight) / 2
            return text.mapToItem(screen, dx, dy, text.contentWidth, text.contentHeight)
        }
        function baselineAngle(screen, item) {
            const a = item.mapToItem(screen, 0, 0), b = item.mapToItem(screen, 100, 0)
            return Math.round((Math.atan2(b.y - a.y, b.x - a.x) * 180 / Math.PI + 360) % 360)
        }
        function test_beatInEachZoneWhereTheMiddleIsSmall(data) {
            const screen = createTemporaryObject(screenComponent, root,
                { "anchors.fill": undefined, width: data.w, height: data.h,
                  safeAreaTop: data.insets[0], safeAreaRight: data.insets[1],
                  safeAreaBottom: data.insets[2], safeAreaLeft: data.insets[3], reduceMotion: true })
            onClock(screen)
            const beat = findChild(screen, "sharedBeat")
            // The widest of the six languages' signal words: it too must fit every zone.
            beat.signalWord = "¡A cocinar!"
            compare(screen.startNew(setupJson(data.seats)), "")
            useLabels(screen, data.seats.length, data.labels ?? [])
            const note = findChild(screen, "crampedNote")
            if (note.visible)
                mouseClick(findChild(note, "playAnywayButton"))
            compare(beat.phase, "count")
            compare(screen.beatInZones, data.inZones)
            const cooks = data.seats.length
            const middleCopy = findChild(beat, "beatText_" + zone(screen, 0).edge)
            if (!data.inZones) {
                verify(middleCopy && middleCopy.visible, "the middle carries the beat")
                for (let seat = 0; seat < cooks; ++seat)
                    verify(!findChild(zone(screen, seat), "zoneBeatText").visible, "seat " + seat)
                return
            }
            verify(!middleCopy, "no copies crammed round the middle")
            for (const expected of ["3", "signal"]) {
                if (expected === "signal") {
                    clock.advance(30)
                    compare(screen.table.stage, KandarKlashTable.Cooking)
                    compare(beat.phase, "signal")
                }
                for (let seat = 0; seat < cooks; ++seat) {
                    const z = zone(screen, seat)
                    const text = findChild(z, "zoneBeatText")
                    const where = "seat " + seat + " (" + expected + ")"
                    verify(text && text.visible, where)
                    compare(text.text, expected === "signal" ? "¡A cocinar!" : expected)
                    verify(text.font.pixelSize >= 20, where + ": " + text.font.pixelSize + " px")
                    verify(text.contentHeight >= 20, where + ": " + text.contentHeight + " dp tall")
                    verify(text.contentWidth <= text.width + 1, where + ": the word is cut")
                    const r = drawnBox(screen, text)
                    verify(r.x >= data.insets[3] - 0.5 && r.y >= data.insets[0] - 0.5
                           && r.x + r.width <= data.w - data.insets[1] + 0.5
                           && r.y + r.height <= data.h - data.insets[2] + 0.5, where + " in the screen: " + r)
                    // Over its own cook's zone, read from that cook's edge.
                    const zr = z.mapToItem(screen, 0, 0, z.width, z.height)
                    verify(r.x >= zr.x - 0.5 && r.y >= zr.y - 0.5 && r.x + r.width <= zr.x + zr.width + 0.5
                           && r.y + r.height <= zr.y + zr.height + 0.5, where + " in its zone")
                    compare(baselineAngle(screen, text), [0, 270, 180, 90][z.edge], where + " faces its cook")
                    // Over the hand and the mat: every control and the light bulb stay whole.
                    const pill = findChild(z, "zoneBeatBackdrop")
                    const p = pill.mapToItem(screen, 0, 0, pill.width, pill.height)
                    for (const name of ["flipButton", "overButton", "underButton", "siapPad", "hintButton"]) {
                        const control = findChild(z, name)
                        verify(!control.visible || !overlap(p, control.mapToItem(screen, 0, 0, control.width,
                                                                                 control.height)),
                               where + " covers the " + name)
                    }
                }
            }
        }

        // Each zone fills its share of the screen: zones and the middle tile the safe area,
        // and little of it is left unused by a cook's hand, mat and controls or the
        // customer card (the figure is printed for the record).
        function test_zonesFillTheTable_data() {
            const rows = []
            const sizes = [{ tag: "tablet", w: 1280, h: 800, insets: [0, 0, 0, 0], unused: 0.3 },
                           { tag: "phone", w: 360, h: 780, insets: [47, 0, 34, 0], unused: 0.3 }]
            for (const size of sizes) {
                for (let players = 2; players <= 4; ++players)
                    rows.push(Object.assign({}, size, { tag: size.tag + " " + players, players: players }))
            }
            return rows
        }
        function test_zonesFillTheTable(data) {
            const screen = createTemporaryObject(screenComponent, root,
                { "anchors.fill": undefined, width: data.w, height: data.h,
                  safeAreaTop: data.insets[0], safeAreaRight: data.insets[1],
                  safeAreaBottom: data.insets[2], safeAreaLeft: data.insets[3] })
            onClock(screen)
            compare(screen.startNew(setupJson("hhhh".slice(0, data.players))), "")
            const safe = Qt.rect(data.insets[3], data.insets[0], data.w - data.insets[1] - data.insets[3],
                                 data.h - data.insets[0] - data.insets[2])
            const zones = [], bodies = []
            let tiled = 0
            for (let seat = 0; seat < data.players; ++seat) {
                const z = zone(screen, seat)
                const r = z.mapToItem(screen, 0, 0, z.width, z.height)
                verify(r.x >= safe.x - 0.5 && r.y >= safe.y - 0.5 && r.x + r.width <= safe.x + safe.width + 0.5
                       && r.y + r.height <= safe.y + safe.height + 0.5, "zone " + seat + " in the safe area")
                for (const other of zones)
                    verify(r.x >= other.x + other.width - 0.5 || other.x >= r.x + r.width - 0.5
                           || r.y >= other.y + other.height - 0.5 || other.y >= r.y + r.height - 0.5,
                           "zone " + seat + " overlaps another")
                zones.push(r)
                tiled += r.width * r.height
                const b = z.bodyRect
                bodies.push(z.content.mapToItem(screen, b.x, b.y, b.width, b.height))
            }
            const customer = findChild(screen, "customer")
            const card = customer.mapToItem(screen, 0, 0, customer.width, customer.height)
            // The zones and the middle (what no zone takes) cover the safe area exactly once.
            tiled += screen.layout.centre.width * screen.layout.centre.height
            verify(Math.abs(tiled - safe.width * safe.height) < 1, "zones and middle tile the screen")
            // The card, the leave button and the rules' "?" stay in the middle, clear of the zones.
            const c = screen.layout.centre
            const middle = Qt.rect(c.x + safe.x - 0.5, c.y + safe.y - 0.5, c.width + 1, c.height + 1)
            for (const name of ["customer", "leaveTableButton", "rulesButton"]) {
                const item = findChild(screen, name)
                const r = item.mapToItem(screen, 0, 0, item.width, item.height)
                verify(r.x >= middle.x && r.y >= middle.y && r.x + r.width <= middle.x + middle.width
                       && r.y + r.height <= middle.y + middle.height, name + " in the middle: " + r)
            }
            // The share of the safe area outside every cook's body and the customer card.
            const inside = (r, x, y) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height
            let unused = 0, all = 0
            for (let x = safe.x + 2; x < safe.x + safe.width; x += 4) {
                for (let y = safe.y + 2; y < safe.y + safe.height; y += 4) {
                    ++all
                    if (!inside(card, x, y) && !bodies.some(r => inside(r, x, y)))
                        ++unused
                }
            }
            const cells = [...Array(data.players).keys()].map(seat => zone(screen, seat).cell.toFixed(1))
            console.info("KK layout " + data.tag + ": unused " + Math.round(100 * unused / all)
                         + "%, cells " + cells.join(" "))
            verify(unused / all <= data.unused, data.tag + ": " + Math.round(100 * unused / all) + "% unused")
        }

        // A cramped table (three or four cooks on a phone or a small tablet) is laid out as
        // its zones will arrange themselves: controls two by two and the light bulb beside
        // them where the zone has no room above, so each zone gets the cell its plan gave it
        // and no mat shrinks for the bulb (four cooks on a phone: 6.1 dp side mats, not 8.7).
        // On a phone on its side the end zones' bulb goes beside the controls and the side
        // zones need 150 dp for theirs above the hand: a plan that straddled that depth gave
        // 6.55 dp end mats, where 7 fit (the side zones' 339 dp length allows no more).
        function test_crampedMatsKeepThePlannedCell_data() {
            return [
                { tag: "phone portrait", w: 360, h: 780, insets: [47, 0, 34, 0], least: 7.5 },
                { tag: "small tablet", w: 640, h: 400, insets: [0, 0, 0, 0], least: 7.5 },
                { tag: "phone landscape", w: 780, h: 360, insets: [0, 47, 21, 47], least: 6.95 }
            ]
        }
        function test_crampedMatsKeepThePlannedCell(data) {
            const screen = createTemporaryObject(screenComponent, root,
                { "anchors.fill": undefined, width: data.w, height: data.h,
                  safeAreaTop: data.insets[0], safeAreaRight: data.insets[1],
                  safeAreaBottom: data.insets[2], safeAreaLeft: data.insets[3] })
            onClock(screen)
            compare(screen.startNew(setupJson("hhhh")), "")
            verify(screen.compactControls, "a cramped table")
            for (let seat = 0; seat < 4; ++seat) {
                const z = zone(screen, seat)
                const planned = screen.layout.cells[seat]
                verify(z.cell >= planned - 0.05, "seat " + seat + ": a cell of " + z.cell.toFixed(2)
                       + " dp, planned " + planned.toFixed(2) + " (the bulb " + z.geometry.hintSpot + ")")
                verify(z.cell >= data.least, "seat " + seat + ": a cell of " + z.cell.toFixed(2) + " dp")
                verify(Math.abs(findChild(z, "mat").width - 12 * z.cell) < 0.01, "seat " + seat + ": the mat follows the cell")
            }
        }

        // How to play is written on each cook's mat, under the cards, until that cook lays
        // their first card; the others keep theirs.
        function test_legendUntilTheFirstCard() {
            const screen = startCooking("hh")
            const legends = [0, 1].map(seat => findChild(zone(screen, seat), "legend"))
            verify(legends[0].visible && legends[1].visible)
            const mat = findChild(zone(screen, 0), "mat")
            const card = findChild(zone(screen, 0), "card1")
            verify(legends[0].z < card.z, "under the cards")
            verify(legends[0].x >= mat.x && legends[0].x + legends[0].width <= mat.x + mat.width)
            verify(legends[0].y >= mat.y && legends[0].y + legends[0].height <= mat.y + mat.height)
            // All five lines fit their block.
            const text = findChild(legends[0], "legendText")
            compare(legends[0].lines.length, 5)
            verify(text.contentHeight <= text.height + 1, text.contentHeight + " > " + text.height)
            dragTogether([centreOf(card)], [cellTarget(mat, card, 4, 4)])
            clock.advance(0)
            verify(card.placed)
            verify(!legends[0].visible)
            verify(legends[1].visible)
        }

        // A family player's avatar sits beside their name in the zone's header; a cook
        // without one (and a bot) shows none.
        function test_familyAvatarInTheHeader() {
            AvatarBook.byName = { "Cook 1": "cat" }
            const screen = startCooking("hhb")
            const first = findChild(zone(screen, 0), "seatAvatar")
            verify(first.visible)
            compare(first.kind, "cat")
            verify(!findChild(zone(screen, 1), "seatAvatar").visible)
            verify(!findChild(zone(screen, 2), "seatAvatar").visible)
            AvatarBook.byName = ({})
            verify(!first.visible, "follows the family's book")
        }

        // When the round stops each zone shows its own result, big, facing its cook, beside
        // the mat (never over the dish and its crosses).
        function test_roundResultInEachZone() {
            const screen = startCooking("hh")
            mouseClick(findChild(zone(screen, 0), "siapPad"))
            clock.advance(0)
            verify(screen.table.stage !== KandarKlashTable.Cooking)
            for (let seat = 0; seat < 2; ++seat) {
                const z = zone(screen, seat)
                const result = findChild(z, "roundResult")
                const mat = findChild(z, "mat")
                verify(result.visible, "seat " + seat)
                verify(result.x >= mat.x + mat.width || result.x + result.width <= mat.x,
                       "seat " + seat + ": the result stays off the mat")
                compare(findChild(result, "roundVerdict").text, z.status())
                verify(findChild(result, "roundVerdict").text.length > 0)
            }
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
