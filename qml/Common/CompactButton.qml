// CompactButton: an ActionButton whose words give way to a small picture where a bar has
// no room for them (`compact`; the words stay its accessible name): HintButton's light
// bulb, UndoButton's arrow. `wordsWidth` is what the words would take, measured apart from
// the label, so a bar can bind `compact` to it without a binding loop.
import QtQuick
import FoodCourt.Common

ActionButton {
    id: button

    property string words
    // The screen's scale (some tables grow their controls on a big screen).
    property real unit: 1
    property bool compact: false
    property real wordsPadding: 20 // on each side of the words

    primary: false
    text: compact ? "" : words
    Accessible.name: words
    font.pixelSize: Theme.fontBody * unit
    leftPadding: compact ? 0 : wordsPadding
    rightPadding: compact ? 0 : wordsPadding
    implicitWidth: compact ? Theme.touchTarget * unit
                           : Math.max(Theme.touchTarget, implicitContentWidth + leftPadding + rightPadding)
    readonly property real wordsWidth: Math.max(Theme.touchTarget,
                                                Math.ceil(wordsMetrics.advanceWidth) + 2 * wordsPadding)

    TextMetrics {
        id: wordsMetrics
        font: button.font
        text: button.words
    }
}
