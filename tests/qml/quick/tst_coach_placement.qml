// Where a guided game's coach mark goes (qml/Common/CoachPlacement.js), on the screens that
// made it hard: a phone on its side, an upright phone, a 1024x768 tablet with Wok Up's bot
// edge beside the wok, all with large text (a bubble that needs much height). The bubble
// is measured by a stand-in: the narrower it is, the taller its words run.
import QtQuick
import QtTest
import "qrc:/FoodCourt/Common/CoachPlacement.js" as Placement

TestCase {
    name: "CoachPlacement"

    // Words that fill 107 px of height at 560 px wide, more as the bubble narrows; the
    // footer and two lines (the least it may show) take 100.
    function measure(width) {
        return { full: 100 + 60000 / Math.max(1, width), compact: 100 }
    }
    function options(safe, ring, kept, held) {
        return { safe: safe, ring: ring ?? Qt.rect(0, 0, 0, 0), kept: kept ?? Qt.rect(0, 0, 0, 0),
                 held: held ?? Qt.rect(0, 0, 0, 0), gap: 18, maxWidth: 560, minWidth: 240,
                 heldMinWidth: 320 }
    }
    function place(o) {
        const spot = Placement.place(o, measure)
        verify(spot, "a place")
        return spot
    }
    function inside(spot, safe) {
        return spot.x >= safe.x - 0.5 && spot.y >= safe.y - 0.5
            && spot.x + spot.width <= safe.x + safe.width + 0.5
            && spot.y + spot.height <= safe.y + safe.height + 0.5
    }
    function clearOf(spot, box, gap) {
        return !Placement.overlaps(spot, Placement.grown(box, gap - 0.5))
    }
    // The phone on its side: 780x360 less the notch and home bar, less the margin.
    readonly property rect sidewaysPhone: Qt.rect(59, 12, 662, 315)
    readonly property rect uprightPhone: Qt.rect(12, 59, 336, 675)

    // A long hand along the bottom: a band above it, its words scrolling, all of it on screen.
    function test_aBandAboveTheHandOnAPhoneOnItsSide() {
        const ring = Qt.rect(85, 228, 520, 104)
        const spot = place(options(sidewaysPhone, ring))
        verify(inside(spot, sidewaysPhone), JSON.stringify(spot))
        verify(clearOf(spot, ring, 18), "clear of the ring: " + JSON.stringify(spot))
        verify(spot.height >= measure(spot.width).compact, "the footer and two lines at least")
        verify(spot.height < measure(spot.width).full, "its words scroll")
        compare(spot.edge, "bottom") // its pointer on its bottom edge, at the hand
        compare(spot.y + spot.height, ring.y - 18)
    }

    // A control down the middle of a short screen: a panel beside it, the taller side.
    function test_aSidePanelBesideAControlInTheMiddle() {
        const ring = Qt.rect(150, 30, 100, 280)
        const spot = place(options(sidewaysPhone, ring))
        verify(inside(spot, sidewaysPhone), JSON.stringify(spot))
        verify(clearOf(spot, ring, 18), JSON.stringify(spot))
        compare(spot.edge, "left") // on the ring's right, where there is more room
        compare(spot.x, ring.x + ring.width + 18)
        verify(spot.height >= measure(spot.width).full, "all its words in sight there")
    }

    // Room above and below: the whole bubble on the side with more room, centred on the ring.
    function test_wholeAboveOrBelowWhereThereIsRoom() {
        const ring = Qt.rect(100, 600, 160, 80)
        const spot = place(options(uprightPhone, ring))
        compare(spot.edge, "bottom")
        compare(spot.height, measure(spot.width).full)
        compare(spot.width, 336)
        verify(clearOf(spot, ring, 18))
    }

    // Wok Up on a 1024x768 tablet: the learner's edge on the right, the wok in the middle,
    // the bot's edge (too narrow to hold the bubble) on the left. The bubble leaves the wok
    // and the learner's recipe cards in sight: a panel on the bot's side.
    function test_keepsWhatTheStepTalksAboutInSight() {
        const safe = Qt.rect(12, 12, 1000, 744)
        const ring = Qt.rect(885, 15, 135, 315)     // the learner's flick pad
        const kept = Qt.rect(310, 180, 405, 390)    // the wok's recipe stacks
        const learner = Qt.rect(733, 5, 286, 758)   // the learner's edge
        const bot = Qt.rect(17, 17, 266, 734)       // the bot's edge inside its margin
        const spot = place(options(safe, ring, Placement.union(kept, learner), bot))
        verify(inside(spot, safe), JSON.stringify(spot))
        verify(clearOf(spot, ring, 18), JSON.stringify(spot))
        verify(clearOf(spot, kept, 18), "the wok in sight: " + JSON.stringify(spot))
        verify(clearOf(spot, learner, 18), "the learner's edge in sight: " + JSON.stringify(spot))
        verify(spot.height >= measure(spot.width).full, "all its words in sight")
        compare(spot.edge, "") // not beside the ring: no pointer across the table
        // Without what it keeps in sight it would sit right beside the ring instead.
        const plain = place(options(safe, ring, Qt.rect(0, 0, 0, 0), bot))
        verify(Placement.overlaps(plain, learner) || Placement.overlaps(plain, kept),
               "the kept items moved it: " + JSON.stringify(plain))
    }

    // Wok Up's table on a 683x512 tablet (the real rectangles): no ring, the bot's edge on
    // the left (174 wide inside its margin: too narrow to hold the bubble), the learner's
    // edge on the right and the wok's five recipe stacks between, all kept in sight. Weighed
    // as one box they leave only a column beside the wok; each weighed on its own, a bubble
    // of short words goes in the corner above the bot's side of the wok, a comfortable
    // width, all its words in sight. (Step 1's real words at 140 % need 195 dp at 280 wide
    // even at body size, more than the corner's 167: there the bot's column stays.)
    function test_betweenWhatIsKeptInSightRatherThanAColumn() {
        const safe = Qt.rect(12, 12, 659, 488)
        const stacks = [Qt.rect(322, 125, 38, 58), Qt.rect(211, 197, 67, 54), Qt.rect(249, 304, 65, 69),
                        Qt.rect(369, 304, 65, 69), Qt.rect(406, 197, 67, 54)]
        const learner = Qt.rect(485, 0, 198, 512)
        const bot = Qt.rect(12, 12, 174, 488)
        const kept = stacks.concat([learner])
        // Short words: two lines from 280 wide, one from 500.
        const words = width => ({ full: width >= 500 ? 118 : width >= 280 ? 148 : width >= 240 ? 202 : 260,
                                  compact: 100 })
        const o = Object.assign(options(safe, Qt.rect(0, 0, 0, 0), kept, bot),
                                { tightGap: 4, comfortWidth: 280 })
        const spot = Placement.place(o, words)
        compare(spot.rank, 0, JSON.stringify(spot))
        verify(spot.width >= 280, "a bubble, not a column: " + JSON.stringify(spot))
        verify(spot.height >= words(spot.width).full, "all its words in sight: " + JSON.stringify(spot))
        verify(inside(spot, safe), JSON.stringify(spot))
        for (const box of kept)
            verify(clearOf(spot, box, 18), JSON.stringify(spot) + " covers " + JSON.stringify(box))
        verify(Placement.overlaps(spot, bot), "on the bot's side: " + JSON.stringify(spot))
        // The same items as one box leave no such place.
        const boxed = Placement.place(Object.assign({}, o, { kept: kept.reduce(Placement.union) }), words)
        verify(boxed.rank !== 0 || boxed.width < 280, JSON.stringify(boxed))
        // The widths it weighs there are listed for measuring.
        for (const width of [280, 350, 420])
            verify(Placement.widths(o).indexOf(width) >= 0, JSON.stringify(Placement.widths(o)))
    }

    // Komme gleich!'s step 2 on a phone on its side at 100 %: the ringed hand at the bottom
    // left, the orders above it kept in sight, and the prompt beside the hand kept in sight
    // if there is room (`soft`). Beside the hand the bubble would lie over the prompt; the
    // band above the orders (4 dp from them) leaves all three in sight, so it goes there.
    // Where the prompt leaves no such place, it is dropped: the bubble goes where it would
    // without it, clear of the hand and the orders.
    function test_keepsSoftItemsInSightOnlyWhereThereIsRoom() {
        const ring = Qt.rect(59, 200, 336, 130)     // the hand
        const orders = Qt.rect(240, 106, 300, 80)
        const prompt = Qt.rect(402, 202, 261, 127)  // beside the hand
        // One line of words from 500 wide, two below.
        const words = width => ({ full: width >= 500 ? 86 : 122, compact: 86 })
        const o = Object.assign(options(sidewaysPhone, ring, [orders]), { tightGap: 4, comfortWidth: 280 })
        const plain = Placement.place(o, words)
        verify(Placement.overlaps(plain, prompt), "without it, beside the hand: " + JSON.stringify(plain))

        const spot = Placement.place(Object.assign({}, o, { soft: [prompt] }), words)
        compare(spot.rank, 0, JSON.stringify(spot))
        verify(inside(spot, sidewaysPhone), JSON.stringify(spot))
        verify(clearOf(spot, ring, 18), JSON.stringify(spot))
        verify(clearOf(spot, orders, 4), "the orders in sight: " + JSON.stringify(spot))
        verify(!Placement.overlaps(spot, prompt), "the prompt in sight: " + JSON.stringify(spot))
        verify(spot.height >= words(spot.width).full, "all its words in sight: " + JSON.stringify(spot))

        // A prompt that leaves no place clear of it (it fills the top too): as without it.
        const everywhere = [prompt, Qt.rect(59, 12, 662, 90)]
        const dropped = Placement.place(Object.assign({}, o, { soft: everywhere }), words)
        compare(JSON.stringify(dropped), JSON.stringify(plain))
        // The widths it weighs with soft items are all measured.
        verify(Placement.widths(Object.assign({}, o, { soft: [prompt] })).length <= Placement.widthCount())
    }

    // How many of `shown` peek out past an edge of `spot` by less than `sliver`.
    function slivers(spot, shown, sliver) {
        const past = r => [spot.x - r.x, spot.y - r.y, r.x + r.width - spot.x - spot.width,
                           r.y + r.height - spot.y - spot.height]
        return shown.filter(r => Placement.overlaps(spot, r) && past(r).some(d => d > 0.5 && d < sliver))
    }

    // Komme gleich!'s step 2 on a 780x360 phone on its side at 100 %: the band above the
    // orders starts at the margin (x 59, y 16) and covered Menu, "?" and the seat bar but
    // for 2 dp at their left and 6 dp of Menu's top. It grows over them, into the margin
    // and not the insets; where it may not grow, it moves off a thin item.
    function test_noSliverOfWhatItCovers() {
        const ring = Qt.rect(59, 200, 336, 130)     // the hand
        const orders = Qt.rect(240, 106, 300, 80)
        const prompt = Qt.rect(402, 202, 261, 127)
        const menu = Qt.rect(57, 10, 48, 44)
        const help = Qt.rect(113, 10, 48, 44)
        const seats = Qt.rect(57, 62, 665, 34)
        const words = width => ({ full: width >= 500 ? 86 : 122, compact: 86 })
        const screen = Qt.rect(47, 0, 686, 339)     // less the notch and the home bar
        const o = Object.assign(options(sidewaysPhone, ring, [orders]),
                                { tightGap: 4, comfortWidth: 280, soft: [prompt], bounds: screen, sliver: 8,
                                  shown: [menu, help, seats, ring, orders, prompt] })
        const spot = Placement.place(o, words)
        compare(slivers(spot, o.shown, 8).length, 0, JSON.stringify(spot))
        compare(spot.x, 57)
        compare(spot.y, 10)
        verify(inside(spot, screen), JSON.stringify(spot))
        verify(clearOf(spot, ring, 18), JSON.stringify(spot))
        verify(clearOf(spot, orders, 4), JSON.stringify(spot))
        verify(!Placement.overlaps(spot, prompt), JSON.stringify(spot))
        verify(spot.height >= words(spot.width).full)

        // At the screen's edge it cannot grow: off a thin divider, not over the orders.
        const divider = Qt.rect(55, 12, 10, 200)
        const edge = Placement.place(Object.assign({}, o, { bounds: sidewaysPhone, shown: [divider] }), words)
        compare(slivers(edge, [divider], 8).length, 0, JSON.stringify(edge))
        compare(edge.x, 65)
        verify(clearOf(edge, orders, 4), JSON.stringify(edge))
        // Nothing shown, or nothing near: where it was.
        const plain = Placement.place(Object.assign({}, o, { shown: [] }), words)
        compare(plain.x, 59)
        compare(plain.y, 16)
    }

    // Komme gleich!'s step 2 on a 780x360 phone at large text: the bubble's right edge cut
    // 6 dp off "Annuler", which showed as "nnuler". A text's words are whole or not at all:
    // the bubble moves off them, while a panel 60 dp past its edge is no sliver.
    function test_cutsNoWords() {
        const words = { x: 494, y: 30, width: 66, height: 20, whole: true }
        const o = Object.assign(options(Qt.rect(12, 12, 756, 336)),
                                { bounds: Qt.rect(0, 0, 780, 360), sliver: 12, shown: [words] })
        const spot = { x: 100, y: 20, width: 400, height: 100, clear: true }
        const uncut = Placement.uncut(o, spot)
        compare(uncut.x + uncut.width, 494, JSON.stringify(uncut))
        compare(uncut.width, 400)
        compare(uncut.y, 20)
        // Not where it would cover the ring, nor farther than a quarter of its height.
        compare(Placement.uncut(Object.assign({}, o, { ring: Qt.rect(60, 40, 40, 40) }), spot).x, 100)
        const far = Object.assign({}, words, { x: 460 })
        compare(Placement.uncut(Object.assign({}, o, { shown: [far] }), spot).x, 100)
        const panel = Object.assign({}, words, { whole: false })
        compare(Placement.uncut(Object.assign({}, o, { shown: [panel] }), spot).x, 100)
    }

    // Komme gleich!'s step 2 on a 853x533 tablet at 140 % in French: a band above the orders,
    // placed at the left over Menu and "?", cut the round's title ("nche 1") and Ana's chip.
    // Along the band it goes where it cuts no label, the nearest such place: over the whole
    // title and chip, short of the score; clear of the ring and the orders as before.
    function test_placedWhereItCutsNoLabel() {
        const safe = Qt.rect(12, 12, 829, 509)
        const hand = Qt.rect(12, 320, 420, 190)
        const orders = Qt.rect(12, 150, 829, 150)
        const band = width => ({ full: 110, compact: 110 })
        const title = { x: 210, y: 30, width: 460, height: 30, whole: true }
        const chip = { x: 437, y: 80, width: 155, height: 25, whole: true }
        const score = { x: 806, y: 80, width: 30, height: 25, whole: true }
        const o = Object.assign(options(safe, hand, orders), { labels: [title, chip, score] })
        const plain = Placement.place(Object.assign({}, o, { labels: [] }), band)
        compare(plain.x, 12, JSON.stringify(plain)) // nearest the hand, across the title
        const spot = Placement.place(o, band)
        compare(Placement.cutLabels(spot, o.labels), 0, JSON.stringify(spot))
        compare(spot.x, title.x + title.width - spot.width)
        compare(spot.y, plain.y)
        verify(clearOf(spot, hand, 18) && clearOf(spot, orders, 18), JSON.stringify(spot))
        // A label cut wherever the band goes: it stays where it was placed.
        const wide = { x: 20, y: 30, width: 800, height: 30, whole: true }
        compare(Placement.place(Object.assign({}, o, { labels: [wide] }), band).x, 12)
    }

    // Wok Up's first step on a 683x512 tablet: tidy widened the bubble over the rest of a
    // panel, its words took a line less, and it kept the old height (30-40 dp of nothing
    // above the footer). Its height follows its words at the new width.
    function test_widenedItsHeightFollowsItsWords() {
        const words = width => ({ full: width >= 320 ? 90 : 130, compact: 90 })
        const panel = Qt.rect(200, 380, 132, 120)   // 10 dp of it past the bubble's right edge
        const o = Object.assign(options(Qt.rect(12, 12, 659, 488)),
                                { held: Qt.rect(12, 300, 310, 200), heldMinWidth: 300,
                                  bounds: Qt.rect(0, 0, 683, 512), sliver: 12, shown: [panel] })
        const spot = Placement.place(o, words)
        compare(spot.width, 320)
        compare(spot.height, words(spot.width).full, JSON.stringify(spot))
        compare(spot.y, 300) // its top where it was placed
        // At the screen's foot it keeps its bottom there, and shrinks no more than leaves
        // no new sliver: over the whole of a button 10 dp above where its words end.
        const button = Qt.rect(20, 400, 40, 40)
        const foot = Placement.place(Object.assign({}, o, { held: Qt.rect(12, 370, 310, 130),
                                                            shown: [panel, button] }), words)
        compare(foot.y + foot.height, 500)
        compare(foot.y, 400, JSON.stringify(foot))
        compare(slivers(foot, [panel, button], 12).length, 0)
        // Where it was not widened, it stays as it was placed.
        const plain = Placement.place(Object.assign({}, o, { shown: [] }), words)
        compare(plain.width, 310)
        compare(plain.height, 130)
    }

    // Where nothing clear of it is left, it still avoids the ring and stays on screen.
    function test_coversWhatItKeepsInSightOnlyWhenItMust() {
        const ring = Qt.rect(85, 228, 280, 104)
        const kept = Qt.rect(59, 12, 662, 200) // all the room above the hand
        const spot = place(options(sidewaysPhone, ring, kept))
        verify(inside(spot, sidewaysPhone), JSON.stringify(spot))
        verify(clearOf(spot, ring, 18), JSON.stringify(spot))
        verify(!spot.clear)
    }

    // Komme gleich!'s step 2 on a 640x400 phone on its side at 140 %: the hand ringed at
    // the foot, the orders kept in sight above it. A wide band of one line and the footer
    // needs 109; above the orders, 12 from them, there are 103; beside the hand its two
    // lines and footer below do not fit under the orders. With a 4 dp gap from the orders
    // it goes whole above them, leaving them and the hand in sight (it lay over the orders).
    function test_aNarrowerGapBeforeCoveringWhatIsKeptInSight() {
        const safe = Qt.rect(12, 12, 616, 376)
        const hand = Qt.rect(4, 241, 322, 143)
        const orders = Qt.rect(156, 127, 329, 87)
        const band = width => width >= 400 ? { full: 109, compact: 109 } : { full: 170, compact: 150 }
        const o = Object.assign(options(safe, hand, orders), { gap: 12 })
        const covering = Placement.place(o, band)
        verify(!covering.clear, "at 12 dp no place is clear: " + JSON.stringify(covering))
        o.tightGap = 4
        const spot = Placement.place(o, band)
        verify(spot.clear, JSON.stringify(spot))
        compare(spot.rank, 0)
        compare(spot.height, 109)
        compare(spot.y + spot.height, orders.y - 4)
        verify(inside(spot, safe), JSON.stringify(spot))
        verify(clearOf(spot, hand, 12), "clear of the hand by the usual gap: " + JSON.stringify(spot))
        // Where the usual gap leaves a clear place, the narrower one is not used.
        const roomy = Object.assign(options(Qt.rect(12, 12, 616, 500), hand, orders), { tightGap: 4 })
        const usual = Placement.place(roomy, band)
        verify(clearOf(usual, orders, 18), JSON.stringify(usual))
    }

    // The step's own part of the screen, when the whole bubble fits there.
    function test_insideTheStepsOwnPart() {
        const safe = Qt.rect(12, 12, 1256, 776)
        const held = Qt.rect(24, 24, 1232, 360)    // the bot's half, upside down at the top
        const ring = Qt.rect(500, 600, 200, 150)
        const spot = place(options(safe, ring, Qt.rect(0, 0, 0, 0), held))
        verify(inside(spot, held), JSON.stringify(spot))
        // A part too small for it is passed over.
        const small = place(options(safe, ring, Qt.rect(0, 0, 0, 0), Qt.rect(24, 24, 300, 360)))
        verify(!inside(small, Qt.rect(24, 24, 300, 360)), JSON.stringify(small))
        verify(clearOf(small, ring, 18))
    }

    // No ring: at the foot, centred, whole; clear of what the step keeps in sight.
    function test_atTheFootWithoutARing() {
        const spot = place(options(uprightPhone))
        compare(spot.y + spot.height, uprightPhone.y + uprightPhone.height)
        compare(spot.edge, "")
        const kept = Qt.rect(12, 500, 336, 234)
        const above = place(options(uprightPhone, Qt.rect(0, 0, 0, 0), kept))
        verify(clearOf(above, kept, 18), JSON.stringify(above))
    }

    // A control that fills the screen: the bubble still shows, at the edge farther from it.
    function test_aControlFillingTheScreen() {
        const spot = place(options(sidewaysPhone, sidewaysPhone))
        verify(inside(spot, sidewaysPhone), JSON.stringify(spot))
        compare(spot.edge, "")
    }

    // The widths it asks the height of are few, and each one it asks is among them.
    function test_measuresOnlyTheWidthsItListed() {
        const o = options(Qt.rect(12, 12, 1000, 744), Qt.rect(885, 15, 135, 315),
                          Qt.rect(310, 180, 405, 390), Qt.rect(17, 17, 266, 734))
        const listed = Placement.widths(o)
        verify(listed.length <= Placement.widthCount(), listed.length)
        const asked = []
        Placement.place(o, width => { asked.push(width); return measure(width) })
        for (const width of asked)
            verify(listed.indexOf(width) >= 0, "asked " + width + ", listed " + JSON.stringify(listed))
    }
}
