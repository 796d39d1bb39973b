// The reader's settings as a player meets them on the settings screen: text size (with the
// system's font size) reaches every Theme size, high contrast darkens the text, the volume
// slider sets the cues' volume, and turning vibration off stops the haptics, apart from
// sound. Each starts from the defaults and puts them back.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.Shell

Item {
    id: host
    width: 800
    height: 1400

    SettingsScreen {
        id: settings
        anchors.fill: parent
    }
    Sounds { id: sounds }
    SignalSpy {
        id: haptics
        target: Device
        signalName: "hapticPlayed"
    }

    TestCase {
        name: "Settings"
        when: windowShown

        function init() {
            AppSettings.textSize = 100
            AppSettings.highContrast = false
            AppSettings.haptics = true
            AppSettings.sound = true
            AppSettings.effectsVolume = 80
            Device.simulateSystemPreferences(0, false) // back to the OS: 1.0 here
            haptics.clear()
        }
        function cleanup() { init() }

        function find(item, name) {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = find(item.children[i], name)
                if (found)
                    return found
            }
            return null
        }
        function optionButton(row, label) {
            for (let i = 0; i < row.children.length; ++i) {
                if (row.children[i].text === label)
                    return row.children[i]
            }
            return null
        }

        function test_textSizeReachesTheTheme() {
            compare(Theme.fontBody, 17)
            const row = find(settings, "textSizeChoice")
            verify(row)
            const large = optionButton(row, "140 %")
            verify(large, "a 140 % option")
            mouseClick(large)
            compare(AppSettings.textSize, 140)
            compare(Theme.fontBody, 24) // 17 x 1.4
            compare(Theme.fontTitle, 42)
            verify(large.checked)
        }

        function test_systemFontSizeMultipliesTheSetting() {
            AppSettings.textSize = 120
            Device.simulateSystemPreferences(1.3, false)
            compare(Theme.textScale, 1.56)
            compare(Theme.fontBody, Math.round(17 * 1.56))
            // At most twice the normal size, whatever the two ask for together.
            AppSettings.textSize = 160
            Device.simulateSystemPreferences(1.5, false)
            compare(Theme.textScale, 2)
        }

        function test_outOfRangeTextSizeChangesNothing() {
            AppSettings.textSize = 140
            AppSettings.textSize = 300
            compare(AppSettings.textSize, 140)
            AppSettings.textSize = 50
            compare(AppSettings.textSize, 140)
        }

        function test_highContrastDarkensText() {
            const normalInk = String(Theme.ink)
            mouseClick(find(settings, "highContrastSwitch"))
            verify(AppSettings.highContrast)
            compare(String(Theme.ink), "#000000")
            verify(String(Theme.ink) !== normalInk)
            compare(String(Theme.background), "#ffffff")
        }

        function test_volumeSliderSetsTheCuesVolume() {
            const slider = find(settings, "volumeSlider")
            verify(slider)
            // Drag the handle to the far left: silent, and the cues are off.
            mousePress(slider, slider.width - 2, slider.height / 2)
            mouseMove(slider, 0, slider.height / 2)
            mouseRelease(slider, 0, slider.height / 2)
            compare(AppSettings.effectsVolume, 0)
            verify(!sounds.enabled)
            AppSettings.effectsVolume = 40
            compare(sounds.volume, 0.4)
            verify(sounds.enabled)
        }

        function test_vibrationOffStopsHapticsNotSound() {
            Device.tap()
            compare(haptics.count, 1)
            mouseClick(find(settings, "hapticsSwitch"))
            verify(!AppSettings.haptics)
            // The window binds Device.hapticsOn to the setting (tst_shell checks it); there
            // is no window here, so the test does what it does.
            Device.hapticsOn = AppSettings.haptics
            Device.tap()
            Device.tapError()
            compare(haptics.count, 1)
            verify(sounds.enabled, "sound stays on")
            Device.hapticsOn = true
        }

        function test_systemReduceMotionHoldsTheSwitchOn() {
            const motion = find(settings, "reduceMotionSwitch")
            verify(!motion.checked)
            Device.simulateSystemPreferences(1.0, true)
            verify(motion.checked)
            verify(!motion.enabled)
        }
    }
}
