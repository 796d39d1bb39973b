// OrderList: the seven orders of the run (and the walker's own, kept at home): for each
// character, whether their order waits at a stall (which one), rides in the bag, or has
// been delivered.
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates and inline
// components (6.5 adds pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Item {
    id: list

    property alias model: rows.model
    property var stallNames: []
    property real unit: 1

    implicitHeight: grid.implicitHeight

    GridLayout {
        id: grid
        width: parent.width
        columns: list.width > 560 * list.unit ? 2 : 1
        columnSpacing: 8 * list.unit
        rowSpacing: 4 * list.unit
        Repeater {
            id: rows
            delegate: RowLayout {
                id: row
                required property int character
                required property string name
                required property int stall
                required property string place
                Layout.fillWidth: true
                Layout.preferredWidth: 100
                spacing: 6 * list.unit
                opacity: place === "delivered" || place === "aside" ? 0.6 : 1
                CharacterBadge {
                    width: 26 * list.unit
                    character: row.character
                    name: row.name
                }
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap // a long stall name takes a second line, never "…"
                    font.pixelSize: Theme.fontSmall * list.unit
                    color: "white"
                    text: row.name + " · " + (
                        //: An order waits at this stall (%1).
                        row.place === "stall" ? qsTr("waiting at the %1").arg(list.stallNames[row.stall] ?? "")
                        //: An order the walker carries.
                        : row.place === "carried" ? qsTr("in the bag")
                        //: An order that reached its customer.
                        : row.place === "delivered" ? qsTr("delivered ✓")
                        //: The walker's own order: not delivered in this game.
                        : qsTr("the walker, at home"))
                }
            }
        }
    }
}
