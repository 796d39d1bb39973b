// TableLayout: where each cook's zone lies on the tablet for 2-4 cooks, from the
// screen's size: cooks face each other across the long axis first (bottom, top), then
// the sides; the customer card keeps the middle. Seats go clockwise from the bottom.
// Two cooks on a phone held sideways sit at its short ends instead (left, right): a
// strip along a long edge would be too shallow for the mat.
import QtQml

QtObject {
    id: layout

    property real width: 0
    property real height: 0
    property int players: 2

    // Edge per seat: 0 bottom, 1 right, 2 top, 3 left (SeatZone's numbering).
    readonly property bool phoneSideways: width >= 1.9 * height
    readonly property var edges: players === 2 ? (phoneSideways ? [3, 1] : [0, 2])
                                 : players === 3 ? [0, 3, 2] : [0, 3, 2, 1]
    readonly property bool hasEnds: edges.indexOf(0) >= 0
    readonly property bool hasLeft: edges.indexOf(3) >= 0
    readonly property bool hasRight: edges.indexOf(1) >= 0
    readonly property bool landscape: width >= height
    readonly property real middle: Math.min(width, height) * 0.2
    // Zone depths: side zones keep their length at least ~2.1 times their depth (or,
    // alone at the table's ends, at most ~0.6 of it, as below).
    readonly property real sideDepth: !(hasLeft || hasRight) ? 0
        : !hasEnds ? Math.min((width - middle) / 2, 0.6 * height)
        : landscape ? Math.min((width - middle) / 2, (width - 2.1 * topDepthRaw) / 2)
                    : (width - middle) / 2
    // A zone deeper than ~0.6 of its length leaves its cook nothing more (see CookZone's
    // cell size); the rest goes to the middle.
    readonly property real topDepthRaw: !hasEnds ? 0 : Math.min((height - middle) / 2, 0.6 * width)
    readonly property real topDepth: !landscape && (hasLeft || hasRight)
        ? Math.min(topDepthRaw, (height - 2.1 * sideDepth) / 2) : topDepthRaw

    function rectOf(edge) {
        const sideLeft = hasLeft ? sideDepth : 0
        const sideRight = hasRight ? sideDepth : 0
        if (edge === 0 || edge === 2) {
            // In landscape the sides run the full height; in portrait the top and bottom
            // run the full width.
            const x0 = landscape ? sideLeft : 0
            const w = landscape ? width - sideLeft - sideRight : width
            return Qt.rect(x0, edge === 0 ? height - topDepth : 0, w, topDepth)
        }
        const y0 = landscape ? 0 : topDepth
        const h = landscape ? height : height - 2 * topDepth
        return Qt.rect(edge === 3 ? 0 : width - sideDepth, y0, sideDepth, h)
    }
    // The free middle, for the customer card.
    readonly property rect centre: Qt.rect(hasLeft ? sideDepth : 0, topDepth,
                                           width - (hasLeft ? sideDepth : 0) - (hasRight ? sideDepth : 0),
                                           height - 2 * topDepth)
}
