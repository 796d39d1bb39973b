// KakiLimaTable: Kaki Lima: MCO Mode as QML sees it. A MatchSession (autosave, resume)
// for the one seat, shown through that seat's view: the map, the hand and the orders as
// list models, plus what the player is in the middle of choosing (a card, its booster, a
// card to swap away, the orders to take at a stall). The rules stay in the engine: what
// lights up is read from the view's legal actions, and every move goes through apply().
// The planner gives hints and, at the end, the par of the deal, both off the UI thread.
#pragma once

#include "hand_model.h"
#include "map_model.h"
#include "order_model.h"
#include "view_snapshot.h"

#include "matchsession.h"

#include "kakilima/planner.h"

#include <QFutureWatcher>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace fc::kakilima_ui {

class KakiLimaTable : public MatchSession {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(fc::kakilima_ui::MapModel* map READ map CONSTANT)
    Q_PROPERTY(fc::kakilima_ui::HandModel* hand READ hand CONSTANT)
    Q_PROPERTY(fc::kakilima_ui::OrderModel* orders READ orders CONSTANT)
    // "walker", "start", "walk", "won" or "lost" ("" before a game).
    Q_PROPERTY(QString phase READ phase NOTIFY tableChanged)
    Q_PROPERTY(int walker READ walker NOTIFY tableChanged) // character, -1: unchosen
    Q_PROPERTY(QString walkerName READ walkerName NOTIFY tableChanged)
    Q_PROPERTY(int position READ position NOTIFY tableChanged) // cell, -1: not on the map
    Q_PROPERTY(int drawCount READ drawCount NOTIFY tableChanged)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY tableChanged)
    Q_PROPERTY(QString discardTop READ discardTop NOTIFY tableChanged)
    Q_PROPERTY(int tokens READ tokens NOTIFY tableChanged)
    Q_PROPERTY(QList<int> bag READ bag NOTIFY tableChanged) // characters whose orders ride along
    // The score so far: {delivered, orders, tokens, tokenPoints, allTokens, steps, total}.
    Q_PROPERTY(QVariantMap score READ score NOTIFY tableChanged)
    Q_PROPERTY(QString rankingText READ rankingText NOTIFY tableChanged)
    // The choice in progress: the selected hand row (-1: none), its booster, its swap.
    Q_PROPERTY(int selectedRow READ selectedRow NOTIFY tableChanged)
    Q_PROPERTY(int selectedSteps READ selectedSteps NOTIFY tableChanged)
    Q_PROPERTY(int plainSteps READ plainSteps NOTIFY tableChanged)
    Q_PROPERTY(bool canBoost READ canBoost NOTIFY tableChanged)
    Q_PROPERTY(int boostedSteps READ boostedSteps NOTIFY tableChanged)
    Q_PROPERTY(bool boosted READ boosted NOTIFY tableChanged)
    Q_PROPERTY(bool canSwap READ canSwap NOTIFY tableChanged)
    Q_PROPERTY(bool swapping READ swapping NOTIFY tableChanged) // a hand tap picks the swap
    Q_PROPERTY(QString swapCard READ swapCard NOTIFY tableChanged)
    Q_PROPERTY(bool givesToken READ givesToken NOTIFY tableChanged)
    // A walk to a stall where the orders to take are a choice: [{take, label}].
    Q_PROPERTY(int pendingEnd READ pendingEnd NOTIFY tableChanged)
    Q_PROPERTY(QVariantList takeChoices READ takeChoices NOTIFY tableChanged)
    Q_PROPERTY(bool hintBusy READ hintBusy NOTIFY hintChanged)
    Q_PROPERTY(QString hintText READ hintText NOTIFY hintChanged)
    // The hint as the engine's action ("walk 3x2 as 6 to C4 take siti"; "" without a hint).
    Q_PROPERTY(QString hintAction READ hintAction NOTIFY hintChanged)
    // The planner's score on the same deal, once worked out at the end (-1000: not yet).
    Q_PROPERTY(bool parBusy READ parBusy NOTIFY parChanged)
    Q_PROPERTY(int parScore READ parScore NOTIFY parChanged)
    Q_PROPERTY(bool parWon READ parWon NOTIFY parChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    // The eight characters' names by index (for badges).
    Q_PROPERTY(QStringList characterNames READ characterNames CONSTANT)
    // The four stalls' names by index, in the player's language.
    Q_PROPERTY(QStringList stallNames READ stallNames NOTIFY tableChanged)

  public:
    static constexpr int kNoPar = -1000;

    explicit KakiLimaTable(QObject* parent = nullptr);
    ~KakiLimaTable() override;

    // Started, resumed, played again and taken back (undo) through MatchSession's table
    // contract; a new match's "walker" option, if any, is played as its first choice.
    // The same deal again from the top (with the same walker, when one was chosen).
    Q_INVOKABLE QString replayDeal();

    // The player's taps. Each returns "" or the refusal in words, changing nothing then.
    Q_INVOKABLE QString chooseWalker(const QString& id); // a character id or "random"
    Q_INVOKABLE QString tapCard(int row);                // select / deselect / pick swap
    Q_INVOKABLE QString tapCell(int cell);               // the start, or where to walk
    Q_INVOKABLE QString setBoosted(bool on);
    Q_INVOKABLE QString setSwapping(bool on);
    Q_INVOKABLE QString takeOrders(const QString& take); // one of takeChoices' take
    Q_INVOKABLE void cancelTake();
    Q_INVOKABLE QString requestHint();
    // "What can I do?" through the one hint control: the planner's advice
    // (kakilima_hint.cpp); see MatchSession.
    QVariantMap hint(int seat) override;
    // A card token ("3x2") as the cards show it ("3 ×2"); "" for no card.
    Q_INVOKABLE QString cardLabel(const QString& token) const;

    MapModel* map() { return &map_; }
    HandModel* hand() { return &hand_; }
    OrderModel* orders() { return &orders_; }
    QString phase() const { return view_.phase; }
    int walker() const { return view_.walker; }
    QString walkerName() const;
    int position() const { return view_.position; }
    int drawCount() const { return view_.drawCount; }
    int discardCount() const { return int(view_.discard.size()); }
    QString discardTop() const {
        return view_.discard.isEmpty() ? QString() : view_.discard.last();
    }
    int tokens() const { return view_.tokens; }
    QList<int> bag() const;
    QVariantMap score() const;
    QString rankingText() const;
    int selectedRow() const;
    int selectedSteps() const;
    int plainSteps() const;
    bool canBoost() const;
    int boostedSteps() const;
    bool boosted() const { return choice_.boosted; }
    bool canSwap() const;
    bool swapping() const { return choice_.swapping; }
    QString swapCard() const;
    bool givesToken() const;
    int pendingEnd() const { return choice_.pendingEnd; }
    QVariantList takeChoices() const;
    bool hintBusy() const { return hintWatcher_.isRunning(); }
    QString hintText() const { return hintText_; }
    QString hintAction() const;
    bool parBusy() const { return parWatcher_.isRunning(); }
    int parScore() const { return parScore_; }
    bool parWon() const { return parWon_; }
    QString message() const { return message_; }
    QStringList characterNames() const;
    QStringList stallNames() const;

  signals:
    void tableChanged();
    void messageChanged();
    void hintChanged();
    void parChanged();
    // A walk was made: the cells walked (start and end included), then who got their
    // order and whose orders were picked up (names), and whether a clearing token came.
    void walked(const QVariantList& path, const QStringList& delivered, const QStringList& pickedUp,
                bool gainedToken);
    void gameEnded(bool won);

  protected:
    void refresh() override;
    QString continueMatch(const fc::Match& source) override;

  private:
    struct HintJob {
        quint64 generation = 0;
        std::size_t logSize = 0;
        bool ok = false;
        fc::kakilima::Hint hint;
        QString error;
    };
    struct ParJob {
        quint64 generation = 0;
        fc::kakilima::ParResult par;
    };

    QString act(const QString& action);
    // Plays `move` if the engine allows it; else its refusal in words.
    QString play(const fc::kakilima::Move& move);
    // The engine's answer to `ask` on what the view proves (a finished game refuses all).
    fc::Refusal judge(const std::function<fc::Refusal(const fc::kakilima::State&)>& ask) const;
    static QString chooseCardFirst();
    QString replay(const fc::Match& source, std::size_t steps);
    QString refuse(const QString& reason);
    void setMessage(const QString& text);
    void rebuildRows();
    void afterStep(const QString& action);
    void hintFinished();
    void startPar();
    void parFinished();

    // The selection, read against the view's legal walks.
    const HandCard* selectedCard() const;
    fc::kakilima::Card selectedEngineCard() const;
    fc::kakilima::Card swapEngineCard() const;
    std::vector<fc::kakilima::Move> walksForChoice() const; // card, booster, swap as chosen
    // The walk to `end` taking `take`, with the card, booster and swap chosen so far.
    fc::kakilima::Move walkMove(int end, int take) const;
    QString characterName(int character) const;
    QStringList characterNames(const QList<int>& characters) const;

    MapModel map_;
    HandModel hand_;
    OrderModel orders_;
    ViewSnapshot view_;
    // What the player is choosing; dropped after every step.
    struct Choice {
        QString selectedKey;
        bool boosted = false;
        bool swapping = false;
        QString swapKey;
        int pendingEnd = -1;
        QList<int> pendingTakes; // bit per character, the biggest take first
    };
    Choice choice_;
    bool replaying_ = false;
    quint64 generation_ = 0; // bumped when the match is replaced (a par is per deal)
    QString message_;
    QFutureWatcher<HintJob> hintWatcher_;
    std::optional<fc::kakilima::Hint> hint_;
    QString hintText_;
    QString hintError_; // the planner's refusal, for hint() to say once
    QFutureWatcher<ParJob> parWatcher_;
    int parScore_ = kNoPar;
    bool parWon_ = false;
};

} // namespace fc::kakilima_ui
