#include "qt_speech_engine.h"

#include <QTextToSpeech>

#include <algorithm>

QtSpeechEngine::QtSpeechEngine() = default;
QtSpeechEngine::~QtSpeechEngine() = default;

QTextToSpeech& QtSpeechEngine::speech() {
    if (!speech_)
        speech_ = std::make_unique<QTextToSpeech>();
    return *speech_;
}

bool QtSpeechEngine::hasVoiceFor(const QLocale& locale) {
    if (QTextToSpeech::availableEngines().isEmpty())
        return false; // no speech plug-in at all (Qt warns once the engine is made)
    QTextToSpeech& tts = speech();
    if (tts.state() == QTextToSpeech::Error)
        return false;
    const QList<QLocale> locales = tts.availableLocales();
    return std::any_of(locales.begin(), locales.end(), [&locale](const QLocale& available) {
        return available.language() == locale.language();
    });
}

void QtSpeechEngine::say(const QString& text, const QLocale& locale) {
    if (QTextToSpeech::availableEngines().isEmpty())
        return;
    QTextToSpeech& tts = speech();
    if (tts.locale().language() != locale.language()) {
        // The engine's own locale for that language (its country may differ from ours).
        const QList<QLocale> locales = tts.availableLocales();
        const auto match =
            std::find_if(locales.begin(), locales.end(),
                         [&locale](const QLocale& l) { return l.language() == locale.language(); });
        if (match == locales.end())
            return; // no voice for it: silence beats the wrong language
        tts.setLocale(*match);
    }
    tts.stop();
    tts.say(text);
}

void QtSpeechEngine::stop() {
    if (speech_)
        speech_->stop();
}
