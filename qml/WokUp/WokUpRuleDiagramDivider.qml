// WokUpRuleDiagramDivider: tokens touching a divider, on the rules page. On the left the
// picture of the recipe card "2 tokens touching a divider" (the card's own RecipePicture);
// on the right a divider drawn as the wok draws it, with the table's own tokens: two touch
// it and count for that card, a third lies apart and does not.
import QtQuick
import FoodCourt.Common
import FoodCourt.WokUp

RuleDiagram {
    id: diagram

    readonly property real tile: 120
    readonly property real gap: 20
    readonly property real pxPerCm: 10
    // A divider as long as four tokens and as thick as a wooden slat, lying across.
    readonly property real dividerCm: 17
    readonly property real dividerBreadthCm: 1.6
    readonly property real tokenCm: 4
    // Token centres in cm from the scene's middle (y up, as the wok's): two resting on the
    // divider's edges, one apart. Fish (2) and meat (3) tokens, as on the table.
    readonly property real touching: tokenCm / 2 + dividerBreadthCm / 2
    readonly property var tokens: [
        { id: "a", ingredient: 2, pictures: 3, x: -4.5, y: touching },
        { id: "b", ingredient: 3, pictures: 2, x: 3.5, y: -touching },
        { id: "c", ingredient: 2, pictures: 1, x: 6.5, y: 4.6 }
    ]

    pictureWidth: tile + gap + scene.width
    pictureHeight: Math.max(tile, scene.height)
    //: Caption of the Wok Up rules picture: a divider with tokens touching it.
    caption: qsTr("The two tokens touching the divider count for this card; the third does not.")

    Rectangle {
        anchors.verticalCenter: parent.verticalCenter
        width: diagram.tile
        height: diagram.tile
        radius: width * 0.08
        color: WokUpStyle.familyTints[3] ?? "white"
        border.color: WokUpStyle.familyInks[3] ?? Theme.ink
        border.width: 3
        RecipePicture {
            anchors.fill: parent
            anchors.margins: parent.width * 0.08
            family: 3
            place: 1
            amount: 2
        }
    }

    Item {
        id: scene
        x: diagram.tile + diagram.gap
        anchors.verticalCenter: parent.verticalCenter
        width: (diagram.dividerCm + 2) * diagram.pxPerCm
        height: 15 * diagram.pxPerCm

        Rectangle {
            anchors.centerIn: parent
            width: diagram.dividerCm * diagram.pxPerCm
            height: diagram.dividerBreadthCm * diagram.pxPerCm
            radius: height / 3
            color: WokUpStyle.divider
            border.color: Qt.darker(WokUpStyle.divider, 1.5)
        }
        Repeater {
            model: diagram.tokens
            // qmllint disable unqualified
            delegate: TokenItem {
                required property var modelData
                tokenId: modelData.id
                ingredient: modelData.ingredient
                pictures: modelData.pictures
                xCm: modelData.x
                yCm: modelData.y
                inWok: true
                thrower: -1 // already at rest: no throw to show
                pxPerCm: diagram.pxPerCm
                diameterCm: diagram.tokenCm
                reduceMotion: true
            }
            // qmllint enable unqualified
        }
    }
}
