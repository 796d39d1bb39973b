// KommeGleichRuleDiagramServe: a served run on the rules page, drawn with the table's own
// menu cards: the row of menu cards on top, a hand of five under it, and three hand cards
// side by side (cheese, lobster and the wild baguette) over the three menu cards they
// match in the same order (cheese, lobster, soup), all three marked as the table marks a
// match.
import QtQuick
import FoodCourt.Common
import FoodCourt.KommeGleich

RuleDiagram {
    id: diagram

    // Dishes by the engine's kind: 0 cheese, 1 lobster, 2 tartelettes, 3 salad, 4 soup,
    // 5 baguette (wild).
    readonly property var menuRow: [3, 0, 1, 4, 2]
    readonly property var hand: [2, 0, 1, 5, 3]
    // The run: hand places 1 to 3 over menu places 1 to 3.
    readonly property int runFrom: 1
    readonly property int runLength: 3
    readonly property real cardWidth: 62
    readonly property real gap: 8
    readonly property real cardHeight: cardWidth * 1.45
    readonly property real lift: 14

    function inRun(place: int): bool {
        return place >= runFrom && place < runFrom + runLength
    }

    pictureWidth: menuRow.length * cardWidth + (menuRow.length - 1) * gap
    pictureHeight: cardHeight * 2 + gap * 3 + lift
    //: Caption of the picture of a served run on the Komme gleich! rules page.
    caption: qsTr("Three hand cards in a row match three menu cards in the same order; the baguette is wild.")

    Repeater {
        model: diagram.menuRow
        // qmllint disable unqualified
        delegate: MenuCard {
            required property int index
            required property int modelData
            x: index * (diagram.cardWidth + diagram.gap)
            width: diagram.cardWidth
            kind: modelData
            mark: diagram.inRun(index) ? MenuCard.Mark.Match : MenuCard.Mark.None
        }
        // qmllint enable unqualified
    }
    Repeater {
        model: diagram.hand
        // qmllint disable unqualified
        delegate: MenuCard {
            required property int index
            required property int modelData
            x: index * (diagram.cardWidth + diagram.gap)
            // The served cards are lifted out of the hand towards the menu cards they match.
            y: diagram.cardHeight + diagram.gap * 3 + (diagram.inRun(index) ? 0 : diagram.lift)
            width: diagram.cardWidth
            kind: modelData
            mark: diagram.inRun(index) ? MenuCard.Mark.Match : MenuCard.Mark.None
        }
        // qmllint enable unqualified
    }
}
