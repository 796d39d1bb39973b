// DishStyle: how each menu card kind looks and is called (cheese, lobster, tartelettes,
// salad, soup and the wild baguette), plus the table's own colours. Every dish has its
// own shape and name besides its colour, so colour is never the only cue.
pragma Singleton
import QtQuick

QtObject {
    // In engine order (cards.h): the rulebook's green, blue, pink, yellow, orange, light brown.
    readonly property var colors: ["#2E9E5B", "#2F6FC4", "#D96BA8", "#EBCB2F", "#EE8A2A", "#C9A16A"]
    readonly property color felt: "#2F5D46"
    readonly property color feltDark: "#234636"
    readonly property color cardFace: "#FFFBF4"
    readonly property color cardBack: "#7A3E1D"
    readonly property color selected: "#FFFFFF"
    readonly property color match: "#3FD17A"
    readonly property color refused: "#E0453A"
    readonly property color hint: "#FFD84D"

    function color(kind: int): color {
        return kind >= 0 && kind < colors.length ? colors[kind] : "#9A9A9A"
    }
    function name(kind: int): string {
        switch (kind) {
        //: A menu card's dish, printed on the card.
        case 0: return qsTr("Cheese")
        //: A menu card's dish, printed on the card.
        case 1: return qsTr("Lobster")
        //: A menu card's dish (small tarts), printed on the card.
        case 2: return qsTr("Tartelettes")
        //: A menu card's dish, printed on the card.
        case 3: return qsTr("Salad")
        //: A menu card's dish, printed on the card.
        case 4: return qsTr("Soup")
        //: The wild menu card, printed on the card.
        case 5: return qsTr("Baguette")
        }
        return ""
    }
}
