// StallCatalog: the five stalls of the food court menu, in menu order, with whether the
// engine has each game yet (a stall without its game shows "Opening soon"). The texts
// are translated when read, and refreshed when the language changes.
#pragma once

#include <QAbstractListModel>
#include <QUrl>
#include <QtQml/qqmlregistration.h>
#include <vector>

// What the menu knows about a stall even before its game exists in the engine.
struct StallInfo {
    const char* gameId;
    const char* title; // translatable (context "StallCatalog")
    const char* pitch; // translatable (context "StallCatalog")
    int minPlayers;
    int maxPlayers;
    const char* module; // its QML module: qrc:/FoodCourt/<module>/<module>Screen.qml
};

const std::vector<StallInfo>& stallTable();
const StallInfo* findStall(const QString& gameId);

class StallCatalog : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ rowCount CONSTANT)

  public:
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        TitleRole,
        PitchRole,
        MinPlayersRole,
        MaxPlayersRole,
        BuiltRole
    };
    Q_ENUM(Role)

    explicit StallCatalog(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // One stall as a map with the role names as keys (empty map for an unknown id).
    Q_INVOKABLE QVariantMap get(const QString& gameId) const;
    Q_INVOKABLE int indexOf(const QString& gameId) const;
    // The stall's title in the current language ("" for an unknown id).
    Q_INVOKABLE QString stallTitle(const QString& gameId) const;
    Q_INVOKABLE bool stallBuilt(const QString& gameId) const { return isBuilt(gameId); }
    // The game's screen, or an empty URL while its stall is not built. A game screen has
    // startNew(setupJson) and resume(saveJson) (each returns "" or the reason), the
    // properties soundOn, botDelayMs and reduceMotion, and signal leave().
    Q_INVOKABLE QUrl gameScreen(const QString& gameId) const;

    // A stall is "built" when the engine registers its game for the app.
    static bool isBuilt(const QString& gameId);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};
