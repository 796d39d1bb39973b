// TipBurst: the moment a player scores a tip: a golden coin with the new tip value grows
// and fades on that player's seat chip, with the words beside it. It sits on the chip the
// tip goes to, never over the order row, the hand or the prompt (issue 19).
import QtQuick
import QtQuick.Controls
import FoodCourt.Common
import FoodCourt.KommeGleich

Item {
    id: burst

    property bool reduceMotion: false
    property real unit: 1

    // The seat chip the tip goes to (null: the middle of the screen, as a fallback).
    property Item target: null
    // Where the chip stands when the tip is scored (read once: chips do not move meanwhile).
    property point targetCentre: Qt.point(width / 2, height / 2)

    function celebrate(name: string, tipValue: int, chip: Item) {
        target = chip
        targetCentre = chip ? chip.mapToItem(burst, chip.width / 2, chip.height / 2)
                            : Qt.point(width / 2, height / 2)
        //: Celebration when a player scores a tip; %1 is the name.
        title.text = qsTr("Tip for %1!").arg(name)
        value.text = "+" + tipValue
        run.restart()
    }

    visible: opacity > 0
    opacity: 0

    Rectangle {
        id: band
        objectName: "tipBand"
        // The coin and the words side by side on the chip, kept inside the screen.
        readonly property real chipHeight: burst.target ? burst.target.height : 120 * burst.unit
        x: Math.max(0, Math.min(burst.width - width, burst.targetCentre.x - width / 2))
        y: Math.max(0, burst.targetCentre.y - height / 2)
        // The whole chip is covered for the moment: no half-hidden name peeks out.
        width: Math.max(row.implicitWidth + 24 * burst.unit, burst.target ? burst.target.width : 0)
        height: Math.max(row.implicitHeight, chipHeight) + 8 * burst.unit
        radius: height / 2
        color: Theme.woodDark
        border.color: DishStyle.hint
        border.width: 3 * burst.unit
        Row {
            id: row
            anchors.centerIn: parent
            spacing: 10 * burst.unit
            Rectangle {
                id: coin
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(64 * burst.unit, band.chipHeight)
                height: width
                radius: width / 2
                color: DishStyle.hint
                border.color: Theme.ink
                border.width: 3 * burst.unit
                Label {
                    id: value
                    anchors.centerIn: parent
                    font.pixelSize: coin.width * 0.42
                    font.bold: true
                    color: Theme.ink
                }
            }
            Label {
                id: title
                objectName: "tipTitle"
                anchors.verticalCenter: parent.verticalCenter
                font.pixelSize: Theme.fontLarge * burst.unit
                font.bold: true
                color: Theme.onAccent
            }
        }
    }

    SequentialAnimation {
        id: run
        ParallelAnimation {
            NumberAnimation { target: burst; property: "opacity"; from: 0; to: 1; duration: burst.reduceMotion ? 0 : 200 }
            NumberAnimation { target: coin; property: "scale"; from: 0.3; to: 1; duration: burst.reduceMotion ? 0 : 500; easing.type: Easing.OutBack }
            RotationAnimation { target: coin; from: -90; to: 0; duration: burst.reduceMotion ? 0 : 500 }
        }
        PauseAnimation { duration: 1300 }
        NumberAnimation { target: burst; property: "opacity"; to: 0; duration: burst.reduceMotion ? 0 : 400 }
    }
}
