// Every game's cues go through one CueBank: the volume slider reaches Wok Up's own cues and
// Kandar Klash!'s signal as it reaches the common ones, the sound switch silences them, and
// a device without an audio output makes no sound effects at all.
import QtQuick
import QtTest
import FoodCourt.Common
import FoodCourt.WokUp

Item {
    id: host

    WokUpSounds { id: wok; outputAvailable: true; loaded: true }
    Sounds {
        id: bell
        outputAvailable: true
        loaded: true
        signalSource: "qrc:/FoodCourt/KandarKlash/sounds/go.wav"
    }
    Sounds { id: mute; outputAvailable: false; loaded: true }

    TestCase {
        name: "Sounds"

        function init() {
            AppSettings.sound = true
            AppSettings.effectsVolume = 80
        }
        function cleanup() { init() }

        function test_wokUpCuesFollowTheEffectsVolume() {
            AppSettings.effectsVolume = 30
            for (const name of ["throw", "clatter", "claim", "wokup"]) {
                const effect = wok.effect(name)
                verify(effect !== null, name + " is made")
                compare(effect.givenVolume, 0.3, name + " at the slider's volume")
                verify(String(effect.source).endsWith("/WokUp/sounds/" + name + ".wav"), String(effect.source))
            }
        }

        function test_aGamesOwnSignalReplacesTheSharedOne() {
            verify(String(bell.effect("signal").source).endsWith("/KandarKlash/sounds/go.wav"))
            verify(String(bell.effect("beat").source).endsWith("/Common/sounds/beat.wav"))
        }

        function test_theSwitchAndAZeroVolumeSilenceEveryCue() {
            verify(wok.play("claim"), "heard while sound is on")
            AppSettings.effectsVolume = 0
            verify(!wok.play("claim"), "not at volume 0")
            AppSettings.effectsVolume = 80
            AppSettings.sound = false
            verify(!bell.play("beat"), "not with sound off")
            verify(!wok.play("nonsense"), "no such cue")
        }

        function test_noAudioOutputMakesNoEffects() {
            compare(mute.effect("tap"), null)
            verify(!mute.play("tap"))
        }
    }
}
