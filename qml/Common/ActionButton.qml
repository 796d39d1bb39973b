// ActionButton: the Food Court button: at least 48x48 dp, warm filled (primary) or
// outlined (secondary) look, text never elided (layouts must leave room for it).
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Button {
    id: control

    property bool primary: true
    property color accent: Theme.primary

    implicitWidth: Math.max(Theme.touchTarget, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Theme.touchTarget, implicitContentHeight + topPadding + bottomPadding)
    leftPadding: 20
    rightPadding: 20
    topPadding: 10
    bottomPadding: 10
    font.pixelSize: Theme.fontBody
    font.bold: primary

    contentItem: Text {
        text: control.text
        font: control.font
        color: !control.enabled ? Theme.inkSoft
               : (control.primary || control.checked) ? Theme.onAccent : Theme.ink
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }

    background: Rectangle {
        radius: Theme.radius
        color: !control.enabled ? Theme.surfaceSunk
               : (control.primary || control.checked)
                 ? (control.down ? Qt.darker(control.accent, 1.25) : control.accent)
                 : (control.down ? Theme.surfaceSunk : Theme.surface)
        border.width: (control.enabled && (control.primary || control.checked)) ? 0 : 2
        border.color: control.visualFocus ? Theme.ink : Theme.outline
    }

    // Reached with Tab on a desktop: the same ring as a card's (a primary button has no
    // border to show it).
    FocusRing {
        visible: control.visualFocus
    }
}
