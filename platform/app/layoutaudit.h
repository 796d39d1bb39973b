// LayoutAudit: walks a window's item tree and lists what a player would see as broken:
// clipped or overflowing text, text or controls running off the window or under a notch
// (outside the safe area), interactive controls smaller than the 48 dp touch target or
// partly covering one another, and a render that is one flat colour.
#pragma once

#include <QImage>
#include <QRectF>
#include <QStringList>
#include <vector>

class QQuickItem;

class LayoutAudit {
public:
    static constexpr qreal kMinTouchTarget = 48.0;

    // Problems found in the item tree under `root`, in a window `windowRect` big whose
    // `safeRect` is clear of notches and system bars (all in dp).
    static QStringList auditItems(QQuickItem* root, const QRectF& windowRect,
                                  const QRectF& safeRect);
    static QStringList auditItems(QQuickItem* root, const QRectF& windowRect) {
        return auditItems(root, windowRect, windowRect);
    }
    // "blank render" when every pixel has the same colour.
    static QStringList auditImage(const QImage& image);

private:
    struct Target {
        QQuickItem* item;
        QRectF shown; // on screen, cut by clipping ancestors
        bool covered = false;
    };
    struct Walk {
        QRectF windowRect;
        QRectF safeRect;
        QStringList problems;
        std::vector<Target> targets; // in paint order
    };
    static void visit(QQuickItem* item, const QRectF& clip, bool clipped, Walk& walk);
    static void checkText(QQuickItem* item, const QRectF& shownRect, bool clipped, Walk& walk);
    static void checkTarget(QQuickItem* item, const QRectF& sceneRect, const QRectF& shownRect,
                            bool clipped, Walk& walk);
    static void checkOverlaps(Walk& walk);
    static bool isInteractive(QQuickItem* item);
    static QString describe(QQuickItem* item, const QRectF& sceneRect);
};
