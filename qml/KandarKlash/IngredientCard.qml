// IngredientCard: a card's spaces as they lie (columns x rows icons, row by row), on a
// paper face; used in the hand and on the mat.
import QtQuick
import FoodCourt.Common

Rectangle {
    id: card

    property var faces: []     // ingredient tokens, row by row
    property int columns: 3
    property int rows: 2
    property real cell: 24
    property bool back: false  // the back is printed on darker paper

    width: columns * cell
    height: rows * cell
    radius: cell * 0.15
    color: back ? "#EBD9BB" : Theme.surface
    border.color: Theme.woodDark
    border.width: Math.max(1, cell * 0.05)

    Grid {
        anchors.fill: parent
        columns: card.columns
        Repeater {
            model: card.faces
            // Qt 6.4's qmllint cannot follow this file's ids into a delegate (6.5's
            // pragma ComponentBehavior: Bound can).
            // qmllint disable unqualified
            IngredientIcon {
                required property string modelData
                width: card.cell
                height: card.cell
                token: modelData
            }
            // qmllint enable unqualified
        }
    }
}
