#include "stallcatalog.h"

#include "gameregistry.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QUrl>

const StallInfo* findStall(const QString& gameId) {
    for (const StallInfo& stall : stallTable()) {
        if (gameId == QLatin1String(stall.gameId))
            return &stall;
    }
    return nullptr;
}

namespace {

// A file of the stall's QML module by its naming convention: <Module><suffix>.qml.
QString modulePath(const StallInfo& stall, const char* suffix) {
    return QStringLiteral(":/FoodCourt/%1/%1%2.qml")
        .arg(QLatin1String(stall.module), QLatin1String(suffix));
}

QUrl moduleUrl(const StallInfo& stall, const char* suffix) {
    return QUrl(QStringLiteral("qrc") + modulePath(stall, suffix));
}

} // namespace

// Playable only when the engine has the rules AND the build has the table: an engine that
// lands before its screen must not offer a Play button that leads nowhere.
bool StallCatalog::isBuilt(const QString& gameId) {
    const StallInfo* stall = findStall(gameId);
    return stall && gameRegistry().find(gameId.toStdString()) &&
           QFile::exists(modulePath(*stall, "Screen"));
}

StallCatalog::StallCatalog(QObject* parent) : QAbstractListModel(parent) {
    fillRows();
    // Installing a translator sends LanguageChange to the application object only.
    QCoreApplication::instance()->installEventFilter(this);
}

void StallCatalog::fillRows() {
    rows_.clear();
    for (const StallInfo& stall : stallTable()) {
        if (!stall.testOnly || includeTestGames_)
            rows_.push_back(&stall);
    }
}

void StallCatalog::setIncludeTestGames(bool include) {
    if (include == includeTestGames_)
        return;
    const int before = rowCount();
    beginResetModel();
    includeTestGames_ = include;
    fillRows();
    endResetModel();
    emit includeTestGamesChanged();
    if (rowCount() != before)
        emit countChanged();
}

const StallInfo* StallCatalog::shown(const QString& gameId) const {
    const int row = indexOf(gameId);
    return row < 0 ? nullptr : stallAt(row);
}

int StallCatalog::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant StallCatalog::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const StallInfo& stall = *stallAt(index.row());
    const fc::GameInfo* info = gameRegistry().find(stall.gameId); // the players' authority
    switch (role) {
    case GameIdRole:
        return QString::fromLatin1(stall.gameId);
    case TitleRole:
        return QCoreApplication::translate("StallCatalog", stall.card.title);
    case PitchRole:
        return QCoreApplication::translate("StallCatalog", stall.card.pitch);
    case MinPlayersRole:
        return info ? info->minPlayers : 0;
    case MaxPlayersRole:
        return info ? info->maxPlayers : 0;
    case BuiltRole:
        return isBuilt(QString::fromLatin1(stall.gameId));
    case AccentRole:
        return stall.card.accent;
    case ArtKindRole:
        return QString::fromLatin1(stall.card.artKind);
    case RulesPageRole:
        return rulesPage(QString::fromLatin1(stall.gameId));
    case GuidePageRole:
        return guidePage(QString::fromLatin1(stall.gameId));
    case CreditRole:
        return QCoreApplication::translate("StallCatalog", stall.card.credit);
    default:
        return {};
    }
}

QHash<int, QByteArray> StallCatalog::roleNames() const {
    return {{GameIdRole, "gameId"},         {TitleRole, "title"},
            {PitchRole, "pitch"},           {MinPlayersRole, "minPlayers"},
            {MaxPlayersRole, "maxPlayers"}, {BuiltRole, "built"},
            {AccentRole, "accent"},         {ArtKindRole, "artKind"},
            {RulesPageRole, "rulesPage"},   {CreditRole, "credit"},
            {GuidePageRole, "guidePage"}};
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
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        if (gameId == QLatin1String(rows_[i]->gameId))
            return static_cast<int>(i);
    }
    return -1;
}

QString StallCatalog::gameIdAt(int row) const {
    return row >= 0 && row < rowCount() ? QString::fromLatin1(stallAt(row)->gameId) : QString();
}

QString StallCatalog::stallTitle(const QString& gameId) const {
    const StallInfo* stall = shown(gameId);
    return stall ? QCoreApplication::translate("StallCatalog", stall->card.title) : QString();
}

int StallCatalog::accent(const QString& gameId) const {
    const StallInfo* stall = shown(gameId);
    return stall ? stall->card.accent : -1;
}

QUrl StallCatalog::gameScreen(const QString& gameId) const {
    const StallInfo* stall = shown(gameId);
    if (!stall || !isBuilt(gameId))
        return {};
    return moduleUrl(*stall, "Screen");
}

QUrl StallCatalog::rulesPage(const QString& gameId) const {
    const StallInfo* stall = shown(gameId);
    if (!stall || !QFile::exists(modulePath(*stall, "Rules")))
        return {};
    return moduleUrl(*stall, "Rules");
}

QUrl StallCatalog::guidePage(const QString& gameId) const {
    const StallInfo* stall = shown(gameId);
    if (!stall || !isBuilt(gameId) || !QFile::exists(modulePath(*stall, "Guide")))
        return {};
    return moduleUrl(*stall, "Guide");
}

bool StallCatalog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange &&
        rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {TitleRole, PitchRole, CreditRole});
    return QAbstractListModel::eventFilter(watched, event);
}
