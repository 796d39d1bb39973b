// TipRanking: the end of the game: who won, why the game ended, and every player's tip
// points and served cards (the tie-break), best first, as the engine ranks them.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common

Rectangle {
    id: ranking

    property var standings: []     // [{seat, name, score, faceDown, winner}], best first
    property string endReason      // "lastTip" or "supplyCannotPay"
    property real unit: 1
    // The part of the window clear of a notch (the dim layer covers all of it).
    property rect safeArea: Qt.rect(0, 0, width, height)

    signal done()
    signal playAgain()

    objectName: "finalRanking"
    color: Qt.rgba(0.1, 0.07, 0.04, 0.82)

    MouseArea { anchors.fill: parent } // the table underneath is finished

    Rectangle {
        x: ranking.safeArea.x + (ranking.safeArea.width - width) / 2
        y: ranking.safeArea.y + (ranking.safeArea.height - height) / 2
        width: Math.min(ranking.safeArea.width - 24 * ranking.unit, 640 * ranking.unit)
        height: content.implicitHeight + 40 * ranking.unit
        radius: Theme.radius * ranking.unit
        color: Theme.surface

        ColumnLayout {
            id: content
            anchors.fill: parent
            anchors.margins: 20 * ranking.unit
            spacing: 12 * ranking.unit

            Label {
                objectName: "winnerTitle"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontTitle * ranking.unit
                font.bold: true
                color: Theme.ink
                text: {
                    const names = ranking.standings.filter(s => s.winner).map(s => s.name)
                    //: Final screen; %1 is one name or several joined by " & ".
                    return names.length > 1 ? qsTr("%1 share the win!").arg(names.join(" & "))
                                            //: Final screen; %1 is the winner's name.
                                            : qsTr("%1 wins!").arg(names[0] ?? "")
                }
            }
            Label {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                font.pixelSize: Theme.fontBody * ranking.unit
                color: Theme.inkSoft
                //: Final screen: why the game ended (the tips left could not pay / the last tip card was taken).
                text: ranking.endReason === "supplyCannotPay"
                      ? qsTr("The tips left could not pay the last tip.")
                      : qsTr("The last tip card has been taken.")
            }
            // The lines sit in a Column, not in the layout: Qt 6.4's layouts keep reading a
            // Repeater's delegates while it rebuilds them (the standings follow every tip).
            Column {
                id: standingLines
                Layout.fillWidth: true
                spacing: 12 * ranking.unit

                Repeater {
                    model: ranking.standings
                    // qmllint disable unqualified
                    delegate: RowLayout {
                        required property var modelData
                        required property int index
                        width: standingLines.width
                        spacing: 10 * ranking.unit
                        Label {
                            text: (index + 1) + "."
                            font.pixelSize: Theme.fontLarge * ranking.unit
                            color: Theme.ink
                        }
                        Label {
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                            text: modelData.name
                            font.pixelSize: Theme.fontLarge * ranking.unit
                            font.bold: modelData.winner
                            color: Theme.ink
                        }
                        Label {
                            //: Final ranking: served cards lying face down (the tie-break).
                            text: qsTr("%n served", "", modelData.faceDown)
                            font.pixelSize: Theme.fontBody * ranking.unit
                            color: Theme.inkSoft
                        }
                        Label {
                            objectName: "finalScore_" + modelData.seat
                            //: Final ranking: a player's tip points ("1 pt" for one).
                            text: qsTr("%n pts", "", modelData.score)
                            font.pixelSize: Theme.fontLarge * ranking.unit
                            font.bold: true
                            color: Theme.ink
                        }
                    }
                    // qmllint enable unqualified
                }
            }
            Flow {
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: parent.width
                Layout.preferredWidth: playAgain.implicitWidth + menuButton.implicitWidth + spacing
                spacing: Theme.spacing
                PlayAgainButton {
                    id: playAgain
                    font.pixelSize: Theme.fontBody * ranking.unit
                    onClicked: ranking.playAgain()
                }
                ActionButton {
                    id: menuButton
                    objectName: "rankingDoneButton"
                    primary: false
                    //: Button on the final ranking.
                    text: qsTr("Back to the menu")
                    font.pixelSize: Theme.fontBody * ranking.unit
                    onClicked: ranking.done()
                }
            }
        }
    }
}
