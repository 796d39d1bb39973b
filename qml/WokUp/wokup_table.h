// WokUpTable: a Wok Up match played in real time at one tablet. A MatchSession (saves
// after every step) that also keeps the match clock and drives the volleys:
//   countdown "3, 2, 1, Wok!" -> throwing (flicks, bot throws, a throw made for anyone
//   too slow) -> settling (the tokens slide; everyone sees the settled wok at once) ->
//   claiming (claims stamped with the touch's own time, bot claims held until their
//   stamp is due, passes on timeout) -> result (cards fly) -> the next countdown.
// The bots think off the UI thread and act at their stamps, on the table's BotScheduler;
// their actions and the human claims meet in the table's InputQueue, applied in stamp order.
// Every physics result and claim goes to the engine as a timestamped action, so a saved
// game replays exactly; the engine, not this driver, judges who was first. The match clock,
// every stage's timeout and the bots run on the session's clock (MatchSession::clock():
// real time in the app, a ManualClock a test steps).
#pragma once

#include "seat_model.h"
#include "stack_model.h"
#include "token_model.h"

#include "held_signal.h"
#include "matchsession.h"
#include "pooled_bot_worker.h"

#include "core/realtime/bot_scheduler.h"
#include "core/realtime/input_queue.h"
#include "core/realtime/round_time.h"

#include "wokup/action.h"
#include "wokup/wokup_game.h"

#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>

namespace fc::wokup_ui {

class WokUpTable : public MatchSession {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(fc::wokup_ui::TokenModel* tokens READ tokens CONSTANT)
    Q_PROPERTY(fc::wokup_ui::SeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(fc::wokup_ui::StackModel* stacks READ stacks CONSTANT)
    // "idle", "countdown", "throwing", "settling", "claiming", "result", "choosing" (a
    // winner picks the stack to turn over) or "over".
    Q_PROPERTY(QString stage READ stage NOTIFY stageChanged)
    // During the countdown: 3, 2, 1; 0 once the signal is given.
    Q_PROPERTY(int countdown READ countdown NOTIFY stageChanged)
    // The start signal ("Wok!") shows for signalHoldMs once the countdown has run out, on
    // the session's clock like every stage (HeldSignal; SharedBeat follows it).
    Q_PROPERTY(bool signalShown READ signalShown NOTIFY signalShownChanged)
    Q_PROPERTY(int signalHoldMs READ signalHoldMs WRITE setSignalHoldMs NOTIFY timingChanged)
    Q_PROPERTY(int round READ round NOTIFY tableChanged)
    // While choosing: the winner who picks now, and the stacks they may turn (indices, which
    // are the families; the drawn one first). -1 and [] otherwise.
    Q_PROPERTY(int chooser READ chooser NOTIFY stageChanged)
    Q_PROPERTY(QVariantList stacksToTurn READ stacksToTurn NOTIFY stageChanged)
    // The wok's five dividers (StackModel's piece maps); they never move.
    Q_PROPERTY(QVariantList dividers READ dividers CONSTANT)
    // The pentagon through the stacks' centres: [{x, y}] in cm, counter-clockwise.
    Q_PROPERTY(QVariantList wokCorners READ wokCorners CONSTANT)
    // A token's diameter in cm.
    Q_PROPERTY(double tokenCm READ tokenCm CONSTANT)
    // The last claim window, judged: [{seat, verdict, cards:[names]}]; verdict is one of
    // "passed", "won", "wrong", "tied", "late", "gift" (wrong, and the other player won
    // the cards).
    Q_PROPERTY(QVariantList results READ results NOTIFY resultsChanged)
    // Stops the match clock and everything on it (the app is suspended, a picture is taken).
    Q_PROPERTY(bool paused READ paused WRITE setPaused NOTIFY pausedChanged)
    // The pace, in milliseconds (tests shorten them).
    Q_PROPERTY(int countdownStepMs MEMBER countdownStepMs_ NOTIFY timingChanged)
    Q_PROPERTY(int throwTimeoutMs MEMBER throwTimeoutMs_ NOTIFY timingChanged)
    Q_PROPERTY(int settleMs MEMBER settleMs_ NOTIFY timingChanged)
    Q_PROPERTY(int claimTimeoutMs MEMBER claimTimeoutMs_ NOTIFY timingChanged)
    Q_PROPERTY(int resultMs MEMBER resultMs_ NOTIFY timingChanged)
    Q_PROPERTY(int chooseTimeoutMs MEMBER chooseTimeoutMs_ NOTIFY timingChanged)

  public:
    explicit WokUpTable(QObject* parent = nullptr);

    // Started, resumed and played again through MatchSession's table contract.
    // The match as a save file (fc::saveMatch JSON), "" when none.
    Q_INVOKABLE QString saveJson() const;

    // A seat's input; `timestampMs` is the input event's own timestamp (PressPad, pointer
    // handlers), or negative for "now". Each returns "" or the refusal in words, changing
    // nothing when refused.
    // Flick: `aim` in radians off straight at the wok (positive: to the thrower's left),
    // `speed` in cm/s on the table.
    Q_INVOKABLE QString flick(int seat, double aim, double speed, double timestampMs);
    // Cover a face-up recipe. Two cards pressed by one seat at the same instant make one
    // two-card claim.
    Q_INVOKABLE QString claim(int seat, const QString& card, double timestampMs);
    // Shout Wok'up! and take the face-up recipe `card`.
    Q_INVOKABLE QString wokUp(int seat, const QString& card, double timestampMs);
    // The winner turns over the top card of `stack` (0-4, the family) after winning a card.
    Q_INVOKABLE QString turnStack(int seat, int stack, double timestampMs);
    // The match clock now (ms), for tests.
    Q_INVOKABLE qint64 clockMs() const { return now(); }
    // "What can I do?" for anyone at the table (wokup_hint.cpp); see MatchSession.
    QVariantMap hint(int seat) override;

    TokenModel* tokens() { return &tokens_; }
    SeatModel* seats() { return &seats_; }
    StackModel* stacks() { return &stacks_; }
    QString stage() const;
    int countdown() const { return countdown_; }
    bool signalShown() const { return signal_.shown(); }
    int signalHoldMs() const { return signal_.holdMs(); }
    void setSignalHoldMs(int ms);
    int round() const;
    int chooser() const;
    QVariantList stacksToTurn() const;
    QVariantList results() const { return results_; }
    bool paused() const { return paused_; }
    void setPaused(bool paused);
    QVariantList dividers() const;
    QVariantList wokCorners() const;
    double tokenCm() const { return 2 * fc::wokup::kTokenRadius; }
    // A guided first game holds the bots or lets them play on.
    void guideChanged() override;

  signals:
    void stageChanged();
    void tableChanged();
    void resultsChanged();
    void timingChanged();
    void pausedChanged();
    void signalShownChanged();
    // Cues for sounds and animations.
    void signalGiven();
    void tokenThrown(int seat);
    void claimed(int seat);
    void wokUpShouted(int seat);
    void cardWon(int seat, const QString& card, int stack);
    void claimWrong(int seat);
    // A human's claim or throw that waited for its stamp was refused when it was applied
    // (claim() had already answered ""): the player's edge says why.
    void inputRefused(int seat, const QString& reason);

  protected:
    void refresh() override;
    void clockReplaced(fc::realtime::Clock& previous) override;
    void botWorkerReplaced() override;
    void matchEnding() override;
    QString continueMatch(const fc::Match& source) override; // with its stages and clock

  private:
    enum class Stage { Idle, Countdown, Throwing, Settling, Claiming, Result, Over, Choosing };
    const fc::wokup::WokUpGame* game() const; // null unless a Wok Up match is on
    long long now() const;
    QString applyAction(int seat, fc::wokup::Action action);
    QString stampedDecision(int seat, fc::wokup::ActionKind kind, const QString& card,
                            double timestampMs);
    void applyInput(const fc::realtime::StampedInput& input);
    // The driver's steps, in the order a volley goes through them.
    void enterStage(Stage stage, int durationMs);
    void nextVolleyOrChoice();
    void keepDrawnStack();
    void followState();
    void planBots();
    void askBot(int seat, long long due);
    void botDue(const fc::realtime::BotPlan& plan);
    void tick();
    void onStageTimeout();
    void passEveryoneLeft();
    void showResults();
    void schedule();

    TokenModel tokens_;
    SeatModel seats_;
    StackModel stacks_;
    fc::realtime::RoundTime matchTime_;   // the match clock: held while paused
    fc::realtime::Timer timer_;           // the next thing due: a stage's end, a close
    fc::realtime::InputQueue inputs_;     // claims and due bot actions, applied in stamp order
    fc::realtime::BotScheduler botPlans_; // the bots' throws and claims, each due at its stamp
    HeldSignal signal_;                   // "Wok!", for signalHoldMs
    Stage stage_ = Stage::Idle;
    int countdown_ = 0;
    long long stageStart_ = 0;
    long long stageDue_ = -1;
    long long closeDue_ = -1; // a right claim is in: the window closes soon after
    fc::wokup::Phase seenPhase_ = fc::wokup::Phase::Throwing;
    std::array<int, fc::wokup::kStackCount> seenFaceUp_{}; // card per stack, -1 face down
    bool replaying_ = false;
    bool paused_ = false;
    QVariantList results_;
    int countdownStepMs_ = 700;
    int throwTimeoutMs_ = 6000;
    int chooseTimeoutMs_ = 6000;
    int settleMs_ = 1400;
    int claimTimeoutMs_ = 5000;
    int resultMs_ = 1800;
};

} // namespace fc::wokup_ui
