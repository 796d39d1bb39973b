// EndOfGameSeatBadge: a seat's colour with its mark on it (Theme.seatColor, seatMark), as the
// setup screen shows the seat: colour never alone.
import QtQuick
import FoodCourt.Common

Rectangle {
    property int seat: 0

    radius: width / 2
    color: Theme.seatColor(seat)
    border.color: Theme.ink
    border.width: Math.max(1, width / 18)

    Text {
        anchors.centerIn: parent
        text: Theme.seatMark(parent.seat)
        color: Theme.textOn(parent.color)
        font.pixelSize: parent.height * 0.55
        font.bold: true
    }
}
