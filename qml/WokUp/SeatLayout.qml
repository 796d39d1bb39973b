// SeatLayout: where each player's edge goes on the screen, for 2 to 6 players at any size
// from a 360 dp phone to a big tablet, inside the safe area (clear of notches). It only
// computes rectangles; WokUpScreen places the edges, the wok and its corner controls.
//
// Two arrangements, chosen by the short side of the safe area:
//  - "sides": a tablet. The wok fills the short side; edges run along the long sides
//    (over the wok's outer ring, where tokens seldom stop) and at the two ends. Two
//    players take the two ends instead, as on a phone, but deeper: along the long sides
//    they would each get a shallow strip and leave half the table empty. Five or six
//    are seated by measuring: of the ways to share the sides out (and the ends' depths),
//    the one whose smallest edge is largest, so no edge is a sliver beside a big one.
//  - "ends": a phone. The long sides leave no room beside the wok, so every edge sits in
//    one of the two bands at the ends of the long side; where a band holds two or three
//    and is deep enough, they turn to face the long sides (the players sit along them).
// Both are worked out with the long side across ("u" along it, "v" along the short side)
// and then turned upright for a portrait screen. Seats then go counter-clockwise from the
// bottom (the engine's throwing spots go that way too).
import QtQuick
import FoodCourt.Common

QtObject {
    id: layout

    property real width: 0
    property real height: 0
    property real safeTop: 0
    property real safeRight: 0
    property real safeBottom: 0
    property real safeLeft: 0
    property int players: 2

    // An edge shallower than this has no room for its pad, words and flick area.
    readonly property real minDepth: 140
    // Room kept in a corner for the Menu button or the round number.
    readonly property real cornerReserve: 72

    readonly property rect safe: Qt.rect(safeLeft, safeTop, Math.max(0, width - safeLeft - safeRight),
                                         Math.max(0, height - safeTop - safeBottom))
    readonly property bool portrait: safe.height > safe.width
    readonly property real longSide: Math.max(safe.width, safe.height)
    readonly property real shortSide: Math.min(safe.width, safe.height)
    // The wok view is a square as wide as the short side; the pentagon and its cards fill
    // about 56% of it (21 cm of the engine's 40 cm half-view, plus a little room).
    readonly property real wokClear: shortSide * 0.56
    readonly property bool sidesMode: shortSide * 0.23 >= minDepth * 0.9
    // Two players on a tablet: one at each end, face to face across the wok.
    readonly property bool twoAtEnds: sidesMode && players === 2
    // The arrangement used: the ends on a phone, and for two players on a tablet.
    readonly property bool endsMode: !sidesMode || twoAtEnds
    // The "sides" arrangement's depths: along the long sides, and at the ends.
    readonly property real sideDepth: Math.round(Math.max(minDepth, shortSide * 0.23))
    readonly property real endDepth: Math.round(Math.max(sideDepth, Math.min((longSide - shortSide) / 2,
                                                                             shortSide * 0.5)))
    // An end without an edge keeps room at its corners for the Menu button with the "?"
    // under it (they grow on a big tablet); the long sides' edges run on to it.
    readonly property real emptyEndCorner: Math.round(Math.max(2 * cornerReserve, shortSide * 0.18))
    // The "sides" arrangement chosen: {zones (in the frame: u, v, du, dv, edge), menuRoom,
    // roundRoom (the room the top side leaves its corner controls on a tablet on its side)}.
    readonly property var plan: sidesPlan()
    // Three players on a tablet held sideways leave the long side across from the bottom
    // edge empty: the wok moves over to it and the bottom edge takes the room it leaves,
    // deeper than the ends (rather than a strip over the wok's rim); the ends run down
    // beside it, below the corner controls.
    readonly property bool openTop: sidesMode && players === 3 && !portrait
    readonly property real openBottomDepth: Math.round(Math.max(sideDepth, shortSide * 0.36))
    // The "ends" arrangement's band depth: as deep as the wok leaves room for, but not over
    // the felt round the rim where far-flung tokens stop (a notched phone's bands reach
    // the cap anyway).
    // Two players on a tablet reach further in, to 47 % of the short side: their pads and
    // flick areas get the room the empty ends had, and on a 1280 x 800 tablet the bot's end
    // holds a guided game's coach mark (320 dp and its margins) clear of the learner's pad.
    readonly property real bandDepth: Math.max(minDepth, Math.min((longSide - wokClear) / 2,
                                                                  twoAtEnds ? shortSide * 0.47 : 250))
    readonly property point centre: Qt.point(safe.x + safe.width / 2, safe.y + safe.height / 2)
    // Where the wok's middle goes: the middle, or moved over to the open long side.
    readonly property point wokCentre: {
        if (!openTop)
            return centre
        return Qt.point(centre.x, safe.y + (shortSide - openBottomDepth) / 2)
    }

    // [{x, y, width, height, edge}] by seat (edge: 0 bottom, 1 right, 2 top, 3 left).
    readonly property var zones: seatZones()
    // Where the Menu button and the round number go (free of every edge).
    readonly property var cornerAreas: corners()
    readonly property rect menuArea: cornerAreas[0]
    readonly property rect roundArea: cornerAreas[1]

    // Frame to screen: a frame rectangle [u, v, du, dv] and frame edge ("B", "R", "T", "L":
    // the long side at v = short side, the far end, the long side at v = 0, the near end).
    function toScreen(u, v, du, dv, frameEdge) {
        if (!portrait) {
            const edges = { B: 0, R: 1, T: 2, L: 3 }
            return { x: safe.x + u, y: safe.y + v, width: du, height: dv, edge: edges[frameEdge] }
        }
        // Upright: u runs down the screen, v across it.
        const edges = { B: 1, R: 0, T: 3, L: 2 }
        return { x: safe.x + v, y: safe.y + u, width: dv, height: du, edge: edges[frameEdge] }
    }

    // The ways to share the players out over [bottom, far end, top, near end] worth
    // measuring. Five: one side holding two beside one holding one leaves that one twice
    // as big; two on each long side and one at an end gives five alike.
    function sidesCandidates() {
        return { 3: [[1, 1, 0, 1]], 4: [[1, 1, 1, 1]], 5: [[1, 1, 2, 1], [2, 1, 2, 0], [2, 0, 2, 1]],
                 6: [[2, 1, 2, 1]] }[players] ?? [[1, 0, 1, 0]]
    }

    // Whether a corner of the frame holds a corner control: the screen's top corners,
    // the top long side's ends on a tablet on its side, the near end's upright.
    function controlAt(topSide, nearEnd) {
        return portrait ? nearEnd : topSide
    }

    // A candidate's zones in the frame, its ends `depth` deep (those with an edge). The
    // long sides' edges keep every corner free (as deep as the ends), or, `intoCorners`,
    // only those with a control: the end edges lie between the long sides, so the others
    // are the long sides' to use.
    function frameZones(counts, depth, intoCorners) {
        const L = longSide
        const S = shortSide
        const [bottom, farEnd, top, nearEnd] = counts
        const inset = (topSide, near) => {
            if (intoCorners)
                return controlAt(topSide, near) ? emptyEndCorner : 0
            return (near ? nearEnd : farEnd) > 0 ? depth : emptyEndCorner
        }
        const result = []
        const along = (count, v, topSide) => {
            const from = inset(topSide, true)
            const length = (L - from - inset(topSide, false)) / count
            for (let i = 0; i < count; ++i)
                result.push({ u: from + i * length, v: v, du: length, dv: sideDepth, edge: topSide ? "T" : "B" })
        }
        along(bottom, S - sideDepth, false)
        along(top, 0, true)
        if (farEnd > 0)
            result.push({ u: L - depth, v: sideDepth, du: depth, dv: S - 2 * sideDepth, edge: "R" })
        if (nearEnd > 0)
            result.push({ u: 0, v: sideDepth, du: depth, dv: S - 2 * sideDepth, edge: "L" })
        return result
    }

    // Every candidate, its long sides into the free corners or not, at every end depth
    // from the long sides' depth to the full one: of those whose smallest zone is 70 % of
    // the largest or more (all, if none is), the one whose smallest zone is largest; the
    // first of equals (the full depth, corners kept free). Three or four players keep the
    // usual seating (their ends are the small ones, whatever the long sides do).
    function sidesPlan() {
        const fairShare = 0.7
        let best = null
        for (const counts of sidesCandidates()) {
            for (const intoCorners of [false, true]) {
                for (let depth = endDepth; depth >= sideDepth; --depth) {
                    const zones = frameZones(counts, depth, intoCorners)
                    const areas = zones.map(z => z.du * z.dv)
                    const smallest = Math.min(...areas)
                    const fair = smallest >= fairShare * Math.max(...areas)
                    if (!best || (fair && !best.fair) || (fair === best.fair && smallest > best.smallest + 0.5))
                        best = { zones: zones, smallest: smallest, fair: fair }
                }
            }
        }
        // The free room at the screen's top corners, along the long side (a tablet on its
        // side): where the top side's edges start and stop (three players: the ends').
        const tops = best.zones.filter(z => z.edge === "T")
        best.menuRoom = tops.length > 0 ? Math.min(...tops.map(z => z.u)) : endDepth
        best.roundRoom = tops.length > 0 ? longSide - Math.max(...tops.map(z => z.u + z.du)) : endDepth
        return best
    }

    // The frame's zones for the "sides" arrangement.
    function sidesZones() {
        const L = longSide
        const S = shortSide
        if (openTop) {
            // Below the corner controls, the ends run to the bottom; the bottom edge lies
            // between them.
            const endTop = 2 * cornerReserve
            const depth = openBottomDepth
            return [toScreen(endDepth, S - depth, L - 2 * endDepth, depth, "B"),
                    toScreen(L - endDepth, endTop, endDepth, S - endTop, "R"),
                    toScreen(0, endTop, endDepth, S - endTop, "L")]
        }
        return plan.zones.map(z => toScreen(z.u, z.v, z.du, z.dv, z.edge))
    }

    // The frame's zones for the "ends" arrangement: the far band holds the lesser half.
    function endsZones() {
        const L = longSide
        const S = shortSide
        const depth = bandDepth
        const result = []
        const band = (count, u, endEdge) => {
            const length = S / count
            // Each edge faces the way that gives its pad the longer row: the end (alone,
            // or where the band is shallow), else the long sides (the first the side at
            // v = 0, the last the other, a middle one the first's).
            const facingEnd = count === 1 || depth < length
            for (let i = 0; i < count; ++i) {
                const edge = facingEnd ? endEdge : (i < count / 2 ? "T" : "B")
                result.push(toScreen(u, i * length, depth, length, edge))
            }
        }
        band(Math.floor(players / 2), L - depth, "R")
        band(Math.ceil(players / 2), 0, "L")
        return result
    }

    // Counter-clockwise from the bottom, starting just past the left: a bottom edge's left
    // slot comes first and a left edge last.
    function seatZones() {
        const zones = endsMode ? endsZones() : sidesZones()
        const key = zone => {
            const dx = zone.x + zone.width / 2 - centre.x
            const dy = zone.y + zone.height / 2 - centre.y
            const turn = 2 * Math.PI
            return ((Math.atan2(dx, dy) + Math.PI / 2 - 0.01) % turn + turn) % turn
        }
        return zones.sort((a, b) => key(a) - key(b))
    }

    // [menu, round]: the safe area's top corners on a tablet; on a phone the free strip
    // between the bands, at its two ends across the screen.
    function corners() {
        const inset = 12
        const height = cornerReserve - inset
        if (!endsMode) {
            // The free corners: across the top side's depth upright, else where its edges
            // start and stop.
            const width = free => Math.max(Theme.touchTarget, Math.min(free, 160) - 2 * inset)
            const menuW = width(portrait ? sideDepth : plan.menuRoom)
            const roundW = width(portrait ? sideDepth : plan.roundRoom)
            return [Qt.rect(safe.x + inset, safe.y + inset, menuW, height),
                    Qt.rect(safe.x + safe.width - inset - roundW, safe.y + inset, roundW, height)]
        }
        if (portrait) {
            const w = Math.max(Theme.touchTarget, (safe.width - wokClear) / 2 - inset)
            const y = safe.y + bandDepth + inset
            return [Qt.rect(safe.x + inset / 2, y, w, height),
                    Qt.rect(safe.x + safe.width - inset / 2 - w, y, w, height)]
        }
        const w = Math.max(Theme.touchTarget, Math.min(160, (longSide - 2 * bandDepth) / 2 - inset * 1.5))
        return [Qt.rect(safe.x + bandDepth + inset, safe.y + inset, w, height),
                Qt.rect(safe.x + safe.width - bandDepth - inset - w, safe.y + inset, w, height)]
    }
}
