// PlayerEdge: one player's side of the table, turned to face them: the claim pad nearest
// the wok, and at their edge their name, the recipe cards they have won and the flick
// area with their pile. A line of words says what to do now, or how their claim went.
import QtQuick
import FoodCourt.Common
import FoodCourt.WokUp

SeatZone {
    id: edge

    required property WokUpTable table
    // One row of the table's SeatModel.
    required property int index
    required property string name
    required property bool bot
    required property int pile
    required property var wonFamilies
    required property bool out
    required property bool toThrow
    required property bool decided
    property string verdict: ""   // this seat's verdict in the last window
    property bool winner: false
    property real pxPerCm: 8
    property string notice: ""    // why the last touch was refused

    signal thrown()

    // The measure type scales with: the zone's depth, unless it is narrow.
    readonly property real unit: Math.min(content.height, content.width * 0.5)

    // Where tokens fly from and cards fly to (items inside the turned content).
    readonly property Item launchItem: flickArea
    readonly property Item wonItem: wonRow

    seat: index
    padEnabled: false // the claim pad and flick area take this player's touches

    // A refused touch: the reason in words for a moment, and a sharp buzz.
    function refuse(reason) {
        notice = reason
        noticeTimer.restart()
        Device.tapError()
    }

    function prompt() {
        const stage = table.stage
        if (notice !== "")
            return notice
        if (stage === "over")
            //: Shown to the winner(s) when the game ends.
            return winner ? qsTr("Grand Master of the Wok!")
                          //: Shown to the other players when the game ends.
                          : qsTr("Game over")
        if (stage === "result") {
            switch (verdict) {
            //: This player won the recipe card they covered.
            case "won": return qsTr("Recipe won!")
            //: This player covered a recipe that was not complete.
            case "wrong": return qsTr("Not complete! You are out this round.")
            //: Two players only: a mistake gives the covered card to the other player.
            case "gift": return qsTr("Not complete! The other chef takes it.")
            //: Two players covered the same card at the very same moment.
            case "tied": return qsTr("A tie: nobody takes it.")
            //: Someone else was faster.
            case "late": return qsTr("Too late!")
            }
            return ""
        }
        if (stage === "choosing")
            return table.chooser === seat
                   //: The winner of a card picks which face-down stack to turn over next.
                   ? (bot ? "" : qsTr("Pick a stack to turn over"))
                   //: Another player is picking the stack to turn over.
                   : qsTr("A new recipe is being turned…")
        if (out)
            //: A player who made a mistake waits for the next round.
            return qsTr("Out this round")
        // The count itself shows once, big in the middle (SharedBeat), turned to each
        // edge; repeating it here only split the players' eyes.
        if (stage === "countdown")
            return ""
        if (stage === "throwing")
            //: The start signal, and the prompt to throw.
            return toThrow ? (bot ? qsTr("Wok!") : qsTr("Wok! Flick!"))
                           //: This player does not throw (or has thrown) in this volley.
                           : qsTr("Wok!")
        if (stage === "settling")
            //: Tokens are still sliding.
            return qsTr("Watch the wok…")
        if (stage === "claiming")
            return decided ? "" // their claim is in; the result will tell
                             //: Claims are open.
                           : qsTr("Complete? Cover it!")
        return ""
    }

    Timer {
        id: noticeTimer
        interval: 1800
        onTriggered: edge.notice = ""
    }
    // A claim refused only once its stamp came due (the pad had already taken it).
    Connections {
        target: edge.table
        function onInputRefused(seat: int, reason: string) {
            if (seat === edge.seat)
                edge.refuse(reason)
        }
    }

    Rectangle {
        anchors.fill: parent
        anchors.margins: 4
        radius: Theme.radius
        color: Qt.rgba(0.12, 0.08, 0.05, 0.55)
        border.color: edge.accent
        border.width: 3
    }

    // The pad takes the part nearest the wok; a shallow edge gives it more, so its cards
    // stay big enough to hit. Below it: the words on the left, the flick area on the right.
    readonly property real padHeight: Math.max(content.height * 0.52, Math.min(content.height - 56, 84))
    // Clear of the zone's rounded frame (inset 4, border 3).
    readonly property real margin: Math.max(9, Math.min(content.width, content.height) * 0.04)
    readonly property real lowerTop: padHeight + margin
    readonly property real lowerHeight: content.height - lowerTop - margin

    ClaimPad {
        id: claimPad
        objectName: "pad_" + edge.seat
        table: edge.table
        seat: edge.seat
        accent: edge.accent
        out: edge.out
        live: table.stage === "claiming" && !edge.out && !edge.decided && !edge.bot
        x: edge.margin
        width: parent.width - 2 * edge.margin
        y: edge.margin
        height: edge.padHeight - edge.margin
        onRefused: reason => edge.refuse(reason)
        onLanded: Device.tap()
        visible: !stackChoice.visible
    }

    // In the pad's place while this player, having won a card, picks the stack to turn.
    StackChoice {
        id: stackChoice
        objectName: "stackChoice_" + edge.seat
        table: edge.table
        seat: edge.seat
        enabled: !edge.bot
        x: claimPad.x
        y: claimPad.y
        width: claimPad.width
        height: claimPad.height
        onRefused: reason => edge.refuse(reason)
        onTurned: Device.tap()
    }

    // At the player's edge: name, cards won and the words of the moment, one row each
    // (the words get two lines), every line shrinking to fit rather than running over.
    Column {
        x: edge.margin * 2
        y: edge.lowerTop
        width: parent.width * 0.56 - edge.margin * 2
        height: edge.lowerHeight

        Item {
            width: parent.width
            height: parent.height * 0.27
            // The family player's own face beside the name, as at setup and at the end; an
            // edge too narrow for both keeps its room for the name at full size.
            Avatar {
                id: face
                objectName: "seatAvatar"
                kind: edge.bot ? "" : AvatarBook.of(edge.name)
                visible: known && parent.width - width - nameText.gap >= Math.ceil(nameWidth.advanceWidth)
                width: parent.height
                height: width
            }
            Text {
                id: nameText
                readonly property real gap: Math.max(4, height * 0.2)
                x: face.visible ? face.width + gap : 0
                width: parent.width - x
                height: parent.height
                text: edge.bot
                      //: A seat played by a bot; %1 is its name.
                      ? qsTr("%1 (bot)").arg(edge.name) : edge.name
                elide: Text.ElideRight
                fontSizeMode: Text.Fit
                minimumPixelSize: 8
                verticalAlignment: Text.AlignVCenter
                font.pixelSize: Math.min(Theme.fontLarge * 1.5, Math.max(12, edge.unit * 0.085))
                font.bold: true
                color: "white"
                TextMetrics {
                    id: nameWidth
                    font: nameText.font
                    text: nameText.text
                }
            }
        }
        Row {
            id: wonRow
            height: parent.height * 0.23
            spacing: -height * 0.25
            Repeater {
                model: edge.wonFamilies
                // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
                // pragma ComponentBehavior: Bound); the ids used here are this file's own.
                // qmllint disable unqualified
                delegate: Rectangle {
                    required property int modelData
                    width: wonRow.height * 0.7
                    height: wonRow.height
                    radius: 3
                    color: WokUpStyle.familyTints[modelData] ?? "white"
                    border.color: WokUpStyle.familyInks[modelData] ?? Theme.ink
                    border.width: 2
                }
            }
            Text {
                leftPadding: wonRow.height * 0.4
                height: wonRow.height
                verticalAlignment: Text.AlignVCenter
                //: Recipe cards won out of the five needed to win; %1 is the count.
                text: qsTr("%1 / 5").arg(edge.wonFamilies.length)
                font.pixelSize: Math.max(8, wonRow.height * 0.8)
                color: "white"
            }
        }
        Text {
            objectName: "prompt_" + edge.seat
            width: parent.width
            height: parent.height * 0.5
            text: edge.prompt()
            // No line cap and no elide: with them Qt 6.4's Fit keeps the size and cuts the
            // words ("Réalisée ? Recouvrez-la !" on a side seat); without, it shrinks them.
            wrapMode: Text.WordWrap
            fontSizeMode: Text.Fit
            minimumPixelSize: 8
            verticalAlignment: Text.AlignVCenter
            // Words get two lines of the row.
            font.pixelSize: Math.min(height / 2.3, Theme.fontLarge * 1.5)
            font.bold: true
            color: edge.notice !== "" ? "#FFB3A1" : "#FFE9A8"
        }
    }

    FlickArea {
        id: flickArea
        objectName: "flick_" + edge.seat
        x: parent.width * 0.58
        y: edge.lowerTop
        width: parent.width * 0.42 - edge.margin * 2
        height: edge.lowerHeight
        pile: edge.pile
        live: edge.toThrow && table.stage === "throwing" && !edge.bot
        pxPerCm: edge.pxPerCm
        accent: edge.accent
        enabled: !edge.bot
        onFlicked: (aim, speed) => {
            const reason = edge.table.flick(edge.seat, aim, speed, -1)
            if (reason.length > 0) {
                edge.refuse(reason)
            } else {
                Device.tap()
                edge.thrown()
            }
        }
    }
}
