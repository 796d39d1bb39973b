#include "layoutaudit.h"

#include <QQuickItem>
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

QStringList LayoutAudit::auditItems(QQuickItem* root, const QRectF& windowRect) {
    QStringList problems;
    const qreal huge = std::numeric_limits<qreal>::max() / 4;
    visit(root, QRectF(-huge, -huge, 2 * huge, 2 * huge), false, windowRect, problems);
    return problems;
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
void LayoutAudit::visit(QQuickItem* item, const QRectF& clip, bool clipped,
                        const QRectF& windowRect, QStringList& problems) {
    if (!item->isVisible() || item->opacity() <= 0)
        return;
    const QRectF sceneRect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    const QRectF shown = sceneRect.intersected(clip);
    // Items scrolled out of view (or out of the window) are not seen, so not judged.
    const bool seen = !shown.isEmpty() && shown.intersects(windowRect);
    if (seen) {
        checkText(item, shown, clipped, windowRect, problems);
        checkTarget(item, sceneRect, problems);
    }
    QRectF childClip = clip;
    if (item->clip())
        childClip = clip.intersected(sceneRect);
    for (QQuickItem* child : item->childItems())
        visit(child, childClip, clipped || item->clip(), windowRect, problems);
}

void LayoutAudit::checkText(QQuickItem* item, const QRectF& shownRect, bool clipped,
                            const QRectF& windowRect, QStringList& problems) {
    if (!item->inherits("QQuickText"))
        return;
    const QString text = item->property("text").toString();
    if (text.trimmed().isEmpty())
        return;
    const auto problem = [&](const QString& what) {
        problems.append(QStringLiteral("%1: %2").arg(what, describe(item, shownRect)));
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
    // stay inside the window.
    if (!clipped && !contains(windowRect, shownRect))
        problem(QStringLiteral("text outside the window"));
}

void LayoutAudit::checkTarget(QQuickItem* item, const QRectF& sceneRect, QStringList& problems) {
    if (!isInteractive(item))
        return;
    // Measured on screen, so a turned or scaled control is judged by what a finger meets.
    if (sceneRect.width() + kTolerance < kMinTouchTarget
        || sceneRect.height() + kTolerance < kMinTouchTarget)
        problems.append(QStringLiteral("touch target smaller than %1x%1 dp (%2x%3): %4")
                            .arg(kMinTouchTarget)
                            .arg(sceneRect.width(), 0, 'f', 0)
                            .arg(sceneRect.height(), 0, 'f', 0)
                            .arg(describe(item, sceneRect)));
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
