// ServedRun: a run just served, shown to everyone for a moment: who served it and the
// cards, laid out as they matched the orders. How a bot's serve is seen happening.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common
import FoodCourt.KommeGleich

Rectangle {
    id: banner

    property bool reduceMotion: false
    property real unit: 1
    property real cardWidth: 60
    property var kinds: []

    function show(name: string, cards: var) {
        //: Shown while a served run is on display; %1 is the player's name.
        caption.text = qsTr("%1 serves!").arg(name)
        kinds = cards
        run.restart()
    }

    implicitWidth: content.implicitWidth + 24 * unit
    implicitHeight: content.implicitHeight + 16 * unit
    radius: Theme.radius * unit
    color: Qt.rgba(0.1, 0.07, 0.04, 1) // opaque: the orders under it do not show through
    visible: opacity > 0
    opacity: 0

    Column {
        id: content
        anchors.centerIn: parent
        spacing: 6 * banner.unit
        Label {
            id: caption
            anchors.horizontalCenter: parent.horizontalCenter
            font.pixelSize: Theme.fontLarge * banner.unit
            font.bold: true
            color: Theme.onAccent
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 4 * banner.unit
            Repeater {
                model: banner.kinds
                // qmllint disable unqualified
                delegate: MenuCard {
                    required property int modelData
                    width: banner.cardWidth
                    kind: modelData
                    mark: MenuCard.Mark.Match
                }
                // qmllint enable unqualified
            }
        }
    }

    SequentialAnimation {
        id: run
        ParallelAnimation {
            NumberAnimation { target: banner; property: "opacity"; from: 0; to: 1; duration: banner.reduceMotion ? 0 : 200 }
            NumberAnimation { target: banner; property: "scale"; from: 0.6; to: 1; duration: banner.reduceMotion ? 0 : 300; easing.type: Easing.OutBack }
        }
        PauseAnimation { duration: 2200 }
        NumberAnimation { target: banner; property: "opacity"; to: 0; duration: banner.reduceMotion ? 0 : 300 }
    }
}
