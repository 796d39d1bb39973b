// CardBack: the back of every Komme gleich! card: a bistro's checked cloth woven in the
// card's brown, a cream frame round it, and a waiter's cloche on a dark medallion in the
// middle. One design for every card, far darker than any face, so a face-down card reads
// as such without relying on colour. Drawn in a 100 x 145 box (a card's shape) and scaled,
// so it stays crisp at any size.
import QtQuick
import QtQuick.Shapes

Item {
    id: back

    readonly property color cream: "#E8C9A0"
    readonly property color weave: "#94532B"
    readonly property color deep: "#4E250F"

    Accessible.ignored: true // the card names itself ("Face-down card")

    // SVG path pieces, in the 100 x 145 box.
    function circle(cx: real, cy: real, r: real): string {
        return "M " + (cx - r) + " " + cy + " A " + r + " " + r + " 0 1 0 " + (cx + r) + " " + cy
               + " A " + r + " " + r + " 0 1 0 " + (cx - r) + " " + cy + " Z"
    }
    // Both diagonals every `step`, over a w x h area (the cloth's clip trims the ends).
    function lattice(w: real, h: real, step: real): string {
        let d = ""
        for (let k = -h; k <= w + h; k += step)
            d += " M " + k + " 0 L " + (k + h) + " " + h + " M " + k + " 0 L " + (k - h) + " " + h
        return d
    }

    Item {
        id: box
        width: 100
        height: 145
        scale: Math.min(back.width / 100, back.height / 145)
        transformOrigin: Item.TopLeft
        x: (back.width - width * scale) / 2
        y: (back.height - height * scale) / 2

        // The cloth, inside the frame.
        Item {
            x: 10
            y: 10
            width: 80
            height: 125
            clip: true
            Shape {
                antialiasing: true
                ShapePath {
                    strokeColor: back.weave
                    strokeWidth: 3.2
                    fillColor: "transparent"
                    PathSvg { path: back.lattice(80, 125, 12) }
                }
            }
        }

        Shape {
            antialiasing: true
            // The frame: a cream line with a thin one inside it.
            ShapePath {
                strokeColor: back.cream
                strokeWidth: 2.6
                fillColor: "transparent"
                PathSvg { path: "M 14 7 L 86 7 Q 93 7 93 14 L 93 131 Q 93 138 86 138 L 14 138 Q 7 138 7 131 L 7 14 Q 7 7 14 7 Z" }
            }
            ShapePath {
                strokeColor: back.cream
                strokeWidth: 1
                fillColor: "transparent"
                PathSvg { path: "M 15 11 L 85 11 Q 89 11 89 15 L 89 130 Q 89 134 85 134 L 15 134 Q 11 134 11 130 L 11 15 Q 11 11 15 11 Z" }
            }
            // Small diamonds in the frame's corners.
            ShapePath {
                strokeColor: "transparent"
                fillColor: back.cream
                PathSvg {
                    path: "M 20 16 L 24 20 L 20 24 L 16 20 Z M 80 16 L 84 20 L 80 24 L 76 20 Z"
                          + " M 20 121 L 24 125 L 20 129 L 16 125 Z M 80 121 L 84 125 L 80 129 L 76 125 Z"
                }
            }
            // The medallion: dark, ringed in cream, clear of the cloth's lines.
            ShapePath {
                strokeColor: back.cream
                strokeWidth: 2.6
                fillColor: back.deep
                PathSvg { path: back.circle(50, 72.5, 27) }
            }
            ShapePath {
                strokeColor: back.cream
                strokeWidth: 1
                fillColor: "transparent"
                PathSvg { path: back.circle(50, 72.5, 23) }
            }
            // The cloche: its dome, its knob and the plate under it.
            ShapePath {
                strokeColor: "transparent"
                fillColor: back.cream
                PathSvg { path: "M 33 80 A 17 17 0 0 1 67 80 Z " + back.circle(50, 60.5, 3.2) }
            }
            ShapePath {
                strokeColor: back.cream
                strokeWidth: 4
                capStyle: ShapePath.RoundCap
                fillColor: "transparent"
                PathSvg { path: "M 29 84.5 L 71 84.5" }
            }
            // A shine on the dome.
            ShapePath {
                strokeColor: back.deep
                strokeWidth: 2.2
                capStyle: ShapePath.RoundCap
                fillColor: "transparent"
                PathSvg { path: "M 39 75 A 12 12 0 0 1 46 67.5" }
            }
        }
    }
}
