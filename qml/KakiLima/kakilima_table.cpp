#include "kakilima_table.h"

#include "kakilima_words.h"
#include "refusal_text.h"

#include "gameregistry.h"
#include "setupconversion.h"

#include "core/save.h"
#include "kakilima/board.h"
#include "kakilima/kakilima_game.h"
#include "kakilima/refusals.h"

#include <QtConcurrent/QtConcurrentRun>
#include <boost/json/parse.hpp>

#include <algorithm>
#include <bit>
#include <optional>

namespace fc::kakilima_ui {

namespace kl = fc::kakilima;

namespace {

constexpr std::string_view kGameId = "kakilima";

QString gameIdText() {
    return QString::fromUtf8(kGameId.data(), qsizetype(kGameId.size()));
}

// The setup a match starts from here: without its options, as a walker named there is
// played as the first choice instead (optionWalkerStep).
QVariantMap setupWithoutOptions(const fc::Setup& setup) {
    QVariantMap map = setupToVariant(setup);
    map.remove(QStringLiteral("options"));
    return map;
}

// The walker a setup's options name, as the step that chooses it (the same game as the
// engine's start with the option, one step later); none when they name no one.
std::optional<kl::Move> optionWalkerStep(const fc::Setup& setup) {
    const Result<int> walker = kl::KakiLimaGame::walkerOption(setup);
    if (!walker || walker.value() < 0)
        return std::nullopt;
    return kl::walkerAction(walker.value() == kl::kRandomWalker
                                ? std::string_view("random")
                                : kl::kCharacterList[std::size_t(walker.value())].id);
}

bool choosesWalker(const std::vector<fc::LoggedAction>& log) {
    const auto first = log.empty() ? std::nullopt : kl::parseMove(log.front().action);
    return first && first->kind == kl::Move::ChooseWalker;
}

QString boosterKind(kl::Card card) {
    switch (kl::boosterOf(card)) {
    case kl::Booster::Double:
        return QStringLiteral("x2");
    case kl::Booster::PlusTwo:
        return QStringLiteral("+2");
    case kl::Booster::ClearPickUp:
    case kl::Booster::ClearMove:
        return QStringLiteral("clearing");
    case kl::Booster::Swap:
        return QStringLiteral("swap");
    case kl::Booster::None:
        break;
    }
    return {};
}

kl::Card cardOf(const QString& token) {
    return kl::parseCardToken(token.toStdString()).value_or(0);
}

template <class Pred> bool anyLegalWalk(const kl::MoveList& legal, Pred wanted) {
    return std::any_of(legal.begin(), legal.end(),
                       [&](const kl::Move& m) { return m.kind == kl::Move::Walk && wanted(m); });
}

int houseIndexOf(int cell) {
    const auto it = std::find(kl::kHouseCells.begin(), kl::kHouseCells.end(), cell);
    return it == kl::kHouseCells.end() ? -1 : int(it - kl::kHouseCells.begin());
}

// The hand in display order: cards still held keep their places (and keys), drawn cards
// join at the end in the engine's order. Keys tell two alike cards apart.
QList<HandCard> handInDisplayOrder(const QList<HandCard>& shown, QStringList tokens) {
    QList<HandCard> rows;
    for (const HandCard& card : shown) {
        if (tokens.removeOne(card.token))
            rows.append(card);
    }
    for (const QString& token : tokens) {
        HandCard card;
        card.token = token;
        for (int copy = 0; card.key.isEmpty(); ++copy) {
            const QString key = token + QLatin1Char('#') + QString::number(copy);
            if (std::none_of(rows.begin(), rows.end(),
                             [&](const HandCard& c) { return c.key == key; }))
                card.key = key;
        }
        const kl::Card engineCard = cardOf(token);
        card.number = kl::numberOf(engineCard);
        card.booster = boosterKind(engineCard);
        rows.append(card);
    }
    return rows;
}

} // namespace

KakiLimaTable::KakiLimaTable(QObject* parent) : MatchSession(gameIdText(), parent) {
    connect(this, &MatchSession::actionApplied, this,
            [this](int, const QString& action) { afterStep(action); });
    connect(&hintWatcher_, &QFutureWatcher<HintJob>::finished, this, &KakiLimaTable::hintFinished);
    connect(&parWatcher_, &QFutureWatcher<ParJob>::finished, this, &KakiLimaTable::parFinished);
}

KakiLimaTable::~KakiLimaTable() {
    // The planner works on copies of the view, but its result must not reach a dead table.
    hintWatcher_.disconnect(this);
    parWatcher_.disconnect(this);
    hintWatcher_.waitForFinished();
    parWatcher_.waitForFinished();
}

// ---- starting, resuming, replaying ----

QString KakiLimaTable::continueMatch(const fc::Match& source) {
    if (const Result<int> walkerOption = kl::KakiLimaGame::walkerOption(source.setup());
        !walkerOption)
        return refuse(QString::fromStdString(walkerOption.message()));
    return replay(source, source.log().size());
}

QString KakiLimaTable::replayDeal() {
    if (!match())
        //: Refusal: no game to play again.
        return refuse(tr("No game is in progress."));
    return replay(*match(), choosesWalker(match()->log()) ? 1 : 0);
}

QString KakiLimaTable::replay(const fc::Match& source, std::size_t steps) {
    const fc::Match copy = source; // `source` may be our own match, which start() replaces
    const bool saving = autosave();
    replaying_ = true;
    setAutosave(steps == 0 && saving); // only the final state needs writing
    QString error = start(gameIdText(), setupWithoutOptions(copy.setup()));
    if (!error.isEmpty()) { // refused before anything changed
        setAutosave(saving);
        replaying_ = false;
        return refuse(error);
    }
    // A walker the options name, where the log does not choose one (a fresh setup, or a
    // save the engine wrote from such a start: its log begins at "start"), comes first.
    if (const std::optional<kl::Move> walker = optionWalkerStep(copy.setup());
        walker && !choosesWalker(copy.log()))
        error = apply(0, QString::fromStdString(kl::moveToText(*walker)));
    for (std::size_t i = 0; error.isEmpty() && i < steps; ++i) {
        if (i + 1 == steps)
            setAutosave(saving);
        const fc::LoggedAction& logged = copy.log()[i];
        error = apply(logged.seat, QString::fromStdString(logged.action));
    }
    setAutosave(saving);
    replaying_ = false;
    ++generation_;
    choice_ = {};
    hint_.reset();
    hintText_.clear();
    parScore_ = kNoPar;
    parWon_ = false;
    view_ = {};
    hand_.update({});
    refresh();
    emit hintChanged();
    emit parChanged();
    emit stateChanged();
    setMessage(error);
    if (view_.over())
        startPar(); // a finished game resumed: its end screen wants the par too
    return error;
}

// ---- the player's taps ----

QString KakiLimaTable::chooseWalker(const QString& id) {
    return play(kl::walkerAction(id.toStdString())); // a name that is no one: the engine says so
}

QString KakiLimaTable::tapCard(int row) {
    const QList<HandCard>& rows = hand_.rows();
    const HandCard* card = row >= 0 && row < rows.size() ? &rows.at(row) : nullptr;
    const kl::Card tapped = card ? cardOf(card->token) : kl::Card{0}; // 0: no card, never held
    if (card && choice_.swapping && !choice_.selectedKey.isEmpty() &&
        card->key != choice_.selectedKey) {
        const kl::Card played = selectedEngineCard();
        if (const fc::Refusal why = judge([&](const kl::State& s) {
                return s.refusalOfSwap(played, choice_.boosted, tapped);
            }))
            return refuse(refusalText(why));
        choice_.swapKey = choice_.swapKey == card->key ? QString() : card->key;
        choice_.swapping = false;
    } else if (card && card->key == choice_.selectedKey) {
        choice_ = {};
    } else if (const fc::Refusal why =
                   judge([&](const kl::State& s) { return s.refusalOfCard(tapped); });
               why || !card) { // no card is never held: the engine refuses it
        return refuse(refusalText(why));
    } else {
        choice_ = {};
        choice_.selectedKey = card->key;
        // A card whose only walks use its booster starts boosted.
        choice_.boosted = walksForChoice().empty();
    }
    setMessage({});
    rebuildRows();
    return {};
}

QString KakiLimaTable::setBoosted(bool on) {
    if (on == choice_.boosted || choice_.selectedKey.isEmpty())
        return {};
    const kl::Card card = selectedEngineCard();
    if (const fc::Refusal why =
            judge([&](const kl::State& s) { return s.refusalOfCard(card, on); }))
        return refuse(refusalText(why));
    choice_.boosted = on;
    choice_.swapKey.clear(); // a swap is checked against the walk it goes with
    choice_.pendingEnd = -1;
    choice_.pendingTakes.clear();
    rebuildRows();
    return {};
}

QString KakiLimaTable::setSwapping(bool on) {
    if (on) {
        if (choice_.selectedKey.isEmpty())
            return refuse(chooseCardFirst());
        const kl::Card card = selectedEngineCard();
        if (const fc::Refusal why = judge(
                [&](const kl::State& s) { return s.refusalOfSwap(card, choice_.boosted, 0); }))
            return refuse(refusalText(why));
    }
    choice_.swapping = on;
    if (on)
        choice_.swapKey.clear();
    rebuildRows();
    return {};
}

QString KakiLimaTable::tapCell(int cell) {
    // Off the map: no square (one past the last, whatever the tap said).
    const int target = cell >= 0 && cell < kl::kCells ? cell : kl::kCells;
    if (view_.phase != QLatin1String("walk"))
        return play(kl::Move::start(target)); // or the engine says why not now
    if (choice_.selectedKey.isEmpty())
        return refuse(chooseCardFirst());
    QList<int> takes;
    for (const kl::Move& move : walksForChoice()) {
        if (move.target == target && !takes.contains(move.take))
            takes.append(move.take);
    }
    if (takes.size() <= 1) // none: the engine says why the walk cannot end there
        return play(walkMove(target, takes.isEmpty() ? 0 : takes.first()));
    // Which orders to take is the player's choice: ask, biggest take first.
    std::stable_sort(takes.begin(), takes.end(), [](int a, int b) {
        return std::popcount(unsigned(a)) > std::popcount(unsigned(b));
    });
    choice_.pendingEnd = target;
    choice_.pendingTakes = takes;
    setMessage({});
    rebuildRows();
    return {};
}

QString KakiLimaTable::takeOrders(const QString& take) {
    if (choice_.pendingEnd < 0)
        //: Refusal: orders are chosen only when a walk ends at a food stall.
        return refuse(tr("There are no orders to choose now."));
    int bits = 0;
    for (const QString& id : take.split(QLatin1Char('+'), Qt::SkipEmptyParts)) {
        const auto who = kl::parseCharacter(id.toStdString());
        if (!who) // no order to name in a move: the engine's word for a name it does not know
            return refuse(refusalText({kl::refusal::kNoSuchCharacter, {id.toStdString()}}));
        bits |= 1 << *who;
    }
    return play(walkMove(choice_.pendingEnd, bits));
}

void KakiLimaTable::cancelTake() {
    choice_.pendingEnd = -1;
    choice_.pendingTakes.clear();
    rebuildRows();
}

QString KakiLimaTable::requestHint() {
    if (!match() || view_.over())
        return refuse(refusalText({kl::refusal::kGameOver, {}}));
    if (hintWatcher_.isRunning())
        return {};
    const boost::json::object view = match()->game().view(0);
    const std::size_t logSize = match()->log().size();
    const std::uint64_t seed = match()->setup().seed ^ (0x9E3779B97F4A7C15ull * (logSize + 1));
    const quint64 generation = generation_;
    hintWatcher_.setFuture(QtConcurrent::run([view, seed, logSize, generation] {
        HintJob job;
        job.generation = generation;
        job.logSize = logSize;
        auto hint = kl::hintFromView(view, seed);
        job.ok = hint.isOk();
        if (hint)
            job.hint = std::move(hint).value();
        else
            job.error = QString::fromStdString(hint.message());
        return job;
    }));
    emit hintChanged();
    return {};
}

// ---- after a step ----

QString KakiLimaTable::act(const QString& action) {
    // The choice goes before the step, so a drawn card never inherits a played card's marks.
    const Choice kept = choice_;
    choice_ = {};
    const QString error = apply(0, action);
    if (!error.isEmpty()) {
        choice_ = kept;
        return refuse(refusalText(lastRefusal(), error));
    }
    setMessage({});
    return {};
}

QString KakiLimaTable::play(const kl::Move& move) {
    // Asked first: a square or a name off the map has no text to send.
    if (const fc::Refusal why = judge([&](const kl::State& s) { return s.refusalOf(move); }))
        return refuse(refusalText(why));
    return act(QString::fromStdString(kl::moveToText(move)));
}

fc::Refusal KakiLimaTable::judge(const std::function<fc::Refusal(const kl::State&)>& ask) const {
    if (!view_.rules)
        return {kl::refusal::kGameOver, {}}; // a finished game (or none) takes no move
    return ask(*view_.rules);
}

QString KakiLimaTable::chooseCardFirst() {
    //: Refusal: the map or the swap was tapped before choosing a card.
    return tr("Choose a Langkah card from your hand first.");
}

void KakiLimaTable::afterStep(const QString& action) {
    if (replaying_)
        return;
    const auto move = kl::parseMove(action.toStdString());
    if (move && move->kind == kl::Move::Walk && view_.last.from >= 0) {
        // The path is only the table's: any walk of the right length to the end is the
        // same move, so one is worked out here for the animation.
        QVariantList path;
        for (int cell : kl::pathTo(view_.last.from, view_.last.to, move->steps()))
            path.append(cell);
        emit walked(path, characterNames(view_.last.delivered), characterNames(view_.last.pickedUp),
                    view_.last.gainedToken);
    }
    if (view_.over()) {
        emit gameEnded(view_.phase == QLatin1String("won"));
        startPar();
    }
}

kl::Move KakiLimaTable::walkMove(int end, int take) const {
    return kl::Move::walk(selectedEngineCard(), choice_.boosted, end, swapEngineCard(), take);
}

void KakiLimaTable::refresh() {
    if (replaying_ || !match())
        return;
    ViewSnapshot next;
    QString error;
    if (!readViewSnapshot(match()->game().view(0), next, error)) {
        setMessage(error);
        return;
    }
    view_ = std::move(next);
    hintError_.clear();
    if (hint_ || hintWatcher_.isRunning()) { // a hint answers one position only
        hint_.reset();
        hintText_.clear();
        emit hintChanged();
    }
    rebuildRows();
}

void KakiLimaTable::rebuildRows() {
    QList<HandCard> handRows = handInDisplayOrder(hand_.rows(), view_.hand);
    if (std::none_of(handRows.begin(), handRows.end(),
                     [&](const HandCard& c) { return c.key == choice_.selectedKey; }))
        choice_ = {};
    const std::vector<kl::Move> walks = walksForChoice();
    const QString hintToken = hint_ && hint_->move.kind == kl::Move::Walk
                                  ? QString::fromStdString(kl::cardToken(hint_->move.card))
                                  : QString();
    bool hintMarked = false;
    for (HandCard& card : handRows) {
        const kl::Card engineCard = cardOf(card.token);
        card.playable =
            anyLegalWalk(view_.legal, [&](const kl::Move& m) { return m.card == engineCard; });
        card.selected = card.key == choice_.selectedKey;
        card.swapPick = card.key == choice_.swapKey;
        card.hinted = !hintMarked && card.token == hintToken;
        hintMarked = hintMarked || card.hinted;
    }
    hand_.update(handRows);

    QList<MapCell> cells;
    const bool walking = view_.phase == QLatin1String("walk");
    for (const MapEntry& entry : view_.map) {
        MapCell cell;
        cell.cell = entry.cell;
        cell.name = QString::fromStdString(kl::cellName(entry.cell));
        cell.kind = entry.kind;
        cell.stall = kl::stallAt(entry.cell);
        cell.character = entry.character;
        cell.title = cell.stall >= 0 ? KakiLimaWords::stallName(cell.stall) : entry.title;
        for (const CharacterEntry& who : view_.characters) {
            if (cell.stall >= 0 && who.stall == cell.stall && who.place == QLatin1String("stall"))
                cell.waiting.append(who.index);
            cell.delivered = cell.delivered ||
                             (who.house == entry.cell && who.place == QLatin1String("delivered"));
        }
        cell.lit = choice_.pendingEnd < 0 &&
                   std::any_of(walks.begin(), walks.end(),
                               [&](const kl::Move& m) { return m.target == entry.cell; });
        cell.start = view_.phase == QLatin1String("start") && view_.startCells.contains(entry.cell);
        cell.hinted =
            hint_ && hint_->move.kind != kl::Move::ChooseWalker && hint_->move.target == entry.cell;
        for (const CharacterEntry& who : view_.characters) {
            if (walking && who.place == QLatin1String("carried") &&
                (kl::doorsOf(houseIndexOf(who.house)) & kl::cellBit(entry.cell)))
                cell.doorFor.append(who.index);
        }
        cells.append(cell);
    }
    map_.update(cells);

    QList<OrderRow> orders;
    for (const CharacterEntry& who : view_.characters) {
        OrderRow row;
        row.character = who.index;
        row.id = who.id;
        row.name = who.name;
        row.house = QString::fromStdString(kl::cellName(who.house));
        row.houseCell = who.house;
        row.stall = who.stall;
        row.place = who.place;
        row.walker = who.index == view_.walker;
        orders.append(row);
    }
    orders_.update(orders);
    emit tableChanged();
}

// ---- the planner ----

void KakiLimaTable::hintFinished() {
    emit hintChanged(); // busy is over either way
    const HintJob job = hintWatcher_.result();
    if (job.generation != generation_ || !match() || job.logSize != match()->log().size())
        return; // the table moved on while the planner thought
    if (!job.ok) {
        setMessage(job.error);
        hintError_ = job.error;
        emit hintReady();
        return;
    }
    hint_ = job.hint;
    const kl::Move move = job.hint.move;
    QString place;
    if (move.kind != kl::Move::ChooseWalker && move.target < view_.map.size()) {
        const MapEntry& end = view_.map.at(move.target);
        place = KakiLimaWords::place(end.cell, end.kind, end.title);
    }
    QList<QString> picks, deliveries;
    for (int c = 0; c < kl::kCharacters; ++c) {
        if (job.hint.picksUp & (1 << c))
            picks.append(characterName(c));
        if (job.hint.delivers & (1 << c))
            deliveries.append(characterName(c));
    }
    hintText_ = KakiLimaWords::hint(job.hint, place, picks, deliveries,
                                    move.kind == kl::Move::ChooseWalker ? characterName(move.target)
                                                                        : QString());
    rebuildRows();
    emit hintChanged();
    emit hintReady();
}

void KakiLimaTable::startPar() {
    if (!match() || parWatcher_.isRunning() || parScore_ != kNoPar || view_.walker < 0)
        return;
    const std::uint64_t seed = match()->setup().seed;
    const int walker = view_.walker;
    const quint64 generation = generation_;
    parWatcher_.setFuture(QtConcurrent::run([seed, walker, generation] {
        return ParJob{generation, kl::parScore(seed, walker, seed ^ 0x5eedULL)};
    }));
    emit parChanged();
}

void KakiLimaTable::parFinished() {
    const ParJob job = parWatcher_.result();
    if (job.generation == generation_) {
        parScore_ = job.par.score.total;
        parWon_ = job.par.won;
    }
    emit parChanged();
    if (job.generation != generation_ && view_.over())
        startPar(); // the deal changed while the planner played the old one
}

// ---- reading the choice ----

const HandCard* KakiLimaTable::selectedCard() const {
    for (const HandCard& card : hand_.rows()) {
        if (card.key == choice_.selectedKey)
            return &card;
    }
    return nullptr;
}

kl::Card KakiLimaTable::selectedEngineCard() const {
    const HandCard* card = selectedCard();
    return card ? cardOf(card->token) : kl::Card{0};
}

kl::Card KakiLimaTable::swapEngineCard() const {
    for (const HandCard& card : hand_.rows()) {
        if (card.key == choice_.swapKey)
            return cardOf(card.token);
    }
    return 0;
}

std::vector<kl::Move> KakiLimaTable::walksForChoice() const {
    std::vector<kl::Move> walks;
    const kl::Card card = selectedEngineCard();
    if (!card)
        return walks;
    const kl::Card swapOut = swapEngineCard();
    for (const kl::Move& move : view_.legal) {
        if (move.kind == kl::Move::Walk && move.card == card && move.boosted == choice_.boosted &&
            move.swapOut == swapOut)
            walks.push_back(move);
    }
    return walks;
}

int KakiLimaTable::selectedRow() const {
    const QList<HandCard>& rows = hand_.rows();
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows.at(i).key == choice_.selectedKey)
            return int(i);
    }
    return -1;
}

int KakiLimaTable::plainSteps() const {
    return kl::numberOf(selectedEngineCard());
}

int KakiLimaTable::selectedSteps() const {
    const kl::Card card = selectedEngineCard();
    return card ? kl::stepsOf(card, choice_.boosted) : 0;
}

bool KakiLimaTable::canBoost() const {
    const kl::Card card = selectedEngineCard();
    return card && anyLegalWalk(view_.legal,
                                [&](const kl::Move& m) { return m.card == card && m.boosted; });
}

int KakiLimaTable::boostedSteps() const {
    const kl::Card card = selectedEngineCard();
    return card && kl::hasStepBooster(card) ? kl::stepsOf(card, true) : 0;
}

bool KakiLimaTable::canSwap() const {
    const kl::Card card = selectedEngineCard();
    return card && anyLegalWalk(view_.legal, [&](const kl::Move& m) {
               return m.card == card && m.swapOut != 0;
           });
}

QString KakiLimaTable::swapCard() const {
    const kl::Card card = swapEngineCard();
    return card ? QString::fromStdString(kl::cardToken(card)) : QString();
}

bool KakiLimaTable::givesToken() const {
    const kl::Card card = selectedEngineCard();
    return card && kl::givesToken(card) && view_.tokens < kl::kMaxTokens;
}

QVariantList KakiLimaTable::takeChoices() const {
    QVariantList choices;
    for (int take : choice_.pendingTakes) {
        QStringList ids;
        QList<QString> names;
        for (int c = 0; c < kl::kCharacters; ++c) {
            if (take & (1 << c)) {
                ids.append(QString::fromUtf8(kl::kCharacterList[std::size_t(c)].id.data()));
                names.append(characterName(c));
            }
        }
        choices.append(QVariantMap{
            {QStringLiteral("take"), ids.join(QLatin1Char('+'))},
            {QStringLiteral("label"), names.isEmpty()
                                          //: At a food stall: pick up no order this time.
                                          ? tr("Take nothing")
                                          //: At a food stall: %1 is one or two names.
                                          : tr("Take %1").arg(KakiLimaWords::names(names))}});
    }
    return choices;
}

QString KakiLimaTable::cardLabel(const QString& token) const {
    const kl::Card card = cardOf(token);
    return card ? KakiLimaWords::cardLabel(card) : QString();
}

QString KakiLimaTable::hintAction() const {
    return hint_ ? QString::fromStdString(hint_->action) : QString();
}

QList<int> KakiLimaTable::bag() const {
    QList<int> carried;
    for (const CharacterEntry& who : view_.characters) {
        if (who.place == QLatin1String("carried"))
            carried.append(who.index);
    }
    return carried;
}

QVariantMap KakiLimaTable::score() const {
    const kl::Score& s = view_.score;
    return {
        {QStringLiteral("delivered"), s.delivered}, {QStringLiteral("orders"), s.orders},
        {QStringLiteral("tokens"), s.tokens},       {QStringLiteral("tokenPoints"), s.tokenPoints},
        {QStringLiteral("allTokens"), s.allTokens}, {QStringLiteral("steps"), s.steps},
        {QStringLiteral("total"), s.total}};
}

QString KakiLimaTable::rankingText() const {
    return view_.ranking.isEmpty() ? QString() : KakiLimaWords::rankingBand(view_.ranking);
}

QString KakiLimaTable::walkerName() const {
    return characterName(view_.walker);
}

QString KakiLimaTable::characterName(int character) const {
    if (character < 0 || character >= kl::kCharacters)
        return {};
    return QString::fromUtf8(kl::kCharacterList[std::size_t(character)].name.data(),
                             qsizetype(kl::kCharacterList[std::size_t(character)].name.size()));
}

QStringList KakiLimaTable::stallNames() const {
    QStringList names;
    for (int stall = 0; stall < kl::kStalls; ++stall)
        names.append(KakiLimaWords::stallName(stall));
    return names;
}

QStringList KakiLimaTable::characterNames() const {
    QStringList names;
    for (int c = 0; c < kl::kCharacters; ++c)
        names.append(characterName(c));
    return names;
}

QStringList KakiLimaTable::characterNames(const QList<int>& characters) const {
    QStringList names;
    for (int c : characters)
        names.append(characterName(c));
    return names;
}

QString KakiLimaTable::refuse(const QString& reason) {
    setMessage(reason);
    return reason;
}

void KakiLimaTable::setMessage(const QString& text) {
    if (text == message_)
        return;
    message_ = text;
    emit messageChanged();
}

} // namespace fc::kakilima_ui
