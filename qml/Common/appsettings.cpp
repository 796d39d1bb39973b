#include "appsettings.h"

namespace {
constexpr auto kLanguage = "language";
constexpr auto kSound = "sound";
constexpr auto kBotSpeed = "botSpeed";
constexpr auto kReduceMotion = "reduceMotion";
} // namespace

QStringList AppSettings::supportedLanguages() {
    return {QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("es"),
            QStringLiteral("de"), QStringLiteral("nl"), QStringLiteral("it")};
}

QStringList AppSettings::botSpeeds() {
    return {QStringLiteral("slow"), QStringLiteral("normal"), QStringLiteral("fast")};
}

AppSettings::AppSettings(QObject* parent) : QObject(parent) {
    // Stored values are checked, so a hand-edited or stale settings file cannot put the
    // app into a state the screens do not offer.
    const QString lang = store_.value(kLanguage).toString();
    language_ = supportedLanguages().contains(lang) ? lang : QStringLiteral("en");
    sound_ = store_.value(kSound, true).toBool();
    const QString speed = store_.value(kBotSpeed).toString();
    botSpeed_ = botSpeeds().contains(speed) ? speed : QStringLiteral("normal");
    reduceMotion_ = store_.value(kReduceMotion, false).toBool();
}

void AppSettings::setLanguage(const QString& code) {
    if (code == language_ || !supportedLanguages().contains(code))
        return;
    language_ = code;
    store_.setValue(kLanguage, code);
    emit languageChanged();
}

void AppSettings::setSound(bool on) {
    if (on == sound_)
        return;
    sound_ = on;
    store_.setValue(kSound, on);
    emit soundChanged();
}

void AppSettings::setBotSpeed(const QString& speed) {
    if (speed == botSpeed_ || !botSpeeds().contains(speed))
        return;
    botSpeed_ = speed;
    store_.setValue(kBotSpeed, speed);
    emit botSpeedChanged();
}

int AppSettings::botDelayMs() const {
    if (botSpeed_ == QLatin1String("slow"))
        return 1600;
    if (botSpeed_ == QLatin1String("fast"))
        return 250;
    return 800;
}

void AppSettings::setReduceMotion(bool on) {
    if (on == reduceMotion_)
        return;
    reduceMotion_ = on;
    store_.setValue(kReduceMotion, on);
    emit reduceMotionChanged();
}
