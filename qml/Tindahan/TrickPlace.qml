// TrickPlace: a seat's empty place in the trick: a dashed card outline where its card
// will land. The seat to act has its place drawn in its colour, a light wash inside, and
// steady (no blinking): the table says who plays next. Only the place: never a card.
import QtQuick
import QtQuick.Shapes
import FoodCourt.Common

Item {
    id: place

    required property int seat
    property bool toAct: false
    property real unit: 1

    readonly property color seatColor: Theme.seatColor(seat)
    readonly property color wash: Qt.rgba(seatColor.r, seatColor.g, seatColor.b, 0.14)
    readonly property real stroke: (toAct ? 3 : 1.5) * unit
    // A card's corners (FruitCard), the stroke kept inside the card's edge.
    readonly property real r: width * 0.08

    Shape {
        anchors.fill: parent
        antialiasing: true
        ShapePath {
            strokeColor: place.toAct ? place.seatColor : Theme.inkSoft
            strokeWidth: place.stroke
            strokeStyle: ShapePath.DashLine
            dashPattern: [3, 2]
            fillColor: place.toAct ? place.wash : "transparent"
            PathSvg {
                readonly property real s: place.stroke / 2
                readonly property real w: place.width - place.stroke
                readonly property real h: place.height - place.stroke
                readonly property real r: Math.max(0, place.r - s)
                path: `M ${s + r} ${s} h ${w - 2 * r} a ${r} ${r} 0 0 1 ${r} ${r} v ${h - 2 * r}`
                      + ` a ${r} ${r} 0 0 1 ${-r} ${r} h ${-(w - 2 * r)} a ${r} ${r} 0 0 1 ${-r} ${-r}`
                      + ` v ${-(h - 2 * r)} a ${r} ${r} 0 0 1 ${r} ${-r} z`
            }
        }
    }
}
