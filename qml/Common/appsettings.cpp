#include "appsettings.h"

namespace {
constexpr auto kLanguage = "language";
constexpr auto kSound = "sound";
constexpr auto kBotSpeed = "botSpeed";
constexpr auto kReduceMotion = "reduceMotion";
constexpr auto kReadAloud = "readAloud";
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
    if (store_.status() != QSettings::NoError)
        problems_.append(
            QStringLiteral("The settings file %1 could not be read; the defaults are used.")
                .arg(store_.fileName()));
    language_ = storedChoice(kLanguage, supportedLanguages(), QStringLiteral("en"));
    sound_ = storedSwitch(kSound, true);
    botSpeed_ = storedChoice(kBotSpeed, botSpeeds(), QStringLiteral("normal"));
    reduceMotion_ = storedSwitch(kReduceMotion, false);
    readAloud_ = storedSwitch(kReadAloud, false);
    for (const QString& problem : std::as_const(problems_))
        qWarning("Settings: %s", qUtf8Printable(problem));
}

QString AppSettings::storedChoice(const char* key, const QStringList& allowed,
                                  const QString& fallback) {
    if (!store_.contains(QLatin1String(key)))
        return fallback;
    const QString value = store_.value(QLatin1String(key)).toString();
    if (allowed.contains(value))
        return value;
    problems_.append(
        QStringLiteral("The setting %1 has the unknown value \"%2\" (expected one of %3); "
                       "\"%4\" is used.")
            .arg(QLatin1String(key), value, allowed.join(QStringLiteral(", ")), fallback));
    return fallback;
}

bool AppSettings::storedSwitch(const char* key, bool fallback) {
    if (!store_.contains(QLatin1String(key)))
        return fallback;
    // Only what setValue(bool) writes counts: QVariant would read any other text as true.
    const QString value = store_.value(QLatin1String(key)).toString();
    if (value == QLatin1String("true") || value == QLatin1String("false"))
        return value == QLatin1String("true");
    problems_.append(QStringLiteral("The setting %1 has the value \"%2\", not true or false; "
                                    "%3 is used.")
                         .arg(QLatin1String(key), value,
                              fallback ? QStringLiteral("true") : QStringLiteral("false")));
    return fallback;
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

void AppSettings::setReadAloud(bool on) {
    if (on == readAloud_)
        return;
    readAloud_ = on;
    store_.setValue(kReadAloud, on);
    emit readAloudChanged();
}
