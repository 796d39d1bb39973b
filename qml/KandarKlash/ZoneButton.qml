// ZoneButton: a cook's small control (Flip, Over, Under): the Food Court button with tight
// padding, whose label shrinks to fit the width it is given, down to minimumPixelSize.
// `neededWidth` tells the zone how wide it must be for the label at that smallest size,
// so long words ("Omdraaien", "Retourner") get the room they need in every language.
// A cramped zone makes it `compact`: a picture (ZoneButtonIcon) instead of the word, as
// narrow as a touch target in every language; the word stays its accessible name.
import QtQuick
import FoodCourt.Common

ActionButton {
    id: button

    property real preferredPixelSize: Theme.fontBody
    property real minimumPixelSize: 11
    property bool compact: false
    // The picture a compact button shows: "flip", "over" or "under".
    property string iconKind: "flip"
    readonly property real neededWidth: Math.ceil(smallest.advanceWidth) + leftPadding + rightPadding + 2

    primary: false
    // Said by a screen reader as written, picture or not.
    Accessible.name: button.text
    leftPadding: 6
    rightPadding: 6
    topPadding: 4
    bottomPadding: 4
    // A little slack under the measured width: rounding must not push a word to wrap.
    font.pixelSize: Math.max(minimumPixelSize,
                             Math.min(preferredPixelSize, preferredPixelSize * (availableWidth - 2)
                                                          / Math.max(1, label.advanceWidth)))

    TextMetrics {
        id: label
        text: button.text
        font.family: button.font.family
        font.bold: button.font.bold
        font.pixelSize: button.preferredPixelSize
    }
    // Measured apart from the label's own size, which follows the zone's cell.
    TextMetrics {
        id: smallest
        text: button.text
        font.family: button.font.family
        font.bold: button.font.bold
        font.pixelSize: button.minimumPixelSize
    }

    // The word makes way for the picture, drawn in the word's colour.
    Binding {
        target: button.contentItem
        property: "visible"
        value: !button.compact
    }
    ZoneButtonIcon {
        objectName: "icon"
        visible: button.compact
        x: button.leftPadding
        y: button.topPadding
        width: button.availableWidth
        height: button.availableHeight
        kind: button.iconKind
        ink: (button.contentItem as Text)?.color ?? Theme.ink
        paper: (button.background as Rectangle)?.color ?? Theme.surface
    }
}
