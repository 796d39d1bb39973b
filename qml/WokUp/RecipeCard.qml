// RecipeCard: a recipe card's face, drawn from what it asks (see StackModel's roles):
// pictures of the ingredients and numbers, with a short caption in words when the card
// is big enough to read one. Face down (no faceUp name) it shows the family's back.
import QtQuick
import FoodCourt.Common
import FoodCourt.WokUp

Rectangle {
    id: card

    property string faceUp: ""
    property int family: 0
    property int ingredient: 0
    property int other: 0
    property var counts: []
    property int amount: 0
    property var kinds: []
    property int place: 0
    // Face down: name the family on the back (where a winner picks the stack to turn).
    property bool showFamily: false
    readonly property bool showCaption: width >= 88
    readonly property real iconSize: Math.min(width * 0.3, height * 0.22)

    radius: width * 0.08
    color: faceUp === "" ? WokUpStyle.cardBack : WokUpStyle.familyTints[family] ?? "white"
    // A back's rim has its family's ink: the rulebook's backs show the family.
    border.color: WokUpStyle.familyInks[family] ?? Theme.ink
    border.width: Math.max(1, width * 0.03)

    function caption() {
        if (faceUp === "")
            return ""
        const plural = WokUpStyle.ingredientPlural(ingredient)
        switch (family) {
        //: Recipe card: three tokens of the ingredient pictured, showing these picture counts.
        case 0: return qsTr("Tokens showing %1, %2 and %3").arg(counts[0]).arg(counts[1]).arg(counts[2])
        //: Recipe card: at least this many pictures of one ingredient in the wok; %1 number, %2 ingredient (plural).
        case 1: return qsTr("At least %1 %2").arg(amount).arg(plural)
        case 2: return kinds.length === 5
                       //: Recipe card: every one of the five ingredients in the wok.
                       ? qsTr("All five ingredients")
                       //: Recipe card: the four ingredients pictured are all in the wok.
                       : qsTr("These four ingredients")
        case 3: return place === 0
                       //: Recipe card: this many tokens touch a recipe card of the wok.
                       ? qsTr("%1 tokens touching a card").arg(amount)
                       : place === 1
                         //: Recipe card: this many tokens touch a divider of the wok.
                         ? qsTr("%1 tokens touching a divider").arg(amount)
                         //: Recipe card: this many tokens in the wok touch neither cards nor dividers.
                         : qsTr("%1 tokens in the middle, touching nothing").arg(amount)
        case 4: return other < 0
                       //: Recipe card: as many pictures of this ingredient as of some other single ingredient.
                       ? qsTr("As many %1 as another ingredient").arg(plural)
                       //: Recipe card: as many pictures of one ingredient as of another; %1 and %2 ingredients (plural).
                       : qsTr("As many %1 as %2").arg(plural).arg(WokUpStyle.ingredientPlural(other))
        }
        return ""
    }

    // Face down: the back, its rim in the family's ink; named when asked, in the tint.
    Text {
        visible: card.faceUp === "" && !card.showFamily
        anchors.centerIn: parent
        rotation: -90
        text: "WOK UP"
        color: "#F3C98B"
        font.bold: true
        font.pixelSize: card.width * 0.22
    }
    Rectangle {
        visible: card.faceUp === "" && card.showFamily
        x: card.border.width
        width: card.width - 2 * card.border.width
        y: card.height * 0.38
        height: card.height * 0.24
        color: WokUpStyle.familyTints[card.family] ?? "white"
        Text {
            anchors.fill: parent
            anchors.margins: 2
            text: WokUpStyle.familyName(card.family)
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            fontSizeMode: Text.Fit
            minimumPixelSize: 5
            font.pixelSize: parent.height * 0.6
            font.bold: true
            color: WokUpStyle.familyInks[card.family] ?? Theme.ink
        }
    }

    Column {
        visible: card.faceUp !== ""
        anchors.fill: parent
        anchors.margins: card.width * 0.07
        spacing: card.height * 0.03

        // The requirement in pictures.
        Item {
            width: parent.width
            height: card.showCaption ? parent.height * 0.58 : parent.height

            // Token set: one ingredient's tokens with these counts.
            Column {
                visible: card.family === 0
                anchors.centerIn: parent
                spacing: 2
                IngredientIcon { anchors.horizontalCenter: parent.horizontalCenter; width: card.iconSize * 1.3; height: width; ingredient: card.ingredient }
                Row {
                    anchors.horizontalCenter: parent.horizontalCenter
                    spacing: 2
                    Repeater {
                        model: card.family === 0 ? card.counts : []
                        // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
                        // pragma ComponentBehavior: Bound); the ids used here are this file's own.
                        // qmllint disable unqualified
                        delegate: Rectangle {
                            required property int modelData
                            width: card.iconSize * 0.95
                            height: width
                            radius: width / 2
                            color: "white"
                            border.color: WokUpStyle.ingredientColours[card.ingredient] ?? "grey"
                            border.width: 2
                            Text { anchors.centerIn: parent; text: parent.modelData; font.bold: true; font.pixelSize: parent.width * 0.6; color: Theme.ink }
                        }
                    }
                }
            }
            // Quantity: "≥ n" and the ingredient.
            Column {
                visible: card.family === 1
                anchors.centerIn: parent
                Text { anchors.horizontalCenter: parent.horizontalCenter; text: "≥ " + card.amount; font.bold: true; font.pixelSize: card.iconSize * 1.1; color: Theme.ink }
                IngredientIcon { anchors.horizontalCenter: parent.horizontalCenter; width: card.iconSize * 1.5; height: width; ingredient: card.ingredient }
            }
            // Variety: the kinds asked for.
            Flow {
                visible: card.family === 2
                anchors.centerIn: parent
                width: card.iconSize * 3.2
                spacing: 2
                Repeater {
                    model: card.family === 2 ? card.kinds : []
                    delegate: IngredientIcon {
                        required property int modelData
                        width: card.iconSize
                        height: width
                        ingredient: modelData
                    }
                }
            }
            // Position: n tokens on a card, on a divider, or alone in the middle.
            Column {
                visible: card.family === 3
                anchors.centerIn: parent
                spacing: 2
                Text { anchors.horizontalCenter: parent.horizontalCenter; text: card.amount + " ●"; font.bold: true; font.pixelSize: card.iconSize * 1.0; color: Theme.ink }
                Rectangle {
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: card.place === 1 ? card.iconSize * 2 : card.iconSize * 1.1
                    height: card.place === 1 ? card.iconSize * 0.4 : card.iconSize * 1.5
                    radius: card.place === 2 ? width / 2 : 2
                    color: card.place === 0 ? "white" : card.place === 1 ? WokUpStyle.divider : "transparent"
                    border.color: Theme.ink
                    border.width: 2
                }
            }
            // Equality: one ingredient as many as another (or as any other).
            Row {
                visible: card.family === 4
                anchors.centerIn: parent
                spacing: 2
                IngredientIcon { width: card.iconSize; height: width; ingredient: card.ingredient }
                Text { text: "="; font.bold: true; font.pixelSize: card.iconSize * 0.9; color: Theme.ink; anchors.verticalCenter: parent.verticalCenter }
                IngredientIcon { visible: card.other >= 0; width: card.iconSize; height: width; ingredient: Math.max(0, card.other) }
                Text { visible: card.other < 0; text: "?"; font.bold: true; font.pixelSize: card.iconSize; color: Theme.ink; anchors.verticalCenter: parent.verticalCenter }
            }
        }
        Text {
            visible: card.showCaption
            width: parent.width
            height: parent.height * 0.39
            text: card.caption()
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            fontSizeMode: Text.Fit
            minimumPixelSize: 8
            font.pixelSize: Math.max(10, card.width * 0.11)
            color: WokUpStyle.familyInks[card.family] ?? Theme.ink
        }
    }
}
