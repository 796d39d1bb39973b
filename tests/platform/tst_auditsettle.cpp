// The layout audit waits for a screen to come to rest (AuditSettle), not for a fixed number
// of frames: what each frame moves (a coach mark following its control on
// afterAnimating) is followed to its end however many frames that takes, a planner's work
// on Qt's thread pool is waited for and shown, a 0 ms Timer fires, and a layout that never
// rests is reported with the item that keeps changing.
#include "auditsettle.h"
#include "inline_scene.h"

#include <QFutureWatcher>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QThread>
#include <QtConcurrent>
#include <memory>

class TestAuditSettle : public QObject {
    Q_OBJECT

    QQmlEngine engine_;
    std::unique_ptr<QQuickWindow> window_;
    std::unique_ptr<QQuickItem> scene_;
    int ticks_ = 0;

    void load(const QByteArray& body) { loadInlineScene(engine_, *window_, scene_, body); }
    QQuickItem* item(const char* name) const {
        return scene_->findChild<QQuickItem*>(QString::fromLatin1(name));
    }
    AuditSettle settle() {
        return AuditSettle(window_.get(), [this] { ++ticks_; });
    }

  private slots:
    void initTestCase() {
        window_ = std::make_unique<QQuickWindow>();
        window_->resize(400, 300);
        window_->show();
    }

    // A follower that moves 10 dp a frame towards its place (as the guide's ring and coach
    // mark follow their control frame by frame) needs six frames; two saw it halfway.
    void whatFramesMoveIsFollowedToItsEnd() {
        load(R"(
            Rectangle { id: follower; objectName: "follower"; width: 20; height: 20; x: 0
                Connections {
                    target: follower.Window.window
                    function onAfterAnimating() {
                        if (follower.x < 55) follower.x = Math.min(55, follower.x + 10)
                    }
                }
            })");
        const AuditSettle::Result rest = settle().settle();
        QVERIFY(rest.framed);
        QVERIFY(rest.settled);
        QCOMPARE(item("follower")->x(), 55.0);
        QVERIFY2(rest.frames > 2, "the scene must need more than the two frames once waited");
    }

    // A planner's answer from Qt's thread pool is waited for and delivered before the
    // screen is measured (Kaki Lima's end showed "the planner is playing" or its par).
    void backgroundWorkIsWaitedForAndShown() {
        load(R"(Text { objectName: "par"; text: "planner is playing" })");
        QFutureWatcher<QString> watcher;
        connect(&watcher, &QFutureWatcher<QString>::finished, this,
                [this, &watcher] { item("par")->setProperty("text", watcher.result()); });
        watcher.setFuture(QtConcurrent::run([] {
            QThread::msleep(300);
            return QStringLiteral("Par: 83");
        }));
        const AuditSettle::Result rest = settle().settle();
        QVERIFY(rest.settled);
        QCOMPARE(item("par")->property("text").toString(), QStringLiteral("Par: 83"));
    }

    // Animation time moves before the frames, so a 0 ms Timer gets its tick.
    void animationTimeIsTicked() {
        load(R"(Item {})");
        ticks_ = 0;
        settle().settle();
        QVERIFY(ticks_ >= 1);
    }

    // A layout that flips every frame never rests: reported, naming the item.
    void aLayoutThatNeverRestsIsReported() {
        load(R"(
            Rectangle { id: flipper; objectName: "flipper"; width: 20; height: 20
                Connections {
                    target: flipper.Window.window
                    function onAfterAnimating() { flipper.x = flipper.x > 0 ? 0 : 10 }
                }
            })");
        const AuditSettle::Result rest = settle().settle();
        QVERIFY(rest.framed);
        QVERIFY(!rest.settled);
        QCOMPARE(rest.frames, AuditSettle::kMaxFrames);
        QVERIFY2(rest.problem().contains(QStringLiteral("'flipper'")), qPrintable(rest.problem()));
    }

    void cleanupTestCase() {
        scene_.reset();
        window_.reset();
    }
};

QTEST_MAIN(TestAuditSettle)
#include "tst_auditsettle.moc"
