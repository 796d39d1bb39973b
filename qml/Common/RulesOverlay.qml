// RulesOverlay: a game's rules page laid over its table (GameScreen's "?"). It covers the
// whole table and takes every touch, so nothing on the table moves while it is open; the
// screen holds its round meanwhile (GameScreen.paused). Closing it shows the table as it was.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Rectangle {
    id: overlay

    // The game module's <Module>Rules.qml (loaded only while the overlay shows) and the
    // game's title.
    property string page
    property string title
    // Insets the overlay keeps its text and button clear of (a notch, a home indicator).
    property real insetTop: 0
    property real insetRight: 0
    property real insetBottom: 0
    property real insetLeft: 0

    signal closeRequested()

    color: Theme.background

    // Every touch that misses the page stops here instead of reaching the table below.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = true
        Accessible.ignored: true // only stops taps; nothing to announce
    }

    Rectangle {
        id: header
        x: 0
        y: 0
        width: parent.width
        height: overlay.insetTop + Math.max(closeButton.height, titleText.implicitHeight) + Theme.spacing * 2
        color: Theme.wood

        Label {
            id: titleText
            anchors.left: parent.left
            anchors.right: closeButton.left
            anchors.leftMargin: overlay.insetLeft + Theme.spacing * 2
            anchors.rightMargin: Theme.spacing
            y: overlay.insetTop + (parent.height - overlay.insetTop - height) / 2
            wrapMode: Text.WordWrap
            color: Theme.onAccent
            font.pixelSize: Theme.fontLarge
            font.bold: true
            //: Title of the rules shown over a game's table; %1 is the game's title.
            text: qsTr("How to play %1").arg(overlay.title)
            Accessible.role: Accessible.Heading
        }

        ActionButton {
            id: closeButton
            objectName: "rulesCloseButton"
            anchors.right: parent.right
            anchors.rightMargin: overlay.insetRight + Theme.spacing
            y: overlay.insetTop + Theme.spacing
            primary: false
            //: Closes the rules shown over a game and goes back to the same game.
            text: qsTr("Back to the game")
            onClicked: overlay.closeRequested()
        }
    }

    Flickable {
        id: flick
        objectName: "rulesFlick"
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.leftMargin: overlay.insetLeft
        anchors.rightMargin: overlay.insetRight
        clip: true
        contentWidth: width
        contentHeight: body.y + body.height + Theme.spacing * 2
        bottomMargin: overlay.insetBottom
        boundsBehavior: Flickable.StopAtBounds
        ScrollIndicator.vertical: ScrollIndicator {}

        // A plain Column around the Loader (as RulesScreen): a layout never sized the page.
        Column {
            id: body
            width: Math.min(flick.width - Theme.spacing * 3, Theme.readableWidth)
            x: (flick.width - width) / 2
            y: Theme.spacing * 2

            Loader {
                objectName: "rulesPageLoader"
                width: parent.width
                source: overlay.visible ? overlay.page : ""
                // Each opening starts at the top of the page.
                onLoaded: flick.contentY = 0
            }
        }
    }
}
