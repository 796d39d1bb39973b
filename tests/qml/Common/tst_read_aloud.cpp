// Read-aloud through a fake speech engine: off by default, it says the given lines in the
// app's language once the setting is on, ignores empty lines, stops at once when the
// setting is turned off and stays silent after; a build without speech says nothing.
#include "appsettings.h"
#include "read_aloud.h"
#include "speech_engine.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <memory>

namespace {

// What the fake engine was asked, kept outside it: the ReadAloud owns the engine.
struct SpeechLog {
    QStringList said; // "<language code>: <text>"
    int stops = 0;
    QStringList voices{QStringLiteral("en"), QStringLiteral("de")};
};

class FakeSpeech : public SpeechEngine {
  public:
    explicit FakeSpeech(SpeechLog& log) : log_(log) {}
    bool hasVoiceFor(const QLocale& locale) override {
        return log_.voices.contains(QLocale::languageToCode(locale.language()));
    }
    void say(const QString& text, const QLocale& locale) override {
        log_.said.append(QLocale::languageToCode(locale.language()) + QStringLiteral(": ") + text);
    }
    void stop() override { ++log_.stops; }

  private:
    SpeechLog& log_;
};

} // namespace

class TestReadAloud : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FoodCourtTests"));
    }
    void init() {
        QSettings().clear();
        QLocale::setDefault(QLocale(QStringLiteral("en")));
    }

    void offByDefaultSaysNothing() {
        AppSettings settings;
        QVERIFY(!settings.readAloud());
        SpeechLog log;
        ReadAloud readAloud(&settings, std::make_unique<FakeSpeech>(log));
        QVERIFY(readAloud.supported());
        readAloud.say(QStringLiteral("Your turn, Ana"));
        QCOMPARE(log.said, QStringList());
    }

    void onItSpeaksInTheAppsLanguage() {
        AppSettings settings;
        settings.setReadAloud(true);
        SpeechLog log;
        ReadAloud readAloud(&settings, std::make_unique<FakeSpeech>(log));
        readAloud.say(QStringLiteral("Your turn, Ana"));
        QLocale::setDefault(QLocale(QStringLiteral("es"))); // the language switcher's doing
        readAloud.say(QStringLiteral("Te toca, Ana"));
        readAloud.say(QStringLiteral("  ")); // nothing to say
        QCOMPARE(log.said, (QStringList{QStringLiteral("en: Your turn, Ana"),
                                        QStringLiteral("es: Te toca, Ana")}));
    }

    void theSettingIsKept() {
        {
            AppSettings settings;
            settings.setReadAloud(true);
        }
        QVERIFY(AppSettings().readAloud());
    }

    void turningItOffSilencesAtOnce() {
        AppSettings settings;
        settings.setReadAloud(true);
        SpeechLog log;
        ReadAloud readAloud(&settings, std::make_unique<FakeSpeech>(log));
        readAloud.say(QStringLiteral("Your turn, Ana"));
        QCOMPARE(log.said.size(), 1);
        settings.setReadAloud(false);
        QCOMPARE(log.stops, 1); // cut off mid-sentence
        readAloud.say(QStringLiteral("You must follow the led fruit"));
        QCOMPARE(log.said.size(), 1);
        settings.setReadAloud(true);
        QCOMPARE(log.stops, 1); // turning it on stops nothing
        readAloud.say(QStringLiteral("You must follow the led fruit"));
        QCOMPARE(log.said.size(), 2);
    }

    void tellsWhichLanguagesHaveAVoice() {
        AppSettings settings;
        SpeechLog log;
        ReadAloud readAloud(&settings, std::make_unique<FakeSpeech>(log));
        QVERIFY(readAloud.hasVoiceFor(QStringLiteral("de")));
        QVERIFY(!readAloud.hasVoiceFor(QStringLiteral("nl")));
    }

    void withoutASpeechEngineNothingIsSaid() {
        AppSettings settings;
        settings.setReadAloud(true);
        ReadAloud readAloud(&settings, nullptr);
        QVERIFY(!readAloud.supported());
        QVERIFY(!readAloud.hasVoiceFor(QStringLiteral("en")));
        readAloud.say(QStringLiteral("Your turn, Ana")); // no crash, no sound
        // A fake engine put in later speaks.
        SpeechLog log;
        readAloud.setEngine(std::make_unique<FakeSpeech>(log));
        readAloud.say(QStringLiteral("Your turn, Ana"));
        QCOMPARE(log.said, QStringList{QStringLiteral("en: Your turn, Ana")});
    }
};

QTEST_GUILESS_MAIN(TestReadAloud)
#include "tst_read_aloud.moc"
