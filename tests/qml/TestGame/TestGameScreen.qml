// TestGameScreen: the test game's screen, on the contract GameHost loads (qml/Shell/
// GameHost.qml): soundOn, botDelayMs, reduceMotion, leave(), startNew() and resume().
// It shows whose turn it is and plays that seat's first legal action on a tap.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common
import FoodCourt.TestGame

Item {
    id: screen

    property bool soundOn: true
    property int botDelayMs: 800
    property bool reduceMotion: false
    readonly property alias table: table

    signal leave()

    function startNew(setupJson) { return table.startFromSetupJson(setupJson) }
    function resume(saveJson) { return table.resumeFromSaveJson(saveJson) }

    TestGameTable {
        id: table
        botDelayMs: screen.botDelayMs
    }

    Column {
        anchors.centerIn: parent
        spacing: Theme.spacing

        Label {
            text: table.over ? qsTr("Game over") : qsTr("Seat %1 to act").arg(table.seatsToAct[0] ?? -1)
        }
        ActionButton {
            enabled: !table.over && table.seatsToAct.length > 0
            text: qsTr("Play")
            onClicked: {
                const seat = table.seatsToAct[0]
                table.apply(seat, table.legalActions(seat)[0])
            }
        }
        ActionButton {
            primary: false
            text: qsTr("Menu")
            onClicked: screen.leave()
        }
    }
}
