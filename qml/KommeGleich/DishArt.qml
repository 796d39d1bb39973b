// DishArt: a menu card's dish drawn as food on a plate: a wedge of cheese with holes, a
// red lobster with its claws up, two berry tartelettes, a heaped bowl of salad, a steaming
// bowl of soup, and the wild baguette with a sparkle. Each has its own silhouette, so the
// dish is known by its shape as well as by the card's colour (and its printed name).
// Drawn in a 100 x 100 box and scaled, so it stays crisp at any card size.
// Qt 6.4's qmllint cannot follow this file's ids from inside its inline components (6.5
// adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import QtQuick.Shapes

Item {
    id: art

    property int kind: 0
    readonly property color ink: "#33241A"

    Accessible.role: Accessible.Graphic
    Accessible.name: DishStyle.name(kind)

    // SVG path pieces, in the 100 x 100 box.
    function circle(cx: real, cy: real, r: real): string {
        return "M " + (cx - r) + " " + cy + " A " + r + " " + r + " 0 1 0 " + (cx + r) + " " + cy
               + " A " + r + " " + r + " 0 1 0 " + (cx - r) + " " + cy + " Z"
    }
    // A tartelette whose rim is `top`, centred on cx, w wide: crust, filling, berries.
    function tartCrust(cx: real, top: real, w: real): string {
        return "M " + (cx - w / 2) + " " + top + " L " + (cx + w / 2) + " " + top + " L "
               + (cx + 0.36 * w) + " " + (top + 0.36 * w) + " L " + (cx - 0.36 * w) + " "
               + (top + 0.36 * w) + " Z"
    }
    function tartFluting(cx: real, top: real, w: real): string {
        let d = ""
        for (let i = -2; i <= 2; ++i) {
            const x = cx + i * 0.16 * w
            d += " M " + x + " " + (top + 0.06 * w) + " L " + (cx + i * 0.12 * w) + " " + (top + 0.3 * w)
        }
        return d
    }
    function tartFilling(cx: real, top: real, w: real): string {
        return "M " + (cx - w / 2) + " " + top + " Q " + cx + " " + (top - 0.42 * w) + " "
               + (cx + w / 2) + " " + top + " Z"
    }
    function tartBerries(cx: real, top: real, w: real): string {
        const r = 0.09 * w
        return circle(cx - 0.17 * w, top - 0.08 * w, r) + " " + circle(cx + 0.15 * w, top - 0.09 * w, r)
               + " " + circle(cx, top - 0.17 * w, r)
    }

    Box { // the plate every dish sits on, so the food reads on any card colour
        ShapePath {
            fillColor: "#FFFBF4"
            strokeColor: art.ink
            strokeWidth: 2.5
            PathSvg { path: art.circle(50, 51, 47) }
        }
    }

    component Layer: ShapePath {
        strokeColor: art.ink
        strokeWidth: 3.5
        joinStyle: ShapePath.RoundJoin
        capStyle: ShapePath.RoundCap
    }
    component Box: Shape {
        width: 100
        height: 100
        scale: Math.min(art.width, art.height) / 100
        transformOrigin: Item.TopLeft
        x: (art.width - Math.min(art.width, art.height)) / 2
        y: (art.height - Math.min(art.width, art.height)) / 2
        antialiasing: true
    }

    Box { // cheese: a wedge, its top and its side, with holes
        visible: art.kind === 0
        Layer {
            fillColor: "#F2B632"
            PathSvg { path: "M 10 60 L 88 42 L 88 72 L 10 86 Z" }
        }
        Layer {
            fillColor: "#FFD95A"
            PathSvg { path: "M 10 60 L 58 26 L 88 42 Z" }
        }
        Layer {
            fillColor: "#C9830F"
            strokeWidth: 2
            PathSvg {
                path: art.circle(28, 71, 5.5) + " " + art.circle(52, 64, 6.5) + " " + art.circle(75, 61, 4.5)
                      + " " + art.circle(58, 38, 4) + " " + art.circle(40, 74, 3)
            }
        }
    }

    Box { // lobster: a red body, claws up, tail fan, legs
        visible: art.kind === 1
        Layer { // arms, drawn as thick strokes
            fillColor: "transparent"
            strokeWidth: 10
            PathSvg { path: "M 44 46 L 30 32 M 56 46 L 70 32" }
        }
        Layer {
            fillColor: "transparent"
            strokeColor: "#D9412B"
            strokeWidth: 5
            PathSvg { path: "M 44 46 L 30 32 M 56 46 L 70 32" }
        }
        Layer { // legs
            fillColor: "transparent"
            strokeWidth: 3.5
            PathSvg { path: "M 40 58 L 24 52 M 40 66 L 24 70 M 60 58 L 76 52 M 60 66 L 76 70" }
        }
        Layer { // tail fan
            fillColor: "#D9412B"
            PathSvg { path: "M 50 76 L 32 94 Q 50 86 68 94 Z" }
        }
        Layer { // body
            fillColor: "#D9412B"
            PathSvg { path: "M 50 38 A 13 23 0 1 1 49.9 38 Z" }
        }
        Layer { // claws: two pincers
            fillColor: "#D9412B"
            PathSvg {
                path: "M 31 36 C 14 34 7 17 16 8 L 24 19 L 26 7 C 37 9 42 27 31 36 Z "
                      + "M 69 36 C 86 34 93 17 84 8 L 76 19 L 74 7 C 63 9 58 27 69 36 Z"
            }
        }
        Layer { // shell segments
            fillColor: "transparent"
            strokeColor: "#8E2617"
            strokeWidth: 2.5
            PathSvg { path: "M 40 62 Q 50 67 60 62 M 41 70 Q 50 75 59 70" }
        }
        Layer { // eyes
            fillColor: art.ink
            strokeWidth: 1
            PathSvg { path: art.circle(45, 44, 2.6) + " " + art.circle(55, 44, 2.6) }
        }
    }

    Box { // tartelettes: two fluted tarts with pink filling and berries
        visible: art.kind === 2
        Layer {
            fillColor: "#F07AAE"
            PathSvg { path: art.tartFilling(32, 42, 50) }
        }
        Layer {
            fillColor: "#D9A05B"
            PathSvg { path: art.tartCrust(32, 42, 50) }
        }
        Layer {
            fillColor: "#C8284B"
            strokeWidth: 2
            PathSvg { path: art.tartBerries(32, 42, 50) }
        }
        Layer {
            fillColor: "#F07AAE"
            PathSvg { path: art.tartFilling(62, 60, 60) }
        }
        Layer {
            fillColor: "#D9A05B"
            PathSvg { path: art.tartCrust(62, 60, 60) }
        }
        Layer {
            fillColor: "transparent"
            strokeColor: "#9C6526"
            strokeWidth: 2.5
            PathSvg { path: art.tartFluting(32, 42, 50) + art.tartFluting(62, 60, 60) }
        }
        Layer {
            fillColor: "#C8284B"
            strokeWidth: 2
            PathSvg { path: art.tartBerries(62, 60, 60) }
        }
    }

    Box { // salad: leaves heaped over a wooden bowl, with tomatoes
        visible: art.kind === 3
        Layer {
            fillColor: "#5DBB3F"
            PathSvg {
                path: "M 14 58 C 6 40 22 28 32 40 C 28 20 52 14 56 32 C 62 16 88 22 82 40 "
                      + "C 94 40 96 56 86 58 Z"
            }
        }
        Layer {
            fillColor: "transparent"
            strokeColor: "#2F7D22"
            strokeWidth: 2.5
            PathSvg { path: "M 26 56 L 30 44 M 50 56 L 54 34 M 74 56 L 78 42" }
        }
        Layer {
            fillColor: "#E0402F"
            strokeWidth: 2.5
            PathSvg { path: art.circle(38, 48, 7) + " " + art.circle(66, 47, 6.5) }
        }
        Layer {
            fillColor: "#C98B4E"
            PathSvg { path: "M 8 56 L 92 56 C 90 78 72 88 50 88 C 28 88 10 78 8 56 Z" }
        }
        Layer {
            fillColor: "transparent"
            strokeColor: "#8F5A28"
            strokeWidth: 2.5
            PathSvg { path: "M 12 64 C 36 68 64 68 88 64" }
        }
    }

    Box { // soup: a bowl full of orange soup, steam rising, a spoon in it
        visible: art.kind === 4
        Layer { // steam
            fillColor: "transparent"
            strokeColor: "#7A7A7A"
            strokeWidth: 3.5
            PathSvg {
                path: "M 34 32 C 26 24 42 20 34 8 M 50 32 C 42 24 58 20 50 8 M 66 32 C 58 24 74 20 66 8"
            }
        }
        Layer { // spoon handle
            fillColor: "transparent"
            strokeWidth: 8
            PathSvg { path: "M 70 48 L 92 24" }
        }
        Layer {
            fillColor: "transparent"
            strokeColor: "#C4C4C4"
            strokeWidth: 4
            PathSvg { path: "M 70 48 L 92 24" }
        }
        Layer { // bowl
            fillColor: "#ECE6DC"
            PathSvg { path: "M 6 46 L 94 46 C 94 72 74 90 50 90 C 26 90 6 72 6 46 Z" }
        }
        Layer {
            fillColor: "transparent"
            strokeColor: "#E07B1A"
            strokeWidth: 4
            PathSvg { path: "M 12 64 C 36 70 64 70 88 64" }
        }
        Layer { // the soup's surface, with herbs
            fillColor: "#F08A24"
            PathSvg { path: "M 6 46 A 44 9 0 1 0 94 46 A 44 9 0 1 0 6 46 Z" }
        }
        Layer {
            fillColor: "#3E8E2F"
            strokeWidth: 1
            PathSvg { path: art.circle(36, 46, 2.5) + " " + art.circle(50, 49, 2.5) + " " + art.circle(60, 44, 2.5) }
        }
    }

    Box { // baguette: a long loaf with its cuts, and a sparkle: it stands for any dish
        visible: art.kind === 5
        Layer {
            fillColor: "#DDA45A"
            PathSvg { path: "M 14 86 C 2 78 68 16 84 12 C 96 9 99 24 90 32 C 72 50 30 94 14 86 Z" }
        }
        Layer {
            fillColor: "transparent"
            strokeColor: "#8E5A22"
            strokeWidth: 3.5
            PathSvg { path: "M 24 76 Q 32 74 34 66 M 38 62 Q 46 60 48 52 M 52 48 Q 60 46 62 38 M 66 34 Q 74 32 76 24" }
        }
        Layer {
            fillColor: "#FFE066"
            strokeWidth: 2.5
            PathSvg { path: "M 24 8 L 27.5 20.5 L 40 24 L 27.5 27.5 L 24 40 L 20.5 27.5 L 8 24 L 20.5 20.5 Z" }
        }
    }
}
