#include "wokup_table.h"

#include "refusal_text.h"

#include "gameregistry.h"
#include "match_replay.h"
#include "setupconversion.h"

#include "core/save.h"
#include "wokup/refusals.h"
#include "wokup/throw.h"
#include "wokup/wokup_game.h"

#include <algorithm>
#include <utility>

namespace fc::wokup_ui {

using namespace fc::wokup;

namespace {

constexpr std::string_view kGameId = "wokup";
constexpr int kCountdownFrom = 3;
// Nobody, bot or human, reacts faster than this to the signal or to the settled wok.
constexpr long long kFastestReactionMs = 150;
// A right claim closes the window this long after its stamp: touches delivered a little
// late may still have landed at the same instant.
constexpr long long kSimultaneousMs = 150;

std::array<int, kStackCount> faceUpCards(const State& s) {
    std::array<int, kStackCount> cards{};
    for (std::size_t i = 0; i < cards.size(); ++i)
        cards[i] =
            s.stacks[i].topFaceUp && !s.stacks[i].cards.empty() ? s.stacks[i].cards.back() : -1;
    return cards;
}

QString verdictName(Verdict verdict) {
    switch (verdict) {
    case Verdict::Passed:
        return QStringLiteral("passed");
    case Verdict::Won:
        return QStringLiteral("won");
    case Verdict::Wrong:
        return QStringLiteral("wrong");
    case Verdict::Tied:
        return QStringLiteral("tied");
    case Verdict::TooLate:
        return QStringLiteral("late");
    case Verdict::Gift:
        return QStringLiteral("gift");
    }
    return {};
}

} // namespace

WokUpTable::WokUpTable(QObject* parent)
    : MatchSession(QString::fromUtf8(kGameId.data(), kGameId.size()), parent), matchTime_(&clock()),
      timer_(&clock(), [this] { tick(); }),
      // A claim refused because its window closed first counts as not made: the seat passed.
      inputs_(
          &clock(), &matchTime_, [this](const fc::realtime::StampedInput& in) { applyInput(in); },
          [](const fc::realtime::StampedInput&) {}),
      botPlans_(&clock(), &matchTime_, &botWorker(),
                [this](const fc::realtime::BotPlan& p) { botDue(p); }),
      signal_(&clock(), 900, [this] { emit signalShownChanged(); }) {
    setBotsPaused(true); // this driver plays the bots itself, on the match clock
    matchTime_.start(0);
}

// The session's bots moved to another worker (a test's inline one): the scheduler asks there.
void WokUpTable::botWorkerReplaced() {
    botPlans_.setWorker(&botWorker());
}

void WokUpTable::clockReplaced(fc::realtime::Clock& previous) {
    static_cast<void>(previous);
    matchTime_.setClock(&clock()); // the match clock reads on from here
    timer_.setClock(&clock());
    inputs_.setClock(&clock());
    botPlans_.setClock(&clock());
    signal_.setClock(&clock());
}

// Nothing the old match scheduled (a stage's end, a bot, a claim on its way) may run on
// the next match or on none. Called only once a new match is accepted: a refused start
// leaves the current match running.
void WokUpTable::matchEnding() {
    timer_.stop();
    signal_.clear();
    botPlans_.restart();
    inputs_.clear();
    stageDue_ = -1;
    closeDue_ = -1;
}

const WokUpGame* WokUpTable::game() const {
    return match() ? dynamic_cast<const WokUpGame*>(&match()->game()) : nullptr;
}

long long WokUpTable::now() const {
    return matchTime_.nowMs();
}

void WokUpTable::setPaused(bool paused) {
    if (paused == paused_)
        return;
    paused_ = paused;
    if (paused_) {
        matchTime_.stop(); // the clock goes on from where it stopped
        timer_.stop();
        signal_.clear(); // a moment: nobody looks back to it after a pause
    } else {
        matchTime_.start(matchTime_.nowMs());
        schedule();
    }
    botPlans_.reschedule(); // held with the match clock, and on again with it
    inputs_.reschedule();
    emit pausedChanged();
}

void WokUpTable::setSignalHoldMs(int ms) {
    if (signal_.setHoldMs(ms))
        emit timingChanged();
}

QString WokUpTable::stage() const {
    static const char* const names[] = {"idle",     "countdown", "throwing", "settling",
                                        "claiming", "result",    "over",     "choosing"};
    return QString::fromLatin1(names[static_cast<int>(stage_)]);
}

QVariantList WokUpTable::dividers() const {
    QVariantList pieces;
    for (int i = 0; i < kStackCount; ++i)
        pieces.append(pieceMap(dividerPiece(i)));
    return pieces;
}

QVariantList WokUpTable::wokCorners() const {
    QVariantList corners;
    for (int i = 0; i < kStackCount; ++i) {
        const Vec c = stackPiece(i).centre;
        corners.append(QVariantMap{{QStringLiteral("x"), c.x}, {QStringLiteral("y"), c.y}});
    }
    return corners;
}

int WokUpTable::round() const {
    return game() ? game()->state().round : 0;
}

QString WokUpTable::saveJson() const {
    return match() ? QString::fromStdString(fc::saveMatch(*match())) : QString();
}

QString WokUpTable::continueMatch(const fc::Match& source) {
    const fc::Match copy = source; // `source` may be our own match, which start() replaces
    replaying_ = true;             // the replay is history: no cues, no driving
    QString error = replayMatch(*this, tableGameId(), copy.setup(), copy.log());
    replaying_ = false;
    if (error.isEmpty() && !game())
        error = QStringLiteral("not a Wok Up match");
    if (!error.isEmpty())
        return error;

    const State& s = game()->state();
    matchTime_.start(s.clock);
    if (paused_)
        matchTime_.stop();
    results_.clear();
    emit resultsChanged();
    QStringList names = seatNames();
    QList<bool> botFlags;
    for (int seat = 0; seat < s.players; ++seat) {
        if (names.size() <= seat)
            //: Name of a seat the setup left unnamed; %1 is its number.
            names.append(tr("Player %1").arg(seat + 1));
        botFlags.append(isBot(seat));
    }
    tokens_.update({}, -1); // the previous match's tokens leave the table
    tokens_.update(s.table, -1);
    seats_.reset(names, botFlags);
    seats_.update(s);
    stacks_.update(s);
    seenPhase_ = s.phase;
    seenFaceUp_ = faceUpCards(s);
    emit tableChanged();
    if (s.phase == Phase::Over)
        enterStage(Stage::Over, -1);
    else if (s.phase == Phase::Claiming) // resumed mid-window: the wok lies settled
        enterStage(Stage::Claiming, claimTimeoutMs_);
    else
        nextVolleyOrChoice();
    return {};
}

QString WokUpTable::applyAction(int seat, Action action) {
    const QString error = MatchSession::apply(seat, QString::fromStdString(formatAction(action)));
    return error.isEmpty() ? error : refusalText(lastRefusal(), error);
}

QString WokUpTable::flick(int seat, double aim, double speed, double timestampMs) {
    if (!game())
        return noGameText();
    if (paused_)
        return pausedText();
    // The stages are the table's; the engine's codes say what each means for a throw.
    if (stage_ == Stage::Countdown || stage_ == Stage::Choosing)
        return refusalText({fc::wokup::refusal::kBeforeSignal, {}});
    if (stage_ != Stage::Throwing)
        return refusalText({fc::wokup::refusal::kVolleyOver, {}});
    const State& s = game()->state();
    if (seat < 0 || seat >= s.players || isBot(seat))
        return notAHumanSeatText();
    if (const fc::Refusal why = s.refusalToThrow(seat))
        return refusalText(why);
    const long long stamp = matchTime_.stampOf(timestampMs, stageStart_);
    return applyAction(seat, landingFor(s.table, seat, s.players, {aim, speed}, stamp));
}

QString WokUpTable::turnStack(int seat, int stack, double timestampMs) {
    if (!game())
        return noGameText();
    if (paused_)
        return pausedText();
    const State& s = game()->state();
    if (seat < 0 || seat >= s.players || isBot(seat))
        return notAHumanSeatText();
    if (stage_ != Stage::Choosing || s.stacksToTurn(seat).empty())
        return refusalText({fc::wokup::refusal::kNoStackToTurn, {}});
    Action turn;
    turn.kind = ActionKind::Turn;
    turn.stack = stack < 0 || stack >= kStackCount ? -1 : stack;
    if (turn.stack < 0)
        return refusalText({fc::wokup::refusal::kStackNotEligible, {}});
    turn.stamp = std::max<long long>(s.phaseStart, matchTime_.stampOf(timestampMs, stageStart_));
    return applyAction(seat, turn);
}

int WokUpTable::chooser() const {
    const fc::wokup::WokUpGame* g = game();
    if (stage_ != Stage::Choosing || !g || !g->state().choosing())
        return -1;
    return g->state().choices.front().seat;
}

QVariantList WokUpTable::stacksToTurn() const {
    QVariantList stacks;
    if (const int seat = chooser(); seat >= 0) {
        for (int stack : game()->state().stacksToTurn(seat))
            stacks.append(stack);
    }
    return stacks;
}

QString WokUpTable::claim(int seat, const QString& card, double timestampMs) {
    return stampedDecision(seat, ActionKind::Claim, card, timestampMs);
}

QString WokUpTable::wokUp(int seat, const QString& card, double timestampMs) {
    return stampedDecision(seat, ActionKind::WokUp, card, timestampMs);
}

QString WokUpTable::stampedDecision(int seat, ActionKind kind, const QString& card,
                                    double timestampMs) {
    if (!game())
        return noGameText();
    if (paused_)
        return pausedText();
    if (stage_ != Stage::Claiming)
        return refusalText({fc::wokup::refusal::kWindowClosed, {}});
    const State& s = game()->state();
    if (seat < 0 || seat >= s.players || isBot(seat))
        return notAHumanSeatText();
    const int c = parseCardName(card.toStdString());
    if (const fc::Refusal why = s.refusalToDecide(seat, {c}))
        return refusalText(why);
    const long long stamp = matchTime_.stampOf(timestampMs, stageStart_);
    if (fc::realtime::StampedInput* waiting = inputs_.waitingFrom(seat)) {
        // Two recipes pressed by the same touch: one claim covering both.
        Action a = parseAction(waiting->action).value(); // formatted here
        if (kind == ActionKind::Claim && a.kind == ActionKind::Claim && timestampMs >= 0 &&
            waiting->eventMs == timestampMs && a.cards.size() == 1 && a.cards.front() != c) {
            a.cards.push_back(c);
            waiting->action = formatAction(a);
            return {};
        }
        // A claim still on its way counts as made: the engine has not heard it yet.
        return refusalText({fc::wokup::refusal::kAlreadyDecided, {}});
    }
    Action a;
    a.kind = kind;
    a.stamp = stamp;
    a.cards = {c};
    // Applied once this input event is handled, so a second finger of the same touch joins it.
    inputs_.push({seat, stamp, formatAction(a), false, 0, timestampMs});
    return {};
}

// The next input in stamp order: a human's claim, or a bot's throw or decision.
void WokUpTable::applyInput(const fc::realtime::StampedInput& input) {
    Action action = parseAction(input.action).value(); // formatted or checked before
    if (input.bot && action.kind == ActionKind::Land &&
        game()->state().table.size() != input.basis) {
        // Other tokens landed since the bot aimed: it throws again at the table as it lies,
        // at once and with the stamp it had.
        askBot(input.seat, input.stamp);
        return;
    }
    action.stamp = input.stamp;
    const QString error = applyAction(input.seat, action);
    if (!error.isEmpty() && !input.bot)
        emit inputRefused(input.seat, error);
}

void WokUpTable::refresh() {
    if (!replaying_ && game() && !match()->log().empty())
        followState();
}

void WokUpTable::followState() {
    const State& s = game()->state();
    const fc::LoggedAction& last = match()->log().back();
    const Action action = parseAction(last.action).value(); // the engine just accepted it
    tokens_.update(s.table, last.seat);
    seats_.update(s);
    stacks_.update(s);
    emit tableChanged();
    if (action.kind == ActionKind::Turn) {
        nextVolleyOrChoice(); // the next winner's choice, or the next volley
    } else if (action.kind == ActionKind::Land) {
        emit tokenThrown(last.seat);
        if (s.phase == Phase::Claiming)
            enterStage(Stage::Settling, settleMs_);
    } else {
        if (action.kind == ActionKind::Claim)
            emit claimed(last.seat);
        else if (action.kind == ActionKind::WokUp)
            emit wokUpShouted(last.seat);
        if (seenPhase_ == Phase::Claiming && s.phase != Phase::Claiming) {
            showResults();
        } else if (isRight(s, action)) {
            const long long close = std::max(now(), action.stamp + kSimultaneousMs);
            closeDue_ = closeDue_ < 0 ? close : std::min(closeDue_, close);
            schedule();
        }
    }
    seenPhase_ = s.phase;
    seenFaceUp_ = faceUpCards(s);
}

void WokUpTable::showResults() {
    const State& s = game()->state();
    const auto stackOf = [this](int card) {
        const auto it = std::find(seenFaceUp_.begin(), seenFaceUp_.end(), card);
        return it == seenFaceUp_.end() ? -1 : static_cast<int>(it - seenFaceUp_.begin());
    };
    results_.clear();
    bool news = false;
    for (const Outcome& o : s.lastWindow) {
        QStringList cards;
        for (int c : o.cardsWon)
            cards.append(QString::fromStdString(cardName(c)));
        results_.append(QVariantMap{{QStringLiteral("seat"), o.seat},
                                    {QStringLiteral("verdict"), verdictName(o.verdict)},
                                    {QStringLiteral("cards"), cards}});
        for (int c : o.cardsWon)
            emit cardWon(o.receiver, QString::fromStdString(cardName(c)), stackOf(c));
        if (o.verdict == Verdict::Wrong || o.verdict == Verdict::Gift)
            emit claimWrong(o.seat);
        news = news || o.verdict != Verdict::Passed;
    }
    emit resultsChanged();
    // A window everybody passed needs no pause: straight on to the next volley.
    if (news || s.phase == Phase::Over)
        enterStage(Stage::Result, resultMs_);
    else
        nextVolleyOrChoice();
}

// After a card is won the winners choose the stacks to turn, one at a time; then the
// countdown of the next volley.
void WokUpTable::nextVolleyOrChoice() {
    if (game()->state().choosing())
        enterStage(Stage::Choosing, chooseTimeoutMs_);
    else
        enterStage(Stage::Countdown, countdownStepMs_);
}

// A winner who has not chosen in time keeps the stack the engine drew for them
// (docs/rules/wokup.md); the choice is logged like any other.
void WokUpTable::keepDrawnStack() {
    stageDue_ = -1;
    const State& s = game()->state();
    if (!s.choosing())
        return;
    Action turn;
    turn.kind = ActionKind::Turn;
    turn.stack = s.choices.front().turned;
    turn.stamp = std::max<long long>(now(), s.phaseStart);
    applyAction(s.choices.front().seat, turn);
}

void WokUpTable::enterStage(Stage stage, int durationMs) {
    stage_ = stage;
    stageStart_ = now();
    stageDue_ = durationMs < 0 ? -1 : stageStart_ + durationMs;
    closeDue_ = -1;
    botPlans_.restart();
    // What was on its way for the stage before is refused; only throws and claims are taken.
    inputs_.close();
    if (stage == Stage::Throwing || stage == Stage::Claiming || stage == Stage::Choosing)
        inputs_.open();
    if (stage == Stage::Countdown) {
        countdown_ = kCountdownFrom;
        signal_.clear();
    }
    emit stageChanged();
    if (stage == Stage::Throwing)
        emit signalGiven();
    if (stage == Stage::Throwing || stage == Stage::Claiming || stage == Stage::Choosing)
        planBots();
    schedule();
}

void WokUpTable::planBots() {
    if (stage_ == Stage::Choosing) { // only the winner choosing now; nobody throws yet
        if (const int seat = chooser(); seat >= 0)
            askBot(seat, -1);
        return;
    }
    for (int seat : game()->state().seatsToAct())
        askBot(seat, -1);
}

// Asks `seat`'s bot from its view as it is now; it thinks off the UI thread. Its action is
// due at `due`, or (due < 0) after its reaction: the bot's stamp counts from the engine's
// phase start, its reaction from the signal or from the moment the settled wok was shown.
// A bot that cannot decide is treated like a slow player: the timeout acts for it.
void WokUpTable::askBot(int seat, long long due) {
    if (guideHoldsBots())
        return; // asked again when the guide lets them play (guideChanged)
    std::shared_ptr<fc::Bot> bot = bots().botFor(*match(), seat);
    if (!bot)
        return;
    const State& s = game()->state();
    botPlans_.ask(seat,
                  [bot = std::move(bot), view = match()->game().view(seat), seat,
                   stageStart = stageStart_, phaseStart = s.phaseStart, tableSize = s.table.size(),
                   due]() -> std::optional<fc::realtime::BotPlan> {
                      const Result<std::string> choice = bot->choose(view, seat);
                      if (!choice)
                          return std::nullopt;
                      const Result<Action> action = parseAction(choice.value());
                      if (!action)
                          return std::nullopt;
                      const long long at = due >= 0
                                               ? due
                                               : stageStart + std::max(kFastestReactionMs,
                                                                       action->stamp - phaseStart);
                      return fc::realtime::BotPlan{seat, at, choice.value(), tableSize};
                  });
}

// A bot's action whose stamp has come: it joins the claims waiting, in stamp order.
void WokUpTable::botDue(const fc::realtime::BotPlan& plan) {
    if (guideHoldsBots())
        return;
    inputs_.push(plan);
    inputs_.releaseDue();
}

void WokUpTable::guideChanged() {
    MatchSession::guideChanged();
    botPlans_.restart();
    if (game() && !guideHoldsBots() &&
        (stage_ == Stage::Throwing || stage_ == Stage::Claiming || stage_ == Stage::Choosing))
        planBots();
}

void WokUpTable::tick() {
    // Everything due is done in order, the bots' actions first; each step may open the
    // next stage.
    while (!paused_) {
        botPlans_.runDue();
        const long long t = now();
        if (stage_ == Stage::Claiming && closeDue_ >= 0 && t >= closeDue_) {
            passEveryoneLeft();
        } else if (stageDue_ >= 0 && t >= stageDue_) {
            onStageTimeout();
        } else {
            break;
        }
    }
    schedule();
}

void WokUpTable::onStageTimeout() {
    switch (stage_) {
    case Stage::Countdown:
        if (--countdown_ > 0) {
            stageDue_ += countdownStepMs_;
            emit stageChanged();
        } else { // the signal, as the last number goes (never on a resumed volley)
            signal_.show();
            enterStage(Stage::Throwing, throwTimeoutMs_);
        }
        return;
    case Stage::Throwing: {
        // Too slow: a plain throw is made for whoever has not thrown.
        stageDue_ = -1;
        const State& s = game()->state();
        for (int seat : s.seatsToAct()) {
            if (stage_ != Stage::Throwing)
                break;
            if (isBot(seat) && guideHoldsBots())
                continue; // not slow: held by a guided game, it throws when let go
            applyAction(seat, landingFor(game()->state().table, seat, s.players, {0, kNominalSpeed},
                                         now()));
        }
        return;
    }
    case Stage::Settling:
        enterStage(Stage::Claiming, claimTimeoutMs_);
        return;
    case Stage::Claiming:
        passEveryoneLeft();
        return;
    case Stage::Result:
        if (game()->state().phase == Phase::Over)
            enterStage(Stage::Over, -1);
        else
            nextVolleyOrChoice();
        return;
    case Stage::Choosing:
        keepDrawnStack();
        return;
    case Stage::Idle:
    case Stage::Over:
        stageDue_ = -1;
        return;
    }
}

void WokUpTable::passEveryoneLeft() {
    closeDue_ = -1;
    stageDue_ = -1;
    inputs_.releaseAll(); // touches already made go in first, with their own stamps
    const std::vector<int> seats = game()->state().seatsToAct();
    for (int seat : seats) {
        if (stage_ != Stage::Claiming)
            break;
        Action pass;
        pass.stamp = now();
        applyAction(seat, pass);
    }
}

void WokUpTable::schedule() {
    if (paused_)
        return;
    long long next = stageDue_;
    if (closeDue_ >= 0 && (next < 0 || closeDue_ < next))
        next = closeDue_;
    if (next < 0) {
        timer_.stop();
        return;
    }
    timer_.start(std::max<long long>(0, next - now()));
}

} // namespace fc::wokup_ui
