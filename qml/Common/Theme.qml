// Theme: the Food Court look in one place: warm colours, the colour-blind-safe accent
// palette (Okabe-Ito), type sizes and touch metrics. Every screen and game UI reads these.
// It follows the reader's settings: text size (with the system's) and high contrast.
pragma Singleton
import QtQuick
import FoodCourt.Common

QtObject {
    // Surfaces and text: a warm paper-and-wood food court. High contrast (a setting) keeps
    // the look but takes text to black on white and darkens the outlines.
    readonly property bool highContrast: AppSettings.highContrast
    readonly property color background: highContrast ? "#FFFFFF" : "#FFF4E2"
    readonly property color surface: highContrast ? "#FFFFFF" : "#FFFBF4"
    readonly property color surfaceSunk: highContrast ? "#EADBC4" : "#F6E6CC"
    readonly property color wood: highContrast ? "#5E3B22" : "#8A5A36"
    readonly property color woodDark: highContrast ? "#2E1C10" : "#5E3B22"
    readonly property color ink: highContrast ? "#000000" : "#33241A"
    readonly property color inkSoft: highContrast ? "#2B211A" : "#6B5646"
    readonly property color onAccent: "#FFFFFF"
    readonly property color primary: highContrast ? "#8F3513" : "#B8461B" // white text passes contrast
    readonly property color primaryPressed: highContrast ? "#6A250B" : "#8F3513"
    readonly property color outline: highContrast ? "#5E3B22" : "#D9C3A3"
    readonly property color curtain: highContrast ? "#1A0F08" : "#3A2618"

    // Okabe-Ito: distinguishable with the common colour-vision deficiencies. Never the
    // only cue: shapes and words carry the same meaning.
    readonly property var palette: ["#E69F00", "#56B4E9", "#009E73", "#F0E442",
                                     "#0072B2", "#D55E00", "#CC79A7", "#000000"]
    function accent(index) { return palette[index % palette.length] }

    // A seat's colour, the one function setup, tables and the end-of-game screen all ask, so
    // a player keeps one colour from setup to the last score. Okabe-Ito with a single blue
    // (two blues side by side were told apart by nobody), in an order where the first four
    // differ most; never the only cue: seatMark() goes with it.
    readonly property var seatPalette: ["#E69F00", "#0072B2", "#009E73", "#CC79A7",
                                        "#F0E442", "#D55E00", "#000000"]
    function seatColor(seat: int): color {
        return seatPalette[((seat % seatPalette.length) + seatPalette.length) % seatPalette.length]
    }
    // The seat's mark shown on its colour (its number, as on the setup screen).
    function seatMark(seat: int): string { return String(seat + 1) }

    // A stall's own colour, from its palette index (the stall catalogue's `accent`, set in
    // the game's stall.h): the same on its menu awning and its setup and rules headers, so
    // a stall is known at a glance everywhere; never the only cue. -1 (no stall): primary.
    function stallColor(accentIndex: int): color {
        return accentIndex >= 0 ? accent(accentIndex) : primary
    }
    // Text colour that stays readable on the given background (dark on light, white on dark).
    function textOn(background: color): color {
        const luminance = 0.2126 * background.r + 0.7152 * background.g + 0.0722 * background.b
        return luminance > 0.45 ? ink : onAccent
    }

    // The shared countdown (SharedBeat, and Kandar Klash!'s beat in each cook's zone): the
    // signal word's glow, the outline round every number and word, and the dark ground a
    // wooden table puts behind them.
    readonly property color beatGlow: "#FFD34D"
    readonly property color beatOutline: "#4A2A10"
    readonly property color beatBackdrop: "#2E1C10"

    // Metrics (device-independent pixels).
    readonly property int touchTarget: 48
    readonly property int spacing: 12
    readonly property int radius: 14
    // Type sizes follow the reader: the system's font size times the app's own Text size
    // setting (100-160 %), at most twice the normal size.
    readonly property real textScale: Math.min(2, Device.systemTextScale * AppSettings.textSize / 100)
    readonly property int fontSmall: Math.round(14 * textScale)
    readonly property int fontBody: Math.round(17 * textScale)
    readonly property int fontLarge: Math.round(22 * textScale)
    readonly property int fontTitle: Math.round(30 * textScale)
    readonly property int fontHero: Math.round(40 * textScale)
    readonly property int readableWidth: 720      // comfortable line length for prose
}
