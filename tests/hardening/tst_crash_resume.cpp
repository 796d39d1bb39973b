// Crash-resume: a program plays each game with bots while this test kills it with SIGKILL at
// random moments (11 kills per game and program) and starts it again on its autosave. The
// programs: the real app, offscreen, playing through each game's own screen and table
// (`foodcourt --stall ID --autoplay SEED`), and foodcourt_crash_driver, MatchSession alone,
// which is quicker and also runs in the sanitizer build (which has no app). After every kill
// the autosave must load cleanly (never corrupt), and hold exactly the log the program had
// reported so far (plus at most the one action whose save was written but not yet reported);
// every restart must continue that same log.
#include "core/registry.h"
#include "core/save.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

namespace {

struct Entry {
    int seat = -1;
    QString action;
    bool operator==(const Entry&) const = default;
};

const fc::Registry& registry() {
    static const fc::Registry games = [] {
        fc::Registry r;
        fc::registerAllGames(r);
        return r;
    }();
    return games;
}

} // namespace

class CrashResumeTest : public QObject {
    Q_OBJECT

    // Reads the driver's "log i seat action" lines into `transcript`, checking that entries
    // reprinted on resume agree with what earlier runs reported. Returns how many it saw.
    static int absorb(const QByteArray& output, QList<Entry>& transcript, bool& over) {
        int seen = 0;
        for (const QByteArray& raw : output.split('\n')) {
            const QString line = QString::fromUtf8(raw);
            if (line == QLatin1String("over"))
                over = true;
            if (!line.startsWith(QLatin1String("log ")))
                continue;
            const QStringList parts = line.split(' ');
            const int index = parts.value(1).toInt();
            const Entry entry{parts.value(2).toInt(), parts.mid(3).join(' ')};
            if (index < transcript.size()) {
                if (!(transcript[index] == entry))
                    return -1; // the resumed log rewrote history
            } else if (index == transcript.size()) {
                transcript.append(entry);
            } else {
                return -1; // a gap
            }
            seen = index + 1;
        }
        return seen;
    }

  private slots:
    void killedAtRandomResumesTheSameLog_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("app");
        QTest::addColumn<int>("lifeRangeMs"); // a run lives 300 ms (app) or 20 ms plus up to this
        // Every game of the menu, from the registry: turn-based ones with three players (a
        // pass-and-play table), the others with their fewest.
        for (const fc::GameInfo& game : registry().all()) {
            if (game.testOnly)
                continue;
            const int players = game.timing == fc::Timing::TurnBased ? std::max(game.minPlayers, 3)
                                                                     : game.minPlayers;
            const char* id = game.id.c_str();
#ifdef FOODCOURT_APP
            // The app's real-time table counts down before each round, also on resume.
            const bool realTime = game.timing == fc::Timing::RealTime;
            QTest::addRow("app/%s", id)
                << QString(id) << players << true << (realTime ? 11000 : 4000);
#endif
            QTest::addRow("driver/%s", id) << QString(id) << players << false << 500;
        }
    }
    void killedAtRandomResumesTheSameLog() {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(bool, app);
        QFETCH(int, lifeRangeMs);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_DATA_HOME", home.filePath("data"));
        env.insert("XDG_CONFIG_HOME", home.filePath("config"));
        env.insert("QT_QPA_PLATFORM", "offscreen");
        env.insert("QT_QUICK_BACKEND", "software");
        const QString autosave = home.filePath(
            (app ? "data/FoodCourt/foodcourt/saves/" : "data/FoodCourtCrashTest/foodcourt/saves/") +
            game + ".json");
        QRandomGenerator random(qHash(game));      // reproducible kill moments per game
        const int shortestLifeMs = app ? 300 : 20; // the app shows its window first

        QList<Entry> transcript;
        int kills = 0;
        int finishedGames = 0;
        bool resume = false;
        while (kills < 11) {
            QProcess driver;
            driver.setProcessEnvironment(env);
            const QString seed = QString::number(100 + finishedGames);
            if (app) // resumes its autosave by itself
                driver.start(FOODCOURT_APP, {"--stall", game, "--autoplay", seed});
            else
                driver.start(FOODCOURT_CRASH_DRIVER,
                             QStringList{"--bot-delay", "2"} +
                                 (resume ? QStringList{"--resume", "--game", game}
                                         : QStringList{"--game", game, "--players",
                                                       QString::number(players), "--seed", seed}));
            QVERIFY(driver.waitForStarted(10000));
            const int lifetimeMs = shortestLifeMs + int(random.bounded(lifeRangeMs));
            if (!driver.waitForFinished(lifetimeMs)) {
                driver.kill(); // SIGKILL: no chance to flush or save anything more
                QVERIFY(driver.waitForFinished(10000));
                ++kills;
            } else if (driver.exitCode() != 0) {
                QFAIL(qPrintable("the driver refused to run: " + driver.readAllStandardError()));
            }
            bool over = false;
            const int reported = absorb(driver.readAllStandardOutput(), transcript, over);
            QVERIFY2(reported >= 0, "a resumed run reported a different log");

            if (!QFile::exists(autosave)) {
                QCOMPARE(reported, 0); // killed before the match's first save
                resume = false;
                continue;
            }
            QFile file(autosave);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray json = file.readAll();
            fc::Result<fc::Match> loaded =
                fc::loadMatch(registry(), std::string_view(json.constData(), json.size()));
            QVERIFY2(loaded, qPrintable("corrupt autosave after a kill: " +
                                        QString::fromStdString(loaded.message())));
            const auto& log = loaded.value().log();
            QVERIFY2(int(log.size()) >= reported, "a reported action is missing from the save");
            QVERIFY2(int(log.size()) <= transcript.size() + 1,
                     "the save is ahead by more than one");
            for (int i = 0; i < std::min<int>(int(log.size()), transcript.size()); ++i)
                QCOMPARE((Entry{log[i].seat, QString::fromStdString(log[i].action)}),
                         transcript[i]);
            // The one unreported saved action becomes part of the history the resume shows.
            if (int(log.size()) == transcript.size() + 1)
                transcript.append({log.back().seat, QString::fromStdString(log.back().action)});

            if (over || loaded.value().game().isOver()) { // this game is done: start another
                ++finishedGames;
                transcript.clear();
                QFile::remove(autosave);
                resume = false;
            } else {
                resume = true;
            }
        }
        qInfo("%s %s: %d kills, %d games finished, last log %lld actions long",
              app ? "app" : "driver", qPrintable(game), kills, finishedGames,
              static_cast<long long>(transcript.size()));
    }
};

QTEST_GUILESS_MAIN(CrashResumeTest)
#include "tst_crash_resume.moc"
