// ToggleSwitch: an on/off setting in the Food Court colours, a full 48 dp tall row
// whose label wraps rather than being cut.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Switch {
    id: control

    implicitHeight: Math.max(Theme.touchTarget, implicitContentHeight + topPadding + bottomPadding)
    font.pixelSize: Theme.fontBody
    spacing: Theme.spacing

    indicator: Rectangle {
        x: control.leftPadding
        anchors.verticalCenter: parent.verticalCenter
        implicitWidth: 56
        implicitHeight: 32
        radius: height / 2
        color: control.checked ? Theme.primary : Theme.surfaceSunk
        border.color: control.visualFocus ? Theme.ink : Theme.outline
        border.width: 2

        Rectangle {
            x: control.checked ? parent.width - width - 4 : 4
            anchors.verticalCenter: parent.verticalCenter
            width: 24
            height: 24
            radius: 12
            color: Theme.surface
            border.color: Theme.outline
        }
    }

    contentItem: Text {
        leftPadding: control.indicator.width + control.spacing
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
        text: control.text
        font: control.font
        color: Theme.ink
    }
}
