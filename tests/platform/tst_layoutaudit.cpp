// The layout audit's text checks on small scenes: a text is judged where its glyphs are
// drawn (even from a zero-width item), a text painted over another is reported unless an
// opaque card lies between them or it says it means to, and the texts a person can see
// are listed with which way up they are and whether something covers them. Every control
// a finger, a drag or the keyboard can use has an accessible name (issue 20).
#include "inline_scene.h"
#include "layoutaudit.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <memory>

class TestLayoutAudit : public QObject {
    Q_OBJECT

    QQmlEngine engine_;
    std::unique_ptr<QQuickWindow> window_;
    std::unique_ptr<QQuickItem> scene_;

    // Shows `body` (QML items) in a 400x300 window and returns the audit's findings.
    QStringList audit(const QByteArray& body) {
        load(body);
        return LayoutAudit::auditItems(window_->contentItem(), QRectF(0, 0, 400, 300));
    }
    void load(const QByteArray& body) { loadInlineScene(engine_, *window_, scene_, body); }
    static bool mentions(const QStringList& problems, const QString& what) {
        return std::any_of(problems.cbegin(), problems.cend(),
                           [&what](const QString& p) { return p.contains(what); });
    }

  private slots:
    void initTestCase() {
        window_ = std::make_unique<QQuickWindow>();
        window_->resize(400, 300);
        window_->show();
    }

    void aControlWithoutAnAccessibleNameIsReported() {
        const QStringList problems = audit(R"(
            Rectangle { objectName: "tapped"; x: 0; y: 0; width: 60; height: 60
                TapHandler {} }
            Item { objectName: "dragged"; x: 70; y: 0; width: 60; height: 60
                DragHandler {} }
            Item { objectName: "tabbed"; x: 140; y: 0; width: 60; height: 60
                activeFocusOnTab: true }
            Rectangle { objectName: "named"; x: 210; y: 0; width: 60; height: 60
                Accessible.name: "7 of durians"; TapHandler {} }
            MouseArea { objectName: "backdrop"; x: 0; y: 100; width: 60; height: 60
                Accessible.ignored: true }
            Rectangle { objectName: "offNow"; x: 70; y: 100; width: 60; height: 60
                TapHandler { enabled: false } })");
        const QStringList unnamed = problems.filter(QStringLiteral("without an accessible name"));
        QCOMPARE(unnamed.size(), 3);
        QVERIFY2(mentions(unnamed, "'tapped'"), qPrintable(unnamed.join('\n')));
        QVERIFY2(mentions(unnamed, "'dragged'"), qPrintable(unnamed.join('\n')));
        QVERIFY2(mentions(unnamed, "'tabbed'"), qPrintable(unnamed.join('\n')));
    }

    // A guided game's coach mark is reported where it lies over what it points at: the
    // control it rings, and what the step is about (its overlay's keptItems: Wok Up's wok,
    // Komme gleich!'s orders beside the ringed hand), ring or not. Beside them it is fine.
    void aCoachMarkOverWhatItPointsAtIsReported() {
        const QString scene = QStringLiteral(R"(
            Item { anchors.fill: parent
                property var keptItems: [wok]
                Rectangle { id: wok; objectName: "stack_0"; x: 100; y: 100; width: 100; height: 60 }
                Rectangle { objectName: "coachRing"; x: 100; y: 200; width: 100; height: 60
                    color: "transparent"; visible: %3 }
                Rectangle { objectName: "coachMark"; x: %1; y: %2; width: 80; height: 60 } })");
        const auto coachProblems = [this, &scene](int x, int y, bool ring) {
            const QString body = scene.arg(x).arg(y).arg(ring ? "true" : "false");
            return audit(body.toUtf8()).filter(QStringLiteral("the coach mark covers"));
        };
        QStringList problems = coachProblems(150, 120, false);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(mentions(problems, "what its step is about, 'stack_0'"),
                 qPrintable(problems.join('\n')));
        problems = coachProblems(150, 230, true);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(mentions(problems, "the control it points at"), qPrintable(problems.join('\n')));
        // A ringed step's mark over what the step keeps in sight is reported too.
        problems = coachProblems(150, 120, true);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(mentions(problems, "what its step is about, 'stack_0'"),
                 qPrintable(problems.join('\n')));
        problems = coachProblems(250, 120, true);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
        problems = coachProblems(250, 120, false);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    void aZeroWidthParagraphIsSeen() {
        const QStringList problems = audit(R"(
            Item { width: 0; x: 20; y: 20
                Text { width: parent.width; wrapMode: Text.WordWrap; text: "All on one line" } })");
        QVERIFY2(mentions(problems, "a word wider than its item"), qPrintable(problems.join('\n')));
    }

    void labelsDrawnOverEachOtherAreReported() {
        const QStringList problems = audit(R"(
            Text { x: 20; y: 20; text: "Aim of the game" }
            Text { x: 30; y: 22; text: "Setup" })");
        QVERIFY2(mentions(problems, "texts overlap"), qPrintable(problems.join('\n')));
    }

    void labelsSideBySideAreFine() {
        const QStringList problems = audit(R"(
            Text { x: 20; y: 20; text: "Aim" }
            Text { x: 120; y: 20; text: "Setup" }
            Text { x: 20; y: 60; width: 300; text: "Centred"; horizontalAlignment: Text.AlignHCenter }
            Text { x: 20; y: 60; text: "Left" })");
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    void aCardLaidOverALabelHidesIt() {
        const QStringList problems = audit(R"(
            Text { x: 20; y: 20; text: "Under the card" }
            Rectangle { x: 10; y: 10; width: 200; height: 60; color: "white"
                Text { x: 10; y: 10; text: "On the card" } })");
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
        const auto texts = LayoutAudit::seenTexts(window_->contentItem(), QRectF(0, 0, 400, 300));
        QCOMPARE(texts.size(), std::size_t(2));
        QVERIFY(texts[0].hidden);
        QVERIFY(!texts[1].hidden);
    }

    // A pause dialog's dark scrim makes the table under it background: not to be read;
    // a faint tint over a label leaves it to be read.
    void aDarkScrimHidesWhatIsUnderItAFaintTintDoesNot() {
        load(R"(
            Text { x: 20; y: 20; text: "Under the scrim" }
            Text { x: 20; y: 200; text: "Under the tint" }
            Rectangle { x: 0; y: 0; width: 400; height: 100; color: Qt.rgba(0, 0, 0, 0.55) }
            Rectangle { x: 0; y: 180; width: 400; height: 60; color: Qt.rgba(0, 0, 0, 0.2) })");
        const auto texts = LayoutAudit::seenTexts(window_->contentItem(), QRectF(0, 0, 400, 300));
        QCOMPARE(texts.size(), std::size_t(2));
        QVERIFY(texts[0].hidden);
        QVERIFY(!texts[1].hidden);
    }

    // A page's list scrolled up under its header: the paragraph's box reaches up behind the
    // title, but its list clips it at the header's edge, so nothing is painted over the title.
    void aParagraphScrolledUnderAHeaderOverlapsNothing() {
        const char* const page = R"(
            Text { x: 20; y: 10; text: "How to play"; font.pixelSize: 24 }
            Item { x: 0; y: 40; width: 400; height: 260; clip: %1
                Text { x: 20; y: -20; text: "The leader plays a card" } })";
        const QString header = QString::fromUtf8(page);
        QStringList problems = audit(header.arg(QStringLiteral("true")).toUtf8());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
        // Without the clip the same paragraph is painted over the title.
        problems = audit(header.arg(QStringLiteral("false")).toUtf8());
        QVERIFY2(mentions(problems, "texts overlap"), qPrintable(problems.join('\n')));
    }

    // A page that scrolls only up and down cuts what runs past its sides for good (no
    // finger can scroll to it); a page that also scrolls sideways only hides it for now.
    void aTextCutAtTheSideOfAnUpAndDownPageIsLost() {
        const char* const page = R"(
            Flickable { x: 20; y: 20; width: 200; height: 200; clip: true
                contentWidth: %1; contentHeight: 400
                Text { x: 10; y: 10; text: "A phrase far wider than its page"; font.pixelSize: 20 } })";
        const QString flickable = QString::fromUtf8(page);
        QStringList problems = audit(flickable.arg(QStringLiteral("200")).toUtf8());
        QVERIFY2(mentions(problems, "text cut at the side of a page that scrolls only up and down"),
                 qPrintable(problems.join('\n')));
        problems = audit(flickable.arg(QStringLiteral("600")).toUtf8());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    void aDeclaredOverlayIsAllowed() {
        const QStringList problems = audit(R"(
            Text { x: 20; y: 20; text: "Shadowed" }
            Text { x: 21; y: 21; text: "Shadowed"; property bool overlapsText: true })");
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    void seenTextsKnowWhichWayUpAndWhatIsScrolledAway() {
        load(R"(
            Text { x: 200; y: 100; text: "Far side"; rotation: 180 }
            Text { x: 200; y: 200; text: "Tilted"; rotation: 20 }
            Item { x: 20; y: 150; width: 100; height: 30; clip: true
                Text { y: 20; text: "Half\nscrolled" } })");
        const auto texts = LayoutAudit::seenTexts(window_->contentItem(), QRectF(0, 0, 400, 300));
        QCOMPARE(texts.size(), std::size_t(3));
        QCOMPARE(texts[0].angle, 180);
        QCOMPARE(texts[1].angle, -1);
        QVERIFY(texts[2].scrolledAway);
        QVERIFY(!texts[0].scrolledAway);
    }
};

QTEST_MAIN(TestLayoutAudit)
#include "tst_layoutaudit.moc"
