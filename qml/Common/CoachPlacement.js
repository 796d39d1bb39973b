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
function grown(r, by) {
    return isEmpty(r) ? rect(0, 0, 0, 0) : rect(r.x - by, r.y - by, r.width + 2 * by, r.height + 2 * by)
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
    const kept = grown(o.kept, keptGap(o))
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
    return 10 // the whole width, the step's part, and beside two guards at either gap
}
function gaps(o) {
    return o.tightGap < o.gap && !isEmpty(o.kept) ? [o.gap, o.tightGap] : [o.gap]
}
function widths(o) {
    const list = [widthIn(o, o.safe)]
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
// neither `ring` nor, where it can, `kept`. Null when it covers the ring wherever it goes;
// `clear` when it covers neither.
function slide(room, w, h, wanted, ring, kept) {
    const clampX = x => Math.max(room.x, Math.min(room.x + room.width - w, x))
    const clampY = y => Math.max(room.y, Math.min(room.y + room.height - h, y))
    const xs = [wanted.x, ring.x - w, ring.x + ring.width, kept.x - w, kept.x + kept.width].map(clampX)
    const ys = [wanted.y, ring.y - h, ring.y + ring.height, kept.y - h, kept.y + kept.height].map(clampY)
    let best = null
    for (const x of xs) {
        for (const y of ys) {
            const box = rect(x, y, w, h)
            if (overlaps(box, ring))
                continue
            const clear = !overlaps(box, kept)
            const cost = (clear ? 0 : 1e6) + Math.abs(x - wanted.x) + Math.abs(y - wanted.y)
            if (!best || cost < best.cost)
                best = { x: x, y: y, width: w, height: h, clear: clear, cost: cost, edge: "" }
        }
    }
    return best
}

// Where the bubble goes: {x, y, width, height, edge} (edge: where its pointer goes, "" for
// none). `o`: {safe, ring, kept, held (rects; ring, kept and held may be empty), gap (kept
// between the bubble and what it keeps clear of), maxWidth, minWidth (beside a control),
// heldMinWidth, tightGap (optional: the gap from what is kept in sight when the usual one
// leaves no place)}; `measure(width)`: {full, compact}, the height the bubble needs at that
// width with all its words in sight, and the least it may have (they scroll). The spot
// has a `rank`: 0 clear of all and whole, 2 clear but scrolling, 4 or more covering.
function place(o, measure) {
    let best = null
    for (const gap of gaps(o)) {
        const spot = placeWithGap(Object.assign({}, o, { keptGap: gap }), measure)
        if (!best || spot.rank < best.rank)
            best = spot
        if (best.rank === 0)
            break
    }
    return best
}
function placeWithGap(o, measure) {
    const ring = grown(o.ring, o.gap)
    const kept = grown(o.kept, keptGap(o))
    const spots = []
    const consider = (room, edge, order, wanted) => {
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
        // Clear of what it keeps in sight first, then all of it in sight (in the order of
        // preference), then what shows most of it.
        spot.rank = (spot.clear ? 0 : 4) + (whole ? 0 : 2)
        spot.order = whole ? order : -w * h
        spots.push(spot)
    }
    const hasRing = !isEmpty(o.ring)
    const focus = hasRing ? o.ring : !isEmpty(o.kept) ? o.kept : o.safe
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
            consider(room, facesRing ? side.edge : "", order, wanted)
        })
    })
    spots.sort((a, b) => a.rank - b.rank || a.order - b.order)
    if (spots.length > 0)
        return spots[0]
    const w = widthIn(o, o.safe)
    const h = Math.min(measure(w).full, o.safe.height)
    const up = hasRing && ring.y - o.safe.y > o.safe.y + o.safe.height - (ring.y + ring.height)
    return { x: o.safe.x + (o.safe.width - w) / 2, y: up ? o.safe.y : o.safe.y + o.safe.height - h,
             width: w, height: h, edge: "", clear: false, rank: 8 }
}
