// ChoiceRow: pick one of a few options shown as buttons side by side (wrapping to more
// lines on narrow screens). options: [{ value, label }].
import QtQuick
import FoodCourt.Common

Flow {
    id: row

    property var options: []
    property string current
    signal chosen(string value)

    spacing: Theme.spacing / 2

    Repeater {
        model: row.options
        delegate: ActionButton {
            required property var modelData
            primary: false
            checkable: true
            checked: modelData.value === row.current
            text: modelData.label
            font.bold: checked
            Accessible.role: Accessible.RadioButton
            onClicked: {
                checked = Qt.binding(() => modelData.value === row.current)
                row.chosen(modelData.value)
            }
        }
    }
}
