// StallCatalog: the stalls of the food court menu, in menu order, with whether each can be
// played yet (a stall without its game or table shows "Opening soon"). The rows come from
// the list of games (cmake/FoodCourtGames.cmake) and each game's stall.h; the players from
// the registry. The texts are translated when read, and refreshed when the language changes.
#pragma once

#include "stallinfo.h"

#include <QAbstractListModel>
#include <QUrl>
#include <QtQml/qqmlregistration.h>
#include <vector>

// Every stall the build has, in menu order, then the test-only ones (generated).
const std::vector<StallInfo>& stallTable();
const StallInfo* findStall(const QString& gameId);

class StallCatalog : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // Also list the test-only stalls (tests only: the app's menu never shows them).
    Q_PROPERTY(bool includeTestGames READ includeTestGames WRITE setIncludeTestGames NOTIFY
                   includeTestGamesChanged)

  public:
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        TitleRole,
        PitchRole,
        MinPlayersRole,
        MaxPlayersRole,
        BuiltRole,
        AccentRole,    // Theme.palette index of the stall's colour
        ArtKindRole,   // the sign StallArt draws
        RulesPageRole, // its rules summary, qrc:/FoodCourt/<Module>/<Module>Rules.qml
        CreditRole,    // who made the game
        GuidePageRole  // its guided first game, qrc:/FoodCourt/<Module>/<Module>Guide.qml
    };
    Q_ENUM(Role)

    explicit StallCatalog(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    bool includeTestGames() const { return includeTestGames_; }
    void setIncludeTestGames(bool include);

    // One stall as a map with the role names as keys (empty map for an unknown id).
    Q_INVOKABLE QVariantMap get(const QString& gameId) const;
    Q_INVOKABLE int indexOf(const QString& gameId) const;
    // The id of the stall in this row ("" outside the catalogue).
    Q_INVOKABLE QString gameIdAt(int row) const;
    // The stall's title in the current language ("" for an unknown id).
    Q_INVOKABLE QString stallTitle(const QString& gameId) const;
    // Its colour as a Theme.palette index (-1 for an unknown id: Theme.stallColor's default).
    Q_INVOKABLE int accent(const QString& gameId) const;
    Q_INVOKABLE bool stallBuilt(const QString& gameId) const { return isBuilt(gameId); }
    // The game's screen, or an empty URL while its stall is not built. A game screen has
    // startNew(setupJson) and resume(saveJson) (each returns "" or the reason), the
    // properties soundOn, botDelayMs and reduceMotion, and signal leave().
    Q_INVOKABLE QUrl gameScreen(const QString& gameId) const;
    // The game's rules summary, or an empty URL when its module has none.
    Q_INVOKABLE QUrl rulesPage(const QString& gameId) const;
    // The game's guided first game (a GuideScript, docs/guide.md), or an empty URL when its
    // module has none: the menu offers "Learn to play" for it.
    Q_INVOKABLE QUrl guidePage(const QString& gameId) const;
    Q_INVOKABLE bool hasGuide(const QString& gameId) const { return !guidePage(gameId).isEmpty(); }

    // A stall is "built" when the engine registers its game and the build has its screen.
    static bool isBuilt(const QString& gameId);

  signals:
    void countChanged();
    void includeTestGamesChanged();

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    const StallInfo* stallAt(int row) const { return rows_[static_cast<std::size_t>(row)]; }
    const StallInfo* shown(const QString& gameId) const; // nullptr when not in this catalogue
    void fillRows();

    bool includeTestGames_ = false;
    std::vector<const StallInfo*> rows_;
};
