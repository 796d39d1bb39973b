#include "read_aloud.h"

#include "appsettings.h"

#include <QLocale>
#include <QQmlEngine>

#ifdef FOODCOURT_HAVE_TEXTTOSPEECH
#include "qt_speech_engine.h"
#endif

ReadAloud::ReadAloud(AppSettings* settings, std::unique_ptr<SpeechEngine> engine, QObject* parent)
    : QObject(parent), settings_(settings), engine_(std::move(engine)) {
    if (settings_)
        connect(settings_, &AppSettings::readAloudChanged, this, &ReadAloud::settingChanged);
}

ReadAloud::~ReadAloud() = default;

ReadAloud* ReadAloud::create(QQmlEngine* qmlEngine, QJSEngine*) {
    // The engine's own AppSettings singleton (one per engine), so the setting QML shows
    // is the one obeyed here.
    auto* settings = qmlEngine->singletonInstance<AppSettings*>(
        qmlTypeId("FoodCourt.Common", 1, 0, "AppSettings"));
    std::unique_ptr<SpeechEngine> engine;
#ifdef FOODCOURT_HAVE_TEXTTOSPEECH
    engine = std::make_unique<QtSpeechEngine>();
#endif
    return new ReadAloud(settings, std::move(engine));
}

void ReadAloud::setEngine(std::unique_ptr<SpeechEngine> engine) {
    engine_ = std::move(engine);
}

bool ReadAloud::on() const {
    return engine_ && settings_ && settings_->readAloud();
}

void ReadAloud::say(const QString& text) {
    if (!on() || text.trimmed().isEmpty())
        return;
    // QLocale's default is the app's language (the language switcher sets it).
    engine_->say(text, QLocale());
}

bool ReadAloud::hasVoiceFor(const QString& code) const {
    return engine_ && engine_->hasVoiceFor(QLocale(code));
}

void ReadAloud::settingChanged() {
    // Turned off mid-sentence: silence at once.
    if (engine_ && settings_ && !settings_->readAloud())
        engine_->stop();
}
