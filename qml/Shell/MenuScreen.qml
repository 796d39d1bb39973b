// MenuScreen: the food court: a stall per game, a resume offer for each stall's paused game
// (who plays, how far it got), and the ways to the family history, settings and about.
// The first time a stall with a guided first game is opened, the game is offered once
// (AppSettings.guidesOffered) before its setup.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.Shell

Item {
    id: screen

    required property StallCatalog catalog

    signal setupRequested(string gameId)
    signal rulesRequested(string gameId)
    signal guideRequested(string gameId)
    signal resumeRequested(string gameId, string saveJson)
    signal settingsRequested()
    signal historyRequested()
    signal aboutRequested()

    readonly property int columns: Math.max(1, Math.min(3, Math.floor(width / 380)))
    readonly property real margin: width < 600 ? Theme.spacing : Theme.spacing * 2

    PausedGames { id: paused }

    // A built stall's setup, unless its guided first game has not been offered yet.
    function openStall(gameId) {
        if (catalog.hasGuide(gameId) && !AppSettings.guideOffered(gameId)) {
            AppSettings.markGuideOffered(gameId)
            guideOffer.gameId = gameId
            return
        }
        setupRequested(gameId)
    }

    StackView.onActivated: paused.check()
    Component.onCompleted: paused.check()

    Flickable {
        id: flick
        anchors.fill: parent
        clip: true
        contentWidth: width
        contentHeight: page.implicitHeight + 2 * screen.margin + Device.safeAreaTop
                       + Device.safeAreaBottom
        boundsBehavior: Flickable.StopAtBounds
        ScrollIndicator.vertical: ScrollIndicator {}

        ColumnLayout {
            id: page
            x: screen.margin + Device.safeAreaLeft
            y: screen.margin + Device.safeAreaTop
            width: flick.width - 2 * screen.margin - Device.safeAreaLeft - Device.safeAreaRight
            spacing: Theme.spacing * 1.5

            // Title and the ways out, the buttons under the title where the two would leave
            // the title less than half the page (narrow screens, large text).
            GridLayout {
                id: heading
                Layout.fillWidth: true
                readonly property real buttonsWidth: historyButton.implicitWidth + settingsButton.implicitWidth
                                                     + aboutButton.implicitWidth + 2 * Theme.spacing
                columns: screen.width < 700 || buttonsWidth > page.width / 2 ? 1 : 2
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacing

                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.woodDark
                        font.pixelSize: Theme.fontHero
                        font.bold: true
                        //: The app's name, shown as the menu's headline.
                        text: qsTr("Food Court")
                    }
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.inkSoft
                        font.pixelSize: Theme.fontBody
                        //: Menu subtitle under the app name.
                        text: qsTr("Tabletop food games for one tablet. Pick a stall!")
                    }
                }
                Flow {
                    Layout.fillWidth: heading.columns === 1
                    Layout.preferredWidth: heading.buttonsWidth
                    spacing: Theme.spacing
                    ActionButton {
                        id: historyButton
                        objectName: "menuHistory"
                        primary: false
                        //: Menu button that opens the family history (past games, who wins).
                        text: qsTr("History")
                        onClicked: screen.historyRequested()
                    }
                    ActionButton {
                        id: settingsButton
                        primary: false
                        //: Menu button that opens the settings screen.
                        text: qsTr("Settings")
                        onClicked: screen.settingsRequested()
                    }
                    ActionButton {
                        id: aboutButton
                        primary: false
                        //: Menu button that opens the about screen (version, licences).
                        text: qsTr("About")
                        onClicked: screen.aboutRequested()
                    }
                }
            }

            // A resume offer per paused game, the latest first.
            Repeater {
                model: paused
                // Qt 6.4's qmllint cannot follow ids from inside a delegate (as the stalls'
                // Repeater below); the ids used are this file's own.
                // qmllint disable unqualified
                delegate: Rectangle {
                    id: offer
                    required property string gameId
                    required property var players
                    required property int moves
                    required property string saveJson

                    Layout.fillWidth: true
                    implicitHeight: offerRow.implicitHeight + 2 * Theme.spacing
                    radius: Theme.radius
                    color: Theme.surface
                    border.color: Theme.stallColor(screen.catalog.accent(offer.gameId))
                    border.width: 3

                    GridLayout {
                        id: offerRow
                        anchors.fill: parent
                        anchors.margins: Theme.spacing
                        columns: screen.width < 600 ? 1 : 2
                        columnSpacing: Theme.spacing
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: Theme.spacing / 4
                            Label {
                                Layout.fillWidth: true
                                wrapMode: Text.WordWrap
                                color: Theme.ink
                                font.bold: true
                                //: %1 is a game's title.
                                text: qsTr("A game of %1 is waiting for you.")
                                      .arg(screen.catalog.stallTitle(offer.gameId))
                            }
                            Label {
                                Layout.fillWidth: true
                                wrapMode: Text.WordWrap
                                color: Theme.inkSoft
                                //: Under a paused game: %1 lists its players' names (comma
                                //: separated); %n is how many moves they have played.
                                text: qsTr("%1 · %n move(s) played", "", offer.moves)
                                      .arg(offer.players.join(", "))
                            }
                        }
                        ActionButton {
                            objectName: "resume_" + offer.gameId
                            //: Resume button; %1 is a game's title.
                            text: qsTr("Resume %1")
                                  .arg(screen.catalog.stallTitle(offer.gameId))
                            onClicked: screen.resumeRequested(offer.gameId, offer.saveJson)
                        }
                    }
                }
                // qmllint enable unqualified
            }

            // A note that a save could not be read and was put aside.
            Rectangle {
                Layout.fillWidth: true
                visible: paused.setAside.length > 0
                implicitHeight: asideNote.implicitHeight + 2 * Theme.spacing
                radius: Theme.radius
                color: Theme.surface
                border.color: Theme.outline
                border.width: 2
                Label {
                    id: asideNote
                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    //: Shown when the saved game file was damaged and moved aside.
                    text: qsTr("The saved game could not be read, so it was put aside. Start a new game.")
                }
            }

            GridLayout {
                Layout.fillWidth: true
                columns: screen.columns
                columnSpacing: Theme.spacing * 1.5
                rowSpacing: Theme.spacing * 1.5

                Repeater {
                    model: screen.catalog
                    // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
                    // pragma ComponentBehavior: Bound); the ids used are this file's own.
                    // qmllint disable unqualified
                    delegate: StallCard {
                        id: stallCard
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredWidth: 1 // equal columns
                        onOpenRequested: stallCard.built ? screen.openStall(stallCard.gameId)
                                                         : screen.rulesRequested(stallCard.gameId)
                        onGuideRequested: screen.guideRequested(stallCard.gameId)
                        onRulesRequested: screen.rulesRequested(stallCard.gameId)
                    }
                    // qmllint enable unqualified
                }
            }
        }
    }

    // The once-only offer of a stall's guided first game.
    Rectangle {
        id: guideOffer
        objectName: "guideOffer"
        property string gameId: ""
        anchors.fill: parent
        visible: gameId !== ""
        color: "#99000000"
        MouseArea { anchors.fill: parent; Accessible.ignored: true } // the menu under it rests

        Rectangle {
            anchors.centerIn: parent
            width: Math.min(parent.width - 2 * screen.margin - Device.safeAreaLeft - Device.safeAreaRight,
                            Theme.readableWidth)
            height: offerColumn.implicitHeight + 4 * Theme.spacing
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.stallColor(screen.catalog.accent(guideOffer.gameId))
            border.width: 3

            ColumnLayout {
                id: offerColumn
                anchors.fill: parent
                anchors.margins: 2 * Theme.spacing
                spacing: Theme.spacing
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    //: Offered the first time a stall is opened; %1 is the game's title.
                    text: qsTr("New to %1?").arg(screen.catalog.stallTitle(guideOffer.gameId))
                }
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.ink
                    //: Offered the first time a stall is opened: what the guided first game is.
                    text: qsTr("Play a short guided game first: a coach shows each move, and the bots play slowly. It takes about three minutes.")
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.spacing
                    ActionButton {
                        objectName: "guideOfferLearn"
                        //: Button of the first-visit offer: start the guided first game.
                        text: qsTr("Learn to play")
                        onClicked: {
                            const gameId = guideOffer.gameId
                            guideOffer.gameId = ""
                            screen.guideRequested(gameId)
                        }
                    }
                    ActionButton {
                        objectName: "guideOfferSkip"
                        primary: false
                        //: Button of the first-visit offer: skip the guided game, go to the game's setup.
                        text: qsTr("Not now")
                        onClicked: {
                            const gameId = guideOffer.gameId
                            guideOffer.gameId = ""
                            screen.setupRequested(gameId)
                        }
                    }
                }
            }
        }
    }
}
