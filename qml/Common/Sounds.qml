// Sounds: the short cues (tap, success, error, hand-off, win; beat and signal for the
// real-time games' shared countdown) at the player's effects volume, silent when the
// player turned sound off or the volume to 0. One instance per screen that needs it:
// sounds.play("success").
// The cues load shortly after start-up, so opening the audio device never delays the
// first frame.
import QtQuick
import QtMultimedia
import FoodCourt.Common

Item {
    id: sounds

    property bool enabled: AppSettings.sound && AppSettings.effectsVolume > 0
    readonly property real volume: AppSettings.effectsVolume / 100
    property bool loaded: false

    function play(name) {
        if (!enabled || !loaded)
            return
        const effect = ({ tap: tap, success: success, error: error, handoff: handoff,
                          win: win, beat: beatCue, signal: signalCue })[name]
        if (effect)
            effect.play()
    }

    function cue(name) { return loaded ? "qrc:/FoodCourt/Common/sounds/" + name + ".wav" : "" }

    Timer {
        interval: 250
        running: true
        onTriggered: sounds.loaded = true
    }

    SoundEffect { id: tap; source: sounds.cue("tap"); volume: sounds.volume }
    SoundEffect { id: success; source: sounds.cue("success"); volume: sounds.volume }
    SoundEffect { id: error; source: sounds.cue("error"); volume: sounds.volume }
    SoundEffect { id: handoff; source: sounds.cue("handoff"); volume: sounds.volume }
    SoundEffect { id: win; source: sounds.cue("win"); volume: sounds.volume }
    SoundEffect { id: beatCue; source: sounds.cue("beat"); volume: sounds.volume }
    SoundEffect { id: signalCue; source: sounds.cue("signal"); volume: sounds.volume }
}
