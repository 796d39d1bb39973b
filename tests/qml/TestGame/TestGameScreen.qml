// TestGameScreen: the test game's screen, a GameScreen (qml/Common/GameScreen.qml) like
// every game's: it names its table and the base type starts, resumes and plays again.
// It shows whose turn it is and plays that seat's first legal action on a tap.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common
import FoodCourt.TestGame

GameScreen {
    id: screen
    table: testTable

    TestGameTable {
        id: testTable
        botDelayMs: screen.botDelayMs
    }

    Column {
        anchors.centerIn: parent
        spacing: Theme.spacing

        Label {
            text: testTable.over ? qsTr("Game over") : qsTr("Seat %1 to act").arg(testTable.seatsToAct[0] ?? -1)
        }
        ActionButton {
            enabled: !testTable.over && testTable.seatsToAct.length > 0
            text: qsTr("Play")
            onClicked: {
                const seat = testTable.seatsToAct[0]
                testTable.apply(seat, testTable.legalActions(seat)[0])
            }
        }
        ActionButton {
            primary: false
            text: qsTr("Menu")
            onClicked: screen.leave()
        }
    }
}
