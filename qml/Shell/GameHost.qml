// GameHost: shows a game's own screen (a GameScreen from the game's QML module, see
// StallCatalog.gameScreen), hands it the settings, and starts it with the setup or
// resumes the autosave. The screen's leave() brings the player back to the menu. A stall
// without its screen, or a start that fails, shows a short note instead. What a game
// screen offers the host, and its optional hooks, are in qml/Common/GameScreen.qml.
// The host also lets the screen go of a kept-on display (Device.keepAwake) when it closes,
// and records each match that ends at its table in the family history (FamilyHistory).
// With a guidePage (a game's <Module>Guide.qml) it plays the guided first game instead:
// the guide's own setup under a GuideOverlay, its slow bots, no save slot, no history, and
// the back key leaves at once (docs/guide.md).
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
    property string guidePage: "" // a GuideScript's URL: play the guided first game
    readonly property bool guided: guidePage !== ""
    property GuideScript guide: null
    property GuideOverlay guideOverlay: null
    // The app's effective setting (a headless run turns motion off whatever the settings say).
    property bool reduceMotion: AppSettings.reduceMotion

    // The loaded game screen (null until it loads, or if it could not).
    readonly property GameScreen gameScreen: loader.item as GameScreen
    // Whether the loaded screen keeps clear of the safe-area insets itself.
    readonly property bool screenHandlesSafeArea: gameScreen !== null && gameScreen.handlesSafeArea

    signal leave()
    // The guided game's "Play a real game": the stall's setup.
    signal realGameRequested()

    // The back key or Escape: the game screen may handle it; otherwise back to the menu.
    function goBack() {
        if (host.guideOverlay) {
            host.guideOverlay.leave() // a guide asks nothing: it is left as it is
            return
        }
        if (host.gameScreen && host.gameScreen.goBack())
            return
        leave()
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
            if (host.guided) {
                host.guide = Qt.createComponent(host.guidePage).createObject(host) as GuideScript
                if (!host.guide) {
                    console.warn("GameHost: no guide at", host.guidePage)
                    return
                }
            }
            // The insets only reach a screen that keeps clear of them itself: any other
            // sits inside them already (the margins above).
            setSource(url, {
                soundOn: Qt.binding(() => AppSettings.sound),
                readAloud: Qt.binding(() => AppSettings.readAloud),
                botDelayMs: Qt.binding(() => host.guide ? host.guide.botDelayMs : AppSettings.botDelayMs),
                reduceMotion: Qt.binding(() => host.reduceMotion),
                suspended: Qt.binding(() => Device.suspended),
                rulesPage: host.catalog.rulesPage(host.gameId),
                gameTitle: host.catalog.stallTitle(host.gameId),
                safeAreaTop: Qt.binding(() => host.screenHandlesSafeArea ? Device.safeAreaTop : 0),
                safeAreaRight: Qt.binding(() => host.screenHandlesSafeArea ? Device.safeAreaRight : 0),
                safeAreaBottom: Qt.binding(() => host.screenHandlesSafeArea ? Device.safeAreaBottom : 0),
                safeAreaLeft: Qt.binding(() => host.screenHandlesSafeArea ? Device.safeAreaLeft : 0)
            })
            const screen = host.gameScreen
            if (!screen)
                return
            if (host.guide) {
                // Steering the table before its match starts: nothing of it is saved.
                host.guideOverlay = guideOverlayComponent.createObject(host, { guide: host.guide }) as GuideOverlay
                host.guideOverlay.attach(screen)
                host.problem = screen.startNew(JSON.stringify(host.guide.setup))
                return
            }
            host.problem = host.saveJson !== "" ? screen.resume(host.saveJson)
                                                : screen.startNew(JSON.stringify(host.setup))
        }
    }
    Connections {
        target: host.gameScreen
        function onLeave() { host.leave() }
    }
    // A match goes into the history once, when it turns over; a new one (Play again)
    // starts unrecorded.
    property bool matchRecorded: false
    Connections {
        target: host.gameScreen ? host.gameScreen.table : null
        function onMatchChanged() { host.matchRecorded = false }
        function onStateChanged() {
            const table = host.gameScreen.table
            if (!table.over || host.matchRecorded || host.guided) // a guide is no real match
                return
            host.matchRecorded = true
            FamilyHistory.recordMatch(table)
        }
    }

    // Qt 6.4's qmllint cannot follow ids into inline Components (6.5 adds
    // pragma ComponentBehavior: Bound); the id used is this file's own.
    // qmllint disable unqualified
    Component {
        id: guideOverlayComponent
        GuideOverlay {
            anchors.fill: parent
            z: 1
            gameTitle: host.catalog.stallTitle(host.gameId)
            reduceMotion: host.reduceMotion
            safeAreaTop: Device.safeAreaTop
            safeAreaRight: Device.safeAreaRight
            safeAreaBottom: Device.safeAreaBottom
            safeAreaLeft: Device.safeAreaLeft
            onLeaveRequested: host.leave()
            onRealGameRequested: host.realGameRequested()
        }
    }
    // qmllint enable unqualified

    Rectangle {
        anchors.fill: parent
        z: 2
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
