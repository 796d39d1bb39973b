// KandarKlashRuleDiagramMatch: a 3x3 match on the rules page, drawn with the table's own
// cards: the customer's dish beside two ingredient cards laid to make it, the second over
// the bottom row of the first, so the three rows read egg-curry-rice,
// chicken-chicken-sambal, egg-rice-okra, as the customer asks.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common
import FoodCourt.KandarKlash

RuleDiagram {
    id: diagram

    readonly property real cell: 36
    // Two of the six ingredient cards, front up, as the engine deals them.
    readonly property var firstCard: ["egg", "curry", "rice", "rice", "chicken", "sambal"]
    readonly property var secondCard: ["chicken", "chicken", "sambal", "egg", "rice", "okra"]
    // The first card's top row, then the whole second card.
    readonly property var dish: firstCard.slice(0, 3).concat(secondCard)
    readonly property real customerSide: cell * 3.8
    readonly property real gap: 14

    pictureWidth: customerSide + gap * 2 + equals.width + cell * 3
    pictureHeight: customerSide

    //: Caption of the picture of a 3 by 3 match on the Kandar Klash! rules page.
    caption: qsTr("Two cards, the second laid over the first, make the customer's 3 by 3 dish.")

    CustomerCard {
        width: diagram.customerSide
        height: width
        dish: diagram.dish
        labelsShown: false
        unit: diagram.cell * 0.6
    }
    Label {
        id: equals
        x: diagram.customerSide + diagram.gap
        anchors.verticalCenter: parent.verticalCenter
        text: "="
        font.pixelSize: 32
        font.bold: true
        color: Theme.woodDark
    }
    Item {
        x: equals.x + equals.width + diagram.gap
        anchors.verticalCenter: parent.verticalCenter
        width: diagram.cell * 3
        height: diagram.cell * 3

        IngredientCard {
            faces: diagram.firstCard
            cell: diagram.cell
        }
        IngredientCard {
            y: diagram.cell
            faces: diagram.secondCard
            cell: diagram.cell
        }
    }
}
