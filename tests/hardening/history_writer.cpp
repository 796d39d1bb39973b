// foodcourt_history_writer: records finished games into a family history file as fast as it
// can, for tst_history_crash to kill with SIGKILL in the middle of a write.
//
//   foodcourt_history_writer --db PATH
//
// Output: "recorded <n>" after each game's transaction has committed (n: the games in the
// file by then), so every game the test saw reported must still be there after a kill.
#include "history_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOption({"db", "history file", "path"});
    parser.process(app);

    fc::history::HistoryStore store(parser.value("db"));
    if (store.open() != fc::history::HistoryStore::Opened::Ready) {
        std::fprintf(stderr, "cannot open the history: %s\n", qPrintable(store.error()));
        return 1;
    }
    const QStringList names = {"Anna", "Ben", "Chloé", "Dev"};
    for (int game = 0;; ++game) {
        QList<fc::history::SeatResult> seats;
        for (int seat = 0; seat < names.size(); ++seat)
            seats.append(
                {names[seat], seat == 3, (game * 7 + seat * 3) % 11, seat == game % names.size()});
        if (!store.record({QStringLiteral("tindahan"), QDateTime::currentDateTimeUtc(), seats})) {
            std::fprintf(stderr, "write failed: %s\n", qPrintable(store.error()));
            return 1;
        }
        std::printf("recorded %d\n", store.gameCount());
        std::fflush(stdout);
    }
}
