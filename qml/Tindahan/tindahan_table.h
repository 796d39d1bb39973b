// TindahanTable: the Tindahan game as QML sees it. A MatchSession (saves, bots off the UI
// thread) that shows the table through ONE seat's view at a time: the revealed human's,
// or the public view while a hand-off curtain is up. Everything QML binds to comes from
// that view; the rules stay in the engine, which also words every refusal.
#pragma once

#include "hand_model.h"
#include "player_model.h"
#include "stall_model.h"
#include "table_snapshot.h"
#include "trick_model.h"

#include "matchsession.h"
#include "take_back_grace.h"

#include <QtQml/qqmlregistration.h>

namespace fc::tindahan_ui {

class TindahanTable : public MatchSession {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(fc::tindahan_ui::HandModel* hand READ hand CONSTANT)
    Q_PROPERTY(fc::tindahan_ui::StallModel* stalls READ stalls CONSTANT)
    Q_PROPERTY(fc::tindahan_ui::TrickModel* trick READ trick CONSTANT)
    Q_PROPERTY(fc::tindahan_ui::PlayerModel* players READ players CONSTANT)
    // The seat whose hand is shown (-1: none, while a curtain is up or no human plays; with
    // two humans or more also while a bot plays, so nobody's hand stays on show).
    Q_PROPERTY(int viewSeat READ viewSeat NOTIFY tableChanged)
    // A human seat is to act but its hand is not revealed yet: show the hand-off curtain.
    Q_PROPERTY(int handoffSeat READ handoffSeat NOTIFY tableChanged)
    Q_PROPERTY(QString handoffName READ handoffName NOTIFY tableChanged)
    // What happened since the hand-off seat last acted (turn_recap.h), for its curtain.
    Q_PROPERTY(QVariantList handoffRecap READ handoffRecap NOTIFY tableChanged)
    // The take-back grace: the shown player's step may still be taken back (undo()) and
    // their hand stays on show, the bots held (MatchSession::holdBots), for graceMs on the
    // session's clock; then the table moves on (the curtain, a bot). Only for a step the
    // engine lets be taken back that would otherwise hide the hand at once (TakeBackGrace,
    // shared with Komme gleich!).
    Q_PROPERTY(bool takeBackOpen READ takeBackOpen NOTIFY tableChanged)
    Q_PROPERTY(int graceMs READ graceMs WRITE setGraceMs NOTIFY graceMsChanged)
    Q_PROPERTY(int seatToAct READ seatToAct NOTIFY tableChanged)
    // Every seat of the trick in progress in playing order: its leader, then round the
    // table as the engine passes the turn. The trick's places, filled as the seats act;
    // empty while the finished trick stays on show, and once the game is over.
    Q_PROPERTY(QList<int> trickOrder READ trickOrder NOTIFY tableChanged)
    // The shown seat is to act now (its cards and buttons are live).
    Q_PROPERTY(bool myTurn READ myTurn NOTIFY tableChanged)
    Q_PROPERTY(bool canPlaceSeller READ canPlaceSeller NOTIFY tableChanged)
    Q_PROPERTY(bool canMoveTrump READ canMoveTrump NOTIFY tableChanged)
    Q_PROPERTY(int trumpFruit READ trumpFruit NOTIFY tableChanged)
    Q_PROPERTY(int ledFruit READ ledFruit NOTIFY tableChanged)
    Q_PROPERTY(int round READ round NOTIFY tableChanged)
    Q_PROPERTY(int rounds READ rounds NOTIFY tableChanged)
    Q_PROPERTY(int lastTrickWinner READ lastTrickWinner NOTIFY tableChanged)
    // Finished rounds, oldest first: {round, starter, rows:[{seat, name, tricks, hand,
    // stalls:[...], trumpBonus, shutout, total}]}; stalls follow the stall model's order.
    Q_PROPERTY(QVariantList roundResults READ roundResults NOTIFY tableChanged)
    // The last refusal or bot problem in words, for the message line.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)

  public:
    explicit TindahanTable(QObject* parent = nullptr);

    // Started, resumed, played again and taken back (undo) through MatchSession's table
    // contract.

    // The shown seat's actions. Each returns "" or the refusal in words, changing nothing.
    Q_INVOKABLE QString playCard(const QString& cardId);
    Q_INVOKABLE QString placeSeller();
    Q_INVOKABLE QString moveTrump(int fruit);
    // The named player holds the curtain: show their hand.
    Q_INVOKABLE void reveal();
    // Ends the take-back grace now: the step stands and the table moves on.
    Q_INVOKABLE void passOn();
    // "What can I do?" for the shown seat on its turn (tindahan_hint.cpp); see MatchSession.
    QVariantMap hint(int seat) override;
    // The last step as the hand-off recap has it (turn_recap.h), so a guided first game
    // can say a bot's move in one line; an empty map before the first step.
    Q_INVOKABLE QVariantMap lastStepRecap() const;

    HandModel* hand() { return &hand_; }
    StallModel* stalls() { return &stalls_; }
    TrickModel* trick() { return &trick_; }
    PlayerModel* players() { return &players_; }
    int viewSeat() const { return viewSeat_; }
    int handoffSeat() const { return handoffSeat_; }
    QString handoffName() const;
    QVariantList handoffRecap() const { return handoffRecap_; }
    bool takeBackOpen() const { return grace_.open(); }
    int graceMs() const { return grace_.ms(); }
    void setGraceMs(int ms);
    int seatToAct() const { return snapshot_.toAct; }
    QList<int> trickOrder() const { return trickOrder_; }
    bool myTurn() const { return viewSeat_ >= 0 && snapshot_.toAct == viewSeat_; }
    bool canPlaceSeller() const { return canPlaceSeller_; }
    bool canMoveTrump() const { return canMoveTrump_; }
    int trumpFruit() const { return snapshot_.trumpFruit; }
    int ledFruit() const { return snapshot_.ledFruit; }
    int round() const { return snapshot_.round; }
    int rounds() const { return snapshot_.rounds; }
    int lastTrickWinner() const { return snapshot_.lastTrickWinner; }
    QVariantList roundResults() const { return snapshot_.roundResults; }
    QString message() const { return message_; }

  signals:
    void tableChanged();
    void messageChanged();
    void graceMsChanged();
    // Cues for sounds and animations.
    void cardPlayed(int seat, const QString& cardId);
    void sellerPlaced(int seat, int fruit);
    void trumpMoved(int seat, int fruit);
    void trickWon(int seat);
    void roundFinished(int round);

  protected:
    void refresh() override;
    // Shows the first seat to act, or after an undo the seat that took its step back.
    QString continueMatch(const fc::Match& source) override;
    // During the grace the step is still the shown player's to take back.
    bool stepStillOnShow(int seat) const override;
    void clockReplaced(fc::realtime::Clock& previous) override;
    void matchEnding() override;

  private:
    QString act(const QString& action);
    void fillLegality(TableSnapshot& snapshot);
    void setMessage(const QString& text);
    void graceOver();

    HandModel hand_;
    StallModel stalls_;
    TrickModel trick_;
    PlayerModel players_;
    TableSnapshot snapshot_;
    int viewSeat_ = -1;
    int handoffSeat_ = -1;
    bool canPlaceSeller_ = false;
    bool canMoveTrump_ = false;
    int ledBeforeStep_ = -1;    // the led fruit before the last step: a seller's stall
    QList<int> lastTrickOrder_; // the finished trick's playing order (empty: unknown)
    bool replaying_ = false;
    QVariantList handoffRecap_;
    QList<int> trickOrder_;
    bool stepMayGoBack_ = false; // the step being applied may be taken back (engine's word)
    TakeBackGrace grace_;
    QString message_;
};

} // namespace fc::tindahan_ui
