// TindahanStyle: how fruits and seats look, in one place. Every fruit has a colour from
// the Okabe-Ito palette AND its own outline and letter; every seat a colour AND a token
// shape, so no cue relies on colour alone.
pragma Singleton
import QtQuick
import FoodCourt.Common

QtObject {
    // Bananas, durians, mangosteens, rambutans, pineapples (the engine's fruit order).
    readonly property var fruitColors: ["#F0E442", "#009E73", "#CC79A7", "#D55E00", "#E69F00"]
    // Text on a fruit colour: dark on the light ones, white on the dark ones.
    readonly property var fruitInk: ["#33241A", "#FFFFFF", "#33241A", "#FFFFFF", "#33241A"]

    function fruitName(fruit) {
        switch (fruit) {
        case 0: return qsTr("Bananas")
        case 1: return qsTr("Durians")
        case 2: return qsTr("Mangosteens")
        case 3: return qsTr("Rambutans")
        case 4: return qsTr("Pineapples")
        }
        return ""
    }
    // The fruit's letter on cards, next to its shape (a translation may pick its own).
    function fruitLetter(fruit) {
        switch (fruit) {
        //: Card letter for bananas
        case 0: return qsTr("B")
        //: Card letter for durians
        case 1: return qsTr("D")
        //: Card letter for mangosteens
        case 2: return qsTr("M")
        //: Card letter for rambutans
        case 3: return qsTr("R")
        //: Card letter for pineapples
        case 4: return qsTr("P")
        }
        return ""
    }

    // Fruit outlines in a 100 x 100 box (SVG path syntax, drawn by FruitIcon).
    readonly property var fruitPaths: [
        // Bananas: a crescent with a stem.
        "M 14 26 L 20 20 L 24 28 Q 46 78 88 44 Q 86 72 56 82 Q 24 86 14 26 Z",
        // Durians: a ball of sharp spikes.
        spikyBall(50, 52, 44, 33, 14),
        // Mangosteens: a round fruit under a four-leaf cap.
        "M 50 34 A 30 30 0 1 1 49.9 34 Z M 50 40 L 34 26 L 44 28 L 50 14 L 56 28 L 66 26 Z",
        // Rambutans: a soft scalloped ball.
        scallopedBall(50, 52, 34, 16),
        // Pineapples: an oval body under a crown of three leaves.
        "M 50 40 A 24 30 0 1 1 49.9 40 Z M 38 42 L 30 14 L 44 32 L 50 6 L 56 32 L 70 14 L 62 42 Z"
    ]
    // Extra strokes drawn on top (the pineapple's criss-cross, the banana's ridge).
    readonly property var fruitDetails: [
        "M 24 40 Q 50 74 80 52",
        "",
        "",
        "",
        "M 34 56 L 60 88 M 42 46 L 70 80 M 66 56 L 40 88 M 58 46 L 30 80"
    ]

    function spikyBall(cx, cy, outer, inner, spikes) {
        let d = ""
        for (let i = 0; i < spikes * 2; ++i) {
            const r = (i % 2 === 0) ? outer : inner
            const a = Math.PI * i / spikes - Math.PI / 2
            d += (i === 0 ? "M " : " L ") + (cx + r * Math.cos(a)).toFixed(1) + " "
                 + (cy + r * Math.sin(a)).toFixed(1)
        }
        return d + " Z"
    }
    function scallopedBall(cx, cy, r, bumps) {
        let d = ""
        const bump = r * Math.sin(Math.PI / bumps) * 1.15
        for (let i = 0; i <= bumps; ++i) {
            const a = 2 * Math.PI * i / bumps
            const x = (cx + r * Math.cos(a)).toFixed(1)
            const y = (cy + r * Math.sin(a)).toFixed(1)
            d += (i === 0 ? "M " + x + " " + y
                          : " A " + bump.toFixed(1) + " " + bump.toFixed(1) + " 0 0 1 " + x + " " + y)
        }
        return d + " Z"
    }

    // Seats: token shape (circle, square, triangle, diamond, star); the colour is
    // Theme.seatColor, the app's one seat colour.
    readonly property var seatShapeNames: ["circle", "square", "triangle", "diamond", "star"]
    readonly property var seatPaths: [
        "M 50 8 A 42 42 0 1 1 49.9 8 Z",
        "M 12 12 L 88 12 L 88 88 L 12 88 Z",
        "M 50 6 L 94 88 L 6 88 Z",
        "M 50 4 L 94 50 L 50 96 L 6 50 Z",
        spikyBall(50, 54, 48, 20, 5)
    ]
    // Seller figures in a grid: a seat's place is its figure and its count badge's
    // overhang, this wide for its height. The columns of `seats` places that give the
    // tallest figures in width x height, and that height (StallView lays its sellers out
    // so; StallRow weighs its arrangements with it).
    // On a card (StallView.signBeside) closer, shoulder to shoulder (SellerFigure draws
    // its figure over 0.68 of its height across): the counts touch, the figures grow.
    readonly property real sellerGroupAspect: 0.8
    readonly property real sellerCardAspect: 0.72
    function sellerGrid(seats: int, width: real, height: real, aspect: real): var {
        let best = { columns: 1, rows: 1, figure: 0 }
        for (let columns = 1; columns <= Math.max(1, seats); ++columns) {
            const rows = Math.max(1, Math.ceil(seats / columns))
            const figure = Math.max(0, Math.min(height / rows, width / columns / aspect))
            if (figure > best.figure)
                best = { columns: columns, rows: rows, figure: figure }
        }
        return best
    }

    // A sign beside its sellers (StallView.signBeside): the name's size on a card this
    // tall, under it the trump or led line's (when the stall has one).
    function signStatusFont(cardHeight: real, unit: real): real {
        return Math.min(Theme.fontSmall * unit, (cardHeight - 6 * unit) * 0.3)
    }
    function signNameFont(cardHeight: real, unit: real, hasStatus: bool): real {
        const status = hasStatus ? signStatusFont(cardHeight, unit) * 1.3 : 0
        return Math.min(Theme.fontBody * unit, (cardHeight - 6 * unit - status) / 1.3)
    }

    readonly property color tokenOutline: "#33241A"
    readonly property color trumpToken: "#1A1A1A"
    readonly property color highlight: "#B8461B"
    readonly property color felt: "#E9D5B2"
}
