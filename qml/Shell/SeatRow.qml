// SeatRow: one seat of the setup screen: its colour and number, a person's avatar (a tap
// chooses it), the player's name, human or bot (with the bot's strength), and whether this
// seat starts.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.Shell

Rectangle {
    id: seatRow

    required property int seat
    required property string name
    required property string customName
    required property bool bot
    required property string strength
    required property string avatar
    property var botStrengths: []
    property bool starts: false
    property bool solo: false
    property bool wide: true

    signal nameEdited(string name)
    signal botToggled(bool bot)
    signal strengthChosen(string strength)
    signal startChosen()
    signal avatarRequested()

    function seatChoices() {
        //: Seat type: a person plays this seat.
        const choices = [{ value: "human", label: qsTr("Human") }]
        for (const s of botStrengths) {
            //: Seat type: a bot plays this seat; %1 is its strength (Easy, Hard, ...).
            choices.push({ value: s, label: qsTr("Bot: %1").arg(BotStrengths.label(s)) })
        }
        return choices
    }

    // A seat remembered as a bot from older versions goes back to its person.
    Component.onCompleted: if (solo && bot) botToggled(false)

    implicitHeight: grid.implicitHeight + Theme.spacing * 2
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.outline
    border.width: 2

    GridLayout {
        id: grid
        anchors.fill: parent
        anchors.margins: Theme.spacing
        columns: seatRow.wide ? 3 : 1
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacing / 2

        RowLayout {
            spacing: Theme.spacing
            Layout.fillWidth: true

            // The seat's colour with its number: never colour alone.
            Rectangle {
                objectName: "seatColour"
                Layout.preferredWidth: 44
                Layout.preferredHeight: 44
                radius: 22
                color: Theme.seatColor(seatRow.seat)
                border.color: Theme.ink
                border.width: 2
                Label {
                    anchors.centerIn: parent
                    color: Theme.textOn(parent.color)
                    font.bold: true
                    font.pixelSize: Theme.fontLarge
                    text: Theme.seatMark(seatRow.seat)
                }
            }
            // A person's face; a bot has none.
            AbstractButton {
                id: avatarButton
                objectName: "seatAvatar"
                visible: !seatRow.bot
                Layout.preferredWidth: Theme.touchTarget
                Layout.preferredHeight: Theme.touchTarget
                //: Accessible name of a seat's avatar button; %1 is the player's name.
                Accessible.name: qsTr("Avatar of %1").arg(seatRow.name)
                Accessible.role: Accessible.Button
                onClicked: seatRow.avatarRequested()
                contentItem: Avatar { kind: seatRow.avatar }
                background: Rectangle {
                    radius: width / 2
                    color: "transparent"
                    border.width: avatarButton.visualFocus ? 2 : 0
                    border.color: Theme.ink
                }
            }
            TextField {
                id: nameField
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touchTarget
                font.pixelSize: Theme.fontBody
                maximumLength: 20
                text: seatRow.customName
                placeholderText: seatRow.name
                //: Accessible name of the text field holding a seat's player name.
                Accessible.name: qsTr("Name of player %1").arg(seatRow.seat + 1)
                onEditingFinished: seatRow.nameEdited(text)
                onTextEdited: seatRow.nameEdited(text)
            }
        }

        // A solo puzzle is the player's own: its seat is not offered to a bot (the planner
        // stays for the demo and the tools).
        ChoiceRow {
            Layout.fillWidth: true
            visible: seatRow.botStrengths.length > 0 && !seatRow.solo
            current: seatRow.bot ? seatRow.strength : "human"
            options: seatRow.seatChoices()
            onChosen: value => {
                if (value === "human") {
                    seatRow.botToggled(false)
                } else {
                    seatRow.strengthChosen(value)
                    seatRow.botToggled(true)
                }
            }
        }

        RadioButton {
            visible: !seatRow.solo
            Layout.preferredHeight: Theme.touchTarget
            checked: seatRow.starts
            font.pixelSize: Theme.fontBody
            //: Radio button on a seat: this player takes the first turn.
            text: qsTr("Starts")
            onClicked: seatRow.startChosen()
        }
    }
}
