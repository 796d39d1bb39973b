// CustomerCard: the customer's dish in the middle of the table. The 3x3 dish may be made
// in any turn, so its icons read from every side; the label is printed on all four edges
// facing outwards, so every cook can read it. Before the round starts it lies face down
// (its ketchup back).
import QtQuick
import FoodCourt.Common

Rectangle {
    id: card

    property var dish: []        // 9 ingredient tokens, row by row; empty: face down
    property string label: ""
    property string shortLabel: "" // for a card too small to print `label` four times
    property bool labelsShown: true // off while the start signal lies over the card's rim
    property real unit: 24

    readonly property real cell: width / 3.8
    color: dish.length === 9 ? Theme.surface : "#C0392B"
    radius: unit * 0.6
    border.color: Theme.woodDark
    border.width: Math.max(2, unit * 0.12)

    Grid {
        anchors.centerIn: parent
        columns: 3
        visible: card.dish.length === 9
        Repeater {
            model: card.dish
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
    IngredientIcon {
        anchors.centerIn: parent
        visible: card.dish.length !== 9
        width: card.cell * 2
        height: width
        token: "ketchup"
    }

    // The label once along each edge, turned to face that side's cooks, kept clear of the
    // two edges beside it (where the neighbours' labels run): long words get smaller type.
    readonly property real labelRoom: width - 2 * (labelSize.font.pixelSize * 1.5 + border.width)
    readonly property real labelFit: labelSize.font.pixelSize * labelRoom / Math.max(1, labelSize.width)
    readonly property bool labelFits: labelFit >= kSmallestLabel || shortLabel === ""
    readonly property string shownLabel: labelFits ? label : shortLabel
    readonly property real labelPixels: labelFits ? Math.max(kSmallestLabel, Math.min(labelSize.font.pixelSize, labelFit))
                                                  : labelSize.font.pixelSize
    readonly property int kSmallestLabel: 8
    TextMetrics {
        id: labelSize
        text: card.label
        font.pixelSize: Math.max(10, card.width * 0.085)
        font.bold: true
    }
    Repeater {
        model: 4
        // qmllint disable unqualified
        Item {
            required property int index
            anchors.centerIn: parent
            width: card.width
            height: card.height
            rotation: index * 90
            visible: card.labelsShown
            Text {
                anchors.bottom: parent.bottom
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottomMargin: card.border.width
                text: card.shownLabel
                font.pixelSize: card.labelPixels
                font.bold: true
                color: card.dish.length === 9 ? Theme.ink : "white"
            }
        }
        // qmllint enable unqualified
    }
}
