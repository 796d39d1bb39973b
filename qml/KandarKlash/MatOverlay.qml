// MatOverlay: what lies over a cook's cards on the mat: after the stop, the dish's
// window outlined (green for a right dish, orange for a wrong one, whose wrong spaces
// are crossed out, so colour is never the only cue), and for the last cook the rings
// where the ketchup may go.
import QtQuick

Item {
    id: overlay

    required property BuildMat mat
    property point window: Qt.point(-1, -1)
    property var mismatches: []
    property string verdict: ""
    property var ketchupCells: []

    signal ketchupChosen(int cellX, int cellY, real timestampMs)

    Accessible.role: Accessible.Pane
    //: A screen reader's name for the mat while the last cook picks a ketchup ring.
    Accessible.name: qsTr("Tap a ring to place the ketchup")

    x: mat.x
    y: mat.y
    width: mat.width
    height: mat.height

    // The last cook picks a space for the ketchup: a ring is one grid cell, smaller than a
    // finger, so the whole mat listens and the ring nearest the touch is chosen.
    function nearestKetchupCell(px, py) {
        let best = null
        let bestDistance = Infinity
        for (const p of overlay.ketchupCells) {
            if (!overlay.mat.shown(p))
                continue
            const c = overlay.mat.cellPos(p.x, p.y)
            const d = Math.hypot(c.x + overlay.mat.cell / 2 - px, c.y + overlay.mat.cell / 2 - py)
            if (d < bestDistance) {
                best = p
                bestDistance = d
            }
        }
        return best
    }
    TapHandler {
        enabled: overlay.ketchupCells.length > 0
        onTapped: (eventPoint) => {
            const p = overlay.nearestKetchupCell(eventPoint.position.x, eventPoint.position.y)
            if (p)
                overlay.ketchupChosen(p.x, p.y, eventPoint.timestamp)
        }
    }
    Repeater {
        model: overlay.ketchupCells
        // Qt 6.4's qmllint cannot follow this file's ids into a delegate (6.5's
        // pragma ComponentBehavior: Bound can).
        // qmllint disable unqualified
        Rectangle {
            required property point modelData
            objectName: "ketchup_" + modelData.x + "_" + modelData.y
            visible: overlay.mat.shown(modelData)
            x: overlay.mat.cellPos(modelData.x, modelData.y).x + 2
            y: overlay.mat.cellPos(modelData.x, modelData.y).y + 2
            z: 50
            width: overlay.mat.cell - 4
            height: overlay.mat.cell - 4
            radius: width / 2
            color: "#40C0392B"
            border.color: "#C0392B"
            border.width: 2
        }
        // qmllint enable unqualified
    }

    // The dish's window and the spaces that let it down; over the cards.
    Rectangle {
        visible: overlay.window.x >= 0 && overlay.verdict !== ""
        z: 40
        x: overlay.mat.cellPos(overlay.window.x, overlay.window.y).x - border.width / 2
        y: overlay.mat.cellPos(overlay.window.x, overlay.window.y).y - border.width / 2
        width: 3 * overlay.mat.cell + border.width
        height: 3 * overlay.mat.cell + border.width
        color: "transparent"
        radius: overlay.mat.cell * 0.15
        border.width: Math.max(3, overlay.mat.cell * 0.16)
        border.color: overlay.verdict === "right" ? "#009E73" : "#D55E00"
    }
    Repeater {
        model: overlay.mismatches
        // qmllint disable unqualified
        Text {
            required property point modelData
            z: 41
            x: overlay.mat.cellPos(modelData.x, modelData.y).x
            y: overlay.mat.cellPos(modelData.x, modelData.y).y
            width: overlay.mat.cell
            height: overlay.mat.cell
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            text: "\u2716"
            color: "#D55E00"
            style: Text.Outline
            styleColor: "white"
            font.pixelSize: overlay.mat.cell * 0.9
        }
        // qmllint enable unqualified
    }
}
