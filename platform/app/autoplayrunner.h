// AutoplayRunner: for --autoplay SEED: the real app, on its real window, plays the --stall
// game with a bot in every seat, through the game's own screen and table. It resumes the
// autosave when one of that game is there (as the menu's "Resume" would), otherwise starts a
// new game with the game's fewest players and the given seed. Every entry of the match log is
// printed as "log <index> <seat> <action>" only once its autosave has been written ("over"
// at the end, then the app exits 0). tests/hardening/tst_crash_resume kills the app at random
// moments with SIGKILL and checks each autosave against these lines; it is also a way to
// watch the bots play.
#pragma once

#include <QObject>
#include <QString>
#include <cstddef>

class MatchSession;
class QQuickWindow;

class AutoplayRunner : public QObject {
    Q_OBJECT
  public:
    AutoplayRunner(QQuickWindow* window, QString gameId, quint64 seed, QObject* parent = nullptr);

  private:
    void open();
    void attach();
    void printNewEntries();
    void fail(const QString& why);

    QQuickWindow* window_;
    QString gameId_;
    quint64 seed_;
    MatchSession* session_ = nullptr;
    std::size_t printed_ = 0;
    int attachTries_ = 0;
};
