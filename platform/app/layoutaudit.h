// LayoutAudit: walks a window's item tree and lists what a player would see as broken:
// clipped or overflowing text, text running off the window, interactive controls smaller
// than the 48 dp touch target, and a render that is one flat colour.
#pragma once

#include <QImage>
#include <QRectF>
#include <QStringList>

class QQuickItem;

class LayoutAudit {
public:
    static constexpr qreal kMinTouchTarget = 48.0;

    // Problems found in the item tree under `root` (in a window `windowRect` big, in dp).
    static QStringList auditItems(QQuickItem* root, const QRectF& windowRect);
    // "blank render" when every pixel has the same colour.
    static QStringList auditImage(const QImage& image);

private:
    static void visit(QQuickItem* item, const QRectF& clip, bool clipped,
                      const QRectF& windowRect, QStringList& problems);
    static void checkText(QQuickItem* item, const QRectF& sceneRect, bool clipped,
                          const QRectF& windowRect, QStringList& problems);
    static void checkTarget(QQuickItem* item, const QRectF& sceneRect, QStringList& problems);
    static bool isInteractive(QQuickItem* item);
    static QString describe(QQuickItem* item, const QRectF& sceneRect);
};
