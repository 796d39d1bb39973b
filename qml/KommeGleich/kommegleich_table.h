// KommeGleichTable: the Komme gleich! game as QML sees it. A MatchSession (saves, bots off
// the UI thread) that shows the table through ONE seat's view at a time: the revealed
// human's, or the public view while a hand-off curtain is up. Each step of a turn is one
// call here; the engine decides what is legal and words every refusal.
#pragma once

#include "menu_card_model.h"
#include "seat_model.h"
#include "table_snapshot.h"

#include "matchsession.h"
#include "take_back_grace.h"

#include "kommegleich/move.h"

#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace fc::kommegleich_ui {

class KommeGleichTable : public MatchSession {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(fc::kommegleich_ui::MenuCardModel* hand READ hand CONSTANT)
    Q_PROPERTY(fc::kommegleich_ui::MenuCardModel* row READ row CONSTANT)
    Q_PROPERTY(fc::kommegleich_ui::SeatModel* seats READ seats CONSTANT)
    // The seat whose hand is shown (-1: none, while a curtain is up or no human plays).
    Q_PROPERTY(int viewSeat READ viewSeat NOTIFY tableChanged)
    // A human seat is to act but its hand is not revealed yet: show the hand-off curtain.
    Q_PROPERTY(int handoffSeat READ handoffSeat NOTIFY tableChanged)
    Q_PROPERTY(QString handoffName READ handoffName NOTIFY tableChanged)
    // What the others did since the hand-off seat's last turn, one line per turn in the
    // words the table narrates with (no card a seat kept hidden is named), for its curtain.
    Q_PROPERTY(QStringList handoffRecap READ handoffRecap NOTIFY tableChanged)
    // The take-back grace (TakeBackGrace, shared with Tindahan): the step that ends the
    // shown player's turn and would bring the next player's curtain down (a serve, which
    // deals new cards, or ending the turn) waits graceMs on the session's clock, the hand
    // still on show and the bots held; takeBack() drops it, passOn() or the time applies it.
    Q_PROPERTY(bool takeBackOpen READ takeBackOpen NOTIFY tableChanged)
    // The step waiting in the grace: {kind: "serve" | "done", first, last, rowSlot}, or {}.
    Q_PROPERTY(QVariantMap pendingStep READ pendingStep NOTIFY tableChanged)
    Q_PROPERTY(int graceMs READ graceMs WRITE setGraceMs NOTIFY graceMsChanged)
    Q_PROPERTY(int seatToAct READ seatToAct NOTIFY tableChanged)
    // The shown seat is to act now (its cards and buttons are live).
    Q_PROPERTY(bool myTurn READ myTurn NOTIFY tableChanged)
    // The step of the turn: "draw", "rearrange", "insert", "cover", "discard", "serve", "over".
    Q_PROPERTY(QString phase READ phase NOTIFY tableChanged)
    Q_PROPERTY(int startPlayer READ startPlayer NOTIFY tableChanged)
    Q_PROPERTY(int round READ round NOTIFY tableChanged)
    // The shown seat's drawn card waiting for a place in the hand ("" when none).
    Q_PROPERTY(QString drawnCard READ drawnCard NOTIFY tableChanged)
    Q_PROPERTY(int drawnKind READ drawnKind NOTIFY tableChanged)
    // Someone holds a drawn card (everyone sees that, not which card).
    Q_PROPERTY(int drawnBy READ drawnBy NOTIFY tableChanged)
    Q_PROPERTY(int drawPileCount READ drawPileCount NOTIFY tableChanged)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY tableChanged)
    Q_PROPERTY(int discardTopKind READ discardTopKind NOTIFY tableChanged)
    Q_PROPERTY(int tipsLeft READ tipsLeft NOTIFY tableChanged)
    // {seat, kinds:[...], rowSlot, scoring} of the last run served, or an empty map.
    Q_PROPERTY(QVariantMap lastServe READ lastServe NOTIFY tableChanged)
    // "lastTip" or "supplyCannotPay" once the game is over.
    Q_PROPERTY(QString endReason READ endReason NOTIFY tableChanged)
    // Every seat best first (tips, then served cards face down): [{seat, name, score,
    // faceDown, winner}].
    Q_PROPERTY(QVariantList standings READ standings NOTIFY tableChanged)
    // What the last step was, in words (bots' steps included), for the table to narrate.
    Q_PROPERTY(QString lastStep READ lastStep NOTIFY lastStepChanged)
    // The last refusal or problem in words, for the message line.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)

  public:
    explicit KommeGleichTable(QObject* parent = nullptr);

    // Started, resumed, played again and taken back (undo) through MatchSession's table
    // contract.

    // The shown seat's steps; slots count from 0 (hand slot 0 = the front). Each returns ""
    // or the refusal in words, changing nothing.
    Q_INVOKABLE QString draw();
    Q_INVOKABLE QString insertDrawn(int slot);
    Q_INVOKABLE QString cover(int handSlot, int rowSlot);
    Q_INVOKABLE QString moveCard(int from, int to);
    Q_INVOKABLE QString discard(int handSlot);
    Q_INVOKABLE QString serve(int first, int last, int rowSlot);
    Q_INVOKABLE QString finishTurn();
    // The named player holds the curtain: show their hand.
    Q_INVOKABLE void reveal();
    // In the grace: drops the waiting step (the turn goes on); returns "" or why not.
    Q_INVOKABLE QString takeBack();
    // Ends the grace now: the waiting step is applied and the table moves on.
    Q_INVOKABLE void passOn();

    // Where hand cards first..last could be served now: the row slots they may start at.
    Q_INVOKABLE QList<int> servableRowSlots(int first, int last) const;
    // The longest run the shown seat can serve now: {first, last, rowSlot}, or an empty map.
    Q_INVOKABLE QVariantMap bestRun() const;
    // "What can I do?" for the shown seat on its turn (kommegleich_hint.cpp); see MatchSession.
    QVariantMap hint(int seat) override;
    // A step of `seat` (the engine's notation) in words, as lastStep tells it: "Ana serves 3
    // cards!" ("You serve 3 cards!" for the one human among bots). A guided game says a
    // bot's step with it as the step is applied, before lastStep follows (QML handlers of
    // actionApplied run before the table's own).
    Q_INVOKABLE QString narration(int seat, const QString& action) const;

    MenuCardModel* hand() { return &hand_; }
    MenuCardModel* row() { return &row_; }
    SeatModel* seats() { return &seats_; }
    int viewSeat() const { return viewSeat_; }
    int handoffSeat() const { return handoffSeat_; }
    QString handoffName() const;
    QStringList handoffRecap() const { return handoffRecap_; }
    bool takeBackOpen() const { return grace_.open(); }
    QVariantMap pendingStep() const;
    int graceMs() const { return grace_.ms(); }
    void setGraceMs(int ms);
    int seatToAct() const { return snapshot_.toAct; }
    // Not while its last step waits in the grace: the hand is on show but settled.
    bool myTurn() const { return viewSeat_ >= 0 && snapshot_.toAct == viewSeat_ && !grace_.open(); }
    QString phase() const { return snapshot_.phase; }
    int startPlayer() const { return snapshot_.startPlayer; }
    int round() const { return snapshot_.round; }
    QString drawnCard() const { return snapshot_.drawn.id; }
    int drawnKind() const { return snapshot_.drawn.kind; }
    int drawnBy() const { return snapshot_.drawnBy; }
    int drawPileCount() const { return snapshot_.drawPile; }
    int discardCount() const { return snapshot_.discardCount; }
    int discardTopKind() const { return snapshot_.discardTopKind; }
    int tipsLeft() const { return snapshot_.tipsLeft; }
    QVariantMap lastServe() const;
    QString endReason() const { return snapshot_.end; }
    QVariantList standings() const;
    QString lastStep() const { return lastStep_; }
    QString message() const { return message_; }

  signals:
    void tableChanged();
    void messageChanged();
    void lastStepChanged();
    void graceMsChanged();
    // Cues for sounds and animations, for steps seen happen (not on a start, resume or undo).
    void rowCovered(int seat, int rowSlot);
    void runServed(int seat, int cards);
    void tipScored(int seat, int tipValue);

  protected:
    void refresh() override;
    // Shows the first seat to act, or after an undo the seat that took its step back.
    QString continueMatch(const fc::Match& source) override;
    void clockReplaced(fc::realtime::Clock& previous) override;
    void matchEnding() override;

  private:
    QString act(const QString& action);
    // Applies the shown seat's step, or keeps it in the grace if it ends a turn that a
    // curtain follows; returns the engine's refusal or "".
    QString applyOrDefer(const QString& action);
    void graceOver(int seat, const QString& deferred);
    // A step in the table's words (narration and recap); only what everyone saw.
    QString stepWords(int seat, const fc::kommegleich::Move& move) const;
    QStringList turnRecap(int seat) const;
    // A refusal of a serve says which card does not match which order.
    QString serveRefusal(int first, int last, int rowSlot, const QString& engineMessage) const;
    void setMessage(const QString& text);

    MenuCardModel hand_;
    MenuCardModel row_;
    SeatModel seats_;
    TableSnapshot snapshot_;
    QStringList legal_; // the shown seat's legal steps, when it is to act
    int viewSeat_ = -1;
    int handoffSeat_ = -1;
    bool replaying_ = false;
    QString lastStep_;
    QString message_;
    QStringList handoffRecap_;
    TakeBackGrace grace_;
};

} // namespace fc::kommegleich_ui
