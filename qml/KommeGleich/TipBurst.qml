// TipBurst: the moment a player scores a tip: a golden coin with the new tip value grows
// and fades over the table, with the player's name.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common
import FoodCourt.KommeGleich

Item {
    id: burst

    property bool reduceMotion: false
    property real unit: 1

    function celebrate(name: string, tipValue: int) {
        //: Celebration when a player scores a tip; %1 is the name.
        title.text = qsTr("Tip for %1!").arg(name)
        value.text = "+" + tipValue
        run.restart()
    }

    visible: opacity > 0
    opacity: 0

    Column {
        // Above the middle, clear of a served run on show at the same moment.
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.verticalCenter: parent.verticalCenter
        anchors.verticalCenterOffset: -parent.height * 0.16
        spacing: 8 * burst.unit
        Rectangle {
            id: coin
            anchors.horizontalCenter: parent.horizontalCenter
            width: 140 * burst.unit
            height: width
            radius: width / 2
            color: DishStyle.hint
            border.color: Theme.woodDark
            border.width: 6 * burst.unit
            Label {
                id: value
                anchors.centerIn: parent
                font.pixelSize: 56 * burst.unit
                font.bold: true
                color: Theme.ink
            }
        }
        Label {
            id: title
            // For about two seconds the tip floats over the order row, on purpose for now
            // (the table-craft issue gives announcements their own band).
            property bool overlapsText: true
            anchors.horizontalCenter: parent.horizontalCenter
            font.pixelSize: Theme.fontTitle * burst.unit
            font.bold: true
            color: Theme.onAccent
            style: Text.Outline
            styleColor: Theme.woodDark
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
