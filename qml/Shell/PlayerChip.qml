// PlayerChip: one of the family's players on the setup screen, their avatar and name, one tap
// to seat them. A player already at a seat shows it: a check mark, a bold outline and the
// seat's colour and mark, so the chip is not taken for a free one.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

AbstractButton {
    id: chip

    property string avatar: ""
    property int seat: -1 // where this player sits, -1 when not seated
    readonly property bool seated: seat >= 0

    implicitWidth: Math.max(Theme.touchTarget, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(Theme.touchTarget, implicitContentHeight + topPadding + bottomPadding)
    leftPadding: 6
    rightPadding: 14
    topPadding: 4
    bottomPadding: 4
    font.pixelSize: Theme.fontBody
    checkable: false
    Accessible.role: Accessible.Button
    Accessible.name: seated
                     //: Accessible name of a family player's chip when they sit at a seat;
                     //: %1 their name, %2 the seat's number. A tap takes them off the seat.
                     ? qsTr("%1, at seat %2").arg(text).arg(seat + 1)
                     : text

    background: Rectangle {
        radius: height / 2
        color: chip.down ? Theme.surfaceSunk : Theme.surface
        border.width: chip.seated ? 4 : 2
        border.color: chip.seated ? Theme.seatColor(chip.seat)
                                  : (chip.visualFocus ? Theme.ink : Theme.outline)
    }

    // A long name wraps inside the chip rather than running past a narrow screen.
    contentItem: RowLayout {
        spacing: 6
        Avatar {
            Layout.preferredWidth: 36
            Layout.preferredHeight: 36
            kind: chip.avatar
        }
        Label {
            Layout.fillWidth: true
            text: chip.text
            font: chip.font
            color: Theme.ink
            wrapMode: Text.Wrap
        }
        // Seated: the seat's own mark in its colour, then a check.
        Rectangle {
            visible: chip.seated
            Layout.preferredWidth: 28
            Layout.preferredHeight: 28
            radius: 14
            color: Theme.seatColor(Math.max(0, chip.seat))
            border.color: Theme.ink
            border.width: 1
            Label {
                anchors.centerIn: parent
                text: Theme.seatMark(Math.max(0, chip.seat))
                color: Theme.textOn(parent.color)
                font.pixelSize: 16
                font.bold: true
            }
        }
        Label {
            visible: chip.seated
            text: "✓"
            color: Theme.ink
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }
    }
}
