// WokView: the table seen from above, to scale: the wok (the pentagon through the five
// recipe stacks, joined by dividers) and every token where the physics left it. The
// engine's centimetres (y up) become pixels here and nowhere else.
import QtQuick
import QtQuick.Shapes
import FoodCourt.Common
import FoodCourt.WokUp

Item {
    id: view

    required property WokUpTable table
    // The shared beat is up in the middle of the wok (WokUpScreen): the tokens hide their counts.
    property bool beatShowing: false
    property bool reduceMotion: false
    property bool paused: false // the app is in the background: animations hold still
    // Where seat n's pile is, in this item's coordinates (the screen knows the edges).
    property var launchFor: seat => Qt.point(width / 2, height)
    // The face-up recipe cards "What can I do?" marks as complete (names, e.g. "R12").
    property var hintCards: []
    // The middle 80 cm of the table fill the view: throws rarely end further out, and a
    // token that does is drawn beyond the square, under the players' edges.
    readonly property real pxPerCm: width / 80

    function toView(xCm, yCm) { return Qt.point(width / 2 + xCm * pxPerCm, height / 2 - yCm * pxPerCm) }
    // The pentagon's corners in this item's coordinates, closed.
    function wokOutline() {
        const corners = table.wokCorners
        const points = []
        for (let i = 0; i <= corners.length; ++i) {
            const c = corners[i % corners.length]
            points.push(toView(c.x, c.y))
        }
        return points
    }
    // The centre of stack n, in this item's coordinates (cards fly from here).
    function stackCentre(stack) {
        const piece = stacks.itemAt(stack)
        return piece ? Qt.point(piece.x + piece.width / 2, piece.y + piece.height / 2) : Qt.point(width / 2, height / 2)
    }

    // The wok's floor: the pentagon through the stacks' centres.
    Shape {
        anchors.fill: parent
        antialiasing: true
        ShapePath {
            fillColor: WokUpStyle.wok
            strokeColor: WokUpStyle.wokRim
            strokeWidth: Math.max(2, view.pxPerCm * 0.6)
            joinStyle: ShapePath.RoundJoin
            PathPolyline {
                path: view.wokOutline()
            }
        }
    }

    Repeater {
        model: view.table.dividers
        // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
        // pragma ComponentBehavior: Bound); the ids used here are this file's own.
        // qmllint disable unqualified
        delegate: Rectangle {
            required property var modelData
            readonly property point centre: view.toView(modelData.x, modelData.y)
            width: modelData.length * view.pxPerCm
            height: modelData.breadth * view.pxPerCm
            x: centre.x - width / 2
            y: centre.y - height / 2
            rotation: -modelData.angle
            radius: height / 3
            color: WokUpStyle.divider
            border.color: Qt.darker(WokUpStyle.divider, 1.5)
        }
    }

    Repeater {
        id: stacks
        model: view.table.stacks
        delegate: Item {
            id: stack
            required property int index
            required property int cards
            required property string faceUp
            required property int family
            required property int ingredient
            required property int other
            required property var counts
            required property int amount
            required property var kinds
            required property int place
            required property var piece
            readonly property point centre: view.toView(piece.x, piece.y)
            objectName: "stack_" + index
            width: piece.breadth * view.pxPerCm
            height: piece.length * view.pxPerCm
            x: centre.x - width / 2
            y: centre.y - height / 2
            // Long side towards the centre; the card reads from outside the wok.
            rotation: -piece.angle - 90
            visible: cards > 0
            // A newly face-up card turns over.
            onFaceUpChanged: if (faceUp !== "" && !view.reduceMotion) turnOver.restart()
            transform: Scale { id: turn; origin.x: stack.width / 2 }
            SequentialAnimation {
                id: turnOver
                paused: running && view.paused
                NumberAnimation { target: turn; property: "xScale"; from: 1; to: 0; duration: 160; easing.type: Easing.InQuad }
                NumberAnimation { target: turn; property: "xScale"; from: 0; to: 1; duration: 200; easing.type: Easing.OutQuad }
            }

            // The cards under the top one, as a thin offset edge.
            Rectangle {
                anchors.fill: parent
                anchors.leftMargin: 3
                anchors.topMargin: 3
                anchors.rightMargin: -3
                anchors.bottomMargin: -3
                radius: width * 0.08
                color: Qt.darker(WokUpStyle.cardBack, 1.4)
                visible: stack.cards > 1
            }
            RecipeCard {
                anchors.fill: parent
                faceUp: stack.faceUp
                family: stack.family
                ingredient: stack.ingredient
                other: stack.other
                counts: stack.counts
                amount: stack.amount
                kinds: stack.kinds
                place: stack.place
            }
            HintGlow {
                objectName: "hintGlow"
                shown: stack.faceUp !== "" && view.hintCards.indexOf(stack.faceUp) >= 0
                reduceMotion: view.reduceMotion
            }
        }
    }

    Repeater {
        model: view.table.tokens
        delegate: TokenItem {
            showCount: !view.beatShowing
            pxPerCm: view.pxPerCm
            diameterCm: view.table.tokenCm
            reduceMotion: view.reduceMotion
            paused: view.paused
            launch: {
                const p = view.launchFor(thrower)
                return Qt.point(p.x - width / 2, p.y - height / 2)
            }
        }
    }
}
