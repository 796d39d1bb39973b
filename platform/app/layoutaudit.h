// LayoutAudit: walks a window's item tree and lists what a player would see as broken:
// clipped or overflowing text, text or controls running off the window or under a notch
// (outside the safe area), interactive controls smaller than the 48 dp touch target or
// partly covering one another, controls a screen reader cannot name (no accessible name),
// one text painted over another, and a render that is one flat colour. It also lists the texts a
// person can see, for the OCR check (ocrcheck.h).
#pragma once

#include <QImage>
#include <QRectF>
#include <QStringList>
#include <vector>

class QQuickItem;

// A text item as painted: where its glyphs are (not its item's box), which way up.
struct SeenText {
    QQuickItem* item = nullptr;
    QString text;      // plain text (rich text's tags removed)
    QRectF painted;    // the glyphs' bounding box in the scene
    QRectF shown;      // the part of `painted` its clipping ancestors and the window show
    QRectF glyphs;     // the glyphs' box in the item's own coordinates
    int angle = 0;     // 0, 90, 180 or 270 degrees clockwise; -1 at any other angle
    qreal opacity = 1; // effective, ancestors included
    // Cut above or below by a clipping ancestor or the window: scrolled partly out of view,
    // so only partly readable here. (Cut at the sides it is simply unreadable.)
    bool scrolledAway = false;
    bool hidden = false; // a good part of it under an opaque item painted after it
};

class LayoutAudit {
  public:
    static constexpr qreal kMinTouchTarget = 48.0;
    // Two texts overlap when their glyph boxes share at least this much both ways (dp).
    static constexpr qreal kTextOverlap = 2.0;

    // Problems found in the item tree under `root`, in a window `windowRect` big whose
    // `safeRect` is clear of notches and system bars (all in dp).
    static QStringList auditItems(QQuickItem* root, const QRectF& windowRect,
                                  const QRectF& safeRect);
    static QStringList auditItems(QQuickItem* root, const QRectF& windowRect) {
        return auditItems(root, windowRect, windowRect);
    }
    // "blank render" when every pixel has the same colour.
    static QStringList auditImage(const QImage& image);
    // The texts a person can see under `root` (not hidden by opacity 0 or an opaque cover).
    static std::vector<SeenText> seenTexts(QQuickItem* root, const QRectF& windowRect);

  private:
    struct Target {
        QQuickItem* item;
        QRectF shown; // on screen, cut by clipping ancestors
        bool covered = false;
    };
    struct Cover { // opaque or a dark scrim: what is painted before it, under it, is hidden
        QRectF rect;
        int paintIndex;
    };
    struct PaintedText {
        SeenText seen;
        int paintIndex;
    };
    struct Walk {
        QRectF windowRect;
        QRectF safeRect;
        QStringList problems;
        std::vector<Target> targets; // in paint order
        std::vector<PaintedText> texts;
        std::vector<Cover> covers;
        int paintIndex = 0;
        // The sides of the pages that scroll only up and down, innermost last: a text
        // cut at one of them is lost, not scrolled to.
        std::vector<QRectF> sideWalls;
    };
    static Walk walkItems(QQuickItem* root, const QRectF& windowRect, const QRectF& safeRect);
    static void visit(QQuickItem* item, const QRectF& clip, bool clipped, qreal opacity,
                      Walk& walk);
    static void paint(QQuickItem* item, const QRectF& sceneRect, const QRectF& clip, bool clipped,
                      qreal opacity, Walk& walk);
    static void recordText(QQuickItem* item, const QRectF& clip, qreal opacity, Walk& walk);
    static void markHiddenTexts(Walk& walk);
    static void checkTextOverlaps(Walk& walk);
    static bool coveredBetween(const Walk& walk, const QRectF& area, int after, int before);
    static void checkText(QQuickItem* item, const QRectF& shownRect, bool clipped, Walk& walk);
    static void checkTarget(QQuickItem* item, const QRectF& sceneRect, const QRectF& shownRect,
                            bool clipped, Walk& walk);
    static void checkOverlaps(Walk& walk);
    static void checkName(QQuickItem* item, const QRectF& shownRect, Walk& walk);
    static bool insideCoachMark(const QQuickItem* item);
    static void checkCoachMark(QQuickItem* root, Walk& walk);
    static QList<const QQuickItem*> keptInSight(const QObject* overlay);
    static bool isInteractive(QQuickItem* item);
    static bool isDraggable(QQuickItem* item);
    static bool hiddenFromReaders(QQuickItem* item);
    static QString accessibleName(QQuickItem* item);
    static QString describe(QQuickItem* item, const QRectF& sceneRect);
};
