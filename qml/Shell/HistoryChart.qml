// HistoryChart: wins per week as bars, one group per week (the oldest on the left) and one
// bar per player in the legend's order, each with its count written on top so the colour
// is never the only cue. A narrow screen shows the latest weeks only. Plain Rectangles: readable at phone size, nothing to load.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

ColumnLayout {
    id: chart

    // FamilyHistory.weeks / chartPlayers / chartMax.
    property var weeks: []
    property var players: []
    property int maxCount: 0
    // Bar colours, dark enough to read a count above them on the page: the Okabe-Ito blue,
    // vermillion, green and purple.
    readonly property var colors: [Theme.palette[4], Theme.palette[5], Theme.palette[2],
                                   Theme.palette[6]]
    readonly property real barArea: 160
    // The width the chart will have (the page's column, known before the layout runs), and
    // the latest weeks that fit in it with their dates readable under them and a count over
    // each bar (a phone shows fewer than a tablet); at least three.
    property real room: width
    readonly property int shownWeeks: Math.min(weeks.length,
                                               Math.max(3, Math.floor(room / (Theme.fontSmall * 6.5))))
    readonly property int firstShown: weeks.length - shownWeeks

    function colorOf(index: int): color { return colors[index % colors.length] }

    spacing: Theme.spacing

    // The week columns side by side, placed by bindings rather than a layout pass, so a
    // new width shows the right weeks in the very frame it arrives.
    Item {
        id: groups
        readonly property real gap: Theme.spacing / 2
        readonly property real columnWidth: (width - gap * (chart.shownWeeks - 1)) / Math.max(1, chart.shownWeeks)
        property real tallest: 0
        Layout.fillWidth: true
        implicitHeight: tallest

        Repeater {
            model: chart.weeks
            // Qt 6.4's qmllint cannot follow ids from inside a delegate; the ids used are
            // this file's own.
            // qmllint disable unqualified
            delegate: ColumnLayout {
                id: week
                required property var modelData
                required property int index
                visible: index >= chart.firstShown
                x: (index - chart.firstShown) * (groups.columnWidth + groups.gap)
                width: groups.columnWidth
                spacing: 4
                onImplicitHeightChanged: groups.tallest = Math.max(groups.tallest, implicitHeight)
                Component.onCompleted: groups.tallest = Math.max(groups.tallest, implicitHeight)

                Item {
                    Layout.fillWidth: true
                    Layout.preferredHeight: chart.barArea + Theme.fontSmall + 6
                    Rectangle { // the baseline
                        anchors.bottom: parent.bottom
                        width: parent.width
                        height: 2
                        color: Theme.outline
                    }
                    Row {
                        id: bars
                        anchors.bottom: parent.bottom
                        anchors.horizontalCenter: parent.horizontalCenter
                        spacing: 2
                        Repeater {
                            model: week.modelData.counts
                            delegate: Item {
                                id: bar
                                required property int modelData
                                required property int index
                                objectName: "bar_" + week.index + "_" + bar.index
                                readonly property real barHeight: chart.maxCount > 0
                                    ? chart.barArea * bar.modelData / chart.maxCount : 0
                                width: Math.max(6, Math.min(28, (week.width - 8) / Math.max(1, chart.players.length) - 2))
                                height: barHeight + count.implicitHeight + 2
                                anchors.bottom: parent.bottom
                                Rectangle {
                                    anchors.bottom: parent.bottom
                                    width: parent.width
                                    height: bar.barHeight
                                    radius: 3
                                    color: chart.colorOf(bar.index)
                                }
                                Label {
                                    id: count
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    anchors.top: parent.top
                                    visible: bar.modelData > 0
                                    text: bar.modelData
                                    color: Theme.ink
                                    font.pixelSize: Theme.fontSmall
                                    font.bold: true
                                }
                            }
                        }
                    }
                }
                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    color: Theme.inkSoft
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                    text: week.index === chart.weeks.length - 1
                          //: Under the chart's last bar group: the current week.
                          ? qsTr("This week")
                          : new Date(week.modelData.monday).toLocaleDateString(Qt.locale(), "d MMM")
                }
            }
            // qmllint enable unqualified
        }
    }

    // The legend: who each colour is.
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacing
        Repeater {
            model: chart.players
            // qmllint disable unqualified
            delegate: Row {
                id: key
                required property var modelData
                required property int index
                spacing: 6
                Rectangle {
                    anchors.verticalCenter: parent.verticalCenter
                    width: 18
                    height: 18
                    radius: 3
                    color: chart.colorOf(key.index)
                }
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    text: key.modelData.name
                    color: Theme.ink
                    font.pixelSize: Theme.fontBody
                }
            }
            // qmllint enable unqualified
        }
    }
}
