// TablePlans: the table plans TableLayout has already worked out, by what they were worked
// out from. Its search weighs about ten thousand seatings, and a screen resized back and
// forth (a tablet turned, the layout audit's sizes) asks again for the same tables. Shared
// by every TableLayout (.pragma library) and kept small: the oldest plan goes first.
.pragma library

const kept = new Map()
const most = 64

// The plan for `key` (a string of everything the plan depends on), worked out by `work`
// the first time.
function planFor(key, work) {
    const known = kept.get(key)
    if (known !== undefined)
        return known
    const plan = work()
    if (kept.size >= most)
        kept.delete(kept.keys().next().value)
    kept.set(key, plan)
    return plan
}
