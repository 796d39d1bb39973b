// Sounds: the short cues (tap, success, error, hand-off, win), silent when the player
// turned sound off. One instance per screen that needs it: sounds.play("success").
// The cues load shortly after start-up, so opening the audio device never delays the
// first frame.
import QtQuick
import QtMultimedia
import FoodCourt.Common

Item {
    id: sounds

    property bool enabled: AppSettings.sound
    property bool loaded: false

    function play(name) {
        if (!enabled || !loaded)
            return
        const effect = ({ tap: tap, success: success, error: error, handoff: handoff,
                          win: win })[name]
        if (effect)
            effect.play()
    }

    function cue(name) { return loaded ? "qrc:/FoodCourt/Common/sounds/" + name + ".wav" : "" }

    Timer {
        interval: 250
        running: true
        onTriggered: sounds.loaded = true
    }

    SoundEffect { id: tap; source: sounds.cue("tap") }
    SoundEffect { id: success; source: sounds.cue("success") }
    SoundEffect { id: error; source: sounds.cue("error") }
    SoundEffect { id: handoff; source: sounds.cue("handoff") }
    SoundEffect { id: win; source: sounds.cue("win") }
}
