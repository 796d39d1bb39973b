// TindahanRuleDiagramTrick: a trick on the rules page, drawn with the table's own cards:
// a durian is led, a higher durian follows, and a low banana (the trump) takes the trick.
// The numbers under the cards are the order they were played in.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common
import FoodCourt.Tindahan

RuleDiagram {
    id: diagram

    // Fruits in the engine's order: 0 bananas (trump at the start), 1 durians.
    readonly property var plays: [{ fruit: 1, value: 7 }, { fruit: 1, value: 9 }, { fruit: 0, value: 3 }]
    readonly property int winner: 2
    readonly property real cardWidth: 80
    readonly property real gap: 16

    pictureWidth: plays.length * cardWidth + (plays.length - 1) * gap
    pictureHeight: cardWidth * 1.4 + 44
    //: Caption of the picture of a trick on the Tindahan rules page.
    caption: qsTr("A durian is led and a higher one follows, but the trump banana wins the trick.")

    Repeater {
        model: diagram.plays
        // qmllint disable unqualified
        delegate: Item {
            id: play
            required property int index
            required property var modelData
            x: index * (diagram.cardWidth + diagram.gap)
            width: diagram.cardWidth
            height: diagram.pictureHeight

            FruitCard {
                // The winning card stands a little higher, as it is marked on the table.
                y: play.index === diagram.winner ? 0 : 8
                width: diagram.cardWidth
                height: diagram.cardWidth * 1.4
                fruit: play.modelData.fruit
                value: play.modelData.value
                highlighted: play.index === diagram.winner
            }
            Rectangle {
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                width: 28
                height: 28
                radius: 14
                color: play.index === diagram.winner ? TindahanStyle.highlight : Theme.wood
                Label {
                    anchors.centerIn: parent
                    text: play.index + 1
                    font.bold: true
                    font.pixelSize: 16
                    color: Theme.onAccent
                }
            }
        }
        // qmllint enable unqualified
    }
}
