// ZoneButton: a cook's small control (Flip, Over, Under): the Food Court button with tight
// padding, whose label shrinks to fit the width it is given, down to minimumPixelSize.
// `neededWidth` tells the zone how wide it must be for the label at that smallest size,
// so long words ("Omdraaien", "Retourner") get the room they need in every language.
import QtQuick
import FoodCourt.Common

ActionButton {
    id: button

    property real preferredPixelSize: Theme.fontBody
    property real minimumPixelSize: 11
    readonly property real neededWidth: Math.ceil(smallest.advanceWidth) + leftPadding + rightPadding + 2

    primary: false
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
}
