// KakiStyle: the look of the Kaki Lima table: the map cards' colours (red houses, orange
// and green location cards, the stalls' awnings), the eight characters' colours and
// initials, and the Langkah cards.
pragma Singleton
import QtQuick
import FoodCourt.Common

QtObject {
    readonly property color table: "#2F5D50"        // the mat under the map
    readonly property color tableDark: "#22463C"
    readonly property color house: "#C8453A"
    readonly property color houseDark: "#8E2A22"
    readonly property color orange: "#F2A444"
    readonly property color orangeDark: "#B86E14"
    readonly property color green: "#7DB46C"
    readonly property color greenDark: "#4C7F3D"
    readonly property color stallCounter: "#FFF1D6"
    readonly property color road: "#6E6A64"
    readonly property color lit: "#FFE45C"           // where the walk can end
    readonly property color hint: "#56B4E9"
    readonly property color langkah: "#FFFDF7"
    readonly property color langkahEdge: "#2B6CB0"
    readonly property color walker: "#1F3A93"

    // The stalls' awnings: two colours each, so the four stalls differ in more than hue.
    readonly property var awnings: [["#7B3F00", "#F5DEB3"], ["#D35400", "#FFF3C4"],
                                    ["#2E8B57", "#DFF5E3"], ["#8E44AD", "#F3E5F5"]]
    // Characters: the colour-blind-safe palette; the initials carry the same meaning.
    function characterColor(index) { return Theme.accent(index) }
    function initials(name) {
        const words = String(name).split(" ").filter(w => w.length > 0)
        if (words.length === 0)
            return "?"
        return words.length === 1 ? words[0].substring(0, 2)
                                  : words[words.length - 2][0] + words[words.length - 1][0]
    }
}
