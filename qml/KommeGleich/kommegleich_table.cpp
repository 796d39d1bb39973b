#include "kommegleich_table.h"

#include "refusal_text.h"

#include "gameregistry.h"
#include "match_replay.h"
#include "pass_and_play_seat.h"
#include "setupconversion.h"

#include "core/save.h"
#include "kommegleich/move.h"
#include "kommegleich/refusals.h"

#include <algorithm>

namespace fc::kommegleich_ui {

namespace {

constexpr std::string_view kGameId = "kommegleich";

QString gameIdText() {
    return QString::fromUtf8(kGameId.data(), qsizetype(kGameId.size()));
}

QString text(const std::string& action) {
    return QString::fromStdString(action);
}

} // namespace

KommeGleichTable::KommeGleichTable(QObject* parent)
    : MatchSession(gameIdText(), parent),
      grace_(&clock(), [this](int seat, const QString& deferred) { graceOver(seat, deferred); }) {
    connect(this, &MatchSession::actionApplied, this, [this](int seat, const QString& action) {
        if (replaying_)
            return;
        lastStep_ = narration(seat, action);
        emit lastStepChanged();
        const auto move = fc::kommegleich::parseMove(action.toStdString());
        if (move && move->kind == fc::kommegleich::Move::Cover)
            emit rowCovered(seat, move->b);
    });
}

QString KommeGleichTable::continueMatch(const fc::Match& source) {
    // Work on a copy: `source` may be our own match, which start() replaces.
    const fc::Match copy = source;
    grace_.close();
    holdBots(false);
    replaying_ = true;
    const QString error = replayMatch(*this, gameIdText(), copy.setup(), copy.log());
    replaying_ = false;
    if (!error.isEmpty() && !active())
        return error; // refused before anything changed
    // After an undo its player's hand stays on show (no curtain); else the table picks.
    viewSeat_ = seatTakingBack() == viewSeat_ ? viewSeat_ : -1;
    snapshot_ = {};
    lastStep_.clear();
    emit lastStepChanged();
    refresh();
    setMessage(error);
    emit stateChanged();
    return error;
}

QString KommeGleichTable::draw() {
    return act(text(fc::kommegleich::drawAction()));
}

QString KommeGleichTable::insertDrawn(int slot) {
    return act(text(fc::kommegleich::insertAction(slot)));
}

QString KommeGleichTable::cover(int handSlot, int rowSlot) {
    return act(text(fc::kommegleich::coverAction(handSlot, rowSlot)));
}

QString KommeGleichTable::moveCard(int from, int to) {
    return act(text(fc::kommegleich::moveAction(from, to)));
}

QString KommeGleichTable::discard(int handSlot) {
    return act(text(fc::kommegleich::discardAction(handSlot)));
}

QString KommeGleichTable::serve(int first, int last, int rowSlot) {
    if (!myTurn())
        return act(text(fc::kommegleich::serveAction(first, last, rowSlot))); // not your turn
    // A run dropped so that it would hang off either end of the row: the engine's words
    // for a run too long for the row (its notation holds single digits only).
    if (first < 0 || last < first || last > 9 || rowSlot < 0 || rowSlot > 9) {
        const QString reason = refusalText({fc::kommegleich::refusal::kRunPastRow, {}});
        setMessage(reason);
        return reason;
    }
    const QString action = text(fc::kommegleich::serveAction(first, last, rowSlot));
    const QString error = applyOrDefer(action);
    const QString shown = error.isEmpty() ? QString() : serveRefusal(first, last, rowSlot, error);
    setMessage(shown);
    return shown;
}

QString KommeGleichTable::finishTurn() {
    return act(text(fc::kommegleich::doneAction()));
}

QString KommeGleichTable::act(const QString& action) {
    if (!myTurn()) {
        //: Refusal when a card is touched while another player is to act.
        const QString reason = tr("It is not your turn.");
        setMessage(reason);
        return reason;
    }
    const QString error = applyOrDefer(action);
    const QString shown = error.isEmpty() ? QString() : refusalText(lastRefusal(), error);
    setMessage(shown);
    return shown;
}

QString KommeGleichTable::applyOrDefer(const QString& action) {
    using fc::kommegleich::Move;
    const auto move = fc::kommegleich::parseMove(action.toStdString());
    const bool endsTurn = move && (move->kind == Move::Serve || move->kind == Move::Done);
    int humans = 0;
    for (int seat = 0; seat < seatCount(); ++seat)
        humans += isBot(seat) ? 0 : 1;
    // Only a legal step waits (a refused one is refused at once), and only where another
    // human's curtain would follow it: alone with bots, the hand stays on show anyway.
    if (endsTurn && humans > 1 && legal_.contains(action) && grace_.defer(viewSeat_, action)) {
        holdBots(true);
        setMessage({});
        emit tableChanged();
        emit stateChanged(); // no Undo while the step waits
        return {};
    }
    return apply(viewSeat_, action);
}

void KommeGleichTable::graceOver(int seat, const QString& deferred) {
    holdBots(false);
    const QString error = deferred.isEmpty() ? QString() : apply(seat, deferred);
    if (!error.isEmpty() || deferred.isEmpty()) {
        setMessage(error.isEmpty() ? error : refusalText(lastRefusal(), error));
        refresh();
        emit stateChanged();
    }
}

QString KommeGleichTable::takeBack() {
    if (!grace_.open())
        return undo();
    grace_.close();
    holdBots(false);
    refresh();
    emit stateChanged();
    return {};
}

void KommeGleichTable::passOn() {
    grace_.passOn();
}

QVariantMap KommeGleichTable::pendingStep() const {
    const auto move = fc::kommegleich::parseMove(grace_.deferred().toStdString());
    if (!grace_.open() || !move)
        return {};
    if (move->kind != fc::kommegleich::Move::Serve)
        return {{QStringLiteral("kind"), QStringLiteral("done")}};
    return {{QStringLiteral("kind"), QStringLiteral("serve")},
            {QStringLiteral("first"), int(move->a)},
            {QStringLiteral("last"), int(move->b)},
            {QStringLiteral("rowSlot"), int(move->c)}};
}

void KommeGleichTable::setGraceMs(int ms) {
    if (grace_.setMs(ms))
        emit graceMsChanged();
}

void KommeGleichTable::clockReplaced(fc::realtime::Clock& previous) {
    static_cast<void>(previous);
    grace_.setClock(&clock());
}

void KommeGleichTable::matchEnding() {
    grace_.close();
    holdBots(false);
}

QString KommeGleichTable::serveRefusal(int first, int last, int rowSlot,
                                       const QString& engineMessage) const {
    const QList<MenuCard>& hand = snapshot_.hand;
    const QList<MenuCard>& row = snapshot_.row;
    if (lastRefusal().code == fc::kommegleich::refusal::kRunMismatch) {
        // Name the first pair that fails, as a player would point at it.
        for (int i = 0; first + i <= last && first + i < hand.size() && rowSlot + i < row.size();
             ++i) {
            const int mine = hand.at(first + i).kind, order = row.at(rowSlot + i).kind;
            if (mine != order && mine != Baguette && order != Baguette) {
                //: A serve is refused: %1 is the hand card's dish, %2 the order's dish
                //: (e.g. "Your salad does not match the lobster order.").
                return tr("Your %1 does not match the %2 order.")
                    .arg(dishName(mine), dishName(order));
            }
        }
    }
    return refusalText(lastRefusal(), engineMessage);
}

void KommeGleichTable::reveal() {
    if (handoffSeat_ < 0)
        return;
    viewSeat_ = handoffSeat_;
    handoffSeat_ = -1;
    refresh();
}

QList<int> KommeGleichTable::servableRowSlots(int first, int last) const {
    QList<int> starts;
    for (const QString& action : legal_) {
        const auto move = fc::kommegleich::parseMove(action.toStdString());
        if (move && move->kind == fc::kommegleich::Move::Serve && move->a == first &&
            move->b == last)
            starts.append(move->c);
    }
    return starts;
}

QVariantMap KommeGleichTable::bestRun() const {
    QVariantMap best;
    int bestLength = 0;
    for (const QString& action : legal_) {
        const auto move = fc::kommegleich::parseMove(action.toStdString());
        if (!move || move->kind != fc::kommegleich::Move::Serve)
            continue;
        const int first = move->a, last = move->b;
        if (last - first + 1 > bestLength) {
            bestLength = last - first + 1;
            best = {{QStringLiteral("first"), first},
                    {QStringLiteral("last"), last},
                    {QStringLiteral("rowSlot"), int(move->c)}};
        }
    }
    return best;
}

QVariantMap KommeGleichTable::lastServe() const {
    const ServedRun& run = snapshot_.lastServe;
    if (run.seat < 0)
        return {};
    QVariantList kinds;
    for (int kind : run.kinds)
        kinds.append(kind);
    return {{QStringLiteral("seat"), run.seat},
            {QStringLiteral("kinds"), kinds},
            {QStringLiteral("rowSlot"), run.rowSlot},
            {QStringLiteral("scoring"), run.scoring}};
}

QVariantList KommeGleichTable::standings() const {
    QList<SeatInfo> ranked = snapshot_.seats;
    std::stable_sort(ranked.begin(), ranked.end(), [](const SeatInfo& a, const SeatInfo& b) {
        return a.score != b.score ? a.score > b.score : a.faceDownCount > b.faceDownCount;
    });
    QVariantList list;
    for (const SeatInfo& seat : ranked) {
        list.append(QVariantMap{{QStringLiteral("seat"), seat.seat},
                                {QStringLiteral("name"), seat.name},
                                {QStringLiteral("score"), seat.score},
                                {QStringLiteral("faceDown"), seat.faceDownCount},
                                {QStringLiteral("winner"), seat.isWinner}});
    }
    return list;
}

QString KommeGleichTable::handoffName() const {
    const QStringList names = seatNames();
    return handoffSeat_ >= 0 && handoffSeat_ < names.size() ? names.at(handoffSeat_) : QString();
}

QString KommeGleichTable::narration(int seat, const QString& action) const {
    const auto move = fc::kommegleich::parseMove(action.toStdString());
    return stepWords(seat, move.value_or(fc::kommegleich::Move::done()));
}

QString KommeGleichTable::stepWords(int seat, const fc::kommegleich::Move& move) const {
    using fc::kommegleich::Move;
    const QStringList names = seatNames();
    const QString name = seat >= 0 && seat < names.size() ? names.at(seat) : QString();
    // The one person at a table of bots reads their own steps as "you" (their name might be
    // "You", as in a guided game, and "You draws" reads wrong).
    int humans = 0;
    for (int s = 0; s < seatCount(); ++s)
        humans += isBot(s) ? 0 : 1;
    const bool you = humans == 1 && seat >= 0 && seat < seatCount() && !isBot(seat);
    switch (move.kind) {
    case Move::Draw:
        //: Narration of the one human player's own step (the others are bots).
        return you ? tr("You draw a card.")
                   //: Narration of a step; %1 is a player's name.
                   : tr("%1 draws a card.").arg(name);
    case Move::Insert:
        //: Narration of the one human player's own step: the drawn card goes into the hand.
        return you ? tr("You put the new card into your hand.")
                   //: Narration: the drawn card goes into the player's hand.
                   : tr("%1 puts the new card into the hand.").arg(name);
    case Move::Cover:
        //: Narration of the one human player's own step: %1 is the order's place in the
        //: row, 1 to 5 from the left.
        return you ? tr("You cover order %1.").arg(move.b + 1)
                   //: Narration: %2 is the order's place in the row, 1 to 5 from the left.
                   : tr("%1 covers order %2.").arg(name).arg(move.b + 1);
    case Move::MoveCard:
        //: Narration of the one human player's own step: a card changes its place in the hand.
        return you ? tr("You move a card in your hand.")
                   //: Narration: a card changes its place in the player's hand.
                   : tr("%1 moves a card in the hand.").arg(name);
    case Move::Discard:
        //: Narration of the one human player's own step: a hand card goes to the discard pile.
        return you ? tr("You discard a card.")
                   //: Narration: a hand card goes to the discard pile.
                   : tr("%1 discards a card.").arg(name);
    case Move::Serve:
        //: Narration of the one human player's own step: %n the number of cards served.
        return you ? tr("You serve %n cards!", "", move.b - move.a + 1)
                   //: Narration: %1 is a name; %n the number of cards served.
                   : tr("%1 serves %n cards!", "", move.b - move.a + 1).arg(name);
    case Move::Done:
        break;
    }
    //: Narration of the one human player's own step: their turn is over.
    return you ? tr("You end your turn.")
               //: Narration: the player's turn is over.
               : tr("%1 ends the turn.").arg(name);
}

QStringList KommeGleichTable::turnRecap(int seat) const {
    using fc::kommegleich::Move;
    const auto& log = match()->log();
    std::size_t from = 0;
    for (std::size_t i = log.size(); i > 0; --i) {
        if (log[i - 1].seat == seat) {
            from = i;
            break;
        }
    }
    // One line per turn: the steps the others saw change the table (a drawn card and where
    // it went stay unnamed, as the narration keeps them).
    QStringList lines, words;
    int turnSeat = -1;
    const auto endTurn = [&] {
        if (turnSeat >= 0)
            lines.append(words.isEmpty() ? stepWords(turnSeat, Move::done()) : words.join(' '));
        words.clear();
    };
    for (std::size_t i = from; i < log.size(); ++i) {
        const int stepSeat = int(log[i].seat);
        if (stepSeat != turnSeat) {
            endTurn();
            turnSeat = stepSeat;
        }
        const auto move = fc::kommegleich::parseMove(log[i].action);
        if (move && (move->kind == Move::Cover || move->kind == Move::MoveCard ||
                     move->kind == Move::Discard || move->kind == Move::Serve))
            words.append(stepWords(stepSeat, *move));
    }
    endTurn();
    constexpr int kMostTurns = 5; // five others at most: one line each
    return lines.mid(std::max<qsizetype>(0, lines.size() - kMostTurns));
}

void KommeGleichTable::refresh() {
    if (replaying_ || !match())
        return;
    // While a step waits in the grace its player's hand stays on show, no curtain yet.
    const ShownSeat shown = grace_.hold(nextShownSeat(*this, viewSeat_), viewSeat_, false);
    viewSeat_ = shown.view;
    handoffSeat_ = shown.handoff;
    handoffRecap_ = handoffSeat_ >= 0 ? turnRecap(handoffSeat_) : QStringList();
    TableSnapshot next;
    QString error;
    if (!readSnapshot(match()->game().view(viewSeat_), next, error)) {
        setMessage(error);
        return;
    }
    const QStringList names = seatNames();
    for (SeatInfo& seat : next.seats) {
        seat.name = seat.seat < names.size() ? names.at(seat.seat) : QString();
        seat.isBot = isBot(seat.seat);
    }
    legal_ = viewSeat_ >= 0 && next.toAct == viewSeat_ ? legalActions(viewSeat_) : QStringList();

    // Cues only for steps seen happen: not for a table just started, resumed or undone.
    const bool stepped = !snapshot_.seats.isEmpty() && snapshot_.seats.size() == next.seats.size();
    const bool newServe =
        stepped && next.lastServe.seat >= 0 && next.lastServe != snapshot_.lastServe;
    int scorer = -1;
    for (qsizetype i = 0; stepped && i < next.seats.size(); ++i) {
        if (next.seats.at(i).score > snapshot_.seats.at(i).score)
            scorer = int(i);
    }
    snapshot_ = next;
    row_.update(next.row);
    hand_.update(next.hand);
    seats_.update(next.seats);
    emit tableChanged();
    if (newServe)
        emit runServed(next.lastServe.seat, int(next.lastServe.kinds.size()));
    if (scorer >= 0)
        emit tipScored(scorer, next.seats.at(scorer).score);
}

void KommeGleichTable::setMessage(const QString& text) {
    if (text == message_)
        return;
    message_ = text;
    emit messageChanged();
}

} // namespace fc::kommegleich_ui
