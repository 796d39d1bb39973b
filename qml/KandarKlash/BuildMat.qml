// BuildMat: the part of a cook's table grid on show (viewCells square from cell `origin`),
// with their ketchup spaces (under every card). Cards are drawn by the zone above the
// mat, so they can travel between hand and mat; MatOverlay draws what goes over them.
import QtQuick
import FoodCourt.Common
import FoodCourt.KandarKlash

Rectangle {
    id: mat

    property real cell: 24
    property int origin: 2
    property int viewCells: 12
    property var wilds: []

    function shown(p) {
        return p.x >= origin && p.y >= origin && p.x < origin + viewCells && p.y < origin + viewCells
    }
    // Where a grid cell sits inside the mat.
    function cellPos(cx, cy) { return Qt.point((cx - origin) * cell, (cy - origin) * cell) }

    width: viewCells * cell
    height: viewCells * cell
    color: "#E9D6B4"
    border.color: Theme.wood
    border.width: 2
    radius: cell * 0.2

    // Faint grid lines: where a card will snap.
    Repeater {
        model: mat.viewCells - 1
        // Qt 6.4's qmllint cannot follow this file's ids into a delegate (6.5's
        // pragma ComponentBehavior: Bound can).
        // qmllint disable unqualified
        Rectangle {
            required property int index
            x: (index + 1) * mat.cell
            width: 1
            height: mat.height
            color: "#D4BC95"
        }
        // qmllint enable unqualified
    }
    Repeater {
        model: mat.viewCells - 1
        // qmllint disable unqualified
        Rectangle {
            required property int index
            y: (index + 1) * mat.cell
            height: 1
            width: mat.width
            color: "#D4BC95"
        }
        // qmllint enable unqualified
    }

    Repeater {
        model: mat.wilds
        // qmllint disable unqualified
        IngredientIcon {
            required property point modelData
            visible: mat.shown(modelData)
            x: mat.cellPos(modelData.x, modelData.y).x
            y: mat.cellPos(modelData.x, modelData.y).y
            width: mat.cell
            height: mat.cell
            token: "ketchup"
        }
        // qmllint enable unqualified
    }

}
