// SellerFigure: a seat's seller standing at a stall: a little figure whose shirt is the
// seat's colour (Theme.seatColor) with the seat's shape (TindahanStyle.seatPaths) on its
// chest, as on the players' chips above the stalls, so the colour is never the only cue
// and a family matches a seller to its player at a glance.
import QtQuick
import QtQuick.Shapes
import FoodCourt.Common

Item {
    id: figure

    required property int seat
    readonly property color shirt: Theme.seatColor(seat)
    readonly property color ink: TindahanStyle.tokenOutline
    // The figure fills the middle 70% of its 100 x 100 box: it may stand in a narrow item.
    readonly property real side: Math.min(width / 0.7, height)

    Accessible.role: Accessible.Graphic
    //: A player's seller figure at a stall; %1 is the player's seat number.
    Accessible.name: qsTr("Seller of player %1").arg(Theme.seatMark(seat))

    Shape {
        id: body
        width: 100
        height: 100
        scale: figure.side / 100
        transformOrigin: Item.TopLeft
        x: (figure.width - figure.side) / 2
        y: (figure.height - figure.side) / 2
        antialiasing: true

        ShapePath { // legs
            fillColor: "#4A4A58"
            strokeColor: figure.ink
            strokeWidth: 4
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: "M 32 74 L 48 74 L 47 97 L 33 97 Z M 52 74 L 68 74 L 67 97 L 53 97 Z" }
        }
        ShapePath { // shirt, arms at its sides
            fillColor: figure.shirt
            strokeColor: figure.ink
            strokeWidth: 4
            joinStyle: ShapePath.RoundJoin
            PathSvg {
                path: "M 30 36 Q 50 30 70 36 L 84 66 L 76 70 L 70 58 L 70 80 L 30 80 L 30 58 "
                      + "L 24 70 L 16 66 Z"
            }
        }
        ShapePath { // head
            fillColor: "#E9B98A"
            strokeColor: figure.ink
            strokeWidth: 4
            PathSvg { path: "M 36 18 A 14 14 0 1 0 64 18 A 14 14 0 1 0 36 18 Z" }
        }
        ShapePath { // hair
            fillColor: "#4A3426"
            strokeColor: figure.ink
            strokeWidth: 3
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: "M 36 17 A 14 14 0 0 1 64 17 Q 50 10 36 17 Z" }
        }
    }
    PathIcon {
        // The seat's shape on the chest, in the ink that reads on the shirt; left off a
        // figure too small for a legible shape (under 6 px; the shirt's colour remains).
        objectName: "sellerMark"
        visible: 34 * body.scale >= 6
        x: body.x + 33 * body.scale
        y: body.y + 41 * body.scale
        width: 34 * body.scale
        height: 34 * body.scale
        path: TindahanStyle.seatPaths[figure.seat] ?? ""
        fill: Theme.textOn(figure.shirt)
        outline: figure.ink
        outlineWidth: 8
    }
}
