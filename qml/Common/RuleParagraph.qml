// RuleParagraph: one short paragraph or bullet of a rules summary.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Label {
    property bool bullet: false

    width: parent ? parent.width : implicitWidth
    leftPadding: bullet ? Theme.spacing * 2 : 0
    wrapMode: Text.WordWrap
    color: Theme.ink
    font.pixelSize: Theme.fontBody
    lineHeight: 1.15
    textFormat: Text.PlainText

    Rectangle {
        visible: parent.bullet
        x: Theme.spacing / 2
        y: parent.font.pixelSize * 0.45
        width: 8
        height: 8
        radius: 4
        color: Theme.primary
    }
}
