#include "autoplayrunner.h"

#include "gameregistry.h"
#include "matchsession.h"
#include "paused_games.h"
#include "seatsetupmodel.h"

#include <QCoreApplication>
#include <QQmlListReference>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

namespace {

constexpr int kBotDelayMs = 2; // quick, but a kill still lands mid-game
constexpr int kAttachPollMs = 20;
constexpr int kAttachTries = 500; // 10 s for the game screen to appear

// A screen declares its table inside an item, which keeps it in its `resources` list (not
// as a QObject child), and Loader and StackView hold their items only as visual children:
// so walk the visual tree and look at each item's resources.
MatchSession* activeSessionUnder(QQuickItem* item) {
    const QQmlListReference resources(item, "resources");
    for (qsizetype i = 0; i < resources.count(); ++i) {
        auto* session = qobject_cast<MatchSession*>(resources.at(i));
        if (session && session->active())
            return session;
    }
    for (QQuickItem* child : item->childItems()) {
        if (MatchSession* session = activeSessionUnder(child))
            return session;
    }
    return nullptr;
}

} // namespace

AutoplayRunner::AutoplayRunner(QQuickWindow* window, QString gameId, quint64 seed, QObject* parent)
    : QObject(parent), window_(window), gameId_(std::move(gameId)), seed_(seed) {
    QTimer::singleShot(0, this, &AutoplayRunner::open);
}

void AutoplayRunner::open() {
    PausedGames paused; // sets a corrupt save aside, exactly as the menu does
    paused.check();
    QVariant setup;
    QString saveJson = paused.saveJson(gameId_);
    if (saveJson.isEmpty()) {
        // The setup screen's defaults (options included) with the fewest seats, all bots.
        const fc::GameInfo* info = gameRegistry().find(gameId_.toStdString());
        if (!info)
            return fail(QStringLiteral("no game '%1'").arg(gameId_));
        SeatSetupModel seats;
        seats.setGameId(gameId_);
        seats.setCount(seats.minSeats());
        const QString quickest = QString::fromStdString(fc::quickestStrength(*info));
        for (int seat = 0; seat < seats.count(); ++seat) {
            seats.setBot(seat, true);
            seats.setStrength(seat, quickest);
        }
        QVariantMap chosen = seats.setup();
        chosen.insert(QStringLiteral("seed"), QString::number(seed_));
        setup = chosen;
    }
    QMetaObject::invokeMethod(window_, "playGame", Q_ARG(QVariant, gameId_), Q_ARG(QVariant, setup),
                              Q_ARG(QVariant, saveJson));
    attach();
}

// The game screen's table (a MatchSession) appears once the screen has loaded.
void AutoplayRunner::attach() {
    session_ = activeSessionUnder(window_->contentItem());
    if (!session_) {
        if (++attachTries_ > kAttachTries)
            return fail(QStringLiteral("the game screen did not start a match"));
        QTimer::singleShot(kAttachPollMs, this, &AutoplayRunner::attach);
        return;
    }
    // Quick bots and no animations to wait for: the screen passes both on to its table.
    const QObject* host = window_->property("activeGame").value<QObject*>();
    if (QObject* screen = host ? host->property("gameScreen").value<QObject*>() : nullptr) {
        screen->setProperty("botDelayMs", kBotDelayMs);
        screen->setProperty("reduceMotion", true);
    }
    // Queued: the slot runs after apply() has returned, i.e. after the autosave is written.
    connect(session_, &MatchSession::actionApplied, this, &AutoplayRunner::printNewEntries,
            Qt::QueuedConnection);
    printNewEntries();
}

void AutoplayRunner::printNewEntries() {
    const fc::Match* match = session_->match();
    if (!match)
        return;
    for (; printed_ < match->log().size(); ++printed_) {
        const fc::LoggedAction& entry = match->log()[printed_];
        std::printf("log %zu %d %s\n", printed_, entry.seat, entry.action.c_str());
    }
    if (match->game().isOver()) {
        std::printf("over\n");
        QCoreApplication::exit(0);
    }
    std::fflush(stdout);
}

void AutoplayRunner::fail(const QString& why) {
    std::fprintf(stderr, "autoplay: %s\n", qPrintable(why));
    QCoreApplication::exit(1);
}
