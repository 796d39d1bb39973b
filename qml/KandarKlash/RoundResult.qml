// RoundResult: a cook's own result once the round stops, big, in their zone and facing
// them, where the controls were (they rest until the next customer): the verdict, and
// the favours it brought. The mat beside it keeps the dish and its crosses in view.
import QtQuick
import FoodCourt.Common

Rectangle {
    id: result

    property string verdictText: ""
    property int gained: 0
    property bool good: false
    property color accent: Theme.primary
    property real cell: 24

    radius: cell * 0.5
    color: Theme.surface
    border.color: accent
    border.width: Math.max(3, cell * 0.2)

    Column {
        anchors.fill: parent
        anchors.margins: result.border.width + result.cell * 0.3
        spacing: result.cell * 0.3

        Text {
            objectName: "roundVerdict"
            width: parent.width
            height: result.gained !== 0 ? parent.height * 0.62 : parent.height
            text: result.verdictText
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            fontSizeMode: Text.Fit
            minimumPixelSize: 10
            font.pixelSize: Math.max(14, result.cell * 2)
            font.bold: true
            color: result.good ? "#00795A" : Theme.ink
        }
        Text {
            objectName: "roundFavours"
            visible: result.gained !== 0
            width: parent.width
            height: parent.height * 0.38 - parent.spacing
            text: result.gained > 0
                  //: A cook's favours won this round, big in their zone ("+1 favour").
                  ? qsTr("+%n favour(s)", "", result.gained)
                  //: A cook's favours lost this round, big in their zone ("-1 favour").
                  : qsTr("-%n favour(s)", "", -result.gained)
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            fontSizeMode: Text.Fit
            minimumPixelSize: 10
            font.pixelSize: Math.max(14, result.cell * 1.3)
            font.bold: true
            color: result.gained > 0 ? "#B8860B" : "#B03A00"
        }
    }
}
