// SettingsScreen: language (switched at once), bot speed, text size and contrast, sound
// with its volume, vibration, reduced motion and read-aloud. Each takes effect at once.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import FoodCourt.Common
import FoodCourt.Shell

Item {
    id: screen

    property string currentLanguage: AppSettings.language

    signal backRequested()
    signal languageChosen(string code)

    ScreenHeader {
        id: header
        width: parent.width
        //: Title of the settings screen.
        title: qsTr("Settings")
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
            width: Math.min(flick.width - Theme.spacing * 2, Theme.readableWidth)
            x: (flick.width - width) / 2
            y: Theme.spacing * 2
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: Theme.fontLarge
                font.bold: true
                //: Settings section heading.
                text: qsTr("Language")
            }
            // Each language in its own name, so anyone can find theirs: not translated.
            ChoiceRow {
                Layout.fillWidth: true
                current: screen.currentLanguage
                options: [
                    { value: "en", label: "English" },
                    { value: "fr", label: "Français" },
                    { value: "es", label: "Español" },
                    { value: "de", label: "Deutsch" },
                    { value: "nl", label: "Nederlands" },
                    { value: "it", label: "Italiano" }
                ]
                onChosen: code => screen.languageChosen(code)
            }

            Label {
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacing
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: Theme.fontLarge
                font.bold: true
                //: Settings section heading.
                text: qsTr("Bot speed")
            }
            TextBlock {
                Layout.fillWidth: true
                color: Theme.inkSoft
                //: Explains the bot speed setting.
                text: qsTr("How long computer players wait before they move, so you can follow them.")
            }
            ChoiceRow {
                Layout.fillWidth: true
                current: AppSettings.botSpeed
                options: [
                    //: Bot speed option.
                    { value: "slow", label: qsTr("Slow") },
                    //: Bot speed option.
                    { value: "normal", label: qsTr("Normal") },
                    //: Bot speed option.
                    { value: "fast", label: qsTr("Fast") }
                ]
                onChosen: value => AppSettings.botSpeed = value
            }

            Label {
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacing
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: Theme.fontLarge
                font.bold: true
                //: Settings section heading (text size and contrast).
                text: qsTr("Reading")
            }
            TextBlock {
                Layout.fillWidth: true
                color: Theme.inkSoft
                //: Explains the text size setting; it adds to the device's own font size.
                text: qsTr("Text size, on top of your device's own font size.")
            }
            ChoiceRow {
                objectName: "textSizeChoice"
                Layout.fillWidth: true
                current: String(AppSettings.textSize)
                // "100 %" in each language's own way of writing a percentage.
                //: A text size option; %1 is the percentage (100, 120, 140, 160).
                options: [{ value: "100", label: qsTr("%1 %").arg(100) },
                          { value: "120", label: qsTr("%1 %").arg(120) },
                          { value: "140", label: qsTr("%1 %").arg(140) },
                          { value: "160", label: qsTr("%1 %").arg(160) }]
                onChosen: value => AppSettings.textSize = Number(value)
            }
            ToggleSwitch {
                objectName: "highContrastSwitch"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touchTarget
                font.pixelSize: Theme.fontBody
                checked: AppSettings.highContrast
                //: Setting: darker text and outlines on white, for reading from afar.
                text: qsTr("High contrast")
                onToggled: AppSettings.highContrast = checked
            }

            Label {
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacing
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: Theme.fontLarge
                font.bold: true
                //: Settings section heading (sound and motion).
                text: qsTr("Comfort")
            }
            ToggleSwitch {
                objectName: "soundSwitch"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touchTarget
                font.pixelSize: Theme.fontBody
                checked: AppSettings.sound
                //: Setting: play short sound cues.
                text: qsTr("Sound effects")
                onToggled: AppSettings.sound = checked
            }
            RowLayout {
                Layout.fillWidth: true
                enabled: AppSettings.sound
                opacity: enabled ? 1 : 0.5
                spacing: Theme.spacing
                Label {
                    id: volumeLabel
                    color: Theme.ink
                    font.pixelSize: Theme.fontBody
                    //: Label of the sound effects' volume slider.
                    text: qsTr("Volume")
                }
                Slider {
                    id: volumeSlider
                    objectName: "volumeSlider"
                    Layout.fillWidth: true
                    Layout.preferredHeight: Theme.touchTarget
                    from: 0
                    to: 100
                    stepSize: 5
                    value: AppSettings.effectsVolume
                    Accessible.name: volumeLabel.text
                    onMoved: AppSettings.effectsVolume = Math.round(value)
                }
                Label {
                    color: Theme.ink
                    font.pixelSize: Theme.fontBody
                    Layout.minimumWidth: implicitWidth
                    //: The sound effects' volume; %1 is the percentage.
                    text: qsTr("%1 %").arg(AppSettings.effectsVolume)
                }
            }
            ToggleSwitch {
                objectName: "hapticsSwitch"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touchTarget
                font.pixelSize: Theme.fontBody
                checked: AppSettings.haptics
                //: Setting: short vibrations when a card lands or a move is refused.
                text: qsTr("Vibration")
                onToggled: AppSettings.haptics = checked
            }
            ToggleSwitch {
                objectName: "reduceMotionSwitch"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touchTarget
                font.pixelSize: Theme.fontBody
                checked: AppSettings.reduceMotion || Device.systemReducesMotion
                enabled: !Device.systemReducesMotion
                //: Setting: fewer and shorter animations.
                text: qsTr("Reduce motion")
                onToggled: AppSettings.reduceMotion = checked
            }
            TextBlock {
                Layout.fillWidth: true
                visible: Device.systemReducesMotion
                color: Theme.inkSoft
                //: Shown under Reduce motion when the device's own setting already asks for it.
                text: qsTr("Your device asks for less motion, so it stays on.")
            }
            ToggleSwitch {
                objectName: "readAloudSwitch"
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touchTarget
                font.pixelSize: Theme.fontBody
                visible: ReadAloud.supported
                checked: AppSettings.readAloud
                //: Setting: speak the turn prompt and refusals aloud, for players who cannot read yet.
                text: qsTr("Read aloud")
                onToggled: AppSettings.readAloud = checked
            }
            TextBlock {
                objectName: "readAloudNote"
                Layout.fillWidth: true
                // Asked only once read-aloud is on: the platform's speech service starts then.
                readonly property bool noVoice: ReadAloud.supported && AppSettings.readAloud
                                                && !ReadAloud.hasVoiceFor(screen.currentLanguage)
                visible: !ReadAloud.supported || noVoice
                color: noVoice ? Theme.primary : Theme.inkSoft
                text: noVoice
                      //: Under the read-aloud setting when the device has no voice for the app's language.
                      ? qsTr("No voice for this language is installed on this device, so nothing can be read aloud. Add one in the device's speech settings.")
                      //: In the settings when this copy of the app was built without speech.
                      : qsTr("Read aloud is not available in this version of the app.")
            }
        }
    }
}
