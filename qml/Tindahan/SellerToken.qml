// SellerToken: a seat's seller marker: the seat's colour AND its shape.
import QtQuick

PathIcon {
    required property int seat

    path: TindahanStyle.seatPaths[seat] ?? ""
    fill: TindahanStyle.seatColors[seat] ?? "white"
    outline: TindahanStyle.tokenOutline
    outlineWidth: 6
}
