// AboutScreen: the app's name and version, who made each game (from the stall catalogue),
// and the licences of what it is built with.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.Shell

Item {
    id: screen

    signal backRequested()

    StallCatalog { id: games }

    ScreenHeader {
        id: header
        width: parent.width
        //: Title of the about screen.
        title: qsTr("About")
        onBackRequested: screen.backRequested()
    }

    Flickable {
        id: flick
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.leftMargin: Device.safeAreaLeft
        anchors.rightMargin: Device.safeAreaRight
        clip: true
        contentWidth: width
        contentHeight: body.implicitHeight + Theme.spacing * 4
        bottomMargin: Device.safeAreaBottom // scrolls clear of a home indicator
        boundsBehavior: Flickable.StopAtBounds
        ScrollIndicator.vertical: ScrollIndicator {}

        ColumnLayout {
            id: body
            width: Math.min(flick.width - Theme.spacing * 3, Theme.readableWidth)
            x: (flick.width - width) / 2
            y: Theme.spacing * 2
            spacing: Theme.spacing

            StallArt {
                Layout.fillWidth: true
                Layout.preferredHeight: 90
                stripeColor: Theme.primary
                kind: "rice"
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.woodDark
                font.pixelSize: Theme.fontHero
                font.bold: true
                text: qsTr("Food Court")
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.inkSoft
                //: %1 is the version number, such as 0.1.0.
                text: qsTr("Version %1").arg(Qt.application.version)
            }
            TextBlock {
                Layout.fillWidth: true
                text: qsTr("Tabletop food games for one tablet: pass-and-play card games, games where everyone plays at once, and a solo puzzle.")
            }

            RuleHeading {
                Layout.fillWidth: true
                //: About screen heading over the game credits.
                text: qsTr("The games")
            }
            // Each game's title and credit, from its stall.h.
            Repeater {
                model: games
                delegate: Column {
                    id: entry
                    required property string title
                    required property string credit
                    Layout.fillWidth: true
                    TextBlock {
                        width: parent.width
                        font.bold: true
                        text: entry.title
                    }
                    TextBlock {
                        width: parent.width
                        text: entry.credit
                    }
                }
            }
            TextBlock {
                Layout.fillWidth: true
                //: About screen, after the credits of every game.
                text: qsTr("Each game belongs to its designers and publishers.")
            }

            RuleHeading {
                Layout.fillWidth: true
                //: About screen heading over the licence texts.
                text: qsTr("Licences")
            }
            TextBlock {
                Layout.fillWidth: true
                font.bold: true
                text: "Qt"
            }
            TextBlock {
                Layout.fillWidth: true
                text: qsTr("This app is built with Qt (Qt Quick, Qt Quick Controls, Qt Multimedia), used under the GNU Lesser General Public License version 3 (LGPLv3); parts of Qt are available under the GNU General Public License (GPL). Qt is copyright The Qt Company Ltd. and other contributors. You may get the Qt source code from qt.io and replace the Qt libraries this app uses.")
            }
            TextBlock {
                Layout.fillWidth: true
                font.bold: true
                text: "Boost"
            }
            TextBlock {
                Layout.fillWidth: true
                text: qsTr("The game engine uses Boost (Boost.JSON for saved games), distributed under the Boost Software License, Version 1.0: permission is granted, free of charge, to use, copy, modify and distribute the software, provided the copyright notices and the licence text are kept. The software is provided \"as is\", without warranty of any kind.")
            }
        }
    }
}
