// CueBank: a set of short sound cues (name → .wav), played at the player's effects volume.
// Every game's sounds go through one: the common cues (Sounds), Wok Up's own, Kandar
// Klash!'s "Siap!" voice, so the sound switch and the volume slider reach them all.
// The cues load shortly after start-up, so opening the audio device never delays the first
// frame, and only where the device has an audio output: without one (a tablet with none,
// tests, CI) no effect is made that could not play.
//   cues: { name: url }; enabled: the screen's sound switch; play(name) → whether it sounded.
import QtQuick
import QtQml.Models
import QtMultimedia
import FoodCourt.Common

Item {
    id: bank

    property bool enabled: AppSettings.sound && AppSettings.effectsVolume > 0
    property var cues: ({})
    // Tests that check the effects without a sound card set this.
    property bool outputAvailable: devices.audioOutputs.length > 0
    property bool loaded: false
    readonly property real volume: AppSettings.effectsVolume / 100
    readonly property bool ready: loaded && outputAvailable
    readonly property bool audible: enabled && volume > 0

    function effect(name) {
        for (let i = 0; i < effects.count; ++i) {
            const made = effects.objectAt(i)
            if (made && made.cueName === name)
                return made
        }
        return null
    }
    function play(name) {
        if (!audible || !ready)
            return false
        const made = effect(name)
        if (made)
            made.play()
        return made !== null
    }

    MediaDevices { id: devices }
    Timer {
        interval: 250
        running: true
        onTriggered: bank.loaded = true
    }
    Instantiator {
        id: effects
        model: bank.ready ? Object.keys(bank.cues) : []
        // Qt 6.4's qmllint cannot follow ids from inside a delegate (6.5 adds
        // pragma ComponentBehavior: Bound); `bank` is this file's own.
        // qmllint disable unqualified
        delegate: SoundEffect {
            required property string modelData
            readonly property string cueName: modelData
            // What the effect is given: without a sound card Qt reads its volume back as 1.
            readonly property real givenVolume: bank.volume
            source: bank.cues[modelData] || ""
            volume: givenVolume
        }
        // qmllint enable unqualified
    }
}
