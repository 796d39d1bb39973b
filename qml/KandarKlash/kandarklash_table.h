// KandarKlashTable: a Kandar Klash! match driven in real time for the table screen. All
// cooks build at once, each in their own zone: human actions are stamped with their input
// event's time on the round clock, bot seats build card by card on the same clock (an
// action is applied only once its stamp is due; the bots think off the UI thread, on the
// table's BotScheduler), and the touches and the bots' actions meet in the table's
// InputQueue, which applies them in the order of their stamps, so claims are judged by when
// the finger landed.
// Between rounds it holds the stopped round on show (dishes, verdicts, favours) and
// counts the next customer in. Every stage, the countdown, the bots and the batching of
// input run on the session's clock (MatchSession::clock(): real time in the app, a
// ManualClock a test steps). Everything shown comes from the engine state; all tables
// are open in this game, only the customer deck stays hidden.
#pragma once

#include "bot_cooks.h"
#include "card_model.h"
#include "cook_model.h"

#include "core/realtime/bot_scheduler.h"
#include "core/realtime/input_queue.h"
#include "core/realtime/round_time.h"
#include "kandarklash/kandarklash.h"

#include "held_signal.h"
#include "matchsession.h"
#include "pooled_bot_worker.h"

#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <algorithm>
#include <vector>

namespace fc::kandarklash_ui {

class KandarKlashTable : public MatchSession {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Stage stage READ stage NOTIFY stageChanged)
    Q_PROPERTY(int countdown READ countdown NOTIFY countdownChanged)
    Q_PROPERTY(int round READ round NOTIFY tableChanged)
    Q_PROPERTY(int rounds READ rounds NOTIFY tableChanged)
    Q_PROPERTY(QString customer READ customer NOTIFY tableChanged)
    Q_PROPERTY(QStringList dish READ dish NOTIFY tableChanged)
    Q_PROPERTY(int lastCook READ lastCook NOTIFY tableChanged)
    Q_PROPERTY(fc::kandarklash_ui::CookModel* cooks READ cooks CONSTANT)
    Q_PROPERTY(int countdownMs READ countdownMs WRITE setCountdownMs NOTIFY timingChanged)
    Q_PROPERTY(int revealMs READ revealMs WRITE setRevealMs NOTIFY timingChanged)
    // The start signal ("Cook!") shows for signalHoldMs once the countdown has run out, on
    // the session's clock like every stage (a QML Timer runs on Qt's animation time, which
    // the audit's clock cannot start: the audit caught the word mid-round).
    Q_PROPERTY(bool signalShown READ signalShown NOTIFY signalShownChanged)
    Q_PROPERTY(int signalHoldMs READ signalHoldMs WRITE setSignalHoldMs NOTIFY timingChanged)
    // While the app is in the background: the round clock, countdown, reveal and bots
    // hold, and touches are ignored; everything runs on from where it stood.
    Q_PROPERTY(bool paused READ paused WRITE setPaused NOTIFY pausedChanged)
    // The seats whose table shows the customer's dish now, while the cooks build (a guided
    // first game waits for the learner's).
    Q_PROPERTY(QList<int> dishesReady READ dishesReady NOTIFY tableChanged)

  public:
    enum class Stage {
        Idle,      // no match
        Countdown, // the next customer is counted in; the dish is still hidden
        Cooking,   // everyone builds; the round clock runs
        Ketchup,   // N-1 claims are in: dishes on show, the last cook lays the ketchup
        Reveal,    // the round is scored; its dishes stay on show for a moment
        Over,
    };
    Q_ENUM(Stage)

    explicit KandarKlashTable(QObject* parent = nullptr);

    // Started, resumed and played again through MatchSession's table contract.

    // The six cards of `seat` (nullptr for no such seat).
    Q_INVOKABLE fc::kandarklash_ui::CardModel* cards(int seat) const;

    // A human cook's actions, with the input event's platform timestamp (ms; 0 or less:
    // now). They are applied together with whatever else arrived at the same moment, in
    // the order of their stamps; a refusal comes back through refused().
    Q_INVOKABLE void placeCard(int seat, int card, int x, int y, bool over, qreal eventMs);
    Q_INVOKABLE void takeCard(int seat, int card, qreal eventMs);
    // A quarter turn clockwise / the other side up: in the hand the pose the card will be
    // laid in; on the mat the card is laid again where it is (over or under the rest).
    Q_INVOKABLE void turnCard(int seat, int card, bool over, qreal eventMs);
    Q_INVOKABLE void flipCard(int seat, int card, bool over, qreal eventMs);
    Q_INVOKABLE void claim(int seat, qreal eventMs);
    Q_INVOKABLE void placeKetchup(int seat, int x, int y, qreal eventMs);
    // "What can I do?" for the cook at `seat` (kandarklash_hint.cpp); see MatchSession.
    QVariantMap hint(int seat) override;

    Stage stage() const { return stage_; }
    int countdown() const { return countdown_; }
    int round() const;
    int rounds() const;
    QString customer() const;
    QStringList dish() const;
    int lastCook() const;
    CookModel* cooks() const { return cooks_; }
    int countdownMs() const { return countdownMs_; }
    void setCountdownMs(int ms);
    int revealMs() const { return revealMs_; }
    void setRevealMs(int ms);
    bool signalShown() const { return signal_.shown(); }
    int signalHoldMs() const { return signal_.holdMs(); }
    void setSignalHoldMs(int ms);
    bool paused() const { return paused_; }
    void setPaused(bool paused);
    QList<int> dishesReady() const;
    // A guided first game holds the bots or lets them cook on.
    void guideChanged() override;
    // The round clock now (ms from the round's start).
    int roundTimeMs() const { return static_cast<int>(clock_.nowMs()); }

  signals:
    void tableChanged();
    void stageChanged();
    void countdownChanged();
    void signalShownChanged();
    void timingChanged();
    void pausedChanged();
    void claimHeard(int seat); // a "Siap!" was accepted: voice it
    void landed(int seat);     // a human cook's card, claim or ketchup was accepted
    void roundStopped();       // the dishes are revealed
    void refused(int seat, const QString& reason);

  protected:
    void refresh() override;
    void clockReplaced(realtime::Clock& previous) override;
    void botWorkerReplaced() override;
    void matchEnding() override;
    QString continueMatch(const fc::Match& source) override; // with its stages and clock

  private:
    const kandarklash::State* state() const;
    void enterMatch();
    void beginCountdown();
    int countdownStepMs() const { return std::max(1, countdownMs_ / 3); } // 3, 2, 1
    void countdownTick();
    void startCooking();
    void enterReveal();
    void afterReveal();
    void setStage(Stage stage);
    void updateShown();
    void publish();
    std::vector<CookRow> cookRows() const;

    bool mayAct(int seat, kandarklash::ActionKind kind);
    void submit(int seat, kandarklash::Action action, qreal eventMs);
    void applyInput(const realtime::StampedInput& input);
    void inputRefused(const realtime::StampedInput& input);
    void scheduleBots();
    void botDue(const realtime::BotPlan& plan);

    Stage stage_ = Stage::Idle;
    int countdown_ = 0;
    int countdownMs_ = 3000;
    int revealMs_ = 4000;
    int shownRound_ = 0;
    std::vector<kandarklash::Table> shown_; // the tables on show (frozen in the Reveal)
    bool adopting_ = false;                 // start or replay under way: no stage changes
    bool paused_ = false;

    CookModel* cooks_;
    std::vector<CardModel*> cards_;
    realtime::RoundTime clock_;
    realtime::InputQueue inputs_;     // touches and due bot actions, applied in stamp order
    realtime::Timer stageTimer_;      // the end of the reveal
    realtime::Timer countdownTimer_;  // each step of the countdown
    HeldSignal signal_;               // the start signal, for signalHoldMs
    realtime::BotScheduler botPlans_; // the bots' next actions, each due at its stamp
};

} // namespace fc::kandarklash_ui
