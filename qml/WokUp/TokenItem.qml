// TokenItem: an ingredient token on the table: a disc showing its ingredient and how many
// pictures lie face up. A new token flies in from its thrower's pile, spinning in the air,
// then slides to where the physics left it; a pushed token slides after the impact.
// Tokens outside the wok are dimmed: they do not count.
import QtQuick
import FoodCourt.WokUp

Item {
    id: token

    required property string tokenId
    required property int ingredient
    required property int pictures
    required property real xCm
    required property real yCm
    required property bool inWok
    required property int thrower
    // Off while the shared beat shows over the wok: its digits, not the tokens' counts, are
    // what everyone reads then.
    property bool showCount: true
    property real pxPerCm: 8
    property real diameterCm: 4
    property point launch: Qt.point(0, 0) // where the thrower's pile is, in the parent
    property bool reduceMotion: false
    property bool paused: false // the app is in the background: the flight holds still
    property int flightMs: 380
    property int slideMs: 650
    readonly property point rest: Qt.point(parent.width / 2 + xCm * pxPerCm - width / 2,
                                           parent.height / 2 - yCm * pxPerCm - height / 2)
    property bool landed: false

    objectName: "token_" + tokenId
    width: diameterCm * pxPerCm
    height: width
    x: rest.x
    y: rest.y
    opacity: inWok ? 1 : 0.6
    z: landed ? 0 : 10

    Behavior on x {
        enabled: token.landed && !token.reduceMotion
        SequentialAnimation {
            PauseAnimation { duration: token.flightMs } // pushed when the throw lands
            NumberAnimation { duration: token.slideMs; easing.type: Easing.OutCubic }
        }
    }
    Behavior on y {
        enabled: token.landed && !token.reduceMotion
        SequentialAnimation {
            PauseAnimation { duration: token.flightMs }
            NumberAnimation { duration: token.slideMs; easing.type: Easing.OutCubic }
        }
    }

    Rectangle {
        id: disc
        anchors.fill: parent
        radius: width / 2
        color: Qt.lighter(WokUpStyle.ingredientColours[token.ingredient] ?? "grey", 1.35)
        border.color: Qt.darker(WokUpStyle.ingredientColours[token.ingredient] ?? "grey", 1.3)
        border.width: Math.max(1, width * 0.07)
        transform: Rotation {
            id: flip
            origin.x: disc.width / 2
            origin.y: disc.height / 2
            axis { x: 1; y: 0; z: 0 }
        }

        IngredientIcon {
            anchors.centerIn: parent
            anchors.horizontalCenterOffset: -parent.width * 0.08
            width: parent.width * 0.62
            height: width
            ingredient: token.ingredient
        }
        Text {
            visible: token.showCount
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.rightMargin: parent.width * 0.1
            anchors.bottomMargin: parent.width * 0.02
            text: token.pictures
            font.pixelSize: parent.width * 0.42
            font.bold: true
            color: "#2B1B10"
            style: Text.Outline
            styleColor: "white"
        }
    }

    SequentialAnimation {
        id: throwAnimation
        paused: running && token.paused
        ParallelAnimation {
            NumberAnimation {
                target: token; property: "x"; duration: token.flightMs
                from: token.launch.x; to: token.launch.x + 0.7 * (token.rest.x - token.launch.x)
            }
            NumberAnimation {
                target: token; property: "y"; duration: token.flightMs
                from: token.launch.y; to: token.launch.y + 0.7 * (token.rest.y - token.launch.y)
            }
            // Up in the air and down again, flipping over and over.
            SequentialAnimation {
                NumberAnimation { target: token; property: "scale"; from: 1; to: 1.6; duration: token.flightMs / 2; easing.type: Easing.OutQuad }
                NumberAnimation { target: token; property: "scale"; to: 1; duration: token.flightMs / 2; easing.type: Easing.InQuad }
            }
            NumberAnimation { target: flip; property: "angle"; from: 0; to: 1080; duration: token.flightMs }
            NumberAnimation { target: token; property: "rotation"; from: 0; to: 300; duration: token.flightMs }
        }
        ParallelAnimation {
            NumberAnimation { target: token; property: "x"; to: token.rest.x; duration: token.slideMs; easing.type: Easing.OutCubic }
            NumberAnimation { target: token; property: "y"; to: token.rest.y; duration: token.slideMs; easing.type: Easing.OutCubic }
            NumberAnimation { target: token; property: "rotation"; to: 360; duration: token.slideMs; easing.type: Easing.OutCubic }
        }
        onFinished: token.settle()
    }

    // Back to plain bindings once at rest, so a resized table keeps the token in place.
    function settle() {
        x = Qt.binding(() => token.rest.x)
        y = Qt.binding(() => token.rest.y)
        rotation = 0
        landed = true
    }

    Component.onCompleted: {
        if (thrower < 0 || reduceMotion) {
            landed = true
            return
        }
        throwAnimation.start()
    }
}
