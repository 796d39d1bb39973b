// CharacterBadge: one character as a round token: their colour and initials (shapes and
// letters, never colour alone). Used for residents, orders and the walker.
import QtQuick
import FoodCourt.Common

Rectangle {
    id: badge

    property int character: -1
    property string name: ""
    property bool faded: false

    width: 32
    height: width
    radius: width / 2
    color: character >= 0 ? KakiStyle.characterColor(character) : Theme.outline
    border.color: "white"
    border.width: Math.max(1, width * 0.07)
    opacity: faded ? 0.35 : 1

    Text {
        anchors.centerIn: parent
        text: KakiStyle.initials(badge.name)
        font.pixelSize: badge.width * 0.42
        font.bold: true
        color: Theme.textOn(badge.color)
    }
}
