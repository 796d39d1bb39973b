#include "kandarklash_table.h"

#include "dish_window.h"
#include "refusal_text.h"

#include "gameregistry.h"
#include "match_replay.h"
#include "setupconversion.h"

#include "core/save.h"
#include "kandarklash/content.h"
#include "kandarklash/kandarklash_game.h"
#include "kandarklash/matching.h"
#include "kandarklash/refusals.h"

#include <QQmlEngine>

#include <algorithm>

namespace fc::kandarklash_ui {

using namespace fc::kandarklash;

namespace {

const QString kGameId = QStringLiteral("kandarklash");

QString tokenOf(Ingredient ingredient) {
    const auto token = ingredients()[static_cast<std::size_t>(ingredient)].token;
    return QString::fromUtf8(token.data(), static_cast<qsizetype>(token.size()));
}

QVariantList pointsOf(const std::vector<Cell>& cells) {
    QVariantList points;
    for (Cell c : cells)
        points.append(QPoint(c.x, c.y));
    return points;
}

} // namespace

KandarKlashTable::KandarKlashTable(QObject* parent)
    : MatchSession(kGameId, parent), cooks_(new CookModel(this)), clock_(&clock()),
      inputs_(
          &clock(), &clock_, [this](const realtime::StampedInput& in) { applyInput(in); },
          [this](const realtime::StampedInput& in) { inputRefused(in); }),
      stageTimer_(&clock(), [this] { afterReveal(); }),
      countdownTimer_(&clock(), [this] { countdownTick(); }),
      // The dish under the word is what every cook needs next: a short hold.
      signal_(&clock(), 600, [this] { emit signalShownChanged(); }),
      botPlans_(&clock(), &clock_, &botWorker(),
                [this](const realtime::BotPlan& p) { botDue(p); }) {
    // Bots here act on the round clock (see scheduleBots), not by MatchSession's turns.
    setBotsPaused(true);
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        cards_.push_back(new CardModel(this));
        // cards(seat) hands these to QML, whose collector must never take them.
        QQmlEngine::setObjectOwnership(cards_.back(), QQmlEngine::CppOwnership);
    }
}

// The session's bots moved to another worker (a test's inline one): the scheduler asks there.
void KandarKlashTable::botWorkerReplaced() {
    botPlans_.setWorker(&botWorker());
}

void KandarKlashTable::clockReplaced(realtime::Clock& previous) {
    static_cast<void>(previous);
    clock_.setClock(&clock());
    for (realtime::Timer* timer : {&stageTimer_, &countdownTimer_})
        timer->setClock(&clock());
    signal_.setClock(&clock());
    inputs_.setClock(&clock());
    botPlans_.setClock(&clock());
}

const State* KandarKlashTable::state() const {
    const fc::Match* m = match();
    const auto* game = m ? dynamic_cast<const KandarKlashGame*>(&m->game()) : nullptr;
    return game ? &game->state() : nullptr;
}

// --- Starting and resuming -------------------------------------------------------------

// Nothing the old match scheduled may run on the new one (a reveal ending would send the
// new round back to its countdown, a countdown step would start it cooking early), nor on
// no match at all. Called before the new match replaces the old; a refused start keeps
// the old match running, timers and all.
void KandarKlashTable::matchEnding() {
    for (realtime::Timer* timer : {&stageTimer_, &countdownTimer_})
        timer->stop();
    signal_.clear();
    botPlans_.restart();
    inputs_.clear();
    clock_.stop();
}

// Starts (or replays) a match with the stage machinery held back, then enters it.
QString KandarKlashTable::continueMatch(const fc::Match& source) {
    const fc::Match saved = source; // `source` may be our own match, which start() replaces
    adopting_ = true;
    QString error = replayMatch(*this, kGameId, saved.setup(), saved.log());
    adopting_ = false;
    if (!error.isEmpty()) {
        if (!state())
            setStage(Stage::Idle);
        return error;
    }
    enterMatch();
    return {};
}

void KandarKlashTable::enterMatch() {
    const State* s = state();
    shownRound_ = s->round;
    shown_ = s->tables;
    if (s->phase == Phase::GameOver) {
        setStage(Stage::Over);
    } else if (s->phase == Phase::Ketchup) {
        clock_.start(s->clock);
        setStage(Stage::Ketchup);
    } else {
        beginCountdown();
    }
    publish();
}

// --- The round's stages ---------------------------------------------------------------

void KandarKlashTable::beginCountdown() {
    const State* s = state();
    clock_.stop();
    shownRound_ = s->round;
    shown_ = s->tables;
    countdown_ = 3;
    signal_.clear();
    setStage(Stage::Countdown);
    emit countdownChanged();
    if (!paused_)
        countdownTimer_.start(countdownStepMs());
}

void KandarKlashTable::countdownTick() {
    countdown_ = std::max(0, countdown_ - 1);
    if (countdown_ > 0) // the next step a whole step after this one was due
        countdownTimer_.startAfterDue(countdownStepMs());
    else // the signal, as the last number goes (never on a resumed round)
        signal_.show();
    emit countdownChanged();
    if (countdown_ == 0)
        startCooking();
}

void KandarKlashTable::startCooking() {
    clock_.start(state()->clock); // a resumed round goes on from its latest time
    setStage(Stage::Cooking);
    publish();
}

void KandarKlashTable::enterReveal() {
    clock_.stop();
    botPlans_.restart();
    const State* s = state();
    // The stopped round's cards stay on show; the ketchup just laid joins them.
    for (std::size_t seat = 0; seat < shown_.size(); ++seat)
        shown_[seat].wilds = s->tables[seat].wilds;
    setStage(Stage::Reveal);
    if (!paused_)
        stageTimer_.start(revealMs_);
}

void KandarKlashTable::afterReveal() {
    if (state()->phase == Phase::GameOver) {
        setStage(Stage::Over);
        publish();
        return;
    }
    beginCountdown();
    publish();
}

void KandarKlashTable::setStage(Stage stage) {
    // Input is taken while the cooks build and the last cook lays the ketchup; what is still
    // on its way when the round stops is refused.
    if (stage == Stage::Cooking || stage == Stage::Ketchup)
        inputs_.open();
    else
        inputs_.close();
    if (stage == stage_)
        return;
    const bool stopping =
        stage == Stage::Ketchup || (stage == Stage::Reveal && stage_ == Stage::Cooking);
    stage_ = stage;
    emit stageChanged();
    if (stopping)
        emit roundStopped();
}

// After every accepted action: follow the engine into the next stage.
void KandarKlashTable::refresh() {
    if (adopting_)
        return;
    const State* s = state();
    const bool playing = stage_ == Stage::Cooking || stage_ == Stage::Ketchup;
    if (playing && (s->round != shownRound_ || s->phase == Phase::GameOver)) {
        enterReveal();
    } else if (playing) {
        shown_ = s->tables;
        if (s->phase == Phase::Ketchup && stage_ != Stage::Ketchup) {
            setStage(Stage::Ketchup);
            // A human cook with no choice is not asked: the discard is laid for them.
            if (!isBot(s->lastCook) && mustDiscardKetchup(*s))
                submit(s->lastCook, {0, ActionKind::Done, {}, true, {}}, 0);
        }
    }
    publish();
}

// --- What QML sees ----------------------------------------------------------------------

void KandarKlashTable::publish() {
    const State* s = state();
    if (s) {
        for (std::size_t seat = 0; seat < shown_.size() && seat < cards_.size(); ++seat)
            cards_[seat]->show(shown_[seat]);
    }
    cooks_->setRows(cookRows());
    emit tableChanged();
    scheduleBots();
}

std::vector<CookRow> KandarKlashTable::cookRows() const {
    const State* s = state();
    std::vector<CookRow> rows;
    if (!s)
        return rows;
    const QStringList names = seatNames();
    const bool reveal = stage_ == Stage::Reveal || (stage_ == Stage::Over && s->lastRound);
    // The claims on show: this round's while it runs, the scored ones in the reveal.
    std::vector<Claim> claims = reveal && s->lastRound ? s->lastRound->claims : s->claims;
    std::stable_sort(claims.begin(), claims.end(),
                     [](const Claim& a, const Claim& b) { return a.stamp < b.stamp; });
    const int customer = reveal && s->lastRound ? s->lastRound->customer : s->customer;
    const bool judged = stage_ == Stage::Ketchup || reveal;
    for (Seat seat = 0; seat < s->players; ++seat) {
        CookRow row;
        row.name = seat < names.size() ? names[seat] : QString();
        row.bot = isBot(seat);
        row.favours = s->favours[seat];
        if (reveal && s->lastRound)
            row.gained = s->lastRound->gained[seat];
        const Table& table = shown_[static_cast<std::size_t>(seat)];
        row.wilds = pointsOf(table.wilds);
        for (std::size_t i = 0; i < claims.size(); ++i) {
            if (claims[i].seat != seat)
                continue;
            row.claimed = true;
            row.claimStamp = claims[i].stamp;
            row.claimRank = static_cast<int>(i) + 1;
            if (judged)
                row.verdict =
                    isLateClaim(*s, claims[i])
                        ? QStringLiteral("late")
                        : (claims[i].correct ? QStringLiteral("right") : QStringLiteral("wrong"));
        }
        if (judged && row.claimed && customer >= 0) {
            const DishWindow window = bestDishWindow(table.visible(), customerPattern(customer));
            if (window.found) {
                row.window = QPoint(window.corner.x, window.corner.y);
                if (row.verdict == QLatin1String("wrong"))
                    row.mismatches = pointsOf(window.mismatches);
            }
        }
        row.lastCook = stage_ == Stage::Ketchup
                           ? s->lastCook == seat
                           : (reveal && s->lastRound && s->lastRound->lastCook == seat);
        if (stage_ == Stage::Ketchup)
            row.ketchupCells = pointsOf(ketchupCells(*s, seat));
        const bool human = !row.bot;
        const bool live = stage_ == Stage::Cooking || stage_ == Stage::Ketchup;
        row.canBuild = human && live && fc::kandarklash::mayAct(*s, seat, ActionKind::Place).isOk();
        row.canClaim = human && live && !row.claimed &&
                       fc::kandarklash::mayAct(*s, seat, ActionKind::Siap).isOk();
        const std::vector<Seat> winners = s->winners();
        row.winner = stage_ == Stage::Over &&
                     std::find(winners.begin(), winners.end(), seat) != winners.end();
        rows.push_back(std::move(row));
    }
    return rows;
}

CardModel* KandarKlashTable::cards(int seat) const {
    const State* s = state();
    if (!s || seat < 0 || seat >= s->players)
        return nullptr;
    return cards_[static_cast<std::size_t>(seat)];
}

int KandarKlashTable::round() const {
    const State* s = state();
    if (!s)
        return 0;
    // The reveal still shows the round that stopped.
    return stage_ == Stage::Reveal || stage_ == Stage::Over ? static_cast<int>(s->served.size())
                                                            : s->round;
}

int KandarKlashTable::rounds() const {
    return state() ? state()->rounds : 0;
}

QString KandarKlashTable::customer() const {
    const State* s = state();
    if (!s || stage_ == Stage::Countdown)
        return {};
    const int c = (stage_ == Stage::Reveal || stage_ == Stage::Over) && s->lastRound
                      ? s->lastRound->customer
                      : s->customer;
    return QString::fromStdString(customerToken(c));
}

QStringList KandarKlashTable::dish() const {
    const State* s = state();
    QStringList tokens;
    if (!s || stage_ == Stage::Countdown || stage_ == Stage::Idle)
        return tokens; // not revealed yet
    const int c = (stage_ == Stage::Reveal || stage_ == Stage::Over) && s->lastRound
                      ? s->lastRound->customer
                      : s->customer;
    for (Ingredient i : customerPattern(c))
        tokens.append(tokenOf(i));
    return tokens;
}

int KandarKlashTable::lastCook() const {
    const State* s = state();
    if (!s)
        return -1;
    if (stage_ == Stage::Ketchup)
        return s->lastCook;
    return (stage_ == Stage::Reveal || stage_ == Stage::Over) && s->lastRound
               ? s->lastRound->lastCook
               : -1;
}

void KandarKlashTable::setCountdownMs(int ms) {
    if (ms == countdownMs_ || ms < 0)
        return;
    countdownMs_ = ms;
    emit timingChanged();
}

void KandarKlashTable::setSignalHoldMs(int ms) {
    if (signal_.setHoldMs(ms))
        emit timingChanged();
}

void KandarKlashTable::setRevealMs(int ms) {
    if (ms == revealMs_ || ms < 0)
        return;
    revealMs_ = ms;
    emit timingChanged();
}

QList<int> KandarKlashTable::dishesReady() const {
    const State* s = state();
    QList<int> seats;
    if (!s || stage_ != Stage::Cooking)
        return seats;
    for (Seat seat = 0; seat < s->players; ++seat) {
        if (dishMatches(s->tables[static_cast<std::size_t>(seat)].visible(),
                        customerPattern(s->customer)))
            seats.append(seat);
    }
    return seats;
}

void KandarKlashTable::guideChanged() {
    MatchSession::guideChanged();
    scheduleBots(); // asked again, or dropped while the guide holds them
}

void KandarKlashTable::setPaused(bool paused) {
    if (paused == paused_)
        return;
    paused_ = paused;
    if (paused) {
        clock_.stop();
        botPlans_.restart();
        countdownTimer_.stop();
        stageTimer_.stop();
        signal_.clear(); // a moment: nobody looks back to it after a pause
    } else if (stage_ == Stage::Cooking || stage_ == Stage::Ketchup) {
        clock_.start(clock_.nowMs());
        inputs_.reschedule(); // what waits out its window does so on the running clock again
        scheduleBots();
    } else if (stage_ == Stage::Countdown) {
        countdownTimer_.start(countdownStepMs());
    } else if (stage_ == Stage::Reveal) {
        stageTimer_.start(revealMs_);
    }
    emit pausedChanged();
}

// --- Human actions ----------------------------------------------------------------------

void KandarKlashTable::placeCard(int seat, int card, int x, int y, bool over, qreal eventMs) {
    if (!mayAct(seat, ActionKind::Place) || card < 1 || card > kCardCount)
        return;
    Placement p = cards_[static_cast<std::size_t>(seat)]->placementOf(card);
    p.x = x;
    p.y = y;
    submit(seat, {0, ActionKind::Place, p, over, {}}, eventMs);
}

void KandarKlashTable::takeCard(int seat, int card, qreal eventMs) {
    if (!mayAct(seat, ActionKind::Take) || card < 1 || card > kCardCount)
        return;
    submit(seat, {0, ActionKind::Take, {card, 0, false, 0, 0}, true, {}}, eventMs);
}

void KandarKlashTable::turnCard(int seat, int card, bool over, qreal eventMs) {
    if (!mayAct(seat, ActionKind::Place) || card < 1 || card > kCardCount)
        return;
    CardModel* model = cards_[static_cast<std::size_t>(seat)];
    Placement p = model->placementOf(card);
    p.rotation = (p.rotation + 1) % 4;
    if (!model->onMat(card))
        model->setHandPose(card, p.rotation, p.back);
    else
        submit(seat, {0, ActionKind::Place, p, over, {}}, eventMs);
}

void KandarKlashTable::flipCard(int seat, int card, bool over, qreal eventMs) {
    if (!mayAct(seat, ActionKind::Place) || card < 1 || card > kCardCount)
        return;
    CardModel* model = cards_[static_cast<std::size_t>(seat)];
    Placement p = model->placementOf(card);
    p.back = !p.back;
    if (!model->onMat(card))
        model->setHandPose(card, p.rotation, p.back);
    else
        submit(seat, {0, ActionKind::Place, p, over, {}}, eventMs);
}

void KandarKlashTable::claim(int seat, qreal eventMs) {
    if (mayAct(seat, ActionKind::Siap))
        submit(seat, {0, ActionKind::Siap, {}, true, {}}, eventMs);
}

void KandarKlashTable::placeKetchup(int seat, int x, int y, qreal eventMs) {
    if (mayAct(seat, ActionKind::Ketchup))
        submit(seat, {0, ActionKind::Ketchup, {}, true, {x, y}}, eventMs);
}

// Whether a human seat may act at this stage; says why not.
bool KandarKlashTable::mayAct(int seat, ActionKind kind) {
    const State* s = state();
    if (paused_)
        return false; // a touch that slipped in while the app went to the background
    if (!s || seat < 0 || seat >= s->players || isBot(seat)) {
        emit refused(seat, notACookText());
        return false;
    }
    // The countdown, the reveal and the end are the table's own stages: the engine is
    // already in the next round. Once the round has stopped, the engine says who may still
    // act; while the cooks build, it judges each action when applied (refusalText words it).
    const bool live = stage_ == Stage::Cooking || stage_ == Stage::Ketchup;
    const fc::Status allowed =
        stage_ == Stage::Ketchup ? fc::kandarklash::mayAct(*s, seat, kind) : fc::Status::ok();
    if (!live || !allowed) {
        // After the round the engine is already in the next one: this round has stopped.
        const fc::Refusal why =
            live ? allowed.refusal() : fc::Refusal{fc::kandarklash::refusal::kRoundStopped, {}};
        emit refused(seat, stage_ == Stage::Countdown ? waitForCustomerText() : refusalText(why));
        return false;
    }
    return true;
}

void KandarKlashTable::submit(int seat, Action action, qreal eventMs) {
    action.stamp = static_cast<int>(clock_.stampOf(eventMs));
    inputs_.push({seat, action.stamp, formatAction(action), false, 0, eventMs});
}

// The next input in stamp order (a touch or a bot's action): a finger that landed first is
// judged first, whichever zone's event the UI got round to first.
void KandarKlashTable::applyInput(const realtime::StampedInput& input) {
    const State* s = state();
    Result<Action> parsed = parseAction(input.action);
    if (!s || !parsed)
        return;
    Action action = parsed.value();
    // The platform clock's jitter must not send a cook's own actions back in time.
    action.stamp = std::max(action.stamp, s->lastStamp[static_cast<std::size_t>(input.seat)]);
    const QString error = apply(input.seat, QString::fromStdString(formatAction(action)));
    if (!error.isEmpty()) {
        if (!input.bot)
            emit refused(input.seat, refusalText(lastRefusal(), error));
    } else {
        if (action.kind == ActionKind::Siap)
            emit claimHeard(input.seat);
        // Done is laid for a cook with no choice, not by their finger.
        if (!input.bot && action.kind != ActionKind::Done)
            emit landed(input.seat);
    }
}

// A touch still on its way when the round stopped (a bot's is simply dropped).
void KandarKlashTable::inputRefused(const realtime::StampedInput& input) {
    if (!input.bot)
        emit refused(input.seat, refusalText({fc::kandarklash::refusal::kRoundStopped, {}}));
}

// --- Bots ---------------------------------------------------------------------------------

// After every change: each bot seat that may act is asked again from its view as it is
// now (the round clock, the other cooks' claims); its answer waits for its stamp.
void KandarKlashTable::scheduleBots() {
    botPlans_.restart();
    if (!match() || paused_ || guideHoldsBots() ||
        !(stage_ == Stage::Cooking || stage_ == Stage::Ketchup))
        return;
    for (Seat seat : match()->game().seatsToAct()) {
        if (std::shared_ptr<Bot> bot = bots().botFor(*match(), seat))
            botPlans_.ask(seat, askBotCook(std::move(bot), match()->game().view(seat), seat));
    }
}

// A bot's action whose stamp has come: it joins the touches waiting, in stamp order.
void KandarKlashTable::botDue(const realtime::BotPlan& plan) {
    if (!match() || paused_ || guideHoldsBots() ||
        !(stage_ == Stage::Cooking || stage_ == Stage::Ketchup))
        return;
    inputs_.push(plan);
    inputs_.releaseDue(); // with the touches waiting, in stamp order
}

} // namespace fc::kandarklash_ui
