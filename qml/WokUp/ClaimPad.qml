// ClaimPad: a player's claim pad: the face-up recipes, turned to face them, and a
// Wok'up! button. Each is a PressPad, so several players (and several fingers) press at
// the same instant and each press keeps its own touch time. Wok'up! is shouted first,
// then the player picks the recipe they take; the shout's time is the claim's time.
import QtQuick
import FoodCourt.Common
import FoodCourt.WokUp

Item {
    id: pad

    required property WokUpTable table
    property int seat: 0
    property bool live: false   // claims are open and this player may still claim
    property bool out: false
    property color accent: Theme.accent(0)
    property real shoutedAt: -1 // the Wok'up! press's time while a recipe is to be picked

    signal refused(string reason)
    // A claim the table took (it is judged once the window closes).
    signal landed()

    // The button keeps a finger's size; the cards share the rest of the row (on a narrow
    // pad the button gives them a little, for their words).
    readonly property real buttonSize: Math.max(Theme.touchTarget, Math.min(height * 0.8, width * 0.2))
    readonly property real gap: Math.min(Theme.spacing / 2, width * 0.02)
    readonly property real cardHeight: Math.min(height, (width - buttonSize - gap * 3) / 3 * 1.5)

    onLiveChanged: if (!live) shoutedAt = -1

    function press(card, timestampMs) {
        const reason = shoutedAt >= 0 ? table.wokUp(seat, card, shoutedAt) : table.claim(seat, card, timestampMs)
        shoutedAt = -1
        if (reason.length > 0)
            refused(reason)
        else
            landed()
    }

    opacity: out ? 0.35 : 1

    Row {
        anchors.centerIn: parent
        spacing: pad.gap

        Repeater {
            model: pad.table.stacks
            // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
            // pragma ComponentBehavior: Bound); the ids used here are this file's own.
            // qmllint disable unqualified
            delegate: Item {
                id: slot
                required property string faceUp
                required property int family
                required property int ingredient
                required property int other
                required property var counts
                required property int amount
                required property var kinds
                required property int place
                visible: faceUp !== ""
                width: pad.cardHeight * 2 / 3
                height: pad.cardHeight
                anchors.verticalCenter: parent ? parent.verticalCenter : undefined

                RecipeCard {
                    id: recipeFace
                    anchors.fill: parent
                    faceUp: slot.faceUp
                    family: slot.family
                    ingredient: slot.ingredient
                    other: slot.other
                    counts: slot.counts
                    amount: slot.amount
                    kinds: slot.kinds
                    place: slot.place
                    scale: cardPress.down ? 0.94 : 1
                    border.width: pad.shoutedAt >= 0 ? 4 : Math.max(1, width * 0.03)
                    border.color: pad.shoutedAt >= 0 ? pad.accent : (WokUpStyle.familyInks[slot.family] ?? Theme.ink)
                }
                PressPad {
                    id: cardPress
                    objectName: "claim_" + pad.seat + "_" + slot.faceUp
                    anchors.fill: parent
                    enabled: pad.live
                    onPressed: timestampMs => pad.press(slot.faceUp, timestampMs)
                    // Reached with Tab while claims are open; Enter or Space claims.
                    activeFocusOnTab: enabled
                    Keys.onPressed: event => Keyboard.walk(event, cardPress)
                    Accessible.role: Accessible.Button
                    //: A screen reader's name for a face-up recipe card on a claim pad; %1 what it asks.
                    Accessible.name: qsTr("Recipe: %1").arg(recipeFace.caption())
                    FocusRing {}
                }
            }
        }

        Item {
            width: pad.buttonSize
            height: pad.buttonSize
            anchors.verticalCenter: parent.verticalCenter

            Rectangle {
                anchors.fill: parent
                radius: width / 2
                color: pad.shoutedAt >= 0 ? "#FFD34D" : "#B8461B"
                border.color: "#5E1F0A"
                border.width: Math.max(2, width * 0.05)
                scale: shout.down ? 0.92 : 1
                Text {
                    anchors.fill: parent
                    anchors.margins: parent.width * 0.07
                    text: pad.shoutedAt >= 0
                          //: On the Wok'up! button once pressed: now press the recipe card to take.
                          ? qsTr("Pick a recipe")
                          //: The button a player presses to shout "Wok'up!" (ten pictures of one ingredient in the wok).
                          : qsTr("Wok'up!")
                    // One word shrinks to the width; the hint may take two lines (a wrapped
                    // text only shrinks to fit its height, so one long word would overflow).
                    // Eliding is the last resort below the smallest size.
                    wrapMode: pad.shoutedAt >= 0 ? Text.WordWrap : Text.NoWrap
                    elide: Text.ElideRight
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    fontSizeMode: Text.Fit
                    minimumPixelSize: 7
                    font.pixelSize: parent.width * 0.26
                    font.bold: true
                    color: pad.shoutedAt >= 0 ? Theme.ink : "white"
                }
            }
            PressPad {
                id: shout
                objectName: "wokup_" + pad.seat
                anchors.fill: parent
                enabled: pad.live
                onPressed: timestampMs => pad.shoutedAt = timestampMs
                activeFocusOnTab: enabled
                Keys.onPressed: event => Keyboard.walk(event, shout)
                Accessible.role: Accessible.Button
                Accessible.name: pad.shoutedAt >= 0 ? qsTr("Pick a recipe") : qsTr("Wok'up!")
                FocusRing {
                    radius: width / 2
                }
            }
        }
    }
}
