// RecipeCard: a recipe card's face, drawn from what it asks (see StackModel's roles): a
// picture of what completes it (RecipePicture) over a caption in plain words, shown at
// every size. Face down (no faceUp name) it shows the family's back.
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
        //: Recipe card: three tokens of one ingredient, showing these numbers of pictures; %4 the ingredient (plural), e.g. "Tokens showing 2, 3 and 4 chilis".
        case 0: return qsTr("Tokens showing %1, %2 and %3 %4").arg(counts[0]).arg(counts[1]).arg(counts[2]).arg(plural)
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
            // Starts small enough for a family name of about ten letters (Fit shrinks on).
            font.pixelSize: Math.min(parent.height * 0.6, parent.width * 0.17)
            font.bold: true
            color: WokUpStyle.familyInks[card.family] ?? Theme.ink
        }
    }

    // A card under 100 px (a pad on a phone, a tablet's side edge) gives its words more
    // of its face, so they stay readable (11 px on a 360 dp phone); a tiny one (a stack in
    // the wok on a phone) more again.
    readonly property real captionShare: width < 48 ? 0.62 : width < 100 ? 0.56 : 0.46

    Column {
        visible: card.faceUp !== ""
        anchors.fill: parent
        anchors.margins: card.width * (card.width < 100 ? 0.04 : 0.06)
        spacing: card.height * 0.02

        // The requirement as a picture of the wok that completes it.
        RecipePicture {
            objectName: "recipePicture"
            width: parent.width
            height: parent.height * (0.98 - card.captionShare)
            family: card.family
            ingredient: card.ingredient
            other: card.other
            counts: card.counts
            amount: card.amount
            kinds: card.kinds
            place: card.place
        }
        // ... and in plain words, always, shrinking to fit a small card.
        Text {
            objectName: "recipeCaption"
            width: parent.width
            height: parent.height * card.captionShare
            text: card.caption()
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            fontSizeMode: Text.Fit
            minimumPixelSize: 3
            font.pixelSize: Math.max(9, card.width * 0.2)
            font.bold: true
            color: WokUpStyle.familyInks[card.family] ?? Theme.ink
        }
    }
}
