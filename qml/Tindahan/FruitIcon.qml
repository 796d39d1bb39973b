// FruitIcon: a fruit's own outline in its own colour.
import QtQuick

PathIcon {
    required property int fruit

    path: TindahanStyle.fruitPaths[fruit] ?? ""
    detail: TindahanStyle.fruitDetails[fruit] ?? ""
    fill: TindahanStyle.fruitColors[fruit] ?? "white"
    Accessible.role: Accessible.Graphic
    Accessible.name: TindahanStyle.fruitName(fruit)
}
