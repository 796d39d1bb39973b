// MatchSession: one match in the app. Wraps fc::Match for QML, saves after every accepted
// action, and plays bot seats off the UI thread (held while the app is in the background).
// It is also the table contract: every game's table derives from it, names its game, and
// is started, resumed and played again the same way (startFromSetupJson, resumeFromSaveJson,
// rematch), taking each match on in its continueMatch(); it reads the engine state through
// match(). Undo is the contract's too, one policy for every game (canUndo, undo()).
#pragma once

#include "core/bot_roster.h"
#include "core/match.h"
#include "core/realtime/clock.h"
#include "pooled_bot_worker.h"
#include "steady_clock.h"

#include <QObject>
#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>
#include <vector>

// What a guided first game (GuideRunner) asks of the session it steers: let through only
// the human step its coach mark waits for, and hold the bots while the learner reads.
class MatchGuide {
  public:
    virtual ~MatchGuide() = default;
    // "" lets a human seat's action through; otherwise why it is refused.
    virtual QString refusalOf(int seat, const QString& action) const = 0;
    virtual bool holdsBots() const = 0;
};

class MatchSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY matchChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY matchChanged)
    Q_PROPERTY(int seatCount READ seatCount NOTIFY matchChanged)
    Q_PROPERTY(QStringList seatNames READ seatNames NOTIFY matchChanged)
    Q_PROPERTY(QList<int> seatsToAct READ seatsToAct NOTIFY stateChanged)
    Q_PROPERTY(bool over READ over NOTIFY stateChanged)
    Q_PROPERTY(QList<int> scores READ scores NOTIFY stateChanged)
    Q_PROPERTY(QList<int> winners READ winners NOTIFY stateChanged)
    // The last step may be taken back (undo()): a human's step that the engine said reveals
    // nothing (fc::Game::canTakeBack, asked before the step), while that player's hand is
    // still the one on show: no other seat has acted since and no hand-off came between.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(bool botThinking READ botThinking NOTIFY botThinkingChanged)
    Q_PROPERTY(int botDelayMs READ botDelayMs WRITE setBotDelayMs NOTIFY botDelayMsChanged)
    Q_PROPERTY(bool autosave READ autosave WRITE setAutosave NOTIFY autosaveChanged)
    // While true no bot starts thinking (e.g. while a score sheet is on screen, so the next
    // round does not run on behind it); a bot already thinking still finishes its move.
    Q_PROPERTY(bool botsPaused READ botsPaused WRITE setBotsPaused NOTIFY botsPausedChanged)

  public:
    // A session for any game (start() names it).
    explicit MatchSession(QObject* parent = nullptr);
    // The table of one game: startFromSetupJson, resumeFromSaveJson and rematch play it.
    explicit MatchSession(QString tableGameId, QObject* parent = nullptr);
    ~MatchSession() override;

    // --- The table contract: how every game's table starts, resumes and plays again. Each
    // returns "" or why not (in the player's language where the app words it); a refusal
    // changes nothing.
    // A new match of the table's game from the shell's setup JSON (SeatSetupModel's).
    Q_INVOKABLE QString startFromSetupJson(const QString& setupJson);
    // Continues the match of a save file's text; a save of another game is refused.
    Q_INVOKABLE QString resumeFromSaveJson(const QString& saveJson);
    // Plays again with the same people: the same seats and options, a new deal, the next
    // seat starting (fc::rematchSetup).
    Q_INVOKABLE QString rematch();
    // Takes back the last step (see canUndo): the match without it is taken on again the way
    // a save is (continueMatch), the player who took it back still shown. Returns "" or why not.
    Q_INVOKABLE QString undo();

    // Starts a new match: setup is {players, seed?, startSeat, seats:[{name, bot, strength}]}.
    // Returns "" or the reason it was refused (nothing changes then).
    Q_INVOKABLE QString start(const QString& gameId, const QVariantMap& setup);
    // Continues the paused match of `gameId` (default: the table's game) from its save
    // slot (save_slots.h). Returns "" or the reason.
    Q_INVOKABLE QString resume(const QString& gameId = {});
    // Applies a seat's action. Returns "" or the refusal reason (also in lastError).
    Q_INVOKABLE QString apply(int seat, const QString& action);
    Q_INVOKABLE QStringList legalActions(int seat) const;
    // What a seat may see (kNoSeat = -1: the public view), as maps and lists.
    Q_INVOKABLE QVariant view(int seat) const;
    Q_INVOKABLE bool isBot(int seat) const;
    // Ends the session's interest in the match (the autosave stays for a later resume).
    Q_INVOKABLE void close();
    // "What can I do?" (issue 17), asked by the one hint control (HintButton, HintPanel) for
    // `seat`, the seat that asks (-1: the seat the table has on show). Each table asks its
    // engine's hint with only that seat's view and words it: {"lines": [what kinds of move
    // are legal, then the example in words], "example": {what the table highlights, in the
    // table's own keys}, "pending": true while the answer is still being worked out (then
    // hintReady() follows)}. A seat whose hand is not on show gets only a line saying so.
    // By default a table has no hint: {"lines": []}.
    Q_INVOKABLE virtual QVariantMap hint(int seat);

    // A game's autosave (its save slot) and reading it back; see save_slots.h.
    static QString autosavePath(const QString& gameId);
    static fc::Result<fc::Match> readAutosave(const QString& gameId);
    // Moves a game's broken autosave aside (<gameId>.bad.json), kept for inspection.
    static void setAutosaveAside(const QString& gameId);

    bool active() const { return match_.has_value(); }
    QString gameId() const;
    int seatCount() const;
    QStringList seatNames() const;
    QList<int> seatsToAct() const;
    bool over() const;
    QList<int> scores() const;
    QList<int> winners() const;
    bool canUndo() const;
    QString lastError() const { return lastError_; }
    // The rule that refused the last action (its code and arguments, for the table to say in
    // the player's language); empty when it was not a rule (no match, a malformed action).
    const fc::Refusal& lastRefusal() const { return lastRefusal_; }
    bool botThinking() const { return thinking_ > 0; }
    int botDelayMs() const { return botDelayMs_; }
    void setBotDelayMs(int ms);
    bool autosave() const { return autosave_; }
    void setAutosave(bool on);
    bool botsPaused() const { return botsPaused_; }
    void setBotsPaused(bool paused);

    // The engine match for game models (nullptr when no match is active).
    const fc::Match* match() const { return match_ ? &*match_ : nullptr; }

    // The one clock everything timed in the session runs on: the turn-based bots' delay
    // (botDelayMs) and a real-time table's round (stages, countdowns, its bots). Real time
    // (a SteadyClock) unless a test puts the session on a ManualClock and steps it; a bot's
    // thinking itself still runs on a thread, its move arriving through the event loop.
    // The clock must outlive the session; nullptr goes back to real time.
    void setClock(fc::realtime::Clock* clock);
    fc::realtime::Clock& clock() const { return *clock_; }

    // Where every bot of the session thinks, turn-based or real-time: a thread pool of the
    // session's own (PooledBotWorker) unless a test steps a ManualClock with an
    // InlineBotWorker, whose answers come at once. The worker must outlive the session;
    // nullptr goes back to the pool.
    void setBotWorker(fc::realtime::BotWorker* worker);
    // For a tool that must see the same table on every run (the layout audit): sessions
    // made from now on start on this clock and bot worker, before their first match can
    // schedule anything on real time (nullptr: real time and the pool again). Both must
    // outlive every session made meanwhile.
    static void setClockForNewSessions(fc::realtime::Clock* clock, fc::realtime::BotWorker* worker);

    // A guided first game steers this match (nullptr: an ordinary one). While it does,
    // nothing may be taken back, and the guide decides which human steps go through and
    // when the bots may play; guideChanged() after its answers change. A match started or
    // steered by a guide is never written to the save slot, even once the guide is gone
    // (a guide never replaces the stall's paused game). The guide must outlive the
    // session or be unset first.
    void setGuide(MatchGuide* guide);
    bool guided() const { return guide_ != nullptr; }
    // A real-time table, whose bots run on its own clock, holds or frees them here too.
    virtual void guideChanged();

  signals:
    void matchChanged();
    void stateChanged();
    void actionApplied(int seat, const QString& action);
    void lastErrorChanged();
    void botThinkingChanged();
    void botDelayMsChanged();
    void autosaveChanged();
    void botsPausedChanged();
    // A hint() that answered "pending" is ready: ask hint() again.
    void hintReady();

  protected:
    // A hint() answer from the lines a table worded and its example (hint()'s keys).
    static QVariantMap hintAnswer(const QStringList& lines, const QVariantMap& example = {});
    // The hint() answer for a seat with nothing to do now, or whose hand is not on show
    // (nothing about a hidden hand is said).
    static QVariantMap hintWait();
    // The match's bots, one per bot seat: real-time tables schedule them on their clock.
    fc::BotRoster& bots() { return bots_; }
    // Called after a match starts or resumes, and after every accepted action, before the
    // signals go out: the place for a game model to refresh its own models.
    virtual void refresh() {}
    // Called when setClock() has moved the session to another clock: a real-time table
    // moves its timers and its clock readings over.
    virtual void clockReplaced(fc::realtime::Clock& previous) { static_cast<void>(previous); }
    // The worker the session's bots think on (setBotWorker()).
    fc::realtime::BotWorker& botWorker() const { return *botWorker_; }
    // Called when setBotWorker() has moved the bots to another worker: a real-time table
    // points its bot scheduler at it.
    virtual void botWorkerReplaced() {}
    // Called when the match is about to be replaced (a start or resume that is accepted)
    // or closed: a table cancels everything it had scheduled for the old match, so none of
    // it runs on the next one. A refused start keeps the current match and calls nothing.
    virtual void matchEnding() {}
    // How the table takes on `source` (a new match, a save, a rematch): start from its
    // setup and replay its log, empty for a new match. This default replays it into the
    // session; a table that keeps its own state around the match (stages, the seat shown,
    // what may be taken back) does it its way. Returns "" or the first refusal.
    virtual QString continueMatch(const fc::Match& source);
    // The game this table plays ("" for a session of any game).
    const QString& tableGameId() const { return tableGameId_; }
    // While undo() has continueMatch() replay the match without its last step: that step's
    // seat, which a table showing one seat's hand keeps on show (no curtain for the player
    // who just pressed Undo); -1 otherwise.
    int seatTakingBack() const { return seatTakingBack_; }
    // Whether `seat`, whose step is the last one, still has its hand on show, so that taking
    // the step back shows nothing new (canUndo). By default: the shared pass-and-play rule
    // (nextShownSeat) keeps showing it; a table holding a hand on show a moment longer (a
    // take-back grace) says so.
    virtual bool stepStillOnShow(int seat) const;
    // The table's own hold on the bots, apart from botsPaused (which the screen sets): no
    // bot starts while it is on (e.g. while a step may still be taken back); off, they go on.
    void holdBots(bool held);
    // A guided first game holds the bots now (guideChanged() when that may have changed).
    bool guideHoldsBots() const;

  private:
    QString adopt(fc::Result<fc::Match> match);
    QString startFromSetup(fc::Setup setup);
    QString refuseStart(const QString& reason);
    void setLastError(const QString& error, fc::Refusal refusal = {});
    void writeAutosave() const;
    void scheduleBot();
    void runBot();
    struct BotMove;
    void botFinished(const BotMove& move);
    void onApplicationStateChanged(Qt::ApplicationState state);

    // Built before, and destroyed after, the timers a derived table arms on it.
    static inline fc::realtime::Clock* clockForNewSessions_ = nullptr;
    static inline fc::realtime::BotWorker* workerForNewSessions_ = nullptr;
    fc::realtime::SteadyClock steadyClock_;
    fc::realtime::Clock* clock_ = clockForNewSessions_ ? clockForNewSessions_ : &steadyClock_;
    QString tableGameId_;
    std::optional<fc::Match> match_;
    // Per logged step: could it be taken back (a human's step the engine said reveals
    // nothing)? False for the steps of a match adopted whole, such as a save read directly.
    std::vector<bool> takeBacks_;
    int seatTakingBack_ = -1;
    fc::BotRoster bots_;
    QString lastError_;
    fc::Refusal lastRefusal_;
    int botDelayMs_ = 800;
    bool autosave_ = true;
    bool botsPaused_ = false;
    bool botsHeld_ = false;        // holdBots()
    MatchGuide* guide_ = nullptr;  // setGuide()
    bool guidedMatch_ = false;     // the match is a guide's: never saved
    bool appSuspended_ = false;    // the app is in the background: no bot starts
    quint64 generation_ = 0;       // bumped whenever the match is replaced or closed
    fc::realtime::Timer botTimer_; // botDelayMs on clock(), then runBot()
    struct BotMove {
        int seat = -1;
        quint64 generation = 0;  // which match the bot saw ...
        std::size_t logSize = 0; // ... and at which step; stale moves are dropped
        fc::Result<std::string> action = fc::Status::fail("");
    };
    int thinking_ = 0; // turn-based bots asked whose answers have not come back
    // Destroyed first of the session's members: it waits for the bots still thinking and
    // drops their answers, so none arrives at a session being taken apart (a bot's job
    // touches only its own copies of the view and the bot).
    fc::realtime::PooledBotWorker botPool_;
    fc::realtime::BotWorker* botWorker_ = workerForNewSessions_ ? workerForNewSessions_ : &botPool_;
};
