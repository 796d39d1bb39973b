#include "journey.h"

#include "layoutaudit.h"
#include "screenreading.h"

#include <QDebug>
#include <QDir>
#include <QFlags>
#include <QPointingDevice>
#include <QTest>
#include <algorithm>
#include <cmath>

namespace {

constexpr int kStuckMs = 10000; // picture and state unchanged this long while waiting: stuck
constexpr int kWatchEveryMs = 500;

void collect(QQuickItem* item, const std::function<bool(QQuickItem*)>& match,
             QList<QQuickItem*>& found) {
    if (!item->isVisible() || item->opacity() <= 0)
        return;
    if (match(item))
        found.append(item);
    for (QQuickItem* child : item->childItems())
        collect(child, match, found);
}

bool inherits(const QObject* object, const char* className) {
    return object->inherits(className);
}

QString fileSafe(QString step) {
    for (QChar& c : step) {
        if (!c.isLetterOrNumber() && c != QLatin1Char('-'))
            c = QLatin1Char('-');
    }
    return step;
}

} // namespace

Journey::Journey(QQuickWindow* window, const QString& game, const QString& outputDir)
    : window_(window), game_(game), outputDir_(outputDir),
      touchScreen_(QTest::createTouchDevice(QInputDevice::DeviceType::TouchScreen)) {
    QDir(outputDir_).removeRecursively();
    QDir().mkpath(outputDir_);
    clock_.start();
    unchanged_.start();
}

// ---- what is on screen ----

QList<QQuickItem*> Journey::findAll(const std::function<bool(QQuickItem*)>& match) const {
    QList<QQuickItem*> found;
    if (window_)
        collect(window_->contentItem(), match, found);
    return found;
}

QList<QQuickItem*> Journey::findAllIn(QQuickItem* root,
                                      const std::function<bool(QQuickItem*)>& match) const {
    QList<QQuickItem*> found;
    if (root)
        collect(root, match, found);
    return found;
}

QQuickItem* Journey::findIn(QQuickItem* root, const std::function<bool(QQuickItem*)>& match) const {
    const QList<QQuickItem*> found = findAllIn(root, match);
    return found.isEmpty() ? nullptr : found.constFirst();
}

QQuickItem* Journey::buttonIn(QQuickItem* root, const QString& text) const {
    return findIn(root, [&](QQuickItem* item) {
        return inherits(item, "QQuickAbstractButton") && item->isEnabled() &&
               item->property("text").toString() == text;
    });
}

QQuickItem* Journey::find(const std::function<bool(QQuickItem*)>& match) const {
    const QList<QQuickItem*> found = findAll(match);
    return found.isEmpty() ? nullptr : found.constFirst();
}

QQuickItem* Journey::byName(const QString& objectName) const {
    return find([&](QQuickItem* item) { return item->objectName() == objectName; });
}

QList<QQuickItem*> Journey::byNamePrefix(const QString& prefix) const {
    return findAll([&](QQuickItem* item) { return item->objectName().startsWith(prefix); });
}

QQuickItem* Journey::button(const QString& text) const {
    return find([&](QQuickItem* item) {
        return inherits(item, "QQuickAbstractButton") && item->isEnabled() &&
               item->property("text").toString() == text;
    });
}

QQuickItem* Journey::text(const QString& text) const {
    return find([&](QQuickItem* item) {
        return (inherits(item, "QQuickText") || inherits(item, "QQuickTextEdit")) &&
               item->property("text").toString().contains(text);
    });
}

QQuickItem* Journey::need(const QString& what, const std::function<bool(QQuickItem*)>& match,
                          int timeoutMs) {
    QQuickItem* found = nullptr;
    waitFor([&] { return (found = find(match)) != nullptr; }, what + QStringLiteral(" on screen"),
            timeoutMs);
    return found;
}

QQuickItem* Journey::needName(const QString& objectName, int timeoutMs) {
    return need(
        QStringLiteral("the item '%1'").arg(objectName),
        [&](QQuickItem* item) { return item->objectName() == objectName; }, timeoutMs);
}

QQuickItem* Journey::needButton(const QString& text, int timeoutMs) {
    return need(
        QStringLiteral("the button '%1'").arg(text),
        [&](QQuickItem* item) {
            return inherits(item, "QQuickAbstractButton") && item->isEnabled() &&
                   item->property("text").toString() == text;
        },
        timeoutMs);
}

int Journey::screenDepth() const {
    return window_ ? window_->property("screenDepth").toInt() : 0;
}

QObject* Journey::gameScreen() const {
    if (!window_)
        return nullptr;
    QObject* host = window_->property("activeGame").value<QObject*>();
    return host ? host->property("gameScreen").value<QObject*>() : nullptr;
}

QObject* Journey::table() const {
    QObject* screen = gameScreen();
    return screen ? screen->property("table").value<QObject*>() : nullptr;
}

QString Journey::refusal() const {
    QObject* screen = gameScreen();
    QString said = screen ? screen->property("notice").toString() : QString();
    if (said.isEmpty() && table())
        said = tableValue("message").toString();
    return said;
}

QVariant Journey::tableValue(const char* property) const {
    QObject* t = table();
    return t ? t->property(property) : QVariant();
}

// ---- touches ----

QPointF Journey::centreOf(QQuickItem* item) {
    return item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
}

void Journey::scrollIntoView(QQuickItem* item, const QString& what) {
    QQuickItem* flickable = item->parentItem();
    while (flickable && !inherits(flickable, "QQuickFlickable"))
        flickable = flickable->parentItem();
    const qreal margin = 16;
    for (int attempt = 0; attempt < 8; ++attempt) {
        const QRectF shown = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        if (QRectF(0, 0, window_->width(), window_->height()).contains(shown))
            return;
        qreal dy = 0; // how far the content must move up (negative: down)
        if (shown.bottom() > window_->height() - margin)
            dy = shown.bottom() - (window_->height() - margin);
        else if (shown.top() < margin)
            dy = shown.top() - margin;
        if (dy == 0)
            return;
        if (!flickable)
            fail(QStringLiteral("'%1' is outside the window and nothing scrolls it").arg(what));
        const QRectF area =
            flickable->mapRectToScene(QRectF(0, 0, flickable->width(), flickable->height()));
        const qreal reach = area.height() * 0.35;
        const qreal step = std::clamp(dy, -reach, reach);
        const QPointF start(area.center().x(), area.center().y() + step / 2);
        // Slowly, and still for a moment before lifting: a scroll, not a fling.
        log(QStringLiteral("scroll %1 px to bring %2 into view").arg(step).arg(what));
        press(start);
        QTest::qWait(30);
        for (int i = 1; i <= 15; ++i) {
            moveTo(start - QPointF(0, step * i / 15));
            QTest::qWait(30);
        }
        QTest::qWait(250);
        release(start - QPointF(0, step));
        waitFor([&] { return !flickable->property("moving").toBool(); },
                QStringLiteral("the scroll to stop"), 10000);
    }
    fail(QStringLiteral("could not scroll '%1' into view").arg(what));
}

QPointF Journey::checkedScenePoint(QQuickItem* item, QPointF local, const QString& what) const {
    if (!item)
        fail(QStringLiteral("nothing to touch for '%1'").arg(what));
    if (!item->isVisible())
        fail(QStringLiteral("'%1' is not visible").arg(what));
    const QPointF scene = item->mapToScene(local);
    if (!QRectF(0, 0, window_->width(), window_->height()).contains(scene))
        fail(QStringLiteral("'%1' is outside the window (at %2, %3)")
                 .arg(what)
                 .arg(scene.x())
                 .arg(scene.y()));
    return scene;
}

void Journey::press(QPointF p) {
    QTest::touchEvent(window_, touchScreen_).press(0, p.toPoint(), window_);
}

void Journey::moveTo(QPointF p) {
    QTest::touchEvent(window_, touchScreen_).move(0, p.toPoint(), window_);
}

void Journey::release(QPointF p) {
    QTest::touchEvent(window_, touchScreen_).release(0, p.toPoint(), window_);
}

void Journey::tap(QQuickItem* item, const QString& what) {
    if (!item)
        fail(QStringLiteral("nothing to tap for '%1'").arg(what));
    tapAt(item, QPointF(item->width() / 2, item->height() / 2), what);
}

void Journey::tapAt(QQuickItem* item, QPointF local, const QString& what) {
    tapScene(checkedScenePoint(item, local, what), what);
}

void Journey::tapScene(QPointF scenePoint, const QString& what) {
    log(QStringLiteral("tap %1").arg(what));
    press(scenePoint);
    QTest::qWait(60);
    release(scenePoint);
    QTest::qWait(40);
}

void Journey::hold(QQuickItem* item, int ms, const QString& what) {
    const QPointF p = checkedScenePoint(item, QPointF(item->width() / 2, item->height() / 2), what);
    log(QStringLiteral("hold %1 for %2 ms").arg(what).arg(ms));
    press(p);
    QTest::qWait(ms);
    release(p);
    QTest::qWait(40);
}

void Journey::drag(QPointF from, QPointF to, const QString& what, int steps, int stepMs) {
    dragPath({from, to}, what, steps, stepMs);
}

void Journey::flick(QPointF from, QPointF to, int durationMs, const QString& what) {
    const QRectF windowRect(0, 0, window_->width(), window_->height());
    if (!windowRect.contains(from) || !windowRect.contains(to))
        fail(QStringLiteral("'%1' flicks outside the window").arg(what));
    log(QStringLiteral("flick %1").arg(what));
    press(from);
    QElapsedTimer moving;
    moving.start();
    qreal done = 0;
    while (done < 1) {
        QTest::qWait(10);
        done = std::min<qreal>(1, qreal(moving.elapsed()) / durationMs);
        moveTo(from + (to - from) * done);
    }
    release(to);
    QTest::qWait(40);
}

void Journey::dragPath(const QList<QPointF>& points, const QString& what, int stepsPerLeg,
                       int stepMs) {
    if (points.size() < 2)
        fail(QStringLiteral("a drag needs two points: %1").arg(what));
    const QRectF windowRect(0, 0, window_->width(), window_->height());
    for (const QPointF& p : points) {
        if (!windowRect.contains(p))
            fail(QStringLiteral("'%1' drags outside the window (%2, %3)")
                     .arg(what)
                     .arg(p.x())
                     .arg(p.y()));
    }
    log(QStringLiteral("drag %1").arg(what));
    press(points.constFirst());
    QTest::qWait(stepMs);
    for (int leg = 1; leg < points.size(); ++leg) {
        const QPointF a = points.at(leg - 1);
        const QPointF b = points.at(leg);
        for (int i = 1; i <= stepsPerLeg; ++i) {
            moveTo(a + (b - a) * (qreal(i) / stepsPerLeg));
            QTest::qWait(stepMs);
        }
    }
    release(points.constLast());
    QTest::qWait(40);
}

// ---- waiting ----

QImage Journey::grab() const {
    return window_ ? window_->grabWindow() : QImage();
}

QString Journey::stateFingerprint() const {
    // What a person can read, and the table's own state (its plain properties).
    QString state = QString::number(screenDepth());
    for (QQuickItem* item : findAll([](QQuickItem* item) { return inherits(item, "QQuickText"); }))
        state += QLatin1Char('|') + item->property("text").toString();
    if (QObject* t = table()) {
        const QMetaObject* meta = t->metaObject();
        for (int i = 0; i < meta->propertyCount(); ++i) {
            const QVariant value = meta->property(i).read(t);
            if (value.metaType().flags() & QMetaType::PointerToQObject)
                continue; // the models: their rows show as the texts above
            QDebug(&state) << value;
        }
    }
    return state;
}

void Journey::watchStuck(const QString& what) {
    const qint64 now = clock_.elapsed();
    if (lastWatch_ >= 0 && now - lastWatch_ < kWatchEveryMs)
        return;
    lastWatch_ = now;
    const QImage image = grab();
    const QString state = stateFingerprint();
    if (image != lastImage_ || state != lastState_) {
        lastImage_ = image;
        lastState_ = state;
        unchanged_.restart();
        return;
    }
    if (unchanged_.elapsed() > kStuckMs)
        fail(QStringLiteral("stuck: neither the picture nor the game's state changed for %1 s "
                            "while waiting for %2")
                 .arg(kStuckMs / 1000)
                 .arg(what));
}

void Journey::waitFor(const std::function<bool()>& done, const QString& what, int timeoutMs) {
    QElapsedTimer waited;
    waited.start();
    lastImage_ = grab();
    lastState_ = stateFingerprint();
    lastWatch_ = clock_.elapsed();
    unchanged_.restart();
    // The table's words about a refused touch during this wait, kept: they fade after a few
    // seconds. Words already on show when the wait began are old news.
    const QString before = refusal();
    QString said;
    while (!done()) {
        if (!window_)
            fail(QStringLiteral("the window is gone while waiting for %1").arg(what));
        if (const QString now = refusal(); !now.isEmpty() && now != before)
            said = now;
        if (waited.elapsed() > timeoutMs) {
            fail(QStringLiteral("waited %1 s for %2%3")
                     .arg(timeoutMs / 1000)
                     .arg(what, said.isEmpty()
                                    ? QString()
                                    : QStringLiteral(" (the table says: %1)").arg(said)));
        }
        QTest::qWait(30);
        watchStuck(said.isEmpty() ? what
                                  : QStringLiteral("%1 (the table says: %2)").arg(what, said));
    }
}

QString Journey::geometry() const {
    // Where every visible item is: moves and fades still running under an opaque cover
    // (a hand sliding away behind the curtain) change nothing in the picture, but here.
    QString where;
    for (QQuickItem* item : findAll([](QQuickItem*) { return true; })) {
        const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        where += QStringLiteral("%1,%2,%3,%4;")
                     .arg(qRound(r.x()))
                     .arg(qRound(r.y()))
                     .arg(qRound(r.width()))
                     .arg(qRound(r.height()));
    }
    return where;
}

void Journey::settle(int maxMs) {
    QElapsedTimer waited;
    waited.start();
    QImage previous = grab();
    QString previousGeometry = geometry();
    while (waited.elapsed() < maxMs) {
        QTest::qWait(150);
        QImage next = grab();
        QString nextGeometry = geometry();
        if (next == previous && nextGeometry == previousGeometry)
            return;
        previous = std::move(next);
        previousGeometry = std::move(nextGeometry);
    }
}

// ---- the record ----

void Journey::shot(const QString& step, Timing timing) {
    if (timing == Settled)
        settle();
    const QImage image = grab();
    const QString name =
        QStringLiteral("%1-%2.png").arg(++shotCount_, 2, 10, QLatin1Char('0')).arg(fileSafe(step));
    if (!image.save(QDir(outputDir_).filePath(name)))
        fail(QStringLiteral("could not write %1 in %2").arg(name, outputDir_));
    log(QStringLiteral("shot %1").arg(name));

    const QRectF windowRect(0, 0, window_->width(), window_->height());
    QStringList problems = LayoutAudit::auditItems(window_->contentItem(), windowRect);
    problems += LayoutAudit::auditImage(image);
    problems += checkScreen(image, name.chopped(4)); // the picture's name, less ".png"
    if (!problems.isEmpty())
        fail(QStringLiteral("%1 finding(s) on %2:\n  %3")
                 .arg(problems.size())
                 .arg(name, problems.join(QStringLiteral("\n  "))));
}

// Reads the window back by OCR as the audit does (ScreenReading): a step whose shown words
// a person could not read fails, and its cut-outs and the text read are kept beside it.
QStringList Journey::checkScreen(const QImage& image, const QString& step) {
    Q_UNUSED(image) // ScreenReading grabs the same, unchanged frame itself
    static const OcrReader reader(QStringLiteral("en"));
    static const QString unavailable = reader.unavailableReason();
    if (!unavailable.isEmpty())
        return {QStringLiteral("ocr: %1").arg(unavailable)};
    const ScreenReading reading = ScreenReading::of(window_, reader);
    if (reading.readable())
        return {};
    reading.save(QDir(outputDir_).filePath(step + QStringLiteral("-ocr")));
    if (!reading.error.isEmpty())
        return {QStringLiteral("ocr: %1").arg(reading.error)};
    return {QStringLiteral("ocr: only %1 of %2 words read; missed: %3")
                .arg(reading.tally.read)
                .arg(reading.tally.meant)
                .arg(reading.tally.missed.join(' '))};
}

void Journey::failureShot(const QString& why) {
    if (!window_)
        return;
    const QString name = QStringLiteral("%1-FAILED-%2.png")
                             .arg(shotCount_ + 1, 2, 10, QLatin1Char('0'))
                             .arg(fileSafe(why.left(40)));
    grab().save(QDir(outputDir_).filePath(name));
    log(QStringLiteral("failure picture %1").arg(name));
}

void Journey::log(const QString& message) const {
    qInfo("[%s %6.1f s] %s", qPrintable(game_), clock_.elapsed() / 1000.0, qPrintable(message));
}

void Journey::fail(const QString& message) const {
    throw JourneyFailure(message);
}
