#include "tindahan_table.h"

#include "refusal_text.h"
#include "turn_recap.h"

#include "gameregistry.h"
#include "match_replay.h"
#include "pass_and_play_seat.h"
#include "setupconversion.h"

#include "core/save.h"
#include "tindahan/move.h"

#include <algorithm>

namespace fc::tindahan_ui {

namespace {

constexpr char kGameId[] = "tindahan";

int tricksPlayed(const TableSnapshot& snapshot) {
    int tricks = 0;
    for (const PlayerInfo& player : snapshot.players)
        tricks += player.tricksWon;
    return tricks;
}

} // namespace

TindahanTable::TindahanTable(QObject* parent)
    : MatchSession(QString(kGameId), parent),
      grace_(&clock(), [this](int, const QString&) { graceOver(); }) {
    connect(this, &MatchSession::actionApplied, this, [this](int seat, const QString& action) {
        if (replaying_)
            return;
        const auto move = fc::tindahan::parseMove(action.toStdString(), seatCount());
        if (!move)
            return;
        switch (move->kind) {
        case fc::tindahan::Move::PlayCard:
            emit cardPlayed(seat, QString::fromStdString(fc::tindahan::cardToken(move->arg)));
            break;
        case fc::tindahan::Move::PlaceSeller:
            emit sellerPlaced(seat, ledBeforeStep_);
            break;
        case fc::tindahan::Move::MoveTrump:
            emit trumpMoved(seat, snapshot_.trumpFruit);
            break;
        }
    });
}

QString TindahanTable::continueMatch(const fc::Match& source) {
    // Work on a copy: `source` may be our own match, which start() replaces.
    const fc::Match copy = source;
    grace_.close(); // an undo in the grace takes the step back: nothing left to wait for
    holdBots(false);
    replaying_ = true;
    const QString error = replayMatch(*this, tableGameId(), copy.setup(), copy.log());
    replaying_ = false;
    if (!error.isEmpty() && !active())
        return error; // refused before anything changed
    lastTrickOrder_.clear();
    // After an undo its player's hand stays on show (no curtain); else the table picks.
    viewSeat_ = seatTakingBack() == viewSeat_ ? viewSeat_ : -1;
    snapshot_ = {};
    refresh();
    setMessage(error);
    emit stateChanged();
    return error;
}

QString TindahanTable::playCard(const QString& cardId) {
    return act(QString::fromStdString(fc::tindahan::playAction(cardId.toStdString())));
}

QString TindahanTable::placeSeller() {
    return act(QString::fromStdString(fc::tindahan::sellerAction()));
}

QString TindahanTable::moveTrump(int fruit) {
    if (fruit < 0 || fruit >= fc::tindahan::kFruitCount)
        return tr("There is no such stall.");
    return act(QString::fromStdString(fc::tindahan::trumpAction(fruit)));
}

QVariantMap TindahanTable::lastStepRecap() const {
    if (!match())
        return {};
    const QVariantList last = turnRecap(*match(), fc::kNoSeat, 1); // kNoSeat never acts
    return last.isEmpty() ? QVariantMap() : last.front().toMap();
}

QString TindahanTable::act(const QString& action) {
    if (!myTurn()) {
        const QString reason = tr("It is not your turn.");
        setMessage(reason);
        return reason;
    }
    const int seat = viewSeat_;
    // Asked before the step, as MatchSession does: only such a step gets a grace.
    stepMayGoBack_ = match()->game().canTakeBack(seat, action.toStdString());
    const QString error = apply(seat, action);
    stepMayGoBack_ = false;
    const QString shown = error.isEmpty() ? QString() : refusalText(lastRefusal(), error);
    setMessage(shown);
    return shown;
}

void TindahanTable::reveal() {
    if (handoffSeat_ < 0)
        return;
    viewSeat_ = handoffSeat_;
    handoffSeat_ = -1;
    refresh();
}

void TindahanTable::passOn() {
    grace_.passOn();
}

void TindahanTable::graceOver() {
    refresh();
    emit stateChanged(); // canUndo is over
    holdBots(false);
}

void TindahanTable::setGraceMs(int ms) {
    if (grace_.setMs(ms))
        emit graceMsChanged();
}

bool TindahanTable::stepStillOnShow(int seat) const {
    return grace_.seat() == seat || MatchSession::stepStillOnShow(seat);
}

void TindahanTable::clockReplaced(fc::realtime::Clock& previous) {
    static_cast<void>(previous);
    grace_.setClock(&clock());
}

void TindahanTable::matchEnding() {
    grace_.close();
    holdBots(false);
}

QString TindahanTable::handoffName() const {
    const QStringList names = seatNames();
    return handoffSeat_ >= 0 && handoffSeat_ < names.size() ? names.at(handoffSeat_) : QString();
}

void TindahanTable::fillLegality(TableSnapshot& snapshot) {
    canPlaceSeller_ = false;
    canMoveTrump_ = false;
    const bool live = viewSeat_ >= 0 && snapshot.toAct == viewSeat_;
    const QStringList legal = live ? legalActions(viewSeat_) : QStringList();
    for (const QString& action : legal) {
        const auto move = fc::tindahan::parseMove(action.toStdString(), seatCount());
        canPlaceSeller_ =
            canPlaceSeller_ || (move && move->kind == fc::tindahan::Move::PlaceSeller);
        canMoveTrump_ = canMoveTrump_ || (move && move->kind == fc::tindahan::Move::MoveTrump);
    }
    for (HandCard& card : snapshot.hand) {
        const std::string action = fc::tindahan::playAction(card.id.toStdString());
        card.legal = legal.contains(QString::fromStdString(action));
        if (card.legal)
            card.whyIllegal.clear();
        else if (!live)
            card.whyIllegal = tr("Wait for your turn.");
        else {
            // The engine words the reason; ask it on a throw-away copy.
            const auto trial = match()->game().clone();
            const fc::Status refused = trial->apply(viewSeat_, action);
            card.whyIllegal =
                refusalText(refused.refusal(), QString::fromStdString(refused.message()));
        }
    }
}

void TindahanTable::refresh() {
    if (replaying_ || !match())
        return;
    // The shown player's step would hide their hand at once: hold it on show a moment, so
    // a mis-tapped card can still be taken back before the curtain comes down.
    const bool wasOpen = grace_.open();
    const ShownSeat shown = grace_.hold(nextShownSeat(*this, viewSeat_), viewSeat_, stepMayGoBack_);
    if (grace_.open() && !wasOpen)
        holdBots(true); // a bot's step would end the grace under the player's finger
    viewSeat_ = shown.view;
    handoffSeat_ = shown.handoff;
    handoffRecap_ = handoffSeat_ >= 0 ? turnRecap(*match(), handoffSeat_) : QVariantList();
    TableSnapshot next;
    QString error;
    if (!readSnapshot(match()->game().view(viewSeat_), next, error)) {
        setMessage(error);
        return;
    }
    const QStringList names = seatNames();
    for (PlayerInfo& player : next.players) {
        player.name = player.seat < names.size() ? names.at(player.seat) : QString();
        player.isBot = isBot(player.seat);
    }
    fillLegality(next);

    // Trick rows carry which trick they belong to, so a new trick's cards are new rows
    // (they fly in) rather than edits of the last trick's rows.
    const int serial = next.round * 100 + tricksPlayed(next);
    for (TrickPlay& play : next.trick)
        play.serial = serial;
    for (TrickPlay& play : next.lastTrick)
        play.serial = serial - 1;
    // Cues only for steps seen happen: not for a table just started, resumed or undone.
    const bool stepped = !snapshot_.players.isEmpty();
    const bool newTrickWon =
        stepped && next.lastTrickWinner >= 0 &&
        (next.lastTrick != snapshot_.lastTrick || next.round != snapshot_.round);
    const bool roundEnded = stepped && next.roundResults.size() > snapshot_.roundResults.size();
    if (newTrickWon) {
        // The view keeps a finished trick by seat; show it in the playing order it was
        // played in (unknown after a resume: then by seat).
        lastTrickOrder_ = snapshot_.trickOrder;
    }
    const QList<int>& playedOrder = lastTrickOrder_;
    std::stable_sort(next.lastTrick.begin(), next.lastTrick.end(),
                     [&playedOrder](const TrickPlay& a, const TrickPlay& b) {
                         return playedOrder.indexOf(a.seat) < playedOrder.indexOf(b.seat);
                     });
    ledBeforeStep_ = snapshot_.ledFruit;

    snapshot_ = next;
    hand_.update(next.hand);
    stalls_.update(next.stalls);
    // The finished trick stays in view until the next one begins.
    const bool finishedOnShow = next.trick.isEmpty() && !next.lastTrick.isEmpty();
    trick_.update(finishedOnShow ? next.lastTrick : next.trick);
    // The places of the trick in the engine's playing order; none over a finished trick.
    trickOrder_ = finishedOnShow ? QList<int>() : next.trickOrder;
    players_.update(next.players);
    emit tableChanged();
    if (newTrickWon && !roundEnded)
        emit trickWon(next.lastTrickWinner);
    if (roundEnded)
        emit roundFinished(int(next.roundResults.size()) - 1);
}

void TindahanTable::setMessage(const QString& text) {
    if (text == message_)
        return;
    message_ = text;
    emit messageChanged();
}

} // namespace fc::tindahan_ui
