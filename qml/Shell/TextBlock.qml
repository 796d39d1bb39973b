// TextBlock: a paragraph of readable body text that wraps to its width.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Label {
    wrapMode: Text.WordWrap
    color: Theme.ink
    font.pixelSize: Theme.fontBody
    lineHeight: 1.15
    textFormat: Text.PlainText
}
