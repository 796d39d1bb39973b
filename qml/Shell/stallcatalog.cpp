#include "stallcatalog.h"

#include "gameregistry.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QUrl>

const std::vector<StallInfo>& stallTable() {
    static const std::vector<StallInfo> stalls = {
        {"tindahan", QT_TRANSLATE_NOOP("StallCatalog", "Tindahan"),
         QT_TRANSLATE_NOOP("StallCatalog",
                           "Win fruit tricks or place sellers to rule the market stalls."),
         3, 5, "Tindahan"},
        {"kommegleich", QT_TRANSLATE_NOOP("StallCatalog", "Komme gleich!"),
         QT_TRANSLATE_NOOP("StallCatalog",
                           "Match your hand to the row of orders and collect the tips."),
         2, 6, "KommeGleich"},
        {"kandarklash", QT_TRANSLATE_NOOP("StallCatalog", "Kandar Klash!"),
         QT_TRANSLATE_NOOP("StallCatalog",
                           "Everyone at once: lay ingredient cards into the customer's dish."),
         2, 4, "KandarKlash"},
        {"wokup", QT_TRANSLATE_NOOP("StallCatalog", "Wok Up"),
         QT_TRANSLATE_NOOP("StallCatalog",
                           "Flick ingredients into the wok and slap the finished recipes first."),
         2, 6, "WokUp"},
        {"kakilima", QT_TRANSLATE_NOOP("StallCatalog", "Kaki Lima: MCO Mode"),
         QT_TRANSLATE_NOOP("StallCatalog",
                           "Deliver every food order across Penang in as few steps as you can."),
         1, 1, "KakiLima"},
    };
    return stalls;
}

const StallInfo* findStall(const QString& gameId) {
    for (const StallInfo& stall : stallTable()) {
        if (gameId == QLatin1String(stall.gameId))
            return &stall;
    }
    return nullptr;
}

namespace {

QString screenPath(const StallInfo& stall) {
    return QStringLiteral(":/FoodCourt/%1/%1Screen.qml").arg(QLatin1String(stall.module));
}

} // namespace

// Playable only when the engine has the rules AND the app has the table: an engine that
// lands before its screen must not offer a Play button that leads nowhere.
bool StallCatalog::isBuilt(const QString& gameId) {
    const StallInfo* stall = findStall(gameId);
    const fc::GameInfo* info = gameRegistry().find(gameId.toStdString());
    return stall && info && !info->testOnly && QFile::exists(screenPath(*stall));
}

StallCatalog::StallCatalog(QObject* parent) : QAbstractListModel(parent) {
    // Installing a translator sends LanguageChange to the application object only.
    QCoreApplication::instance()->installEventFilter(this);
}

int StallCatalog::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(stallTable().size());
}

QVariant StallCatalog::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const StallInfo& stall = stallTable()[static_cast<std::size_t>(index.row())];
    // The registry is the authority on player counts once a game exists.
    const fc::GameInfo* info = gameRegistry().find(stall.gameId);
    switch (role) {
    case GameIdRole:
        return QString::fromLatin1(stall.gameId);
    case TitleRole:
        return QCoreApplication::translate("StallCatalog", stall.title);
    case PitchRole:
        return QCoreApplication::translate("StallCatalog", stall.pitch);
    case MinPlayersRole:
        return info ? info->minPlayers : stall.minPlayers;
    case MaxPlayersRole:
        return info ? info->maxPlayers : stall.maxPlayers;
    case BuiltRole:
        return isBuilt(QString::fromLatin1(stall.gameId));
    default:
        return {};
    }
}

QHash<int, QByteArray> StallCatalog::roleNames() const {
    return {{GameIdRole, "gameId"},         {TitleRole, "title"},           {PitchRole, "pitch"},
            {MinPlayersRole, "minPlayers"}, {MaxPlayersRole, "maxPlayers"}, {BuiltRole, "built"}};
}

QVariantMap StallCatalog::get(const QString& gameId) const {
    const int row = indexOf(gameId);
    QVariantMap map;
    if (row < 0)
        return map;
    const QModelIndex idx = index(row);
    const auto roles = roleNames();
    for (auto it = roles.begin(); it != roles.end(); ++it)
        map.insert(QString::fromLatin1(it.value()), data(idx, it.key()));
    return map;
}

int StallCatalog::indexOf(const QString& gameId) const {
    const auto& stalls = stallTable();
    for (std::size_t i = 0; i < stalls.size(); ++i) {
        if (gameId == QLatin1String(stalls[i].gameId))
            return static_cast<int>(i);
    }
    return -1;
}

QString StallCatalog::stallTitle(const QString& gameId) const {
    const StallInfo* stall = findStall(gameId);
    return stall ? QCoreApplication::translate("StallCatalog", stall->title) : QString();
}

QUrl StallCatalog::gameScreen(const QString& gameId) const {
    const StallInfo* stall = findStall(gameId);
    if (!stall || !isBuilt(gameId))
        return {};
    return QUrl(QStringLiteral("qrc") + screenPath(*stall));
}

bool StallCatalog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange &&
        rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {TitleRole, PitchRole});
    return QAbstractListModel::eventFilter(watched, event);
}
