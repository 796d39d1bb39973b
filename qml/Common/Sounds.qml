// Sounds: the short cues (tap, success, error, hand-off, win), silent when the player
// turned sound off. One instance per screen that needs it: sounds.play("success").
import QtQuick
import QtMultimedia
import FoodCourt.Common

Item {
    id: sounds

    property bool enabled: AppSettings.sound

    function play(name) {
        if (!enabled)
            return
        const effect = ({ tap: tap, success: success, error: error, handoff: handoff,
                          win: win })[name]
        if (effect)
            effect.play()
    }

    SoundEffect { id: tap; source: "qrc:/FoodCourt/Common/sounds/tap.wav" }
    SoundEffect { id: success; source: "qrc:/FoodCourt/Common/sounds/success.wav" }
    SoundEffect { id: error; source: "qrc:/FoodCourt/Common/sounds/error.wav" }
    SoundEffect { id: handoff; source: "qrc:/FoodCourt/Common/sounds/handoff.wav" }
    SoundEffect { id: win; source: "qrc:/FoodCourt/Common/sounds/win.wav" }
}
