#include "appsettings.h"

namespace {
constexpr auto kLanguage = "language";
constexpr auto kSound = "sound";
constexpr auto kBotSpeed = "botSpeed";
constexpr auto kReduceMotion = "reduceMotion";
constexpr auto kEffectsVolume = "effectsVolume";
constexpr auto kHaptics = "haptics";
constexpr auto kTextSize = "textSize";
constexpr auto kHighContrast = "highContrast";
constexpr auto kReadAloud = "readAloud";
constexpr auto kGuidesOffered = "guidesOffered";
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
    effectsVolume_ = storedNumber(kEffectsVolume, 0, 100, effectsVolume_);
    haptics_ = storedSwitch(kHaptics, true);
    textSize_ = storedNumber(kTextSize, kMinTextSize, kMaxTextSize, textSize_);
    highContrast_ = storedSwitch(kHighContrast, false);
    readAloud_ = storedSwitch(kReadAloud, false);
    guidesOffered_ = store_.value(kGuidesOffered).toStringList();
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

int AppSettings::storedNumber(const char* key, int low, int high, int fallback) {
    if (!store_.contains(QLatin1String(key)))
        return fallback;
    const QString value = store_.value(QLatin1String(key)).toString();
    bool read = false;
    const int number = value.toInt(&read);
    if (read && number >= low && number <= high)
        return number;
    problems_.append(QStringLiteral("The setting %1 has the value \"%2\", not a whole number "
                                    "from %3 to %4; %5 is used.")
                         .arg(QLatin1String(key), value)
                         .arg(low)
                         .arg(high)
                         .arg(fallback));
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

void AppSettings::setEffectsVolume(int percent) {
    if (percent == effectsVolume_ || percent < 0 || percent > 100)
        return;
    effectsVolume_ = percent;
    store_.setValue(kEffectsVolume, percent);
    emit effectsVolumeChanged();
}

void AppSettings::setHaptics(bool on) {
    if (on == haptics_)
        return;
    haptics_ = on;
    store_.setValue(kHaptics, on);
    emit hapticsChanged();
}

void AppSettings::setTextSize(int percent) {
    if (percent == textSize_ || percent < kMinTextSize || percent > kMaxTextSize)
        return;
    textSize_ = percent;
    store_.setValue(kTextSize, percent);
    emit textSizeChanged();
}

void AppSettings::setHighContrast(bool on) {
    if (on == highContrast_)
        return;
    highContrast_ = on;
    store_.setValue(kHighContrast, on);
    emit highContrastChanged();
}

void AppSettings::setReadAloud(bool on) {
    if (on == readAloud_)
        return;
    readAloud_ = on;
    store_.setValue(kReadAloud, on);
    emit readAloudChanged();
}

void AppSettings::markGuideOffered(const QString& gameId) {
    if (gameId.isEmpty() || guidesOffered_.contains(gameId))
        return;
    guidesOffered_.append(gameId);
    store_.setValue(kGuidesOffered, guidesOffered_);
    emit guidesOfferedChanged();
}
