// TableLayout: where each cook's zone lies on the screen for 2-4 cooks, from its size.
// A cook's mat is a square of 12 cells beside a hand and the controls, so a zone is only
// as good as its cell: the layout tries every way of seating the cooks (facing across the
// long axis or the short one; for three, a U open at either side) with every zone depth,
// and keeps the one whose smallest cell is largest (then the one with the most cell area
// in all). The customer card keeps what is left in the middle, never less than it needs.
// Seats go clockwise from the bottom.
import QtQml
import FoodCourt.Common
import "TablePlans.js" as TablePlans

QtObject {
    id: layout

    property real width: 0
    property real height: 0
    property int players: 2
    // The width the zones' Flip, Over and Under need for their labels (ZoneGeometry's
    // labelWidth): long words in some languages take room from the mat.
    property real labelWidth: 64
    // A cramped table (three or four cooks on a phone, Flip, Over and Under as pictures):
    // each zone is estimated as ZoneGeometry will arrange it, controls two by two where a
    // column of them is taller than the mat, so the search gives the zones that need it
    // the length their light bulb takes beside the controls (it would otherwise shrink
    // their mat: side zones of four cooks on a phone got 6 dp cells, not the 8.7 planned).
    // Roomier tables keep the estimate they were laid out with.
    property bool cramped: false

    // The middle: the customer card and, beside it, the leave and rules buttons. Every
    // cook builds from that card, read across the table, so for two or three cooks it never
    // shrinks under customerMinimum (the screen gives it 92% of the middle), even on a phone
    // where the zones would gladly take the room. Four cooks on a 360 dp phone cannot spare
    // it: their side zones would lose the depth their controls need.
    // That middle (96 dp) is also why four cooks on a phone on its side (a 686 x 339 safe
    // area) stay under 8 dp cells however few controls their zones keep: it leaves an end
    // zone at most 121.5 dp deep, where the header over the mat caps the cell at 7.9
    // (ZoneGeometry.tallCell), even with no controls at all.
    readonly property real customerMinimum: players <= 3 ? 120 : 88
    readonly property real middle: Math.max(Math.ceil(customerMinimum / 0.92), Math.min(width, height) * 0.18)
    readonly property real middleButtons: 2 * (Theme.touchTarget + 8 + Theme.spacing)

    // Edge per seat: 0 bottom, 1 right, 2 top, 3 left (SeatZone's numbering).
    readonly property var edges: best.edges
    readonly property var best: plan()
    // The free middle, for the customer card.
    readonly property rect centre: best.centre
    // The cell each seat's zone gives its mat (as ZoneGeometry works it out, near enough).
    readonly property var cells: best.cells

    function rectOf(edge) {
        return best.rects[edge] ?? Qt.rect(0, 0, 0, 0)
    }

    // What the search reads of the table, read once: a QML property read costs far more
    // than a local, and the search weighs about ten thousand seatings on each resize.
    function inputs() {
        return { width: width, height: height, touch: Theme.touchTarget, label: labelWidth,
                 cramped: cramped, middle: middle, middleButtons: middleButtons }
    }

    // A zone's cell for its length (along its cook's edge) and depth, as ZoneGeometry
    // works it out, with room for the hint's light bulb.
    function cellFor(length, depth, table) {
        const touch = table.touch
        const label = table.label
        const cramped = table.cramped
        const pitch = touch + 1
        const columns = depth < 3 * pitch + 22 + 12 ? 3 : 2
        const handCells = 3 * columns
        const handMinimum = columns * pitch
        const tall = Math.min(depth / 14.2, (depth - 22) / 12.6)
        // Too shallow for the hint's light bulb above the hand or the controls: it goes
        // beside the controls (ZoneGeometry.hintSpot), taking its width from the rest.
        const bulbBeside = depth < touch + 2 * pitch + 4
        const across = length - (bulbBeside && !cramped ? touch + 4 : 0)
        const column = Math.min(tall, across / (handCells + 18.5), (across - label) / (handCells + 13.5),
                                (across - handMinimum) / 18.5, (across - handMinimum - label) / 13.5)
        const square = Math.min(tall, across / (handCells + 18.7), (across - 2 * label) / (handCells + 13.7),
                                (across - handMinimum) / 18.7, (across - handMinimum - 2 * label) / 13.7)
        // A column of three buttons and the pad fits beside the mat only from about 18 dp cells.
        const columnFitsMat = 12 * column >= 3 * (Math.max(touch, 2.2 * column) + 0.2 * column)
                                             + Math.max(1.25 * touch, 3 * column)
        // On a cramped table, the bulb's room as ZoneGeometry gives it beside the two by two
        // controls: the hand, the mat with its gaps, the controls and the bulb across.
        const besideRoom = (length - handMinimum - 2 * label - touch) / 13.4
        // And the two by two controls and the hand's two rows of grips need their height
        // under the header, however small the mat.
        const roomDown = depth >= 22 + 2 * pitch + 1
        const sideBySide = !cramped ? Math.max(column, square)
            : !roomDown ? 0
            : Math.min(columnFitsMat && column >= square * 0.9 ? column : square, bulbBeside ? besideRoom : Infinity)
        // The hand in a row under the mat (ZoneGeometry's stacked arrangement), its
        // controls in a column where the mat is tall enough for them, else two by two.
        const stackedTall = Math.min(depth / 17.6, (depth - 22 - pitch) / 13.2)
        const stackedColumn = Math.min(stackedTall, length / 18.1, (length - label) / 13.1)
        const columnFits = 12 * stackedColumn >= 3 * (Math.max(touch, 2.2 * stackedColumn) + 0.2 * stackedColumn)
                                                 + Math.max(1.25 * touch, 3 * stackedColumn)
        const stacked = length < 6 * pitch ? 0
            : columnFits ? stackedColumn : Math.min(stackedTall, length / 18.3, (length - 2 * label) / 13.3)
        return Math.max(0, sideBySide, stacked)
    }

    // The zones and the middle for one seating: `ends` deep `endDepth` (bottom, top),
    // `sides` deep `sideDepth`; the sides run the full height (sidesFull) or between the
    // ends.
    // Plain {x, y, width, height} objects: plan() turns the winner's into Qt.rect.
    function arrange(edgeList, endDepth, sideDepth, sidesFull, table) {
        const width = table.width
        const height = table.height
        const has = e => edgeList.indexOf(e) >= 0
        const left = has(3) ? sideDepth : 0
        const right = has(1) ? sideDepth : 0
        const top = has(2) ? endDepth : 0
        const bottom = has(0) ? endDepth : 0
        const rects = {}
        const endX = sidesFull ? left : 0
        const endW = sidesFull ? width - left - right : width
        const sideY = sidesFull ? 0 : top
        const sideH = sidesFull ? height : height - top - bottom
        const box = (x, y, w, h) => ({ x: x, y: y, width: w, height: h })
        if (has(0)) rects[0] = box(endX, height - bottom, endW, bottom)
        if (has(2)) rects[2] = box(endX, 0, endW, top)
        if (has(3)) rects[3] = box(0, sideY, left, sideH)
        if (has(1)) rects[1] = box(width - right, sideY, right, sideH)
        const centre = box(left, top, width - left - right, height - top - bottom)
        const cells = edgeList.map(e => e % 2 === 0 ? cellFor(rects[e].width, rects[e].height, table)
                                                    : cellFor(rects[e].height, rects[e].width, table))
        return { edges: edgeList, rects: rects, centre: centre, cells: cells }
    }

    // The best plan, its rectangles as Qt.rect for the zones' bindings.
    function plan() {
        const table = inputs()
        const key = JSON.stringify([table.width, table.height, table.touch, table.label, table.cramped,
                                    table.middle, table.middleButtons, players])
        const chosen = TablePlans.planFor(key, () => search(table))
        const rects = {}
        for (const edge of chosen.edges) {
            const r = chosen.rects[edge]
            rects[edge] = Qt.rect(r.x, r.y, r.width, r.height)
        }
        const c = chosen.centre
        return { edges: chosen.edges, rects: rects, centre: Qt.rect(c.x, c.y, c.width, c.height),
                 cells: chosen.cells.slice() }
    }

    function search(table) {
        const width = table.width
        const height = table.height
        const middle = table.middle
        const middleButtons = table.middleButtons
        const seatings = players <= 2 ? [[0, 2], [3, 1]]
                       : players === 3 ? [[0, 3, 2], [0, 3, 1]]
                       : [[0, 3, 2, 1]]
        const steps = 48
        let found = null
        let foundMin = -1
        let foundSum = -1
        let foundAt = null
        // One seating with its ends `i` and its sides `j` steps of `steps` deep (of as deep
        // as the middle allows), kept if it beats the best so far: a bigger smallest cell,
        // or (unless `onlyBigger`) one as big with more area.
        // The same sums as arrange() and the middle's room for the card and its buttons,
        // without building the rectangles: the search weighs about ten thousand seatings per
        // table, and their objects kept the garbage collector busy for most of a resize.
        // Only a winner is arranged.
        function consider(seating, sidesFull, i, j, onlyBigger) {
            let endCount = 0
            for (let k = 0; k < seating.length; ++k)
                endCount += seating[k] % 2 === 0 ? 1 : 0
            const sideCount = seating.length - endCount
            const endMax = endCount > 0 ? (height - middle) / endCount : 0
            const sideMax = sideCount > 0 ? (width - middle) / sideCount : 0
            const endDepth = endMax * i / steps
            const sideDepth = sideMax * j / steps
            const left = seating.indexOf(3) >= 0 ? sideDepth : 0
            const right = seating.indexOf(1) >= 0 ? sideDepth : 0
            const top = seating.indexOf(2) >= 0 ? endDepth : 0
            const bottom = seating.indexOf(0) >= 0 ? endDepth : 0
            const centreWidth = width - left - right
            const centreHeight = height - top - bottom
            if (!(Math.min(centreWidth, centreHeight) >= middle
                  && Math.max(centreWidth, centreHeight) >= middle + middleButtons))
                return
            // Every end zone has the same size, and so has every side zone.
            const endCell = endCount > 0 ? cellFor(sidesFull ? centreWidth : width, endDepth, table) : 0
            const sideCell = sideCount > 0 ? cellFor(sidesFull ? height : centreHeight, sideDepth, table) : 0
            const least = endCount === 0 ? sideCell : sideCount === 0 ? endCell : Math.min(endCell, sideCell)
            let sum = 0
            for (let k = 0; k < seating.length; ++k) {
                const c = seating[k] % 2 === 0 ? endCell : sideCell
                sum = sum + c * c
            }
            // A hair's difference in the smallest cell is no reason to give up area
            // elsewhere; among equals the first (the smaller zones, the bigger middle) stays.
            if (least > foundMin + 0.1 || (!onlyBigger && least > foundMin - 0.1 && sum > foundSum * 1.01)) {
                found = arrange(seating, endDepth, sideDepth, sidesFull, table)
                foundMin = Math.max(foundMin, least)
                foundSum = sum
                foundAt = { seating: seating, sidesFull: sidesFull, i: i, j: j }
            }
        }
        for (const seating of seatings) {
            const hasEnds = seating.some(e => e % 2 === 0)
            const hasSides = seating.some(e => e % 2 === 1)
            for (const sidesFull of (hasEnds && hasSides ? [true, false] : [true])) {
                for (let i = hasEnds ? 1 : steps; i <= steps; ++i) {
                    for (let j = hasSides ? 1 : steps; j <= steps; ++j)
                        consider(seating, sidesFull, i, j, false)
                }
            }
        }
        // On a cramped table a zone's cell jumps where a part finds room (the light bulb
        // above the hand, not beside the controls): the steps may straddle that depth.
        // Eighth steps round the best find it; only a clearly bigger smallest cell changes
        // the plan (four cooks on a phone on its side: side zones 150 dp deep, not 147 or
        // 154, and 7 dp cells, not 6.5). Roomier tables keep the plan they had.
        if (cramped && foundAt) {
            const at = foundAt
            const hasEnds = at.seating.some(e => e % 2 === 0)
            const hasSides = at.seating.some(e => e % 2 === 1)
            for (let di = hasEnds ? -8 : 0; di <= (hasEnds ? 8 : 0); ++di) {
                for (let dj = hasSides ? -8 : 0; dj <= (hasSides ? 8 : 0); ++dj) {
                    const i = at.i + di / 8, j = at.j + dj / 8
                    if (i > 0 && i <= steps && j > 0 && j <= steps)
                        consider(at.seating, at.sidesFull, i, j, true)
                }
            }
        }
        return found ?? arrange(players <= 2 ? [0, 2] : players === 3 ? [0, 3, 2] : [0, 3, 2, 1],
                                height / 3, width / 4, true, table)
    }
}
