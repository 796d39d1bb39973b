// CoachPlacement: where a guided game's coach mark goes (GuideOverlay), as plain geometry
// so it can be tested on its own. Rectangles are {x, y, width, height} (a Qt.rect will do).
//
// The bubble never covers the ringed control, and covers what the step keeps in sight (its
// `keepInSight`) only when there is no other way. In order of preference it goes:
//   1. inside the step's own part of the screen (`bubbleIn`), when all of it fits there;
//   2. all of it in sight: at the foot (a step without a ring), else above or below the
//      ring where there is more room, else beside it (a phone on its side);
//   3. docked in the room that shows most of it, its words scrolling inside (a short
//      screen, large text): a band above or below, or a panel at the side;
//   4. nowhere clear of the ring (a control filling the screen): at the edge farther off.
// Where no place leaves all its words in sight clear of what the step keeps in sight, the
// same is tried again with a narrower gap (`tightGap`) from what is kept in sight, before the
// bubble scrolls or covers it (Komme gleich!'s orders, a phone on its side at 140 %).
// What is kept in sight is a list of rectangles, each weighed on its own: the bubble may sit
// in the room between them (the corner between Wok Up's recipe stacks and the screen's edge)
// when that is the only place it reads as a bubble, not a column of a word or two a line
// (narrower than `comfortWidth`).
.pragma library

function rect(x, y, width, height) {
    return { x: x, y: y, width: width, height: height }
}
function isEmpty(r) {
    return !r || !(r.width > 0) || !(r.height > 0)
}
function overlaps(a, b) {
    return !isEmpty(a) && !isEmpty(b) && a.x < b.x + b.width && b.x < a.x + a.width
        && a.y < b.y + b.height && b.y < a.y + a.height
}
function union(a, b) {
    if (isEmpty(a))
        return b
    if (isEmpty(b))
        return a
    const left = Math.min(a.x, b.x)
    const top = Math.min(a.y, b.y)
    return rect(left, top, Math.max(a.x + a.width, b.x + b.width) - left,
                Math.max(a.y + a.height, b.y + b.height) - top)
}
function intersection(a, b) {
    const left = Math.max(a.x, b.x)
    const top = Math.max(a.y, b.y)
    return rect(left, top, Math.max(0, Math.min(a.x + a.width, b.x + b.width) - left),
                Math.max(0, Math.min(a.y + a.height, b.y + b.height) - top))
}
// Whether `box` lies within `bounds` (give or take half a dp of rounding).
function inside(box, bounds) {
    return box.x >= bounds.x - 0.5 && box.y >= bounds.y - 0.5 && box.x + box.width <= bounds.x + bounds.width + 0.5
        && box.y + box.height <= bounds.y + bounds.height + 0.5
}
function grown(r, by) {
    return isEmpty(r) ? rect(0, 0, 0, 0) : rect(r.x - by, r.y - by, r.width + 2 * by, r.height + 2 * by)
}
// What the step keeps in sight (`o.kept`: one rectangle or a list), as a list without empties.
function keptList(o) {
    const list = Array.isArray(o.kept) ? o.kept : [o.kept]
    return list.filter(r => !isEmpty(r))
}
function keptBox(o) {
    return keptList(o).reduce((box, r) => union(box, r), rect(0, 0, 0, 0))
}
function overlapsAny(box, list) {
    return list.some(r => overlaps(box, r))
}

// The room on each side of `box` inside `safe`, named by the bubble's edge that faces the
// box (the bubble above the box has its pointer on its bottom edge).
function roomsAround(safe, box) {
    const right = box.x + box.width
    const bottom = box.y + box.height
    return [
        { edge: "bottom", vertical: true,
          room: rect(safe.x, safe.y, safe.width, Math.max(0, box.y - safe.y)) },
        { edge: "top", vertical: true,
          room: rect(safe.x, bottom, safe.width, Math.max(0, safe.y + safe.height - bottom)) },
        { edge: "right", vertical: false,
          room: rect(safe.x, safe.y, Math.max(0, box.x - safe.x), safe.height) },
        { edge: "left", vertical: false,
          room: rect(right, safe.y, Math.max(0, safe.x + safe.width - right), safe.height) }
    ]
}

// What the bubble keeps clear of, the most first: the ring and what the step keeps in
// sight together, then the ring alone (or what is kept in sight, without a ring).
function keptGap(o) {
    return o.keptGap ?? o.gap
}
function guards(o) {
    const ring = grown(o.ring, o.gap)
    const kept = grown(keptBox(o), keptGap(o))
    const list = []
    if (!isEmpty(ring) && !isEmpty(kept))
        list.push(union(ring, kept))
    if (!isEmpty(ring))
        list.push(ring)
    else if (!isEmpty(kept))
        list.push(kept)
    return list
}

function widthIn(o, room) {
    return Math.max(0, Math.min(room.width, o.maxWidth))
}

// The widths place() asks the height of (at most widthCount()): a hidden copy of the
// bubble at each tells the height its words need there.
function widthCount() {
    // The whole width, the step's part, beside two guards at either gap, between; with soft
    // items, beside the ring and all that is kept in sight at either gap.
    return 17
}
function gaps(o) {
    return o.tightGap < o.gap && keptList(o).length > 0 ? [o.gap, o.tightGap] : [o.gap]
}
// The widths a bubble between what is kept in sight may have: comfortable, and a little wider.
function betweenWidths(o) {
    if (!(o.comfortWidth > 0) || keptList(o).length === 0)
        return []
    const most = widthIn(o, o.safe)
    return [1, 1.25, 1.5].map(f => Math.min(most, o.comfortWidth * f))
        .filter((w, i, all) => w >= o.comfortWidth && all.indexOf(w) === i)
}
function widths(o) {
    const list = plainWidths(o)
    if (softList(o).length > 0)
        list.push(...plainWidths(withSoft(o)))
    return list.filter((w, i) => list.indexOf(w) === i)
}
function plainWidths(o) {
    const list = [widthIn(o, o.safe)].concat(betweenWidths(o))
    if (!isEmpty(o.held))
        list.push(widthIn(o, o.held))
    for (const gap of gaps(o)) {
        for (const box of guards(Object.assign({}, o, { keptGap: gap }))) {
            for (const side of roomsAround(o.safe, box)) {
                if (!side.vertical)
                    list.push(widthIn(o, side.room))
            }
        }
    }
    return list
}

// A w x h bubble inside `room`, as near `wanted` (its top left) as it goes while it covers
// neither `ring` nor, where it can, any of `kept` (a list). Null when it covers the ring
// wherever it goes; `clear` when it covers none of them.
function slide(room, w, h, wanted, ring, kept) {
    const clampX = x => Math.max(room.x, Math.min(room.x + room.width - w, x))
    const clampY = y => Math.max(room.y, Math.min(room.y + room.height - h, y))
    const boxes = [ring].concat(kept)
    const xs = [wanted.x].concat(...boxes.map(b => [b.x - w, b.x + b.width])).map(clampX)
    const ys = [wanted.y].concat(...boxes.map(b => [b.y - h, b.y + b.height])).map(clampY)
    let best = null
    for (const x of xs) {
        for (const y of ys) {
            const box = rect(x, y, w, h)
            if (overlaps(box, ring))
                continue
            const clear = !overlapsAny(box, kept)
            const cost = (clear ? 0 : 1e6) + Math.abs(x - wanted.x) + Math.abs(y - wanted.y)
            if (!best || cost < best.cost)
                best = { x: x, y: y, width: w, height: h, clear: clear, cost: cost, edge: "" }
        }
    }
    return best
}

// Where the bubble goes: {x, y, width, height, edge} (edge: where its pointer goes, "" for
// none). `o`: {safe, ring, kept, held (rects; ring and held may be empty; kept a rect or a
// list of them), gap (kept between the bubble and what it keeps clear of), maxWidth, minWidth
// (beside a control), heldMinWidth, tightGap (optional: the gap from what is kept in sight
// when the usual one leaves no place), comfortWidth (optional: a bubble narrower than this
// is a column), soft (optional: what is kept in sight if there is room, see softList)};
// `measure(width)`: {full, compact}, the height the bubble needs at that width with all its
// words in sight, and the least it may have (they scroll). The spot has a `rank`: 0 clear
// of all and whole, 2 clear but scrolling, 4 or more covering; and `narrow` when it is a
// column where a comfortable bubble would fit on the screen.
function better(a, b) {
    return !b || a.rank < b.rank || (a.rank === b.rank && !a.narrow && b.narrow)
}
// What the step keeps in sight if there is room (`o.soft`, like `kept`): the bubble leaves
// it in sight too where that costs nothing else (a place as good, clear of what is kept in
// sight), and covers it rather than what is kept in sight or the words it shows.
function softList(o) {
    return keptList({ kept: o.soft ?? [] })
}
function withSoft(o) {
    return Object.assign({}, o, { kept: keptList(o).concat(softList(o)), soft: [] })
}
function place(o, measure) {
    const hard = placeHard(o, measure)
    const soft = softList(o).length === 0 ? null : placeHard(withSoft(o), measure)
    const spot = soft && soft.rank < 4 && !better(hard, soft) ? offLabels(withSoft(o), soft)
                                                               : offLabels(o, hard)
    const tidied = tidy(o, spot)
    return uncut(o, tidied === spot ? spot : refit(o, spot, tidied, measure(tidied.width).full))
}

// What shows under the bubble but its labels' words (uncut() sees to those).
function panels(o) {
    return (o.shown ?? []).filter(r => !isEmpty(r) && !r.whole)
}
// A bubble that covers part of what shows on the screen (`o.shown`: the rectangles of its
// controls and panels) leaves none of it showing as a sliver past its edges (less than
// `o.sliver`): it grows to cover the item whole, within `o.bounds` (the screen less its
// insets) and clear of the ring; else it moves off the item; else it stays as it is.
// (Komme gleich!'s band over Menu and the seat bar on a phone on its side: 3 dp of them
// peeked out at its left.)
function tidy(o, spot) {
    const shown = panels(o)
    if (!spot || shown.length === 0 || !(o.sliver > 0))
        return spot
    const bounds = isEmpty(o.bounds) ? o.safe : o.bounds
    const ring = grown(o.ring, o.tightGap ?? 0)
    const kept = keptList(o)
    // A change may not cover the ring nor, where the bubble was clear of them, the kept
    // items; it grows no edge farther than a sliver from where it was placed, and moves no
    // farther than a quarter of its size, so covering one item does not lead on to the next.
    const little = Math.max(o.sliver, Math.min(spot.width, spot.height) / 4)
    const grownLittle = b => b.x <= spot.x && b.y <= spot.y && spot.x - b.x <= o.sliver && spot.y - b.y <= o.sliver
        && b.x + b.width - spot.x - spot.width <= o.sliver && b.y + b.height - spot.y - spot.height <= o.sliver
        && b.x + b.width >= spot.x + spot.width && b.y + b.height >= spot.y + spot.height
    const movedLittle = b => Math.abs(b.width - spot.width) < 0.5 && Math.abs(b.height - spot.height) < 0.5
        && Math.abs(b.x - spot.x) + Math.abs(b.y - spot.y) <= little
    const allowed = b => inside(b, bounds) && (grownLittle(b) || movedLittle(b)) && !overlaps(b, ring)
        && (!spot.clear || !overlapsAny(b, kept))
    let box = rect(spot.x, spot.y, spot.width, spot.height)
    for (let pass = 0; pass < 4; ++pass) {
        let changed = false
        for (const r of shown) {
            if (!overlaps(box, r))
                continue
            for (const fix of sliverFixes(box, r, o.sliver)) {
                if (allowed(fix)) {
                    box = fix
                    changed = true
                    break
                }
            }
        }
        if (!changed)
            break
    }
    // Kept only where it left no sliver it made itself (growing over one item onto another).
    if (slivers(box, shown, o.sliver) > slivers(spot, shown, o.sliver))
        return spot
    return Object.assign({}, spot, box)
}
// After tidy() widened the bubble, its words take fewer lines: its height follows them
// (`full`, the height they need at its new width), not the height placed for the narrower
// bubble (Wok Up's first step on a small tablet: 30-40 dp of nothing above the footer). It
// keeps the edge its pointer is on (or that sits at the screen's foot), and gives up no
// more of what it covers than leaves no new sliver. A part of it, so it covers nothing new.
function refit(o, placed, box, full) {
    if (!(box.width > placed.width + 0.5) || !(full < box.height - 0.5))
        return box
    const shown = panels(o)
    const bottom = box.y + box.height
    const bounds = isEmpty(o.bounds) ? o.safe : o.bounds
    const keepBottom = placed.edge === "bottom"
        || (placed.edge !== "top" && bottom >= Math.min(bounds.y + bounds.height, o.safe.y + o.safe.height) - 0.5)
    const inBox = b => b.y >= box.y - 0.5 && b.y + b.height <= bottom + 0.5
        && b.x >= box.x - 0.5 && b.x + b.width <= box.x + box.width + 0.5
    const before = slivers(box, shown, o.sliver ?? 0)
    for (const y of keepBottom ? [bottom - full, box.y] : [box.y, bottom - full]) {
        let fit = rect(box.x, y, box.width, full)
        // Over the rest of an item it now leaves a sliver of, within the old box.
        for (let pass = 0; pass < 4 && slivers(fit, shown, o.sliver) > before; ++pass) {
            const grow = shown.filter(r => overlaps(fit, r))
                .map(r => sliverFixes(fit, r, o.sliver).find(f => inBox(f) && f.height > fit.height))
                .find(f => f)
            if (!grow)
                break
            fit = grow
        }
        if (slivers(fit, shown, o.sliver ?? 0) <= before)
            return Object.assign({}, box, fit)
    }
    return box
}
// Last, a label the bubble cuts (`o.shown`'s `whole` rectangles: a label's words, part
// under it and part past an edge, read as another word: "nnuler" for "Annuler") is left
// whole: the bubble moves off it, no farther than tidy() moves, where that cuts fewer
// labels, leaves no new sliver and keeps clear of the ring (and what it kept in sight).
function uncut(o, spot) {
    const labels = (o.shown ?? []).filter(r => r.whole && !isEmpty(r))
    const cuts = b => cutLabels(b, labels)
    const before = cuts(spot)
    if (!spot || before === 0)
        return spot
    const shown = panels(o)
    const bounds = isEmpty(o.bounds) ? o.safe : o.bounds
    const ring = grown(o.ring, o.tightGap ?? 0)
    const kept = keptList(o)
    const little = Math.max(o.sliver ?? 0, Math.min(spot.width, spot.height) / 4)
    const sliversBefore = slivers(spot, shown, o.sliver ?? 0)
    const fits = b => inside(b, bounds) && !overlaps(b, ring)
        && (!spot.clear || !overlapsAny(b, kept)) && slivers(b, shown, o.sliver ?? 0) <= sliversBefore
    // Moved, and kept within the screen (a label's edge may lie a fraction of a dp past it).
    const moved = (dx, dy) => rect(
        Math.min(Math.max(spot.x + dx, bounds.x), bounds.x + bounds.width - spot.width),
        Math.min(Math.max(spot.y + dy, bounds.y), bounds.y + bounds.height - spot.height),
        spot.width, spot.height)
    let best = null
    for (const r of labels.filter(r => overlaps(spot, r))) {
        const past = pastEdges(spot, r)
        const offs = []
        if (past[2] > 0.5)
            offs.push(moved(r.x - spot.x - spot.width, 0))
        if (past[0] > 0.5)
            offs.push(moved(r.x + r.width - spot.x, 0))
        if (past[3] > 0.5)
            offs.push(moved(0, r.y - spot.y - spot.height))
        if (past[1] > 0.5)
            offs.push(moved(0, r.y + r.height - spot.y))
        for (const b of offs) {
            const distance = Math.abs(b.x - spot.x) + Math.abs(b.y - spot.y)
            const left = cuts(b)
            if (distance <= little && left < before && fits(b)
                && (!best || left < best.left || (left === best.left && distance < best.distance)))
                best = { box: b, left: left, distance: distance }
        }
    }
    return best ? Object.assign({}, spot, best.box) : spot
}

// The one-line labels (`o.labels`: the boxes of their words) `box` cuts: part under it and
// part past an edge, they read as other words ("nche 1" for "Manche 1"). Counted up to
// `limit` (a place that cuts as many as the best so far is no better).
function cutLabels(box, labels, limit) {
    let count = 0
    for (const r of labels) {
        if (overlaps(box, r) && (r.x < box.x - 0.5 || r.y < box.y - 0.5 || r.x + r.width > box.x + box.width + 0.5
                                 || r.y + r.height > box.y + box.height + 0.5) && ++count === limit)
            break
    }
    return count
}
// The placed bubble, moved along the room it was placed in (across a band above or below,
// up or down a panel beside, never off the foot) to where it cuts the fewest labels, the
// nearest such place first: clear of the ring, of what it was clear of, and with its pointer
// still at the ring. Unlike uncut() it may go far (Komme gleich!'s band above the orders at
// 140 %: over the whole round's title and Ana's chip, not across the left of both).
function offLabels(o, spot) {
    const labels = (o.labels ?? []).filter(r => !isEmpty(r))
    if (!spot || !spot.room || labels.length === 0)
        return spot
    const before = cutLabels(spot, labels)
    if (before === 0)
        return spot
    const room = spot.room
    const ring = grown(o.ring, o.gap)
    const kept = keptList(o).map(r => grown(r, spot.keptGap ?? keptGap(o)))
    const near = labels.filter(r => overlaps(r, room)) // the only ones a place in the room cuts
    const across = spot.along !== "y"
    const at = across ? spot.x : spot.y
    const size = across ? spot.width : spot.height
    const lo = across ? room.x : room.y
    const hi = lo + (across ? room.width : room.height) - size
    // Beside each label or over all of it, the nearest first.
    const places = [at].concat(...near.map(r => across ? [r.x - size, r.x + r.width, r.x, r.x + r.width - size]
                                                       : [r.y - size, r.y + r.height, r.y, r.y + r.height - size]))
        .map(v => Math.max(lo, Math.min(hi, v))).filter((v, i, all) => all.indexOf(v) === i)
        .sort((a, b) => Math.abs(a - at) - Math.abs(b - at))
    let best = { box: spot, left: before }
    for (const v of places) {
        const b = rect(across ? v : spot.x, across ? spot.y : v, spot.width, spot.height)
        if (overlaps(b, ring) || (spot.clear && overlapsAny(b, kept)) || (spot.edge && edgeFacing(b, ring) !== spot.edge))
            continue
        const left = cutLabels(b, near, best.left)
        if (left < best.left)
            best = { box: b, left: left }
        if (best.left === 0)
            break
    }
    return best.box === spot ? spot : Object.assign({}, spot, best.box)
}

// How far `r` shows past each edge of `box`: [left, top, right, bottom].
function pastEdges(box, r) {
    return [box.x - r.x, box.y - r.y, r.x + r.width - box.x - box.width, r.y + r.height - box.y - box.height]
}
function slivers(box, shown, sliver) {
    return shown.filter(r => overlaps(box, r) && pastEdges(box, r).some(d => d > 0.5 && d < sliver)).length
}
// The boxes that leave no sliver of `r` past an edge of `box`, best first: grown over the
// rest of it, moved over it, then moved off it.
function sliverFixes(box, r, sliver) {
    const past = pastEdges(box, r)
    const right = box.x + box.width
    const bottom = box.y + box.height
    const moved = (dx, dy) => rect(box.x + dx, box.y + dy, box.width, box.height)
    const fixes = []
    if (past[0] > 0.5 && past[0] < sliver)
        fixes.push(rect(r.x, box.y, right - r.x, box.height), moved(-past[0], 0), moved(r.x + r.width - box.x, 0))
    if (past[2] > 0.5 && past[2] < sliver)
        fixes.push(rect(box.x, box.y, r.x + r.width - box.x, box.height), moved(past[2], 0), moved(r.x - right, 0))
    if (past[1] > 0.5 && past[1] < sliver)
        fixes.push(rect(box.x, r.y, box.width, bottom - r.y), moved(0, -past[1]), moved(0, r.y + r.height - box.y))
    if (past[3] > 0.5 && past[3] < sliver)
        fixes.push(rect(box.x, box.y, box.width, r.y + r.height - box.y), moved(0, past[3]), moved(0, r.y - bottom))
    return fixes
}

function placeHard(o, measure) {
    let best = null
    for (const gap of gaps(o)) {
        const spot = placeWithGap(Object.assign({}, o, { keptGap: gap }), measure)
        if (better(spot, best))
            best = spot
        if (best.rank === 0 && !best.narrow)
            break
    }
    return best
}
// Which edge of a bubble at `box` meets the ring (grown by the gap), "" for none.
function edgeFacing(box, ring) {
    const across = box.x < ring.x + ring.width && ring.x < box.x + box.width
    const along = box.y < ring.y + ring.height && ring.y < box.y + box.height
    const near = (a, b) => Math.abs(a - b) < 0.5
    return across && near(box.y + box.height, ring.y) ? "bottom"
         : across && near(box.y, ring.y + ring.height) ? "top"
         : along && near(box.x + box.width, ring.x) ? "right"
         : along && near(box.x, ring.x + ring.width) ? "left" : ""
}
// A comfortable bubble anywhere on the screen clear of the ring and each kept item, all its
// words in sight, as near `wanted` (its centre) as it goes; null where none fits.
function between(o, measure, ring, kept, wanted) {
    let best = null
    for (const w of betweenWidths(o)) {
        const h = measure(w).full
        if (!(h <= o.safe.height))
            continue
        const spot = slide(o.safe, w, h, { x: wanted.x - w / 2, y: wanted.y - h / 2 }, ring, kept)
        if (spot && spot.clear && (!best || spot.cost < best.cost))
            best = spot
    }
    if (best)
        best.edge = isEmpty(o.ring) ? "" : edgeFacing(best, ring)
    return best
}
function placeWithGap(o, measure) {
    const ring = grown(o.ring, o.gap)
    const kept = keptList(o).map(r => grown(r, keptGap(o)))
    const spots = []
    const consider = (room, edge, order, wanted, along) => {
        const w = widthIn(o, room)
        if (w < Math.min(o.minWidth, o.safe.width))
            return
        const needs = measure(w)
        if (room.height < needs.compact)
            return
        const whole = needs.full <= room.height
        const h = Math.min(needs.full, room.height)
        const spot = slide(room, w, h, wanted(w, h), ring, kept)
        if (!spot)
            return
        spot.edge = edge
        spot.room = room // where offLabels() may move it, along the ring's edge
        spot.along = along ?? "x"
        spot.keptGap = keptGap(o)
        // Clear of what it keeps in sight first, then all of it in sight (in the order of
        // preference), then what shows most of it.
        spot.rank = (spot.clear ? 0 : 4) + (whole ? 0 : 2)
        spot.order = whole ? order : -w * h
        spot.narrow = w < comfortable - 0.5
        spots.push(spot)
    }
    const comfortable = Math.min(o.comfortWidth ?? 0, widthIn(o, o.safe))
    const hasRing = !isEmpty(o.ring)
    const focus = hasRing ? o.ring : keptList(o).length > 0 ? keptBox(o) : o.safe
    const cx = focus.x + focus.width / 2
    const cy = focus.y + focus.height / 2
    if (!isEmpty(o.held) && o.held.width >= o.heldMinWidth
            && measure(widthIn(o, o.held)).full <= o.held.height)
        consider(o.held, "", -2, (w, h) => ({ x: cx - w / 2, y: cy - h / 2 }))
    if (!hasRing) {
        consider(o.safe, "", -1, (w, h) => ({ x: o.safe.x + (o.safe.width - w) / 2,
                                              y: o.safe.y + o.safe.height - h }))
    }
    guards(o).forEach((box, g) => {
        const sides = roomsAround(o.safe, box)
        const upFirst = sides[0].room.height >= sides[1].room.height
        const leftFirst = sides[2].room.width >= sides[3].room.width
        const firsts = [upFirst, !upFirst, leftFirst, !leftFirst]
        sides.forEach((side, s) => {
            const room = side.room
            // The pointer only where the bubble's edge meets the ring itself.
            const facesRing = hasRing && (side.edge === "bottom" ? box.y === ring.y
                                        : side.edge === "top" ? box.y + box.height === ring.y + ring.height
                                        : side.edge === "right" ? box.x === ring.x
                                        : box.x + box.width === ring.x + ring.width)
            const wanted = side.edge === "bottom" ? (w, h) => ({ x: cx - w / 2, y: room.y + room.height - h })
                         : side.edge === "top" ? (w, h) => ({ x: cx - w / 2, y: room.y })
                         : side.edge === "right" ? (w, h) => ({ x: room.x + room.width - w, y: cy - h / 2 })
                         : (w, h) => ({ x: room.x, y: cy - h / 2 })
            const order = 4 * g + (side.vertical ? 0 : 2) + (firsts[s] ? 0 : 1)
            consider(room, facesRing ? side.edge : "", order, wanted, side.vertical ? "x" : "y")
        })
    })
    // Between the kept items, where every place in the usual rooms is a column.
    if (!spots.some(spot => spot.rank === 0 && !spot.narrow)) {
        const centre = isEmpty(o.held) ? { x: cx, y: hasRing ? cy : o.safe.y + o.safe.height }
                                       : { x: o.held.x + o.held.width / 2, y: o.held.y + o.held.height / 2 }
        const spot = between(o, measure, ring, kept, centre)
        if (spot) {
            spot.room = o.safe
            spot.keptGap = keptGap(o)
            spot.rank = 0
            spot.order = 100
            spot.narrow = false
            spots.push(spot)
        }
    }
    spots.sort((a, b) => a.rank - b.rank || a.narrow - b.narrow || a.order - b.order)
    if (spots.length > 0)
        return spots[0]
    const w = widthIn(o, o.safe)
    const h = Math.min(measure(w).full, o.safe.height)
    const up = hasRing && ring.y - o.safe.y > o.safe.y + o.safe.height - (ring.y + ring.height)
    return { x: o.safe.x + (o.safe.width - w) / 2, y: up ? o.safe.y : o.safe.y + o.safe.height - h,
             width: w, height: h, edge: "", clear: false, rank: 8, narrow: false }
}
