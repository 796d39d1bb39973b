// KakiLimaRuleDiagramWalk: a walk around a house on the rules page, drawn with the map's
// own cards: six squares of the top of the map (B1 to D2, Mak Cik Kiah's house at C1) and
// a four-step walk from B1 to D1 that goes around the house, since no walk may enter one.
// The trail and the walker are drawn as the map draws them. The street cards leave their
// names off: the picture is about the way round, not the places.
import QtQuick
import FoodCourt.Common
import FoodCourt.KakiLima

RuleDiagram {
    id: diagram

    readonly property int columns: 3
    readonly property real cellSize: 100
    readonly property real gap: cellSize * 0.05
    readonly property var cells: [
        { name: "B1", kind: "orange", title: "", character: -1 },
        { name: "C1", kind: "house", title: "Mak Cik Kiah", character: 0 },
        { name: "D1", kind: "green", title: "", character: -1 },
        { name: "B2", kind: "green", title: "", character: -1 },
        { name: "C2", kind: "orange", title: "", character: -1 },
        { name: "D2", kind: "green", title: "", character: -1 }
    ]
    // The walk, as places in `cells`: down, along under the house, and up again.
    readonly property var walk: [0, 3, 4, 5, 2]

    function centre(place: int): point {
        return Qt.point((place % columns + 0.5) * cellSize,
                        (Math.floor(place / columns) + 0.5) * cellSize)
    }

    pictureWidth: columns * cellSize
    pictureHeight: Math.ceil(cells.length / columns) * cellSize
    //: Caption of the Kaki Lima rules picture: a walk that goes around a house.
    caption: qsTr("No walk may enter a house: this walk of 4 steps goes around it.")

    Grid {
        x: diagram.gap / 2
        y: diagram.gap / 2
        columns: diagram.columns
        spacing: diagram.gap
        Repeater {
            model: diagram.cells
            // qmllint disable unqualified
            delegate: MapCard {
                required property int index
                required property var modelData
                width: diagram.cellSize - diagram.gap
                height: width
                cell: index
                cellName: modelData.name
                kind: modelData.kind
                title: modelData.title
                stall: -1
                character: modelData.character
                waiting: []
                lit: false
                start: false
                hinted: false
                doorFor: []
                delivered: false
                reduceMotion: true
                activeFocusOnTab: false
            }
            // qmllint enable unqualified
        }
    }

    // The trail: one bar per step, card centre to card centre, as on the map.
    Repeater {
        model: diagram.walk.length - 1
        // qmllint disable unqualified
        delegate: Rectangle {
            required property int index
            readonly property point from: diagram.centre(diagram.walk[index])
            readonly property point to: diagram.centre(diagram.walk[index + 1])
            readonly property real thickness: diagram.cellSize * 0.07
            x: Math.min(from.x, to.x) - thickness / 2
            y: Math.min(from.y, to.y) - thickness / 2
            width: Math.abs(to.x - from.x) + thickness
            height: Math.abs(to.y - from.y) + thickness
            radius: thickness / 2
            color: KakiStyle.walker
            opacity: 0.6
        }
        // qmllint enable unqualified
    }

    // The walker at the end of the walk: their badge on the walker's blue base.
    Rectangle {
        readonly property point at: diagram.centre(diagram.walk[diagram.walk.length - 1])
        width: diagram.cellSize * 0.5
        height: width
        x: at.x - width / 2
        y: at.y - height / 2
        radius: width / 2
        color: KakiStyle.walker
        border.color: "white"
        border.width: Math.max(2, width * 0.06)
        CharacterBadge {
            anchors.centerIn: parent
            width: parent.width * 0.74
            character: 3
            name: "Siti"
        }
    }
}
