// BuildMat: the part of a cook's table grid on show (viewCells square from cell `origin`),
// with their ketchup spaces; after the stop, the dish's window outlined (right) or its
// wrong spaces crossed out (wrong); for the last cook, the spaces the ketchup may go.
// Cards are drawn by the zone above the mat, so they can travel between hand and mat.
import QtQuick
import FoodCourt.Common
import FoodCourt.KandarKlash

Rectangle {
    id: mat

    property real cell: 24
    property int origin: 2
    property int viewCells: 12
    property var wilds: []
    property point window: Qt.point(-1, -1)
    property var mismatches: []
    property string verdict: ""
    property var ketchupCells: []

    signal ketchupChosen(int cellX, int cellY, real timestampMs)

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
        Rectangle {
            required property int index
            x: (index + 1) * mat.cell
            width: 1
            height: mat.height
            color: "#D4BC95"
        }
    }
    Repeater {
        model: mat.viewCells - 1
        Rectangle {
            required property int index
            y: (index + 1) * mat.cell
            height: 1
            width: mat.width
            color: "#D4BC95"
        }
    }

    Repeater {
        model: mat.wilds
        IngredientIcon {
            required property point modelData
            visible: mat.shown(modelData)
            x: mat.cellPos(modelData.x, modelData.y).x
            y: mat.cellPos(modelData.x, modelData.y).y
            width: mat.cell
            height: mat.cell
            token: "ketchup"
        }
    }

    // The last cook picks a space for the ketchup.
    Repeater {
        model: mat.ketchupCells
        Rectangle {
            required property point modelData
            visible: mat.shown(modelData)
            x: mat.cellPos(modelData.x, modelData.y).x + 2
            y: mat.cellPos(modelData.x, modelData.y).y + 2
            z: 50
            width: mat.cell - 4
            height: mat.cell - 4
            radius: width / 2
            color: "#40C0392B"
            border.color: "#C0392B"
            border.width: 2
            TapHandler {
                onTapped: (eventPoint) => mat.ketchupChosen(parent.modelData.x, parent.modelData.y,
                                                            eventPoint.timestamp)
            }
        }
    }

    // The dish's window and the spaces that let it down; over the cards.
    Rectangle {
        visible: mat.window.x >= 0 && mat.verdict !== ""
        z: 40
        x: mat.cellPos(mat.window.x, mat.window.y).x - border.width / 2
        y: mat.cellPos(mat.window.x, mat.window.y).y - border.width / 2
        width: 3 * mat.cell + border.width
        height: 3 * mat.cell + border.width
        color: "transparent"
        radius: mat.cell * 0.15
        border.width: Math.max(3, mat.cell * 0.16)
        border.color: mat.verdict === "right" ? "#009E73" : "#D55E00"
    }
    Repeater {
        model: mat.mismatches
        Text {
            required property point modelData
            z: 41
            x: mat.cellPos(modelData.x, modelData.y).x
            y: mat.cellPos(modelData.x, modelData.y).y
            width: mat.cell
            height: mat.cell
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            text: "\u2716"
            color: "#D55E00"
            style: Text.Outline
            styleColor: "white"
            font.pixelSize: mat.cell * 0.9
        }
    }
}
