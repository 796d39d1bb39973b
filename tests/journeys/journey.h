// Journey: drives the app's real Main window the way a person does, by touches on the
// items they can see, and keeps the record: a screenshot of each step (NN-step.png), the
// layout audit of each one, and a watch for a stuck screen while it waits.
//
// Everything a journey does to the app goes through touches at the scene position of a
// visible item (QTest::touchEvent on the window, as the touch screen delivers them). It
// reads the item tree and the table's properties to decide what to touch (which card is
// legal, whose turn it is), never calls the table to make a move.
#pragma once

#include <QElapsedTimer>
#include <QImage>
#include <QPointF>
#include <QPointer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QString>
#include <QStringList>
#include <functional>
#include <stdexcept>

class QPointingDevice;

// What a journey throws when a step fails; the test turns it into a QFAIL.
class JourneyFailure : public std::runtime_error {
  public:
    explicit JourneyFailure(const QString& message) : std::runtime_error(message.toStdString()) {}
};

class Journey {
  public:
    // `outputDir` receives the screenshots (emptied first).
    Journey(QQuickWindow* window, const QString& game, const QString& outputDir);

    QQuickWindow* window() const { return window_; }
    QString game() const { return game_; }
    QString outputDir() const { return outputDir_; }

    // ---- what is on screen ----
    // Visible items under the window's content item for which `match` holds, in tree order.
    QList<QQuickItem*> findAll(const std::function<bool(QQuickItem*)>& match) const;
    QQuickItem* find(const std::function<bool(QQuickItem*)>& match) const;
    // The same, searched under `root` only (root included).
    QList<QQuickItem*> findAllIn(QQuickItem* root,
                                 const std::function<bool(QQuickItem*)>& match) const;
    QQuickItem* findIn(QQuickItem* root, const std::function<bool(QQuickItem*)>& match) const;
    QQuickItem* buttonIn(QQuickItem* root, const QString& text) const;
    QQuickItem* byName(const QString& objectName) const;
    QList<QQuickItem*> byNamePrefix(const QString& prefix) const;
    // A visible, enabled button (Qt Quick Controls) whose text is `text`.
    QQuickItem* button(const QString& text) const;
    // A visible text item whose text contains `text`.
    QQuickItem* text(const QString& text) const;
    // Like find(), but fails the journey when nothing matches within `timeoutMs`.
    QQuickItem* need(const QString& what, const std::function<bool(QQuickItem*)>& match,
                     int timeoutMs = 15000);
    QQuickItem* needName(const QString& objectName, int timeoutMs = 15000);
    QQuickItem* needButton(const QString& text, int timeoutMs = 15000);

    // The shell: how many screens are stacked (1: the menu), and the game on show.
    int screenDepth() const;
    QObject* gameScreen() const; // the loaded game screen (GameHost.gameScreen), or null
    QObject* table() const;      // the game screen's `table`
    QVariant tableValue(const char* property) const;
    // What the table last said about a refused touch (its notice or message), if anything.
    QString refusal() const;

    // ---- touches ----
    // A tap (press, short pause, release) on the item's centre, or at `local` in it, or at
    // a point of the scene. The point must lie inside the window, or the journey fails.
    void tap(QQuickItem* item, const QString& what);
    void tapAt(QQuickItem* item, QPointF local, const QString& what);
    void tapScene(QPointF scenePoint, const QString& what);
    // Press and hold for `ms`, as on the hand-off curtain.
    void hold(QQuickItem* item, int ms, const QString& what);
    // A finger put down at `from`, moved in `steps` moves `stepMs` apart to `to`, lifted.
    void drag(QPointF from, QPointF to, const QString& what, int steps = 12, int stepMs = 20);
    // A flick: the finger put down at `from`, carried to `to` at an even speed over
    // `durationMs` (by the clock, whatever the event loop's pace), lifted while moving.
    void flick(QPointF from, QPointF to, int durationMs, const QString& what);
    // A drag through several points (a sweep along a hand, then off it).
    void dragPath(const QList<QPointF>& points, const QString& what, int stepsPerLeg = 8,
                  int stepMs = 20);
    static QPointF centreOf(QQuickItem* item);
    // Scrolls the Flickable around `item` by slow touch drags until the item is wholly in
    // the window (as a person scrolls the menu to the stall below the fold).
    void scrollIntoView(QQuickItem* item, const QString& what);

    // ---- waiting ----
    // Waits (events running) until `done` holds. Fails when `timeoutMs` pass, or when the
    // picture and the game's state stay the same for 10 s meanwhile (a stuck screen).
    void waitFor(const std::function<bool()>& done, const QString& what, int timeoutMs = 60000);
    // Waits until two grabs 150 ms apart are the same and no item moved meanwhile, at most
    // `maxMs` (a pulse never settles): used before a screenshot so it does not catch a
    // move half drawn.
    void settle(int maxMs = 2000);

    // ---- the record ----
    // Saves NN-step.png, audits the layout of what is on screen and runs checkScreen();
    // any finding fails the journey. Waits for the screen to settle first, unless
    // `AsItIs` (a countdown that must be caught while it counts).
    enum Timing { Settled, AsItIs };
    void shot(const QString& step, Timing timing = Settled);
    // The OCR check of a screenshot, the hook for the app's OCR reader (platform/app's
    // ScreenReading): what a person could not read in `image` of `step`. Nothing yet.
    QStringList checkScreen(const QImage& image, const QString& step);
    // Saves a last picture when the journey fails (not audited).
    void failureShot(const QString& why);
    // A line for the log, with the time since the start.
    void log(const QString& message) const;
    qint64 elapsedMs() const { return clock_.elapsed(); }

    [[noreturn]] void fail(const QString& message) const;

  private:
    QString stateFingerprint() const;
    QString geometry() const;
    QImage grab() const;
    void watchStuck(const QString& what);
    void press(QPointF scenePoint);
    void moveTo(QPointF scenePoint);
    void release(QPointF scenePoint);
    QPointF checkedScenePoint(QQuickItem* item, QPointF local, const QString& what) const;

    QPointer<QQuickWindow> window_;
    QString game_;
    QString outputDir_;
    QPointingDevice* touchScreen_;
    int shotCount_ = 0;
    QElapsedTimer clock_;
    // The stuck watch: the last picture and state seen, and since when they stand still.
    QImage lastImage_;
    QString lastState_;
    QElapsedTimer unchanged_;
    qint64 lastWatch_ = -1;
};
