// RuleHeading: a section heading inside a rules summary.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Label {
    width: parent ? parent.width : implicitWidth
    topPadding: Theme.spacing
    wrapMode: Text.WordWrap
    color: Theme.woodDark
    font.pixelSize: Theme.fontLarge
    font.bold: true
    Accessible.role: Accessible.Heading
}
