// GameHost: shows a game's own screen (from the game's QML module, see
// StallCatalog.gameScreen), hands it the settings, and starts it with the setup or
// resumes the autosave. The screen's leave() brings the player back to the menu. A stall
// without its screen, or a start that fails, shows a short note instead.
//
// Hooks a game screen may declare (each optional; a screen without them still works):
//   property real safeAreaTop / safeAreaRight / safeAreaBottom / safeAreaLeft
//       Declaring safeAreaTop means "I keep my controls clear of the insets myself": the
//       screen then fills the whole window (its table may run under a notch) and gets the
//       four insets in dp. Without it the host keeps the whole screen inside the safe area.
//   property bool paused
//       true while the app is in the background: stop round clocks and animations.
//       (MatchSession already holds its bots and writes the autosave then.)
//   function goBack(): bool
//       the Android back key and Escape call it first; return true when the screen handled
//       it (closed an overlay, asked to confirm). Otherwise they leave like leave().
// The host also lets the screen go of a kept-on display (Device.keepAwake) when it closes.
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
    // The app's effective setting (a headless run turns motion off whatever the settings say).
    property bool reduceMotion: AppSettings.reduceMotion

    // The loaded game screen, untyped: its hooks are optional, so no type can promise them.
    readonly property var gameScreen: loader.item
    // Whether the loaded screen keeps clear of the safe-area insets itself (see above).
    readonly property bool screenHandlesSafeArea: gameScreen !== null
                                                  && "safeAreaTop" in gameScreen

    signal leave()

    // The back key or Escape: the game screen may handle it; otherwise back to the menu.
    function goBack() {
        const screen = host.gameScreen
        if (screen && typeof screen.goBack === "function" && screen.goBack())
            return
        leave()
    }

    // The game's optional hooks, bound to the shell's live values.
    function connectHooks(screen) {
        const bindings = {
            safeAreaTop: () => Device.safeAreaTop,
            safeAreaRight: () => Device.safeAreaRight,
            safeAreaBottom: () => Device.safeAreaBottom,
            safeAreaLeft: () => Device.safeAreaLeft,
            paused: () => Device.suspended
        }
        for (const name in bindings) {
            if (name in screen)
                screen[name] = Qt.binding(bindings[name])
        }
    }

    Component.onDestruction: Device.keepAwake(false)

    Loader {
        id: loader
        anchors.fill: parent
        anchors.topMargin: host.screenHandlesSafeArea ? 0 : Device.safeAreaTop
        anchors.rightMargin: host.screenHandlesSafeArea ? 0 : Device.safeAreaRight
        anchors.bottomMargin: host.screenHandlesSafeArea ? 0 : Device.safeAreaBottom
        anchors.leftMargin: host.screenHandlesSafeArea ? 0 : Device.safeAreaLeft
        Component.onCompleted: {
            const url = host.catalog.gameScreen(host.gameId)
            if (url.toString() === "")
                return
            setSource(url, { soundOn: Qt.binding(() => AppSettings.sound),
                             botDelayMs: Qt.binding(() => AppSettings.botDelayMs),
                             reduceMotion: Qt.binding(() => host.reduceMotion) })
            if (!item)
                return
            host.connectHooks(item)
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
            width: Math.min(parent.width - Theme.spacing * 2 - Device.safeAreaLeft
                            - Device.safeAreaRight, Theme.readableWidth)
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
