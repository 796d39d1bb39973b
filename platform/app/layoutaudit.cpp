#include "layoutaudit.h"

#include <QQuickItem>
#include <algorithm>
#include <limits>

namespace {

constexpr qreal kTolerance = 1.0;

bool contains(const QRectF& outer, const QRectF& inner) {
    return inner.left() >= outer.left() - kTolerance && inner.top() >= outer.top() - kTolerance
           && inner.right() <= outer.right() + kTolerance
           && inner.bottom() <= outer.bottom() + kTolerance;
}

qreal number(const QObject* object, const char* property) {
    return object->property(property).toReal();
}

} // namespace

QStringList LayoutAudit::auditItems(QQuickItem* root, const QRectF& windowRect,
                                    const QRectF& safeRect) {
    Walk walk{windowRect, safeRect, {}, {}};
    const qreal huge = std::numeric_limits<qreal>::max() / 4;
    visit(root, QRectF(-huge, -huge, 2 * huge, 2 * huge), false, walk);
    checkOverlaps(walk);
    return walk.problems;
}

QStringList LayoutAudit::auditImage(const QImage& image) {
    if (image.isNull())
        return {QStringLiteral("blank render: no image")};
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    const QRgb first = rgb.pixel(0, 0);
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x) {
            if (line[x] != first)
                return {};
        }
    }
    return {QStringLiteral("blank render: every pixel is %1").arg(QColor(first).name())};
}

// `clip`: the scene area the item can show through (its clipping ancestors);
// `clipped`: whether any ancestor clips at all.
void LayoutAudit::visit(QQuickItem* item, const QRectF& clip, bool clipped, Walk& walk) {
    if (!item->isVisible() || item->opacity() <= 0)
        return;
    const QRectF sceneRect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    const QRectF shown = sceneRect.intersected(clip);
    // Items scrolled out of view (or out of the window) are not seen, so not judged.
    const bool seen = !shown.isEmpty() && shown.intersects(walk.windowRect);
    if (seen) {
        checkText(item, shown, clipped, walk);
        checkTarget(item, sceneRect, shown, clipped, walk);
    }
    QRectF childClip = clip;
    if (item->clip())
        childClip = clip.intersected(sceneRect);
    // Paint order: children by z, ties in declaration order.
    QList<QQuickItem*> children = item->childItems();
    std::stable_sort(children.begin(), children.end(),
                     [](const QQuickItem* a, const QQuickItem* b) { return a->z() < b->z(); });
    for (QQuickItem* child : children)
        visit(child, childClip, clipped || item->clip(), walk);
}

void LayoutAudit::checkText(QQuickItem* item, const QRectF& shownRect, bool clipped, Walk& walk) {
    if (!item->inherits("QQuickText"))
        return;
    const QString text = item->property("text").toString();
    if (text.trimmed().isEmpty())
        return;
    const auto problem = [&](const QString& what) {
        walk.problems.append(QStringLiteral("%1: %2").arg(what, describe(item, shownRect)));
    };
    const qreal width = item->width();
    const qreal height = item->height();
    const bool wraps = item->property("wrapMode").toInt() != 0;    // Text.NoWrap
    const bool elides = item->property("elide").toInt() != 3;      // Text.ElideNone
    if (item->property("truncated").toBool())
        problem(QStringLiteral("truncated text"));
    else if (!wraps && !elides && number(item, "implicitWidth") > width + kTolerance)
        problem(QStringLiteral("text wider than its item (%1 > %2)")
                    .arg(number(item, "implicitWidth"), 0, 'f', 0).arg(width, 0, 'f', 0));
    else if (wraps && number(item, "contentHeight") > height + kTolerance)
        problem(QStringLiteral("wrapped text taller than its item (%1 > %2)")
                    .arg(number(item, "contentHeight"), 0, 'f', 0).arg(height, 0, 'f', 0));
    else if (wraps && number(item, "contentWidth") > width + kTolerance)
        problem(QStringLiteral("a word wider than its item (%1 > %2)")
                    .arg(number(item, "contentWidth"), 0, 'f', 0).arg(width, 0, 'f', 0));
    // Inside a clipping (scrolling) ancestor the text is cut on purpose; elsewhere it must
    // stay inside the window, and clear of a notch or home indicator.
    if (!clipped && !contains(walk.windowRect, shownRect))
        problem(QStringLiteral("text outside the window"));
    else if (!clipped && !contains(walk.safeRect, shownRect))
        problem(QStringLiteral("text outside the safe area"));
}

void LayoutAudit::checkTarget(QQuickItem* item, const QRectF& sceneRect, const QRectF& shownRect,
                              bool clipped, Walk& walk) {
    if (!isInteractive(item))
        return;
    // Measured on screen, so a turned or scaled control is judged by what a finger meets.
    if (sceneRect.width() + kTolerance < kMinTouchTarget
        || sceneRect.height() + kTolerance < kMinTouchTarget)
        walk.problems.append(QStringLiteral("touch target smaller than %1x%1 dp (%2x%3): %4")
                                 .arg(kMinTouchTarget)
                                 .arg(sceneRect.width(), 0, 'f', 0)
                                 .arg(sceneRect.height(), 0, 'f', 0)
                                 .arg(describe(item, sceneRect)));
    // A control under a notch cannot be reached; one that fills the window (a curtain, a
    // whole-table pad) reaches past it on purpose.
    const bool fillsWindow = contains(shownRect, walk.windowRect);
    if (!clipped && !fillsWindow && !contains(walk.safeRect, shownRect))
        walk.problems.append(QStringLiteral("touch target outside the safe area: %1")
                                 .arg(describe(item, shownRect)));
    walk.targets.push_back({item, shownRect});
}

// Two controls that partly cover each other steal each other's taps. A control entirely
// under a later one (a curtain over the table) is hidden, not overlapped; a control inside
// a bigger one (a button on a tappable card) is nested on purpose.
void LayoutAudit::checkOverlaps(Walk& walk) {
    auto& targets = walk.targets;
    for (std::size_t later = 0; later < targets.size(); ++later) {
        for (std::size_t earlier = 0; earlier < later; ++earlier) {
            if (contains(targets[later].shown, targets[earlier].shown)
                && !targets[earlier].item->isAncestorOf(targets[later].item))
                targets[earlier].covered = true;
        }
    }
    for (std::size_t a = 0; a < targets.size(); ++a) {
        for (std::size_t b = a + 1; b < targets.size(); ++b) {
            const Target& first = targets[a];
            const Target& second = targets[b];
            if (first.covered || second.covered)
                continue;
            const QRectF common = first.shown.intersected(second.shown);
            if (common.width() <= kTolerance || common.height() <= kTolerance
                || contains(first.shown, second.shown) || contains(second.shown, first.shown))
                continue;
            walk.problems.append(QStringLiteral("touch targets overlap: %1 and %2")
                                     .arg(describe(first.item, first.shown),
                                          describe(second.item, second.shown)));
        }
    }
}

bool LayoutAudit::isInteractive(QQuickItem* item) {
    if (!item->isEnabled())
        return false;
    static const char* const kinds[] = {"QQuickAbstractButton", "QQuickMouseArea",
                                        "QQuickComboBox",       "QQuickSlider",
                                        "QQuickSpinBox",        "QQuickTextField",
                                        "PressPad"};
    for (const char* kind : kinds) {
        if (item->inherits(kind))
            return true;
    }
    // A pointer handler's parent is what the finger has to hit.
    for (const QObject* child : item->children()) {
        if (child->inherits("QQuickTapHandler") && child->property("enabled").toBool())
            return true;
    }
    return false;
}

QString LayoutAudit::describe(QQuickItem* item, const QRectF& sceneRect) {
    QString name = QString::fromLatin1(item->metaObject()->className());
    name = name.section(QLatin1String("_QML"), 0, 0);
    if (!item->objectName().isEmpty())
        name += QStringLiteral(" '%1'").arg(item->objectName());
    QString text = item->property("text").toString();
    if (text.isEmpty() && item->parentItem())
        text = item->parentItem()->property("text").toString();
    if (!text.isEmpty())
        name += QStringLiteral(" \"%1\"").arg(text.left(60).replace('\n', ' '));
    return QStringLiteral("%1 at (%2,%3 %4x%5)")
        .arg(name)
        .arg(sceneRect.x(), 0, 'f', 0)
        .arg(sceneRect.y(), 0, 'f', 0)
        .arg(sceneRect.width(), 0, 'f', 0)
        .arg(sceneRect.height(), 0, 'f', 0);
}
