// GameHost: shows a game's own screen (from the game's QML module, see
// StallCatalog.gameScreen), hands it the settings, and starts it with the setup or
// resumes the autosave. The screen's leave() brings the player back to the menu. A stall
// without its screen, or a start that fails, shows a short note instead.
import QtQuick
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.Shell

Item {
    id: host

    required property StallCatalog catalog
    property string gameId
    property var setup: null      // a SeatSetupModel.setup() map
    property string saveJson: ""  // used instead of setup to resume
    property string problem: ""   // why the game could not start

    signal leave()

    Loader {
        id: loader
        anchors.fill: parent
        Component.onCompleted: {
            const url = host.catalog.gameScreen(host.gameId)
            if (url.toString() === "")
                return
            setSource(url, { soundOn: Qt.binding(() => AppSettings.sound),
                             botDelayMs: Qt.binding(() => AppSettings.botDelayMs),
                             reduceMotion: Qt.binding(() => AppSettings.reduceMotion) })
            if (!item)
                return
            host.problem = host.saveJson !== "" ? item.resume(host.saveJson)
                                                : item.startNew(JSON.stringify(host.setup))
        }
    }
    Connections {
        target: loader.item
        ignoreUnknownSignals: true
        function onLeave() { host.leave() }
    }

    Rectangle {
        anchors.fill: parent
        visible: loader.status !== Loader.Ready || host.problem !== ""
        color: Theme.background

        ColumnLayout {
            anchors.centerIn: parent
            width: Math.min(parent.width - Theme.spacing * 2, Theme.readableWidth)
            spacing: Theme.spacing * 2

            TextBlock {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Theme.fontLarge
                text: host.problem !== ""
                      //: Shown when a game could not start; %1 is the reason.
                      ? qsTr("The game could not start: %1").arg(host.problem)
                      //: Shown when a game's table cannot be opened yet.
                      : qsTr("This stall is still being built. Come back soon!")
            }
            ActionButton {
                Layout.alignment: Qt.AlignHCenter
                //: Button that returns to the food court menu.
                text: qsTr("Back to the food court")
                onClicked: host.leave()
            }
        }
    }
}
