// RecipePicture: what a recipe card asks, drawn as a picture of the wok that completes it:
// three tokens showing 2, 3 and 4 chilis; a heap of fish with "8+"; the kinds asked for
// side by side; tokens touching a card, touching a divider or alone in the middle of the
// wok; two equal columns of two ingredients. RecipeCard puts the words under it.
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates (6.5 adds
// pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import QtQuick.Shapes
import FoodCourt.WokUp

Item {
    id: picture

    property int family: 0
    property int ingredient: 0
    property int other: 0
    property var counts: []
    property int amount: 0
    property var kinds: []
    property int place: 0

    readonly property real side: Math.min(width, height)
    readonly property color ink: "#2B1B10"

    // Where n pictures sit on a token, as on a die (fractions of its diameter, from its centre).
    function pips(n: int): var {
        switch (n) {
        case 1: return [[0, 0]]
        case 2: return [[-0.19, -0.19], [0.19, 0.19]]
        case 3: return [[-0.21, -0.17], [0.21, -0.17], [0, 0.22]]
        case 4: return [[-0.19, -0.19], [0.19, -0.19], [-0.19, 0.19], [0.19, 0.19]]
        default: return [[-0.22, -0.22], [0.22, -0.22], [0, 0], [-0.22, 0.22], [0.22, 0.22]]
        }
    }

    // A token: a pale disc rimmed in its ingredient's colour, so the pictures on it stand out.
    component Token: Rectangle {
        property int kind: -1 // -1: any ingredient
        readonly property color base: kind >= 0 ? WokUpStyle.ingredientColours[kind] ?? "grey" : "#8C7A60"
        radius: width / 2
        color: Qt.tint("#FFFBF4", Qt.rgba(base.r, base.g, base.b, 0.06))
        border.color: Qt.darker(base, 1.4)
        border.width: Math.max(1, width * 0.07)
    }

    // Tokens showing given counts: three tokens, each with that many pictures on it.
    Item {
        visible: picture.family === 0
        anchors.centerIn: parent
        width: picture.side
        height: picture.side
        Repeater {
            model: picture.family === 0 ? picture.counts : []
            delegate: Token {
                id: token
                required property int index
                required property int modelData
                kind: picture.ingredient
                width: picture.side * 0.5
                height: width
                // Two tokens above, one below, slightly overlapping like a heap.
                x: [0.02, 0.48, 0.25][index] * picture.side
                y: [0.02, 0.02, 0.46][index] * picture.side
                Repeater {
                    model: picture.pips(token.modelData)
                    delegate: IngredientIcon {
                        required property var modelData
                        width: token.width * (token.modelData === 1 ? 0.55 : 0.34)
                        height: width
                        x: token.width * (0.5 + modelData[0]) - width / 2
                        y: token.height * (0.5 + modelData[1]) - height / 2
                        ingredient: picture.ingredient
                    }
                }
            }
        }
    }

    // Quantity: a heap of the ingredient, and the least amount on a badge.
    Item {
        visible: picture.family === 1
        anchors.centerIn: parent
        width: picture.side
        height: picture.side
        Repeater {
            model: picture.family === 1 ? [[0.05, 0.62], [0.35, 0.64], [0.65, 0.62], [0.2, 0.36], [0.5, 0.38]] : []
            delegate: IngredientIcon {
                required property var modelData
                width: picture.side * 0.32
                height: width
                x: modelData[0] * picture.side
                y: modelData[1] * picture.side
                ingredient: picture.ingredient
            }
        }
        Rectangle {
            x: picture.side * 0.5
            y: 0
            width: picture.side * 0.48
            height: picture.side * 0.36
            radius: height / 2
            color: "white"
            border.color: picture.ink
            border.width: Math.max(1, picture.side * 0.03)
            Text {
                anchors.centerIn: parent
                //: Recipe picture badge: at least this many, e.g. "8+".
                text: qsTr("%1+").arg(picture.amount)
                font.bold: true
                font.pixelSize: parent.height * 0.66
                color: picture.ink
            }
        }
    }

    // Variety: the kinds asked for, side by side.
    Flow {
        id: variety
        visible: picture.family === 2
        readonly property real cell: picture.side * (picture.kinds.length > 4 ? 0.33 : 0.46)
        anchors.centerIn: parent
        width: cell * (picture.kinds.length > 4 ? 3 : 2)
        spacing: 0
        Repeater {
            model: picture.family === 2 ? picture.kinds : []
            delegate: Item {
                required property int modelData
                width: variety.cell
                height: width
                Token {
                    anchors.fill: parent
                    anchors.margins: parent.width * 0.04
                    kind: parent.modelData
                    IngredientIcon {
                        anchors.centerIn: parent
                        width: parent.width * 0.66
                        height: width
                        ingredient: parent.kind
                    }
                }
            }
        }
    }

    // Position: tokens touching a card, touching a divider, or in the middle of the wok.
    Item {
        id: position
        visible: picture.family === 3
        anchors.centerIn: parent
        width: picture.side
        height: picture.side
        readonly property real disc: picture.side * 0.26
        // Token centres, as fractions of the picture, for 2 to 4 tokens at each place.
        readonly property var spots: [
            [[0.14, 0.3], [0.86, 0.7], [0.14, 0.72], [0.86, 0.28]], // around a card
            [[0.22, 0.34], [0.5, 0.66], [0.78, 0.34], [0.5, 0.34]], // along a divider
            [[0.36, 0.4], [0.62, 0.62], [0.64, 0.36], [0.36, 0.66]] // in the middle
        ][picture.place] ?? []
        Rectangle { // a recipe card
            visible: picture.place === 0
            anchors.centerIn: parent
            width: picture.side * 0.46
            height: picture.side * 0.7
            radius: width * 0.1
            color: WokUpStyle.cardBack
            border.color: picture.ink
            border.width: Math.max(1, picture.side * 0.02)
        }
        Rectangle { // a divider
            visible: picture.place === 1
            anchors.centerIn: parent
            width: picture.side * 0.96
            height: picture.side * 0.14
            radius: height / 3
            color: WokUpStyle.divider
            border.color: picture.ink
            border.width: Math.max(1, picture.side * 0.02)
        }
        Shape { // the wok, with its empty middle
            visible: picture.place === 2
            anchors.fill: parent
            antialiasing: true
            ShapePath {
                fillColor: WokUpStyle.wok
                strokeColor: WokUpStyle.wokRim
                strokeWidth: Math.max(1, picture.side * 0.03)
                joinStyle: ShapePath.RoundJoin
                PathPolyline {
                    path: Array.from({ length: 6 }, (_, i) => {
                        const a = -Math.PI / 2 + 2 * Math.PI * i / 5
                        return Qt.point(picture.side * (0.5 + 0.49 * Math.cos(a)),
                                        picture.side * (0.53 + 0.49 * Math.sin(a)))
                    })
                }
            }
        }
        Repeater {
            model: picture.family === 3 ? Math.min(4, Math.max(0, picture.amount)) : 0
            delegate: Token {
                required property int index
                readonly property var spot: position.spots[index] ?? [0.5, 0.5]
                width: position.disc
                height: width
                x: spot[0] * picture.side - width / 2
                y: spot[1] * picture.side - height / 2
            }
        }
    }

    // Equality: as many of one as of the other (or of any other single one).
    Row {
        visible: picture.family === 4
        anchors.centerIn: parent
        readonly property real icon: picture.side * 0.3
        spacing: picture.side * 0.02
        Column {
            Repeater {
                model: picture.family === 4 ? 3 : 0
                delegate: IngredientIcon {
                    width: picture.side * 0.3
                    height: width
                    ingredient: picture.ingredient
                }
            }
        }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: "="
            font.bold: true
            font.pixelSize: picture.side * 0.34
            color: picture.ink
        }
        Column {
            Repeater {
                model: picture.family === 4 ? 3 : 0
                delegate: Item {
                    width: picture.side * 0.3
                    height: width
                    IngredientIcon {
                        visible: picture.other >= 0
                        anchors.fill: parent
                        ingredient: Math.max(0, picture.other)
                    }
                    Token { // any other single ingredient: a plain token with a question mark
                        visible: picture.other < 0
                        anchors.fill: parent
                        anchors.margins: parent.width * 0.06
                        Text {
                            anchors.centerIn: parent
                            text: "?"
                            font.bold: true
                            font.pixelSize: parent.height * 0.7
                            color: picture.ink
                        }
                    }
                }
            }
        }
    }
}
