// StackChoice: after winning a card, the backs of the stacks this player may turn over
// (each back shows its family), turned to face them; a tap turns that stack's top card.
// The drawn stack comes first; waiting too long keeps it (the table's timeout).
import QtQuick
import FoodCourt.Common
import FoodCourt.WokUp

Item {
    id: choice

    required property WokUpTable table
    property int seat: 0

    signal refused(string reason)
    signal turned()

    readonly property var stacks: table.chooser === seat ? table.stacksToTurn : []

    // The keyboard's and a screen reader's turn of a stack: the table call a tap makes.
    function turn(family: int) {
        const reason = table.turnStack(seat, family, -1)
        if (reason.length > 0)
            refused(reason)
        else
            turned()
    }
    readonly property real gap: Math.min(Theme.spacing / 2, width * 0.02)
    readonly property real cardHeight: Math.min(height, (width - gap * 4) / 5 * 1.5)

    visible: stacks.length > 0

    Row {
        anchors.centerIn: parent
        spacing: choice.gap

        Repeater {
            model: choice.stacks
            // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
            // pragma ComponentBehavior: Bound); the ids used here are this file's own.
            // qmllint disable unqualified
            delegate: RecipeCard {
                id: back
                required property int modelData
                objectName: "turn_" + choice.seat + "_" + modelData
                activeFocusOnTab: true
                Accessible.role: Accessible.Button
                //: A screen reader's name for a stack's back a winner may turn over; %1 its family.
                Accessible.name: qsTr("Turn over: %1").arg(WokUpStyle.familyName(modelData))
                Accessible.onPressAction: choice.turn(modelData)
                Keys.onPressed: event => Keyboard.handle(event, back, () => choice.turn(back.modelData))
                FocusRing {}
                family: modelData
                showFamily: true
                height: choice.cardHeight
                width: height / 1.5

                TapHandler {
                    onTapped: {
                        // A turn taken ends the choice and with it this delegate: keep
                        // the row to tell it.
                        const host = choice
                        const reason = host.table.turnStack(host.seat, parent.family, -1)
                        if (reason.length > 0)
                            host.refused(reason)
                        else
                            host.turned()
                    }
                }
            }
            // qmllint enable unqualified
        }
    }
}
