#include "auditrunner.h"

#include "auditfamily.h"
#include "auditscenes.h"
#include "layoutaudit.h"
#include "remembered_seats.h"
#include "screenreading.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QMetaProperty>
#include <QPointer>
#include <QQmlEngine>
#include <QQmlError>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <QUrl>
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace {

constexpr int kSmallestShortSideDp = 320; // Android's smallest phone width; Main's minimum
// The pixel ratio whose pictures --audit-shots writes (one per view and size); the
// environment's FOODCOURT_AUDIT_SHOT_RATIO picks another (3: the smallest dp sizes).
int shotRatio() {
    static const int ratio = [] {
        bool ok = false;
        const int chosen = qEnvironmentVariableIntValue("FOODCOURT_AUDIT_SHOT_RATIO", &ok);
        return ok && chosen >= 1 && chosen <= 3 ? chosen : 2;
    }();
    return ratio;
}
// A long page is read in steps of this share of its height, so a paragraph cut by the
// bottom edge of one step is whole in the next.
constexpr qreal kPageStep = 0.6;
constexpr int kMaxPages = 30;
constexpr int kWorstShown = 6;
// Audit time every view is given once opened (a card's pop-in, a layout's second pass).
constexpr fc::realtime::Ms kSettleMs = 300;
// How far into the first round the mid-round view is: the bots have moved by then.
constexpr fc::realtime::Ms kMidRoundMs = 4000;
// A moment not reached in this much audit time is a table that stopped moving.
constexpr fc::realtime::Ms kMomentLimitMs = 180000;

// The first item whose QML type is `type` (its class name starts so), depth first.
QQuickItem* findByType(QQuickItem* root, const char* type) {
    QList<QQuickItem*> pending = {root};
    while (!pending.isEmpty()) {
        QQuickItem* item = pending.takeLast();
        if (QByteArray(item->metaObject()->className()).startsWith(type))
            return item;
        pending += item->childItems();
    }
    return nullptr;
}

// A table's stage by name, whether the table says it as an enum or as a string.
QString stageName(const QObject* table) {
    const QMetaObject* meta = table->metaObject();
    const int index = meta->indexOfProperty("stage");
    if (index < 0)
        return {};
    const QMetaProperty property = meta->property(index);
    const QVariant value = property.read(table);
    return property.isEnumType()
               ? QString::fromLatin1(property.enumerator().valueToKey(value.toInt()))
               : value.toString();
}

QVariant callMain(QObject* main, const char* function, const QVariantList& args = {}) {
    QVariant result;
    switch (args.size()) {
    case 0:
        QMetaObject::invokeMethod(main, function, Q_RETURN_ARG(QVariant, result));
        break;
    case 1:
        QMetaObject::invokeMethod(main, function, Q_RETURN_ARG(QVariant, result),
                                  Q_ARG(QVariant, args[0]));
        break;
    case 3:
        QMetaObject::invokeMethod(main, function, Q_RETURN_ARG(QVariant, result),
                                  Q_ARG(QVariant, args[0]), Q_ARG(QVariant, args[1]),
                                  Q_ARG(QVariant, args[2]));
        break;
    default:
        QMetaObject::invokeMethod(main, function, Q_RETURN_ARG(QVariant, result),
                                  Q_ARG(QVariant, args[0]), Q_ARG(QVariant, args[1]),
                                  Q_ARG(QVariant, args[2]), Q_ARG(QVariant, args[3]));
        break;
    }
    return result;
}

} // namespace

QString AuditedSize::name() const {
    return QStringLiteral("%1x%2@%3").arg(pixels.width()).arg(pixels.height()).arg(ratio);
}

AuditRunner::AuditRunner(QQuickWindow* window, AuditSettings settings, QObject* parent)
    : QObject(parent), window_(window), main_(window), settings_(std::move(settings)),
      reader_(settings_.language) {
    if (QQmlEngine* engine = qmlEngine(window_)) {
        connect(engine, &QQmlEngine::warnings, this, [this](const QList<QQmlError>& warnings) {
            for (const QQmlError& warning : warnings)
                qmlWarnings_.append(warning.toString());
        });
    }
    // Start once the event loop runs, so the window exists and has painted once.
    QTimer::singleShot(0, this, &AuditRunner::run);
}

std::vector<AuditedSize> AuditRunner::auditedSizes() {
    static const QSize devices[] = {
        {1080, 2340}, {2340, 1080}, {1280, 800}, {2048, 1536}, {2560, 1600}};
    std::vector<AuditedSize> sizes;
    for (const QSize& pixels : devices) {
        for (int ratio = 1; ratio <= 3; ++ratio) {
            const AuditedSize size{pixels, ratio};
            if (std::min(size.dp().width(), size.dp().height()) >= kSmallestShortSideDp)
                sizes.push_back(size);
        }
    }
    return sizes;
}

QMarginsF AuditRunner::simulatedInsets(QSize dp) {
    const int shortSide = std::min(dp.width(), dp.height());
    const int longSide = std::max(dp.width(), dp.height());
    if (longSide < 1.9 * shortSide)
        return {}; // a tablet: no notch
    // A notched phone's insets in dp (left, top, right, bottom).
    return dp.height() > dp.width() ? QMarginsF(0, 47, 0, 34) : QMarginsF(47, 0, 47, 21);
}

AuditedSize AuditRunner::ocrSize(const QString& kind) {
    return kind == QLatin1String("phone") ? AuditedSize{{1080, 2340}, 3}
                                          : AuditedSize{{2560, 1600}, 2};
}

std::vector<AuditRunner::View> AuditRunner::views() const {
    std::vector<View> list = {{"menu", "menu", {}},
                              {"settings", "settings", {}},
                              {"about", "about", {}},
                              {"history", "history", {}}};
    const auto* catalog =
        qobject_cast<const QAbstractItemModel*>(main_->property("catalog").value<QObject*>());
    if (!catalog)
        return list;
    const QHash<int, QByteArray> roles = catalog->roleNames();
    const int idRole = roles.key("gameId");
    const int builtRole = roles.key("built");
    const int guideRole = roles.key("guidePage");
    for (int row = 0; row < catalog->rowCount(); ++row) {
        const QModelIndex index = catalog->index(row, 0);
        const QString id = catalog->data(index, idRole).toString();
        list.push_back({"setup/" + id, "setup", id});
        // The setup's avatar picker is the same at every stall: seen at the first.
        if (row == 0)
            list.push_back({"avatars", "setup", id, false, false, "avatarPicker"});
        list.push_back({"rules/" + id, "rules", id});
        // Every game module built into the app joins here with no change to this file.
        if (catalog->data(index, builtRole).toBool()) {
            list.push_back({"game/" + id, "game", id});
            list.push_back({"game/" + id + "/hand", "game", id, true});
            list.push_back({"end/" + id, "game", id, false, true});
            // A real-time table's moments (turn-based tables have none: not applicable).
            list.push_back(
                {"game/" + id + "/signal", "game", id, false, false, {}, Moment::Signal});
            list.push_back(
                {"game/" + id + "/round", "game", id, false, false, {}, Moment::MidRound});
            for (const AuditScene& scene : auditScenes()) {
                if (id != QLatin1String(scene.gameId))
                    continue;
                // A real-time scene is seen mid-round; a turn-based one with its hand lifted
                // (a solo one has none to lift).
                const Moment moment = scene.realTime ? Moment::MidRound : Moment::Opened;
                const bool lift = !scene.realTime && !scene.solo;
                list.push_back({scene.view, "game", id, lift, false, {}, moment, scene.save});
            }
        }
        // A guided first game's first two coach marks (docs/guide.md).
        if (!catalog->data(index, guideRole).toUrl().isEmpty()) {
            list.push_back({"guide/" + id, "guide", id});
            list.push_back({"guide/" + id + "/next", "guide-next", id});
        }
    }
    return list;
}

bool AuditRunner::selected(const View& view) const {
    const QStringList& only = settings_.only;
    return only.isEmpty() || std::any_of(only.cbegin(), only.cend(), [&view](const QString& p) {
               return view.name.startsWith(p);
           });
}

AuditRunner::Shown AuditRunner::show(const View& view) {
    // The screens the last view replaced are deleted later, which the audit's own loop (one
    // long call) never reaches: gone before the next opens, or every screen ever opened
    // would stay alive, and the later views' frames and steps slowed down (the whole run
    // took three times as long).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    const Shown shown = [&] {
        const AuditProfile::Scope scope(profile_, "open");
        return open(view);
    }();
    const AuditProfile::Scope scope(profile_, "moment");
    return shown == Shown::Yes ? reachMoment(view.moment) : shown;
}

// The game screen's table, if a game is on screen.
QObject* AuditRunner::table() const {
    QObject* host = main_->property("activeGame").value<QObject*>();
    QObject* screen = host ? host->property("gameScreen").value<QObject*>() : nullptr;
    return screen ? screen->property("table").value<QObject*>() : nullptr;
}

// Every view settles a moment; a real-time table then plays on to the view's moment, on
// audit time alone, so the same moment is seen on every run however loaded the machine.
AuditRunner::Shown AuditRunner::reachMoment(Moment moment) {
    time_.step(kSettleMs);
    if (moment == Moment::Opened)
        return Shown::Yes;
    const QPointer<QQuickItem> beat = findByType(window_->contentItem(), "SharedBeat");
    QObject* shownTable = table();
    if (!beat || !shownTable)
        return Shown::NotApplicable; // a turn-based table: no countdown, no rounds in time
    const QPointer<QObject> watched = shownTable;
    // A kitchen that first advises a tablet (three or more cooks on a phone: the family
    // remembered from an earlier view's game) holds until "Play anyway", as a person taps it.
    QQuickItem* advice = findByType(window_->contentItem(), "CrampedTableNote");
    if (advice && advice->isVisible())
        QMetaObject::invokeMethod(advice, "playAnyway");
    // A countdown that ends without its beat (the beat gone) ends the wait too.
    const bool reached =
        time_.stepUntil([&beat] { return !beat || beat->property("phase").toString() == "signal"; },
                        kMomentLimitMs);
    if (moment == Moment::MidRound)
        time_.step(kMidRoundMs);
    if (!reached || !watched) {
        std::fprintf(stderr, "audit: the table did not reach its moment (its stage: %s)\n",
                     watched ? qPrintable(stageName(watched)) : "gone");
        return Shown::Failed;
    }
    return settled(QStringLiteral("moment")) ? Shown::Yes : Shown::Failed;
}

AuditRunner::Shown AuditRunner::open(const View& view) {
    if (!view.stall.isEmpty() && !callMain(main_, "selectStall", {view.stall}).toBool())
        return Shown::Failed;
    if (view.finished) {
        // The table resumes a match played to its end, which opens on the end-of-game screen.
        const QString save = finishedMatchSave(view.stall);
        if (save.isEmpty())
            return Shown::Failed;
        callMain(main_, "playGame", {view.stall, QVariant(), save});
        return Shown::Yes;
    }
    if (view.scene) {
        const QString save = view.scene();
        if (save.isEmpty())
            return Shown::Failed;
        callMain(main_, "playGame", {view.stall, QVariant(), save});
    } else if (!callMain(main_, "openScreen", {view.screen}).toBool()) {
        return Shown::Failed;
    }
    // A screen just opened lays itself out over its first frames (a layout whose items
    // appear as its width becomes known needs one more pass): audited once it has.
    if (!settled(QStringLiteral("opened")))
        return Shown::Failed;
    if (!view.overlay.isEmpty()) {
        QQuickItem* overlay = nullptr;
        QList<QQuickItem*> pending = {window_->contentItem()};
        while (!pending.isEmpty() && !overlay) {
            QQuickItem* item = pending.takeLast();
            pending += item->childItems();
            if (item->objectName() == view.overlay)
                overlay = item;
        }
        if (!overlay)
            return Shown::Failed;
        overlay->setVisible(true);
    }
    if (!view.revealHand)
        return Shown::Yes;
    if (!settled(QStringLiteral("before the curtain")))
        return Shown::Failed;
    return revealHands() ? Shown::Yes : Shown::NotApplicable;
}

// Lifts every hand-off curtain (FoodCourt.Common's HandoffCurtain) on screen as a finished
// hold would: hidden, then `revealed()`, which the game answers by showing that seat's hand.
// False when no curtain was up (a game without hidden hands).
bool AuditRunner::revealHands() {
    bool revealed = false;
    QList<QQuickItem*> pending = {window_->contentItem()};
    while (!pending.isEmpty()) {
        QQuickItem* item = pending.takeLast();
        pending += item->childItems();
        if (!QByteArray(item->metaObject()->className()).startsWith("HandoffCurtain") ||
            !item->property("shown").toBool())
            continue;
        item->setProperty("shown", false);
        QMetaObject::invokeMethod(item, "revealed");
        revealed = true;
    }
    return revealed;
}

bool AuditRunner::settled(const QString& where) {
    const AuditSettle::Result rest = settle_.settle();
    if (profile_.enabled() && rest.frames > 2)
        std::fprintf(stderr, "profile: settle: %s %s: %d frames\n", qPrintable(profile_.view()),
                     qPrintable(where), rest.frames);
    if (!rest.framed)
        std::fprintf(stderr, "audit: %s: %s\n", qPrintable(where), qPrintable(rest.problem()));
    return rest.framed;
}

std::vector<QStringList> AuditRunner::auditAt(const View& view,
                                              const std::vector<AuditedSize>& same) {
    const AuditedSize& size = same.front();
    const QSize dp = size.dp();
    const QMarginsF insets = simulatedInsets(dp);
    callMain(main_, "simulateSafeArea",
             {insets.top(), insets.right(), insets.bottom(), insets.left()});
    window_->resize(dp);
    const AuditSettle::Result rest = [&] {
        const AuditProfile::Scope scope(profile_, "frames");
        return settle_.settle();
    }();
    if (profile_.enabled() && rest.frames > 2)
        std::fprintf(stderr, "profile: settle: %s %s: %d frames\n", qPrintable(view.name),
                     qPrintable(size.name()), rest.frames);
    if (!rest.framed)
        return std::vector<QStringList>(same.size(), {rest.problem()});
    const QRectF windowRect(0, 0, window_->width(), window_->height());
    QStringList problems = [&] {
        const AuditProfile::Scope scope(profile_, "items");
        return LayoutAudit::auditItems(window_->contentItem(), windowRect,
                                       windowRect.marginsRemoved(insets));
    }();
    if (!rest.settled)
        problems.append(rest.problem());
    std::vector<QStringList> found(same.size(), problems);
    QImage image; // grabbed once for every size shot
    for (std::size_t i = 0; i < same.size(); ++i) {
        if (settings_.shotsDir.isEmpty() || !settings_.ocrSize.isEmpty() ||
            same[i].ratio != shotRatio())
            continue;
        if (image.isNull()) {
            const AuditProfile::Scope scope(profile_, "grab");
            image = window_->grabWindow();
        }
        found[i] += LayoutAudit::auditImage(image);
        const AuditProfile::Scope scope(profile_, "png");
        const QString path = shotPath(view, same[i], QStringLiteral(".png"));
        // Light compression: these PNGs are for a look, and the run must stay quick.
        if (!image.save(path, "PNG", 80))
            found[i].append(QStringLiteral("could not write %1").arg(path));
    }
    return found;
}

QString AuditRunner::shotPath(const View& view, const AuditedSize& size,
                              const QString& suffix) const {
    return QDir(settings_.shotsDir)
        .filePath(QStringLiteral("%1-%2x%3%4")
                      .arg(QString(view.name).replace('/', '-'))
                      .arg(size.pixels.width())
                      .arg(size.pixels.height())
                      .arg(suffix));
}

// The scrolling list with the most to scroll (a rules page, a long setup), if any.
QQuickItem* AuditRunner::longestFlickable() const {
    QQuickItem* longest = nullptr;
    qreal most = 1.0;
    QList<QQuickItem*> pending = {window_->contentItem()};
    while (!pending.isEmpty()) {
        QQuickItem* item = pending.takeLast();
        if (!item->isVisible())
            continue;
        pending += item->childItems();
        if (!item->inherits("QQuickFlickable"))
            continue;
        const qreal hidden = item->property("contentHeight").toReal() - item->height();
        if (hidden > most) {
            most = hidden;
            longest = item;
        }
    }
    return longest;
}

WordTally AuditRunner::readBack(const View& view, const AuditedSize& size, QStringList* errors) {
    // Every page is captured first and then all are read in one Tesseract run.
    std::vector<ScreenReading> pages;
    if (QQuickItem* list = longestFlickable()) {
        const qreal top = list->property("originY").toReal() - list->property("topMargin").toReal();
        const qreal bottom = list->property("originY").toReal() +
                             list->property("contentHeight").toReal() +
                             list->property("bottomMargin").toReal() - list->height();
        const qreal step = std::max(1.0, list->height() * kPageStep);
        for (qreal y = top; int(pages.size()) < kMaxPages; y = std::min(bottom, y + step)) {
            list->setProperty("contentY", y);
            const AuditSettle::Result rest = settle_.settle();
            if (!rest.framed || !rest.settled) {
                errors->append(rest.problem());
                break;
            }
            pages.push_back(ScreenReading::capture(window_));
            if (y >= bottom)
                break;
        }
        list->setProperty("contentY", top);
    } else {
        pages.push_back(ScreenReading::capture(window_));
    }
    ScreenReading::readAll(pages, reader_);
    WordTally tally;
    for (std::size_t page = 0; page < pages.size(); ++page) {
        const ScreenReading& reading = pages[page];
        if (!reading.error.isEmpty())
            errors->append(reading.error);
        if (!settings_.shotsDir.isEmpty())
            reading.save(shotPath(view, size, QStringLiteral("-p%1").arg(page)));
        tally += reading.tally;
    }
    return tally;
}

// OCRs the view as laid out now; false when too few of its words were read.
bool AuditRunner::readAndReport(const View& view, const AuditedSize& size,
                                std::vector<std::pair<QString, WordTally>>& readings) {
    QStringList errors;
    const WordTally tally = [&] {
        const AuditProfile::Scope scope(profile_, "ocr");
        return readBack(view, size, &errors);
    }();
    for (const QString& error : errors)
        std::fprintf(stderr, "audit: %s %s: ocr: %s\n", qPrintable(view.name),
                     qPrintable(size.name()), qPrintable(error));
    const bool readable = errors.isEmpty() && tally.share() >= ScreenReading::kMinWordsRead;
    std::printf("ocr: %s %s: %d of %d words read (%.0f%%)\n", qPrintable(view.name),
                qPrintable(size.name()), tally.read, tally.meant, 100 * tally.share());
    if (!readable)
        std::fprintf(stderr,
                     "audit: %s %s: ocr: only %.0f%% of %d words read (need %.0f%%); "
                     "missed: %s\n",
                     qPrintable(view.name), qPrintable(size.name()), 100 * tally.share(),
                     tally.meant, 100 * ScreenReading::kMinWordsRead,
                     qPrintable(tally.missed.join(' ')));
    readings.emplace_back(view.name + QLatin1Char(' ') + size.name(), tally);
    return readable;
}

void AuditRunner::reportWorst(std::vector<std::pair<QString, WordTally>> readings) {
    std::stable_sort(readings.begin(), readings.end(), [](const auto& a, const auto& b) {
        return a.second.share() < b.second.share();
    });
    std::printf("ocr: the least readable views:\n");
    for (std::size_t i = 0; i < readings.size() && i < std::size_t(kWorstShown); ++i) {
        const auto& [name, tally] = readings[i];
        std::printf("ocr:   %s: %.0f%% of %d; missed: %s\n", qPrintable(name), 100 * tally.share(),
                    tally.meant, qPrintable(tally.missed.mid(0, 12).join(' ')));
    }
}

// The scripted family in the throw-away home, and each stall's last game (three of them and
// a bot) for the setup's "Same players as last time".
void AuditRunner::seedFamily() {
    if (!seedAuditFamily(qmlEngine(window_)))
        std::fprintf(stderr, "audit: the scripted family history could not be written\n");
    const auto* catalog =
        qobject_cast<const QAbstractItemModel*>(main_->property("catalog").value<QObject*>());
    const int idRole = catalog ? catalog->roleNames().key("gameId") : -1;
    for (int row = 0; catalog && row < catalog->rowCount(); ++row) {
        const QString id = catalog->data(catalog->index(row, 0), idRole).toString();
        rememberPlayedSeats(id, {0,
                                 {{"Mum", false, {}, "owl"},
                                  {"Lea", false, {}, "mango"},
                                  {"Dad", false, {}, "bear"},
                                  {{}, true, "medium", {}}}});
    }
}

void AuditRunner::run() {
    QElapsedTimer clock;
    clock.start();
    if (!settings_.shotsDir.isEmpty())
        QDir().mkpath(settings_.shotsDir);
    const bool ocr = !settings_.ocrSize.isEmpty();
    if (ocr && !reader_.unavailableReason().isEmpty()) {
        std::fprintf(stderr, "audit: cannot OCR: %s\n", qPrintable(reader_.unavailableReason()));
        QCoreApplication::exit(2);
        return;
    }
    seedFamily();
    const std::vector<AuditedSize> sizes =
        ocr ? std::vector<AuditedSize>{ocrSize(settings_.ocrSize)} : auditedSizes();
    int audits = 0;
    int failing = 0;
    int known = 0;
    std::vector<std::pair<QString, WordTally>> readings; // view, what OCR read of it
    for (const View& view : views()) {
        if (!selected(view))
            continue;
        qmlWarnings_.clear();
        profile_.beginView(view.name);
        const Shown shown = show(view);
        if (shown == Shown::NotApplicable)
            continue;
        if (shown == Shown::Failed) {
            std::fprintf(stderr, "audit: %s: could not open the view\n", qPrintable(view.name));
            ++failing;
            continue;
        }
        const bool allowed = settings_.allowed.contains(view.name);
        // Each size in turn, in one order: some screens lay out differently after another
        // size (visited the other way round, Kaki Lima's guide and Kandar Klash! at
        // 683x512 and 853x533 dp had findings), so neither the order nor a shared layout of
        // two sizes with one dp size may change here until they do not.
        std::vector<QStringList> found(sizes.size());
        for (std::size_t i = 0; i < sizes.size(); ++i)
            found[i] = auditAt(view, {sizes[i]}).front();
        int viewProblems = 0;
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            const AuditedSize& size = sizes[i];
            const QStringList& problems = found[i];
            ++audits;
            if (!problems.isEmpty())
                ++(allowed ? known : failing);
            viewProblems += int(problems.size());
            for (const QString& problem : problems)
                std::fprintf(stderr, "audit: %s%s %s (%dx%d dp): %s\n", allowed ? "known: " : "",
                             qPrintable(view.name), qPrintable(size.name()), size.dp().width(),
                             size.dp().height(), qPrintable(problem));
            if (ocr)
                failing += readAndReport(view, size, readings) ? 0 : 1;
        }
        for (const QString& warning : std::as_const(qmlWarnings_))
            std::fprintf(stderr, "audit: %s: QML warning: %s\n", qPrintable(view.name),
                         qPrintable(warning));
        if (!qmlWarnings_.isEmpty())
            ++failing;
        if (allowed && viewProblems == 0)
            std::printf("audit: %s is clean now: take it off the allowed list\n",
                        qPrintable(view.name));
        profile_.endView();
    }
    if (ocr)
        reportWorst(readings);
    std::printf("audit: %d views x sizes checked in %lld ms, %d with problems, %d known\n", audits,
                static_cast<long long>(clock.elapsed()), failing, known);
    std::fflush(stdout);
    profile_.print();
    time_.finish();
    QCoreApplication::exit(failing == 0 ? 0 : 1);
}
