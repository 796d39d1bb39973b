#include "seatsetupmodel.h"

#include "gameregistry.h"
#include "remembered_seats.h"
#include "stallcatalog.h"

#include <QCoreApplication>
#include <QEvent>
#include <QRandomGenerator>
#include <algorithm>
#include <utility>

SeatSetupModel::SeatSetupModel(QObject* parent) : QAbstractListModel(parent) {
    // Default names follow the language; installing a translator notifies the app object.
    QCoreApplication::instance()->installEventFilter(this);
}

int SeatSetupModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant SeatSetupModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int seat = index.row();
    const SeatEntry& entry = seats_[static_cast<std::size_t>(seat)];
    switch (role) {
    case SeatRole:
        return seat;
    case NameRole:
        return displayName(seat);
    case CustomNameRole:
        return entry.customName;
    case BotRole:
        return entry.bot;
    case StrengthRole:
        return entry.strength;
    case AvatarRole:
        return entry.avatar;
    default:
        return {};
    }
}

bool SeatSetupModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    switch (role) {
    case NameRole:
    case CustomNameRole:
        return setName(index.row(), value.toString());
    case BotRole:
        return setBot(index.row(), value.toBool());
    case StrengthRole:
        return setStrength(index.row(), value.toString());
    case AvatarRole:
        return setAvatar(index.row(), value.toString());
    default:
        return false;
    }
}

Qt::ItemFlags SeatSetupModel::flags(const QModelIndex& index) const {
    // Only rows are editable; the root index must stay flag-free for views and testers.
    const Qt::ItemFlags base = QAbstractListModel::flags(index);
    return index.isValid() ? base | Qt::ItemIsEditable : base;
}

QHash<int, QByteArray> SeatSetupModel::roleNames() const {
    return {{SeatRole, "seat"}, {NameRole, "name"},         {CustomNameRole, "customName"},
            {BotRole, "bot"},   {StrengthRole, "strength"}, {AvatarRole, "avatar"}};
}

void SeatSetupModel::setGameId(const QString& id) {
    if (id == gameId_)
        return;
    gameId_ = id;
    // The adjustments below carry the last stall's seats over; they are no choice made at
    // this stall, which recall() then restores.
    const bool wasRecalling = std::exchange(recalling_, true);
    // The registry knows the game's rules of entry (every stall's game is registered).
    if (const fc::GameInfo* info = gameRegistry().find(id.toStdString())) {
        minSeats_ = info->minPlayers;
        maxSeats_ = info->maxPlayers;
        botStrengths_.clear();
        for (const std::string& s : info->botStrengths)
            botStrengths_.append(QString::fromStdString(s));
    } else {
        minSeats_ = maxSeats_ = 1;
        botStrengths_.clear();
    }
    // Seats keep their edits, but bots need a strength this game offers.
    for (int seat = 0; seat < count(); ++seat) {
        SeatEntry& entry = seats_[static_cast<std::size_t>(seat)];
        const bool bot = entry.bot && !botStrengths_.isEmpty();
        const QString strength =
            botStrengths_.contains(entry.strength) ? entry.strength : defaultStrength();
        if (bot != entry.bot || strength != entry.strength) {
            entry.bot = bot;
            entry.strength = strength;
            changed(seat, {BotRole, StrengthRole});
        }
    }
    emit gameIdChanged();
    emit playedSeatsChanged();
    setCount(std::clamp(count(), minSeats_, maxSeats_));
    recalling_ = wasRecalling;
    if (remember_)
        recall();
}

void SeatSetupModel::setRemember(bool on) {
    if (on == remember_)
        return;
    remember_ = on;
    emit rememberChanged();
    if (on)
        recall();
}

void SeatSetupModel::recall() {
    if (const std::optional<RememberedSeats> last = recallSeats(gameId_)) {
        recalling_ = true;
        apply(*last);
        recalling_ = false;
    }
    emit playedSeatsChanged();
}

void SeatSetupModel::apply(const RememberedSeats& chosen) {
    setCount(static_cast<int>(chosen.seats.size()));
    for (int seat = 0; seat < count() && seat < static_cast<int>(chosen.seats.size()); ++seat) {
        const RememberedSeat& was = chosen.seats[static_cast<std::size_t>(seat)];
        setName(seat, was.name);
        setStrength(seat, was.strength); // refused if this game has no such strength
        setBot(seat, was.bot);
        setAvatar(seat, was.avatar);
    }
    setStartSeat(chosen.startSeat);
}

namespace {

RememberedSeats chosenSeats(int startSeat, const QList<RememberedSeat>& seats) {
    RememberedSeats chosen;
    chosen.startSeat = startSeat;
    chosen.seats.assign(seats.begin(), seats.end());
    return chosen;
}

} // namespace

void SeatSetupModel::store() const {
    if (!remember_ || recalling_ || gameId_.isEmpty())
        return;
    QList<RememberedSeat> seats;
    for (const SeatEntry& entry : seats_)
        seats.append({entry.customName, entry.bot, entry.strength, entry.avatar});
    rememberSeats(gameId_, chosenSeats(startSeat_, seats));
}

void SeatSetupModel::rememberPlayed() {
    if (gameId_.isEmpty() || seats_.empty())
        return;
    QList<RememberedSeat> seats;
    for (const SeatEntry& entry : seats_)
        seats.append({entry.customName, entry.bot, entry.strength, entry.avatar});
    rememberPlayedSeats(gameId_, chosenSeats(startSeat_, seats));
    emit playedSeatsChanged();
}

bool SeatSetupModel::restorePlayed() {
    const std::optional<RememberedSeats> played = recallPlayedSeats(gameId_);
    if (!played)
        return false;
    apply(*played); // each edit is remembered as this stall's seats, as a tap's would be
    return true;
}

bool SeatSetupModel::hasPlayedSeats() const {
    return recallPlayedSeats(gameId_).has_value();
}

QStringList SeatSetupModel::seatedNames() const {
    QStringList names;
    for (const SeatEntry& entry : seats_)
        names.append(entry.bot ? QString() : entry.customName);
    return names;
}

int SeatSetupModel::seatOf(const QString& name) const {
    const QString wanted = name.trimmed();
    if (wanted.isEmpty())
        return -1;
    return static_cast<int>(seatedNames().indexOf(wanted));
}

int SeatSetupModel::seatPlayer(const QString& name, const QString& avatar) {
    if (name.trimmed().isEmpty())
        return -1;
    if (const int already = seatOf(name); already >= 0)
        return already;
    for (int seat = 0; seat < count(); ++seat) {
        const SeatEntry& entry = seats_[static_cast<std::size_t>(seat)];
        if (!entry.bot && entry.customName.isEmpty()) {
            setName(seat, name);
            setAvatar(seat, avatar);
            return seat;
        }
    }
    return -1;
}

bool SeatSetupModel::setAvatar(int seat, const QString& avatar) {
    if (seat < 0 || seat >= count())
        return false;
    SeatEntry& entry = seats_[static_cast<std::size_t>(seat)];
    const QString trimmed = avatar.trimmed();
    if (trimmed == entry.avatar)
        return true;
    entry.avatar = trimmed;
    changed(seat, {AvatarRole});
    return true;
}

void SeatSetupModel::setCount(int wanted) {
    wanted = std::clamp(wanted, minSeats_, maxSeats_);
    const int current = count();
    if (wanted == current)
        return;
    if (wanted > current) {
        beginInsertRows({}, current, wanted - 1);
        seats_.resize(static_cast<std::size_t>(wanted),
                      SeatEntry{{}, false, defaultStrength(), {}});
        endInsertRows();
    } else {
        beginRemoveRows({}, wanted, current - 1);
        seats_.resize(static_cast<std::size_t>(wanted));
        endRemoveRows();
    }
    emit countChanged();
    emit seatsEdited();
    if (startSeat_ >= wanted)
        setStartSeat(wanted - 1);
    store();
}

void SeatSetupModel::setStartSeat(int seat) {
    seat = std::clamp(seat, 0, std::max(0, count() - 1));
    if (seat == startSeat_)
        return;
    startSeat_ = seat;
    emit startSeatChanged();
    store();
}

bool SeatSetupModel::setName(int seat, const QString& name) {
    if (seat < 0 || seat >= count())
        return false;
    SeatEntry& entry = seats_[static_cast<std::size_t>(seat)];
    const QString trimmed = name.trimmed();
    if (trimmed == entry.customName)
        return true;
    entry.customName = trimmed;
    changed(seat, {NameRole, CustomNameRole});
    return true;
}

bool SeatSetupModel::setBot(int seat, bool bot) {
    if (seat < 0 || seat >= count() || (bot && botStrengths_.isEmpty()))
        return false;
    SeatEntry& entry = seats_[static_cast<std::size_t>(seat)];
    if (entry.bot == bot)
        return true;
    entry.bot = bot;
    changed(seat, {BotRole});
    return true;
}

bool SeatSetupModel::setStrength(int seat, const QString& strength) {
    if (seat < 0 || seat >= count() || !botStrengths_.contains(strength))
        return false;
    SeatEntry& entry = seats_[static_cast<std::size_t>(seat)];
    if (entry.strength == strength)
        return true;
    entry.strength = strength;
    changed(seat, {StrengthRole});
    return true;
}

QVariantMap SeatSetupModel::setup() const {
    QVariantList seats;
    for (int seat = 0; seat < count(); ++seat) {
        const SeatEntry& entry = seats_[static_cast<std::size_t>(seat)];
        seats.append(
            QVariantMap{{QStringLiteral("name"), displayName(seat)},
                        {QStringLiteral("bot"), entry.bot},
                        {QStringLiteral("strength"), entry.bot ? entry.strength : QString()}});
    }
    // A fresh seed per game; saves keep it, so every game can still be replayed.
    const QString seed = QString::number(QRandomGenerator::global()->generate64());
    return {{QStringLiteral("players"), count()},
            {QStringLiteral("seed"), seed},
            {QStringLiteral("startSeat"), startSeat_},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("options"), QVariantMap()}};
}

void SeatSetupModel::forgetRememberedSeats() {
    forgetAllSeats();
}

bool SeatSetupModel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange &&
        count() > 0)
        emit dataChanged(index(0), index(count() - 1), {NameRole});
    return QAbstractListModel::eventFilter(watched, event);
}

QString SeatSetupModel::displayName(int seat) const {
    const QString& custom = seats_[static_cast<std::size_t>(seat)].customName;
    //: Default name of a seat at the table; %1 is the seat number (1, 2, ...).
    return custom.isEmpty() ? tr("Player %1").arg(seat + 1) : custom;
}

QString SeatSetupModel::defaultStrength() const {
    if (botStrengths_.contains(QLatin1String("medium")))
        return QStringLiteral("medium");
    return botStrengths_.isEmpty() ? QString() : botStrengths_.at(botStrengths_.size() / 2);
}

void SeatSetupModel::changed(int seat, const QList<int>& roles) {
    const QModelIndex idx = index(seat);
    emit dataChanged(idx, idx, roles);
    emit seatsEdited();
    store();
}
