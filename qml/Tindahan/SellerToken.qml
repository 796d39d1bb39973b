// SellerToken: a seat's seller marker: the seat's colour (Theme.seatColor, as at setup and
// on the end screen) AND its shape.
import QtQuick
import FoodCourt.Common

PathIcon {
    required property int seat

    path: TindahanStyle.seatPaths[seat] ?? ""
    fill: Theme.seatColor(seat)
    outline: TindahanStyle.tokenOutline
    outlineWidth: 6
}
