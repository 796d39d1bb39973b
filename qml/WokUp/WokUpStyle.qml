// WokUpStyle: Wok Up's look in one place: a colour and a shape per ingredient (from the
// colour-blind-safe palette; the shape and the name carry the same meaning), a tint per
// recipe family, and the table's own colours.
pragma Singleton
import QtQuick

QtObject {
    // chili, mushroom, fish, meat, broccoli (the engine's order)
    readonly property var ingredientColours: ["#D55E00", "#CC79A7", "#56B4E9", "#E69F00", "#009E73"]
    // Shapes in a 100 x 100 box: a curved pepper, a mushroom cap on its stem, a fish, a
    // drumstick, a broccoli floret.
    readonly property var ingredientPaths: [
        "M 14 84 C 40 88 74 66 80 30 L 90 22 L 84 12 L 72 22 C 64 46 44 66 12 70 Z",
        "M 8 52 C 8 14 92 14 92 52 Z M 38 52 L 34 88 L 66 88 L 62 52 Z",
        "M 6 50 C 24 22 58 22 74 50 C 58 78 24 78 6 50 Z M 72 50 L 96 28 L 96 72 Z",
        "M 62 8 C 86 8 96 32 82 52 C 72 66 54 66 46 56 C 36 44 40 8 62 8 Z M 48 54 L 24 78 L 30 84 L 54 60 Z M 14 72 A 8 8 0 1 0 28 88 A 8 8 0 1 0 14 72 Z",
        "M 50 66 C 34 74 12 70 12 52 C 12 40 22 34 30 36 C 28 20 46 10 56 20 C 66 10 88 20 82 38 C 92 40 94 62 78 66 C 70 70 58 68 50 66 Z M 42 64 L 40 92 L 60 92 L 58 64 Z"
    ]
    // token set, quantity, variety, position, equality
    readonly property var familyTints: ["#F6DDB8", "#D3E6F5", "#D7EDD3", "#EEDAEA", "#F3EBBE"]
    readonly property var familyInks: ["#8A4B08", "#1F5A8A", "#2E6B2A", "#7A3A70", "#6E5E0E"]
    readonly property color felt: "#2F5D50"
    readonly property color feltLight: "#3B7163"
    readonly property color wok: "#3A3A3A"
    readonly property color wokRim: "#1F1F1F"
    readonly property color divider: "#C9A46A"
    readonly property color cardBack: "#7B2D26"

    // The recipe families, as the card backs name them.
    function familyName(family) {
        switch (family) {
        //: Recipe family on a card's back: cards asking for tokens showing given counts.
        case 0: return qsTr("Tokens")
        //: Recipe family on a card's back: cards asking for an amount of one ingredient.
        case 1: return qsTr("Quantity")
        //: Recipe family on a card's back: cards asking for several kinds of ingredient.
        case 2: return qsTr("Variety")
        //: Recipe family on a card's back: cards asking where tokens lie in the wok.
        case 3: return qsTr("Position")
        //: Recipe family on a card's back: cards asking for equal amounts.
        case 4: return qsTr("Equality")
        }
        return ""
    }

    // Ingredient names in recipes ("as many mushrooms as fish"); the icon shows which too.
    function ingredientPlural(ingredient) {
        switch (ingredient) {
        //: Ingredient in the plural, in recipe cards ("at least 5 chilis").
        case 0: return qsTr("chilis")
        //: Ingredient in the plural, in recipe cards ("as many mushrooms as fish").
        case 1: return qsTr("mushrooms")
        //: Ingredient in the plural, in recipe cards ("as many mushrooms as fish").
        case 2: return qsTr("fish")
        //: Ingredient in the plural, in recipe cards (an amount of meat).
        case 3: return qsTr("meat")
        //: Ingredient in the plural, in recipe cards (an amount of broccoli).
        case 4: return qsTr("broccoli")
        }
        return ""
    }
}
