// CoachMark: the bubble of a guided first game's step: what the coach says, the bots' last
// moves in one line each, and a footer that always shows: step n of m, Leave (always) and
// Next (a step that only explains). Given less height than its words need (a phone on its
// side, large text), the words scroll inside it: the footer stays in sight and the text
// keeps the reader's size. A small pointer on one edge shows where the ringed control is.
import QtQuick
import QtQuick.Controls
import FoodCourt.Common

Rectangle {
    id: mark

    property string text
    property var botLines: []     // the bots' latest moves, oldest first
    property bool showNext: false
    property int stepNumber: 1
    property int stepCount: 1
    property real unit: 1
    // The coach's words' size before `unit` (a guide that may shrink them: body size).
    property int wordsSize: Theme.fontLarge
    // Closer margins (a short screen): on a phone on its side at large text a band of one
    // line and the footer then fits above what the step keeps in sight (and at 100 % above
    // Komme gleich!'s orders in English, which a 6 dp gap over the footer missed by 1 dp).
    property bool snug: false
    // Where the pointer goes: "top", "bottom", "left", "right" or "" (none), and where along
    // that edge (x on top or bottom, y on left or right, inside the mark).
    property string pointerEdge: ""
    property real pointerAt: 0

    readonly property real padding: Theme.spacing * (snug ? 2 / 3 : 1) * unit
    readonly property real gap: Theme.spacing * (snug ? 0.375 : 0.75) * unit
    // Its height with every word in sight, at its present width.
    readonly property real fullHeight: 2 * padding + words.implicitHeight + gap + footer.implicitHeight
    // The least it may be: the footer and two lines of words (more scroll).
    readonly property real compactHeight: 2 * padding + Math.min(words.implicitHeight, 2 * lines.height)
                                          + gap + footer.implicitHeight
    // The narrowest it may be: its widest word, Leave or Next.
    readonly property real narrowest: 2 * padding + Math.max(widestWord.contentWidth, footer.narrowest)
    // Narrower still, Leave and Next hugging their words: where the words may shrink (a
    // small tablet's end of the table at large text).
    readonly property real tightest: 2 * padding + Math.max(widestWord.contentWidth, footer.tightest)
    // Whether some of its words are out of sight now (they scroll).
    readonly property bool scrolls: wordsView.contentHeight > wordsView.height + 1

    signal nextClicked()
    signal leaveClicked()

    Accessible.role: Accessible.Grouping
    Accessible.name: text

    implicitHeight: fullHeight
    radius: Theme.radius * unit
    color: Theme.surface
    border.color: Theme.woodDark
    border.width: 3

    FontMetrics { id: lines; font: coachText.font }
    Text { // unseen: one word a line, so its content is as wide as the widest word
        id: widestWord
        visible: false
        width: 1
        wrapMode: Text.WordWrap
        font: coachText.font
        text: mark.text
    }

    // Taps on the bubble stay on it; the table under it is not touched.
    MouseArea { anchors.fill: parent; Accessible.ignored: true }

    Rectangle { // the pointer: a square turned a quarter, half of it outside the edge
        readonly property bool across: mark.pointerEdge === "top" || mark.pointerEdge === "bottom"
        readonly property real along: across ? mark.width : mark.height
        visible: mark.pointerEdge !== ""
        width: 22 * mark.unit
        height: width
        rotation: 45
        color: mark.color // needed too: with a transparent colour the software renderer skips the gradient
        border.color: mark.border.color
        border.width: mark.border.width
        readonly property real offset: Math.max(mark.radius, Math.min(along - mark.radius - width,
                                                                      mark.pointerAt - width / 2))
        x: across ? offset : mark.pointerEdge === "left" ? -width / 2 : mark.width - width / 2
        y: !across ? offset : mark.pointerEdge === "top" ? -height / 2 : mark.height - height / 2
        z: -1
    }

    Flickable { // the words; they scroll when the mark is given less than they need
        id: wordsView
        objectName: "coachWords"
        x: mark.padding
        y: mark.padding
        width: mark.width - 2 * mark.padding
        height: Math.max(0, footer.y - mark.gap - y)
        contentWidth: width
        contentHeight: words.implicitHeight
        clip: true
        interactive: mark.scrolls
        boundsBehavior: Flickable.StopAtBounds
        // Shown only while the words scroll: a height that settles over a frame or two would
        // otherwise leave a fading bar on words that all show.
        ScrollIndicator.vertical: ScrollIndicator { active: mark.scrolls; visible: mark.scrolls }

        Column {
            id: words
            width: wordsView.width
            spacing: mark.gap

            Repeater {
                model: mark.botLines
                // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds pragma
                // ComponentBehavior: Bound); the ids used are this file's own.
                // qmllint disable unqualified
                Label {
                    required property string modelData
                    width: words.width
                    objectName: "coachBotLine"
                    wrapMode: Text.WordWrap
                    color: Theme.inkSoft
                    font.pixelSize: Theme.fontBody * mark.unit
                    font.italic: true
                    text: modelData
                }
                // qmllint enable unqualified
            }
            Label {
                id: coachText
                width: words.width
                objectName: "coachText"
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: mark.wordsSize * mark.unit
                font.bold: true
                text: mark.text
            }
        }
    }

    Rectangle { // more words below: the last line shown fades out rather than being cut
        objectName: "coachMoreWords"
        visible: mark.scrolls && !wordsView.atYEnd
        x: wordsView.x
        y: wordsView.y + wordsView.height - height
        width: wordsView.width
        height: Math.min(wordsView.height / 2, lines.height)
        color: mark.color // needed too: with a transparent colour the software renderer skips the gradient
        gradient: Gradient {
            GradientStop { position: 0; color: Qt.rgba(mark.color.r, mark.color.g, mark.color.b, 0) }
            GradientStop { position: 1; color: mark.color }
        }
    }

    // Step n of m, Leave and Next in one row where they fit; else the step above the
    // buttons, side by side (in halves where they can be), or one above the other on the
    // narrowest phone at large text. Placed by hand: a layout here would size the words
    // and the footer against each other (a polish loop).
    Item {
        id: footer
        x: mark.padding
        y: mark.height - mark.padding - height
        width: mark.width - 2 * mark.padding
        readonly property real spacing: Theme.spacing * mark.unit
        // (Next counts by showNext, not its `visible`: an unseen copy of the mark, measuring
        // its height, has every child unseen.)
        // The widths the words need on one line, measured apart from the items: a wrapping
        // label's own implicit width follows the width it is given (a binding loop).
        readonly property real progressWidth: Math.ceil(progressWords.advanceWidth) + 1
        // Leave and Next hug their words where, padded as usual, they would go one above
        // the other (Dutch at 140 % on a phone): a row less leaves the mark room to dock
        // clear of what the step is about.
        readonly property real usualPadding: 20
        readonly property real leaveWords1: Math.ceil(leaveWords.advanceWidth) + 1
        readonly property real nextWords1: mark.showNext ? Math.ceil(nextWords.advanceWidth) + 1 : 0
        // (They hug their words too in a mark narrower than usual: see `tightest`.)
        readonly property real buttonPadding: (mark.showNext
            && leaveWords1 + nextWords1 + 4 * usualPadding + spacing > width) || narrowest > width
            ? usualPadding / 2 : usualPadding
        readonly property real leaveWidth: Math.max(Theme.touchTarget, leaveWords1 + 2 * buttonPadding)
        readonly property real nextWidth: !mark.showNext ? 0 : Math.max(Theme.touchTarget, nextWords1 + 2 * buttonPadding)
        readonly property real buttonsWidth: leaveWidth + (mark.showNext ? spacing + nextWidth : 0)
        // "row": all in one; "below": the buttons below the step; "stacked": one a row.
        readonly property string arrangement: progressWidth + spacing + buttonsWidth <= width ? "row"
                                              : buttonsWidth <= width ? "below" : "stacked"
        readonly property bool halves: mark.showNext && 2 * Math.max(leaveWidth, nextWidth) + spacing <= width
        // The narrowest it goes: the buttons one above the other (a panel at the side),
        // padded as usual (not by the width it is given: a binding loop).
        readonly property real narrowest: Math.max(progressWidth, Theme.touchTarget, leaveWords1 + 2 * usualPadding,
                                                   nextWords1 + 2 * usualPadding)
        readonly property real tightest: Math.max(progressWidth, Theme.touchTarget, leaveWords1 + usualPadding,
                                                  nextWords1 + usualPadding)
        readonly property real buttonHeight: Math.max(leaveButton.implicitHeight,
                                                      mark.showNext ? nextButton.implicitHeight : 0)
        readonly property real buttonsTop: arrangement === "row" ? 0 : progress.height + spacing / 2
        readonly property real nextTop: arrangement === "stacked" ? buttonsTop + buttonHeight + spacing / 2
                                                                  : buttonsTop
        implicitHeight: (mark.showNext ? nextTop : buttonsTop) + buttonHeight
        height: implicitHeight

        TextMetrics { id: progressWords; font: progress.font; text: progress.text }
        TextMetrics { id: leaveWords; font: leaveButton.font; text: leaveButton.text }
        TextMetrics { id: nextWords; font: nextButton.font; text: nextButton.text }

        Label {
            id: progress
            y: footer.arrangement === "row" ? (footer.buttonHeight - height) / 2 : 0
            width: footer.arrangement === "row" ? footer.width - footer.buttonsWidth - footer.spacing
                                                : footer.width
            wrapMode: Text.WordWrap
            color: Theme.inkSoft
            font.pixelSize: Theme.fontSmall * mark.unit
            //: Progress through a guided first game: step %1 of %2.
            text: qsTr("Step %1 of %2").arg(mark.stepNumber).arg(mark.stepCount)
        }
        ActionButton {
            id: leaveButton
            objectName: "coachLeave"
            // Left of Next (in halves below the step where they can be), at the right end
            // alone; stacked, the whole width.
            width: footer.arrangement === "stacked" ? footer.width
                   : footer.halves && footer.arrangement === "below" ? (footer.width - footer.spacing) / 2
                   : footer.leaveWidth
            height: footer.buttonHeight
            x: footer.arrangement === "row" ? footer.width - footer.buttonsWidth
               : mark.showNext ? 0 : footer.width - width
            y: footer.buttonsTop
            primary: false
            leftPadding: footer.buttonPadding
            rightPadding: footer.buttonPadding
            font.pixelSize: Theme.fontBody * mark.unit
            //: Button on every coach mark: stop the guided first game, back to the menu.
            text: qsTr("Leave")
            onClicked: mark.leaveClicked()
        }
        ActionButton {
            id: nextButton
            objectName: "coachNext"
            // At the right end; below the step, the rest of the row; stacked, the whole width.
            width: footer.arrangement === "row" ? footer.nextWidth
                   : footer.arrangement === "stacked" ? footer.width
                   : footer.width - leaveButton.width - footer.spacing
            height: footer.buttonHeight
            x: footer.width - width
            y: footer.nextTop
            visible: mark.showNext
            leftPadding: footer.buttonPadding
            rightPadding: footer.buttonPadding
            font.pixelSize: Theme.fontBody * mark.unit
            //: Button on a coach mark that only explains: on to the next step.
            text: qsTr("Next")
            onClicked: mark.nextClicked()
        }
    }

    // Each new step or bot line brings the coach's own words into sight; when the words
    // scroll, the bots' lines wait just above them. Once laid out: the next pass of the loop.
    Timer {
        id: showWords
        interval: 0
        onTriggered: wordsView.contentY = Math.max(0, Math.min(coachText.y,
                                                               wordsView.contentHeight - wordsView.height))
    }
    onTextChanged: showWords.restart()
    onBotLinesChanged: showWords.restart()
    onHeightChanged: showWords.restart()
}
