#include "matchsession.h"

#include "gameregistry.h"
#include "match_replay.h"
#include "pass_and_play_seat.h"
#include "save_slots.h"
#include "setupconversion.h"

#include "core/save.h"
#include "device.h"

#include <QGuiApplication>
#include <QPointer>
#include <algorithm>

namespace {

QString toQString(const std::string& s) {
    return QString::fromStdString(s);
}

QList<int> toQList(const std::vector<int>& v) {
    return QList<int>(v.begin(), v.end());
}

} // namespace

MatchSession::MatchSession(QObject* parent) : MatchSession(QString(), parent) {}

MatchSession::MatchSession(QString tableGameId, QObject* parent)
    : QObject(parent), tableGameId_(std::move(tableGameId)),
      botTimer_(clock_, [this] { runBot(); }) {
    // Model tests may run without a GUI application: then there is no background to enter.
    if (auto* app = qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
        appSuspended_ = fc::device::isSuspended(QGuiApplication::applicationState());
        connect(app, &QGuiApplication::applicationStateChanged, this,
                &MatchSession::onApplicationStateChanged);
    }
}

void MatchSession::setBotWorker(fc::realtime::BotWorker* worker) {
    fc::realtime::BotWorker* next = worker ? worker : &botPool_;
    if (next == botWorker_)
        return;
    botWorker_ = next;
    botWorkerReplaced();
}

void MatchSession::setClockForNewSessions(fc::realtime::Clock* clock,
                                          fc::realtime::BotWorker* worker) {
    clockForNewSessions_ = clock;
    workerForNewSessions_ = worker;
}

void MatchSession::setClock(fc::realtime::Clock* clock) {
    fc::realtime::Clock& previous = *clock_;
    clock_ = clock ? clock : &steadyClock_;
    if (clock_ == &previous)
        return;
    botTimer_.setClock(clock_); // a waiting bot keeps the time it had left
    clockReplaced(previous);
}

// A phone may end a background app without warning: the match goes to disk now (again,
// in case the last write failed) and no bot plays on while nobody watches.
void MatchSession::onApplicationStateChanged(Qt::ApplicationState state) {
    const bool suspended = fc::device::isSuspended(state);
    if (suspended == appSuspended_)
        return;
    appSuspended_ = suspended;
    if (suspended) {
        botTimer_.stop();
        writeAutosave();
    } else {
        scheduleBot();
    }
}

MatchSession::~MatchSession() {
    botTimer_.stop();
    // The bot works on copies (its own view and bot object), but its result must not
    // arrive at a destroyed session.
}

QString MatchSession::start(const QString& gameId, const QVariantMap& setupMap) {
    auto setup = setupFromVariant(setupMap);
    if (!setup)
        return adopt(setup.status());
    return adopt(fc::Match::start(gameRegistry(), gameId.toStdString(), std::move(setup).value()));
}

QString MatchSession::resume(const QString& gameId) {
    return adopt(readAutosave(gameId.isEmpty() ? tableGameId_ : gameId));
}

QString MatchSession::startFromSetupJson(const QString& setupJson) {
    auto setup = setupFromJsonText(setupJson);
    if (!setup)
        return refuseStart(toQString(setup.message()));
    return startFromSetup(std::move(setup).value());
}

QString MatchSession::resumeFromSaveJson(const QString& saveJson) {
    auto saved = fc::loadMatch(gameRegistry(), saveJson.toStdString());
    if (!saved)
        return refuseStart(toQString(saved.message()));
    if (toQString(saved->gameId()) != tableGameId_) {
        const fc::GameInfo* info = gameRegistry().find(tableGameId_.toStdString());
        //: Resuming failed: the save belongs to another game; %1 is this table's game
        //: (e.g. "Wok Up").
        return refuseStart(
            tr("This save is not a game of %1.").arg(info ? toQString(info->title) : tableGameId_));
    }
    return continueMatch(saved.value());
}

QString MatchSession::rematch() {
    if (!match_)
        //: Refusal: "Play again" with no game on the table.
        return refuseStart(tr("No match is in progress."));
    return startFromSetup(fc::rematchSetup(match_->setup()));
}

bool MatchSession::canUndo() const {
    if (guide_ || !match_ || match_->log().empty() || takeBacks_.size() != match_->log().size() ||
        !takeBacks_.back())
        return false;
    // Taking the step back must not show a hand that is no longer on show: the turn passed
    // to another human (the curtain asks for them) or anyone else acted since (their step
    // would be the last one).
    return stepStillOnShow(match_->log().back().seat);
}

bool MatchSession::stepStillOnShow(int seat) const {
    return nextShownSeat(*this, seat).view == seat;
}

QString MatchSession::undo() {
    if (!canUndo())
        //: Refusal of Undo: no step can be taken back now (none yet, or it showed a new card,
        //: or another player has had the turn since).
        return refuseStart(tr("There is nothing to take back."));
    auto earlier = match_->withoutLastStep(gameRegistry());
    if (!earlier)
        return refuseStart(toQString(earlier.message()));
    seatTakingBack_ = match_->log().back().seat;
    const QString error = continueMatch(earlier.value());
    seatTakingBack_ = -1;
    return error;
}

QString MatchSession::startFromSetup(fc::Setup setup) {
    if (tableGameId_.isEmpty())
        return refuseStart(QStringLiteral("this session plays no game of its own"));
    auto match = fc::Match::start(gameRegistry(), tableGameId_.toStdString(), std::move(setup));
    if (!match)
        return refuseStart(toQString(match.message()));
    return continueMatch(match.value());
}

QString MatchSession::continueMatch(const fc::Match& source) {
    const fc::Match copy = source; // `source` may be our own match, which start() replaces
    return replayMatch(*this, toQString(copy.gameId()), copy.setup(), copy.log());
}

QString MatchSession::refuseStart(const QString& reason) {
    setLastError(reason);
    return reason;
}

QString MatchSession::adopt(fc::Result<fc::Match> match) {
    if (!match) {
        const QString reason = toQString(match.message());
        setLastError(reason);
        return reason;
    }
    const fc::GameInfo* info = gameRegistry().find(match->gameId());
    if (!info)
        return adopt(fc::Status::fail("unknown game '" + match->gameId() + "'"));

    // Bots are made up front so a bad strength is refused before the match replaces
    // the current one.
    auto bots = fc::BotRoster::make(*info, match->setup());
    if (!bots)
        return adopt(bots.status());

    botTimer_.stop();
    matchEnding();
    match_ = std::move(match).value();
    guidedMatch_ = guide_ != nullptr;               // a new match is a guide's only under one
    takeBacks_.assign(match_->log().size(), false); // a history played elsewhere stays
    ++generation_;
    bots_ = std::move(bots).value();
    setLastError({});
    refresh();
    emit matchChanged();
    emit stateChanged();
    writeAutosave();
    scheduleBot();
    return {};
}

QString MatchSession::apply(int seat, const QString& action) {
    if (!match_) {
        const QString reason = tr("No match is in progress.");
        setLastError(reason);
        return reason;
    }
    if (guide_ && !isBot(seat)) {
        const QString why = guide_->refusalOf(seat, action);
        if (!why.isEmpty()) {
            setLastError(why);
            return why;
        }
    }
    const std::string text = action.toStdString();
    // Asked before the step, while the engine can still tell what the step would reveal.
    const bool takeBack = !isBot(seat) && match_->game().canTakeBack(seat, text);
    const fc::Status status = match_->apply(seat, text);
    if (!status) {
        setLastError(toQString(status.message()), status.refusal());
        return lastError_;
    }
    takeBacks_.push_back(takeBack);
    setLastError({});
    refresh();
    emit actionApplied(seat, action);
    emit stateChanged();
    writeAutosave();
    scheduleBot();
    return {};
}

QStringList MatchSession::legalActions(int seat) const {
    QStringList actions;
    if (match_) {
        for (const std::string& a : match_->game().legalActions(seat))
            actions.append(toQString(a));
    }
    return actions;
}

QVariant MatchSession::view(int seat) const {
    return match_ ? jsonToVariant(match_->game().view(seat)) : QVariant();
}

QVariantMap MatchSession::hint(int seat) {
    static_cast<void>(seat);
    return hintAnswer({});
}

QVariantMap MatchSession::hintAnswer(const QStringList& lines, const QVariantMap& example) {
    return {{QStringLiteral("lines"), lines}, {QStringLiteral("example"), example}};
}

QVariantMap MatchSession::hintWait() {
    //: The "What can I do?" panel when the player who asks has nothing to do now.
    return hintAnswer({tr("Nothing for you to do just now: wait for your turn.")});
}

bool MatchSession::isBot(int seat) const {
    return bots_.isBot(seat);
}

void MatchSession::close() {
    botTimer_.stop();
    matchEnding();
    match_.reset();
    takeBacks_.clear();
    ++generation_;
    bots_ = {};
    setLastError({});
    emit matchChanged();
    emit stateChanged();
}

QString MatchSession::autosavePath(const QString& gameId) {
    return fc::saves::pathFor(gameId);
}

fc::Result<fc::Match> MatchSession::readAutosave(const QString& gameId) {
    return fc::saves::read(gameId);
}

void MatchSession::setAutosaveAside(const QString& gameId) {
    fc::saves::setAside(gameId);
}

QString MatchSession::gameId() const {
    return match_ ? toQString(match_->gameId()) : QString();
}

int MatchSession::seatCount() const {
    return match_ ? match_->game().playerCount() : 0;
}

QStringList MatchSession::seatNames() const {
    QStringList names;
    if (match_) {
        for (const fc::SeatConfig& seat : match_->setup().seats)
            names.append(toQString(seat.name));
    }
    return names;
}

QList<int> MatchSession::seatsToAct() const {
    return match_ ? toQList(match_->game().seatsToAct()) : QList<int>();
}

bool MatchSession::over() const {
    return match_ && match_->game().isOver();
}

QList<int> MatchSession::scores() const {
    return match_ ? toQList(match_->game().scores()) : QList<int>();
}

QList<int> MatchSession::winners() const {
    return match_ ? toQList(match_->game().winners()) : QList<int>();
}

void MatchSession::setBotDelayMs(int ms) {
    ms = std::max(0, ms);
    if (ms == botDelayMs_)
        return;
    botDelayMs_ = ms;
    emit botDelayMsChanged();
}

void MatchSession::setAutosave(bool on) {
    if (on == autosave_)
        return;
    autosave_ = on;
    emit autosaveChanged();
}

void MatchSession::setLastError(const QString& error, fc::Refusal refusal) {
    lastRefusal_ = std::move(refusal);
    if (error == lastError_)
        return;
    lastError_ = error;
    emit lastErrorChanged();
}

void MatchSession::writeAutosave() const {
    if (!autosave_ || guidedMatch_ || !match_)
        return;
    fc::saves::write(*match_);
}

void MatchSession::setGuide(MatchGuide* guide) {
    guide_ = guide;
    guidedMatch_ = guidedMatch_ || guide;
    guideChanged();
    emit stateChanged(); // canUndo
}

void MatchSession::guideChanged() {
    if (guideHoldsBots())
        botTimer_.stop();
    else
        scheduleBot();
}

bool MatchSession::guideHoldsBots() const {
    return guide_ && guide_->holdsBots();
}

void MatchSession::setBotsPaused(bool paused) {
    if (botsPaused_ == paused)
        return;
    botsPaused_ = paused;
    if (paused)
        botTimer_.stop();
    else
        scheduleBot();
    emit botsPausedChanged();
}

void MatchSession::holdBots(bool held) {
    if (botsHeld_ == held)
        return;
    botsHeld_ = held;
    if (held)
        botTimer_.stop();
    else
        scheduleBot();
}

void MatchSession::scheduleBot() {
    if (!match_ || botsPaused_ || botsHeld_ || appSuspended_ || guideHoldsBots() ||
        match_->game().isOver() || thinking_ > 0 || botTimer_.isActive())
        return;
    const auto toAct = match_->game().seatsToAct();
    if (std::any_of(toAct.begin(), toAct.end(), [this](int s) { return isBot(s); }))
        botTimer_.start(botDelayMs_);
}

void MatchSession::runBot() {
    if (!match_ || botsPaused_ || botsHeld_ || appSuspended_ || guideHoldsBots())
        return;
    const auto toAct = match_->game().seatsToAct();
    const auto it = std::find_if(toAct.begin(), toAct.end(), [this](int s) { return isBot(s); });
    if (it == toAct.end())
        return;
    const int seat = *it;
    // The bot thread gets the seat's view and its own bot object, never the match itself.
    std::shared_ptr<fc::Bot> bot = bots_.botFor(*match_, seat);
    boost::json::object view = match_->game().view(seat);
    // The answer is written by the worker's thread and read back on this one after it is
    // delivered (the delivery orders the two).
    auto answer = std::make_shared<BotMove>(
        BotMove{seat, generation_, match_->log().size(), fc::Status::fail("")});
    ++thinking_;
    emit botThinkingChanged();
    botWorker_->run(
        [bot, view = std::move(view), seat, answer] { answer->action = bot->choose(view, seat); },
        [session = QPointer<MatchSession>(this), answer] {
            if (session) // a worker of a test may outlive the session
                session->botFinished(*answer);
        });
}

void MatchSession::botFinished(const BotMove& move) {
    --thinking_;
    emit botThinkingChanged();
    if (move.generation != generation_) {
        scheduleBot(); // a bot of a match that is gone: the current one's bots go on
        return;
    }
    if (!match_ || match_->log().size() != move.logSize) {
        scheduleBot(); // the table moved on while the bot thought; think again
        return;
    }
    if (!move.action) {
        setLastError(toQString(move.action.message()));
        return;
    }
    apply(move.seat, toQString(move.action.value()));
}
