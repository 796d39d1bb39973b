// EndOfGameStandings: the standings of a finished match, best first: place, the seat's
// colour and mark, the name, the game's breakdown lines under it, and the score. Winners'
// lines are raised and bordered in their own colour, and say so in words.
// Every column is as wide as its widest text at the current type size (large text, long
// scores), measured once for all lines so they stay aligned. Where the name (its first
// twelve letters) would not fit whole beside the place, the badge and the score (a phone
// at large text), or a part of the breakdown would break, the lines go compact: the
// place over the badge, the score on the name's line (or under it, where the names need
// the room), and the breakdown under them, across the line.
// Qt 6.4's qmllint cannot follow this file's ids from inside its delegates (6.5 adds
// pragma ComponentBehavior: Bound), so that one check is off here.
// qmllint disable unqualified
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Column {
    id: standings

    property StandingsModel model: null
    property var scoreTexts: []   // per seat: the score as the game words it ("12 pts")
    property bool showPlaces: true
    property bool detailsOnLines: false // one breakdown line under the other (a solo game)
    property real unit: 1

    // A longer name is cut after this many letters; a shorter one is always whole.
    readonly property int wholeNameLength: 12
    readonly property var rows: model ? model.rows : []

    readonly property real padding: 10 * unit
    readonly property real gap: 10 * unit
    readonly property real badgeSize: 34 * unit
    readonly property real faceGap: 6 * unit
    // The face is as tall as a line of the name.
    readonly property real faceSize: nameMetrics.height

    // Each column as wide as its widest text, as the lines' own labels measure it.
    readonly property real placeWidth: showPlaces ? widestOf("placeNeed") : 0
    readonly property real scoreWidth: widestOf("scoreNeed")
    readonly property real nameWidth: widestOf("nameNeed")
    readonly property real detailsWidth: widestOf("detailsNeed")
    readonly property real winnerWidth: Math.ceil(winnerProbe.implicitWidth)
    readonly property bool anyFace: rows.some(row => AvatarBook.of(row.name) !== "")
    readonly property real faceRoom: faceSize + faceGap

    readonly property real innerWidth: width - 2 * padding
    readonly property real wideLead: (showPlaces ? placeWidth + gap : 0) + badgeSize + gap
    readonly property real wideTextWidth: innerWidth - wideLead - gap - scoreWidth
    // Compact where a name would be cut, or a part of the breakdown (a solo game's line)
    // broken, beside the score.
    readonly property bool compact: wideTextWidth < Math.max((anyFace ? faceRoom : 0) + nameWidth, detailsWidth)
    // Where the names and the breakdown start, and how wide they may be.
    readonly property real textX: padding + (compact ? Math.max(placeWidth, badgeSize) + gap : wideLead)
    readonly property real textWidth: compact ? padding + innerWidth - textX : wideTextWidth
    // Compact, the score stays on the name's line where every name still fits whole beside it.
    readonly property bool scoreBesideName: compact
                                            && (anyFace ? faceRoom : 0) + nameWidth + gap + scoreWidth <= textWidth
    readonly property real nameRoom: scoreBesideName ? textWidth - gap - scoreWidth : textWidth


    function placeText(place: int): string {
        //: A place in the final standings: 1., 2., ...
        return qsTr("%1.").arg(place)
    }
    function scoreText(row: var): string {
        return scoreTexts[row.seat] ?? String(row.score)
    }
    function winnerWord(): string {
        return model && model.winners.length > 1
               //: Beside a player who shares the win at the end of a game.
               ? qsTr("Shared win")
               //: Beside the player who won at the end of a game.
               : qsTr("Winner")
    }
    // The widest of the lines' `key` measures, whole pixels (the rows are read first, so
    // new standings measure again even when the count stays).
    function widestOf(key: string): real {
        let most = 0
        if (rows.length === 0)
            return most
        for (let i = 0; i < lines.count; ++i) {
            const item = lines.itemAt(i)
            if (item)
                most = Math.max(most, item[key])
        }
        return Math.ceil(most)
    }

    spacing: 8 * unit

    // The line height of a name, for the face beside it (never shown).
    FontMetrics {
        id: nameMetrics
        font.family: winnerProbe.font.family
        font.pixelSize: Theme.fontLarge * standings.unit
        font.bold: true
    }
    // The winner's word on one line, measured as the lines show it (never shown).
    Label {
        id: winnerProbe
        visible: false
        text: standings.winnerWord()
        font.pixelSize: Theme.fontBody * standings.unit
        font.bold: true
    }

    Repeater {
        id: lines
        model: standings.model
        delegate: Rectangle {
            id: line
            required property int seat
            required property string name
            required property int score
            required property int place
            required property bool winner
            required property var details

            // What this line's texts need, for the shared columns.
            readonly property real placeNeed: placeLabel.implicitWidth
            readonly property real scoreNeed: scoreLabel.implicitWidth
            readonly property real nameNeed: wholeName.implicitWidth
            readonly property real detailsNeed: detailsLine.implicitWidth

            // Only the items centred on the line read its height, and nothing reads theirs
            // back, so the line's height never loops into itself.
            readonly property real margin: 8 * standings.unit
            readonly property real step: 2 * standings.unit
            // A narrow line keeps the face only where the whole name still fits beside it.
            readonly property bool showFace: face.known
                                             && (!standings.compact || standings.faceRoom + nameNeed <= standings.nameRoom)
            // Compact: the place beside the name, the badge under it, the score beside the
            // name or under it (with the winner's word, where it fits).
            readonly property real compactPlaceY: margin + (nameLine.height - placeLabel.height) / 2
            readonly property real compactBadgeY: standings.showPlaces ? compactPlaceY + placeLabel.height + step
                                                                       : margin + (nameLine.height - badge.height) / 2
            readonly property real compactScoreY: margin + nameLine.height + step
            readonly property bool scoreUnderName: standings.compact && !standings.scoreBesideName
            readonly property bool winnerBesideScore: scoreUnderName
                                                      && scoreNeed + standings.gap + standings.winnerWidth
                                                         <= standings.textWidth
            // The bottom of the lines above the breakdown.
            readonly property real textBottom: Math.max(margin + nameLine.height,
                                                        scoreUnderName ? compactScoreY + scoreLabel.height : 0,
                                                        winnerMark.visible ? winnerMark.y + winnerMark.height : 0)
            readonly property real contentHeight: (detailsLabel.visible ? detailsLabel.y + detailsLabel.height
                                                                        : textBottom) - margin

            objectName: "standing_" + seat
            width: standings.width
            height: 2 * margin + Math.max(contentHeight,
                                          standings.compact ? compactBadgeY + badge.height - margin
                                                            : Math.max(placeLabel.visible ? placeLabel.height : 0,
                                                                       badge.height, scoreLabel.height))
            radius: Theme.radius * standings.unit
            color: winner ? Theme.surface : Theme.surfaceSunk
            border.color: winner ? Theme.seatColor(seat) : Theme.outline
            border.width: (winner ? 4 : 1) * standings.unit

            Label {
                id: placeLabel
                objectName: "place"
                visible: standings.showPlaces
                x: standings.padding
                y: standings.compact ? line.compactPlaceY : (line.height - height) / 2
                width: standings.placeWidth
                text: standings.placeText(line.place)
                font.pixelSize: Theme.fontLarge * standings.unit
                font.bold: true
                color: Theme.ink
            }
            EndOfGameSeatBadge {
                id: badge
                seat: line.seat
                width: standings.badgeSize
                height: width
                x: standings.compact ? standings.padding + (Math.max(standings.placeWidth, width) - width) / 2
                                     : standings.padding + (standings.showPlaces ? standings.placeWidth + standings.gap : 0)
                y: standings.compact ? line.compactBadgeY : (line.height - height) / 2
            }

            // The family player's avatar before the name.
            Item {
                id: nameLine
                x: standings.textX
                y: line.margin
                width: standings.nameRoom
                height: nameLabel.implicitHeight
                Avatar {
                    id: face
                    objectName: "standingsAvatar"
                    kind: AvatarBook.of(line.name)
                    visible: line.showFace
                    width: standings.faceSize
                    height: width
                    anchors.verticalCenter: parent.verticalCenter
                }
                Label {
                    id: nameLabel
                    objectName: "name"
                    x: line.showFace ? standings.faceRoom : 0
                    width: parent.width - x
                    elide: Text.ElideRight // past its first twelve letters only
                    text: line.name
                    font.pixelSize: Theme.fontLarge * standings.unit
                    font.bold: line.winner
                    color: Theme.ink
                }
                // The part of the name always kept whole, measured (never shown).
                Label {
                    id: wholeName
                    visible: false
                    text: line.name.substring(0, standings.wholeNameLength)
                    font.pixelSize: nameLabel.font.pixelSize
                    font.bold: true // as wide as a winner's
                }
            }
            // Wide: its own column on the right. Compact: on the name's line, or under it.
            Label {
                id: scoreLabel
                objectName: "finalScore_" + line.seat
                x: line.scoreUnderName ? standings.textX : standings.padding + standings.innerWidth - width
                y: line.scoreUnderName ? line.compactScoreY
                   : standings.compact ? line.margin + (nameLine.height - height) / 2
                   : (line.height - height) / 2
                width: line.scoreUnderName ? implicitWidth : standings.scoreWidth
                horizontalAlignment: Text.AlignRight
                text: standings.scoreText(line)
                font.pixelSize: Theme.fontLarge * standings.unit
                font.bold: true
                color: Theme.ink
            }
            Label {
                id: winnerMark
                objectName: "winnerMark"
                visible: line.winner && standings.showPlaces
                x: line.winnerBesideScore ? standings.textX + line.scoreNeed + standings.gap : standings.textX
                // Beside the score, on its baseline.
                y: line.winnerBesideScore ? line.compactScoreY + scoreLabel.baselineOffset - baselineOffset
                   : (line.scoreUnderName ? line.compactScoreY + scoreLabel.height : line.margin + nameLine.height)
                     + line.step
                width: line.winnerBesideScore ? standings.winnerWidth : standings.textWidth
                wrapMode: Text.Wrap
                text: standings.winnerWord()
                font.pixelSize: Theme.fontBody * standings.unit
                font.bold: true
                color: Theme.primary
            }
            Label {
                id: detailsLabel
                objectName: "details"
                visible: text.length > 0
                x: standings.textX
                y: line.textBottom + line.step
                width: standings.textWidth
                wrapMode: Text.Wrap
                // On one line, each part stays whole and the dot stays with the part before it.
                text: standings.detailsOnLines ? (line.details ?? []).join("\n")
                      : (line.details ?? []).map(part => part.replace(/ /g, "\u00A0")).join("\u00A0\u00B7 ")
                font.pixelSize: Theme.fontSmall * standings.unit
                color: Theme.inkSoft
            }
            // The breakdown's widest part (with its dot) or line, measured (never shown).
            Label {
                id: detailsLine
                visible: false
                text: standings.detailsOnLines ? detailsLabel.text
                                               : (line.details ?? []).map(part => part + "\u00A0\u00B7").join("\n")
                font: detailsLabel.font
            }
        }
    }
}
