// RulesScreen: the selected stall's rules summary, scrollable, at a comfortable width.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common
import FoodCourt.Shell

Item {
    id: screen

    property string gameId
    required property StallCatalog catalog

    signal backRequested()

    ScreenHeader {
        id: header
        width: parent.width
        //: Title of the rules screen; %1 is the game's title.
        title: qsTr("How to play %1").arg(screen.catalog.stallTitle(screen.gameId))
        accent: Theme.stallColor(screen.catalog.accent(screen.gameId))
        onBackRequested: screen.backRequested()
    }

    Flickable {
        id: flick
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.leftMargin: Device.safeAreaLeft
        anchors.rightMargin: Device.safeAreaRight
        clip: true
        contentWidth: width
        contentHeight: body.implicitHeight + Theme.spacing * 4
        bottomMargin: Device.safeAreaBottom // scrolls clear of a home indicator
        boundsBehavior: Flickable.StopAtBounds
        ScrollIndicator.vertical: ScrollIndicator {}

        // A plain Column, not a ColumnLayout: a Loader inside a layout never sized the
        // summary it loaded, so every paragraph was laid out at width 0, all on one line.
        Column {
            id: body
            width: Math.min(flick.width - Theme.spacing * 3, Theme.readableWidth)
            x: (flick.width - width) / 2
            y: Theme.spacing * 2
            spacing: Theme.spacing

            Rectangle {
                width: parent.width
                visible: !screen.catalog.stallBuilt(screen.gameId)
                implicitHeight: soonText.implicitHeight + Theme.spacing * 2
                radius: Theme.radius
                color: Theme.surfaceSunk
                TextBlock {
                    id: soonText
                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    font.bold: true
                    //: On the rules of a game that cannot be played in the app yet.
                    text: qsTr("Opening soon: this stall is still being built. Here is how the game will play.")
                }
            }

            // The game module's own <Module>Rules.qml, found by the catalogue.
            Loader {
                width: parent.width
                source: screen.catalog.rulesPage(screen.gameId)
            }
        }
    }
}
