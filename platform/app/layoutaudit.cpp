#include "layoutaudit.h"

#include <QAccessible>
#include <QJSValue>
#include <QQuickItem>
#include <QTextDocumentFragment>
#include <QtMath>
#include <algorithm>
#include <cmath>
#include <limits>

namespace {

constexpr qreal kTolerance = 1.0;

bool contains(const QRectF& outer, const QRectF& inner) {
    return inner.left() >= outer.left() - kTolerance && inner.top() >= outer.top() - kTolerance &&
           inner.right() <= outer.right() + kTolerance &&
           inner.bottom() <= outer.bottom() + kTolerance;
}

qreal number(const QObject* object, const char* property) {
    return object->property(property).toReal();
}

// Which way up the item is drawn: 0, 90, 180 or 270 degrees clockwise, -1 for any other
// angle (a token tumbling in the wok) or a mirror.
int quarterTurns(const QQuickItem* item) {
    const QPointF origin = item->mapToScene(QPointF(0, 0));
    const QPointF xAxis = item->mapToScene(QPointF(1, 0)) - origin;
    const QPointF yAxis = item->mapToScene(QPointF(0, 1)) - origin;
    if (xAxis.x() * yAxis.y() - xAxis.y() * yAxis.x() <= 0)
        return -1; // mirrored or flattened
    const qreal degrees = qRadiansToDegrees(std::atan2(xAxis.y(), xAxis.x()));
    const int nearest = int(std::lround(degrees / 90.0)) * 90;
    if (std::abs(degrees - nearest) > 1.0)
        return -1;
    return (nearest + 360) % 360;
}

// A Text's string as a person reads it: rich text without its tags and entities.
QString plainText(const QQuickItem* item) {
    const QString text = item->property("text").toString();
    const int format = item->property("textFormat").toInt();
    constexpr int kPlain = 0, kRich = 1, kAuto = 2, kStyled = 4;
    const bool rich =
        format == kRich || format == kStyled || (format == kAuto && Qt::mightBeRichText(text));
    return format == kPlain || !rich ? text : QTextDocumentFragment::fromHtml(text).toPlainText();
}

// Where a Text's glyphs are inside its item: its content box placed by padding and
// alignment (a centred label in a wide item paints only in the middle).
QRectF glyphBox(const QQuickItem* text) {
    const qreal left = number(text, "leftPadding");
    const qreal top = number(text, "topPadding");
    const qreal innerWidth = text->width() - left - number(text, "rightPadding");
    const qreal innerHeight = text->height() - top - number(text, "bottomPadding");
    const qreal width = number(text, "contentWidth");
    const qreal height = number(text, "contentHeight");
    const int horizontal = text->property("effectiveHorizontalAlignment").toInt();
    const int vertical = text->property("verticalAlignment").toInt();
    qreal x = left;
    if (horizontal & Qt::AlignRight)
        x += innerWidth - width;
    else if (horizontal & Qt::AlignHCenter)
        x += (innerWidth - width) / 2;
    qreal y = top;
    if (vertical & Qt::AlignBottom)
        y += innerHeight - height;
    else if (vertical & Qt::AlignVCenter)
        y += (innerHeight - height) / 2;
    return {x, y, width, height};
}

// The smallest rectangle holding both, even where one has no width or height.
QRectF spanning(const QRectF& a, const QRectF& b) {
    return QRectF(QPointF(std::min(a.left(), b.left()), std::min(a.top(), b.top())),
                  QPointF(std::max(a.right(), b.right()), std::max(a.bottom(), b.bottom())));
}

} // namespace

LayoutAudit::Walk LayoutAudit::walkItems(QQuickItem* root, const QRectF& windowRect,
                                         const QRectF& safeRect) {
    Walk walk{windowRect, safeRect, {}, {}, {}, {}, 0, {}};
    const qreal huge = std::numeric_limits<qreal>::max() / 4;
    visit(root, QRectF(-huge, -huge, 2 * huge, 2 * huge), false, 1.0, walk);
    markHiddenTexts(walk);
    return walk;
}

QStringList LayoutAudit::auditItems(QQuickItem* root, const QRectF& windowRect,
                                    const QRectF& safeRect) {
    Walk walk = walkItems(root, windowRect, safeRect);
    checkOverlaps(walk);
    checkCoachMark(root, walk);
    checkTextOverlaps(walk);
    return walk.problems;
}

std::vector<SeenText> LayoutAudit::seenTexts(QQuickItem* root, const QRectF& windowRect) {
    const Walk walk = walkItems(root, windowRect, windowRect);
    std::vector<SeenText> texts;
    for (const PaintedText& text : walk.texts)
        texts.push_back(text.seen);
    return texts;
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
// `clipped`: whether any ancestor clips at all; `opacity`: the ancestors' opacity.
void LayoutAudit::visit(QQuickItem* item, const QRectF& clip, bool clipped, qreal opacity,
                        Walk& walk) {
    if (!item->isVisible() || item->opacity() <= 0)
        return;
    const qreal shownOpacity = opacity * item->opacity();
    const QRectF sceneRect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    QRectF childClip = clip;
    if (item->clip())
        childClip = clip.intersected(sceneRect);
    // Paint order: children by z, ties in declaration order; those below z 0 under the item.
    QList<QQuickItem*> children = item->childItems();
    std::stable_sort(children.begin(), children.end(),
                     [](const QQuickItem* a, const QQuickItem* b) { return a->z() < b->z(); });
    const auto above = std::find_if(children.cbegin(), children.cend(),
                                    [](const QQuickItem* child) { return child->z() >= 0; });
    // A clipping page that scrolls only up and down: its children's sides are walls.
    const bool sideWall = item->clip() && item->inherits("QQuickFlickable") &&
                          number(item, "contentWidth") <= item->width() + kTolerance;
    if (sideWall)
        walk.sideWalls.push_back(sceneRect);
    for (auto child = children.cbegin(); child != above; ++child)
        visit(*child, childClip, clipped || item->clip(), shownOpacity, walk);
    paint(item, sceneRect, clip, clipped, shownOpacity, walk);
    for (auto child = above; child != children.cend(); ++child)
        visit(*child, childClip, clipped || item->clip(), shownOpacity, walk);
    if (sideWall)
        walk.sideWalls.pop_back();
}

// The item itself, at its place in paint order.
void LayoutAudit::paint(QQuickItem* item, const QRectF& sceneRect, const QRectF& clip, bool clipped,
                        qreal opacity, Walk& walk) {
    const int index = walk.paintIndex++;
    // A text is judged where its glyphs are drawn, which a box of zero width (a label
    // in a layout that never sized it) does not bound.
    const bool text = item->inherits("QQuickText");
    const QRectF drawn =
        text ? spanning(sceneRect, item->mapRectToScene(glyphBox(item))) : sceneRect;
    const QRectF shown = drawn.intersected(clip);
    // Items scrolled out of view (or out of the window) are not seen, so not judged.
    if (shown.isEmpty() || !shown.intersects(walk.windowRect))
        return;
    checkText(item, shown, clipped, walk);
    if (text && !walk.sideWalls.empty()) {
        const QRectF& wall = walk.sideWalls.back();
        if (drawn.left() < wall.left() - kTolerance || drawn.right() > wall.right() + kTolerance)
            walk.problems.append(
                QStringLiteral("text cut at the side of a page that scrolls only up and down: %1")
                    .arg(describe(item, shown)));
    }
    checkTarget(item, sceneRect, sceneRect.intersected(clip), clipped, walk);
    checkName(item, shown, walk);
    recordText(item, clip, opacity, walk);
    // An upright rectangle hides whatever was painted under it when it is opaque, or a
    // scrim dark enough that what lies under it is background (the table under a pause
    // dialog): a person is not asked to read it there.
    constexpr qreal kScrimAlpha = 0.5;
    if (item->inherits("QQuickRectangle") && quarterTurns(item) >= 0 &&
        opacity * item->property("color").value<QColor>().alphaF() >= kScrimAlpha)
        walk.covers.push_back({shown, index});
}

void LayoutAudit::recordText(QQuickItem* item, const QRectF& clip, qreal opacity, Walk& walk) {
    if (!item->inherits("QQuickText"))
        return;
    SeenText seen;
    seen.item = item;
    seen.text = plainText(item);
    if (seen.text.trimmed().isEmpty())
        return;
    seen.glyphs = glyphBox(item);
    seen.painted = item->mapRectToScene(seen.glyphs);
    seen.angle = quarterTurns(item);
    seen.opacity = opacity;
    const QRectF view = clip.intersected(walk.windowRect);
    seen.shown = seen.painted.intersected(view);
    seen.scrolledAway = seen.painted.top() < view.top() - kTolerance ||
                        seen.painted.bottom() > view.bottom() + kTolerance;
    walk.texts.push_back({seen, walk.paintIndex - 1});
}

// A text is hidden when an opaque item painted after it covers a good part of it (a
// dialog over the board): a person reads around it, and OCR is not asked to read it.
void LayoutAudit::markHiddenTexts(Walk& walk) {
    constexpr qreal kHiddenShare = 0.25;
    for (PaintedText& text : walk.texts) {
        const QRectF& glyphs = text.seen.painted;
        const qreal area = glyphs.width() * glyphs.height();
        text.seen.hidden =
            std::any_of(walk.covers.cbegin(), walk.covers.cend(), [&](const Cover& cover) {
                if (cover.paintIndex <= text.paintIndex)
                    return false;
                const QRectF common = cover.rect.intersected(glyphs);
                return common.width() * common.height() >= kHiddenShare * area;
            });
    }
}

// Whether an opaque cover painted after `after` and before `before` hides all of `area`:
// a card laid over another card's label, not a label over a label.
bool LayoutAudit::coveredBetween(const Walk& walk, const QRectF& area, int after, int before) {
    return std::any_of(walk.covers.cbegin(), walk.covers.cend(), [&](const Cover& cover) {
        return cover.paintIndex > after && cover.paintIndex < before && contains(cover.rect, area);
    });
}

// A label painted over another label is unreadable, whatever the item boxes say. A text
// meant to sit on another declares `property bool overlapsText: true` (rarely).
void LayoutAudit::checkTextOverlaps(Walk& walk) {
    const auto& texts = walk.texts;
    for (std::size_t a = 0; a < texts.size(); ++a) {
        const PaintedText& first = texts[a];
        if (first.seen.hidden || first.seen.item->property("overlapsText").toBool())
            continue;
        for (std::size_t b = a + 1; b < texts.size(); ++b) {
            const PaintedText& second = texts[b];
            if (second.seen.hidden || second.seen.item->property("overlapsText").toBool())
                continue;
            // What is shown, not the whole box: a paragraph scrolled under a page's header
            // is cut by its clipping list and overlaps nothing there.
            const QRectF common = first.seen.shown.intersected(second.seen.shown);
            if (common.width() < kTextOverlap || common.height() < kTextOverlap ||
                coveredBetween(walk, common, first.paintIndex, second.paintIndex))
                continue;
            // Turned texts (a tilted recipe card) are compared in the first one's own
            // frame: their scene bounding boxes are larger than what they paint.
            if (first.seen.angle < 0 || second.seen.angle < 0) {
                const QRectF inFirst =
                    second.seen.item->mapRectToItem(first.seen.item, second.seen.glyphs);
                const QRectF own = first.seen.glyphs.intersected(inFirst);
                if (own.width() < kTextOverlap || own.height() < kTextOverlap)
                    continue;
            }
            walk.problems.append(QStringLiteral("texts overlap: %1 and %2")
                                     .arg(describe(first.seen.item, first.seen.painted),
                                          describe(second.seen.item, second.seen.painted)));
        }
    }
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
    const bool wraps = item->property("wrapMode").toInt() != 0; // Text.NoWrap
    const bool elides = item->property("elide").toInt() != 3;   // Text.ElideNone
    if (item->property("truncated").toBool())
        problem(QStringLiteral("truncated text"));
    else if (!wraps && !elides && number(item, "implicitWidth") > width + kTolerance)
        problem(QStringLiteral("text wider than its item (%1 > %2)")
                    .arg(number(item, "implicitWidth"), 0, 'f', 0)
                    .arg(width, 0, 'f', 0));
    else if (wraps && number(item, "contentHeight") > height + kTolerance)
        problem(QStringLiteral("wrapped text taller than its item (%1 > %2)")
                    .arg(number(item, "contentHeight"), 0, 'f', 0)
                    .arg(height, 0, 'f', 0));
    else if (wraps && number(item, "contentWidth") > width + kTolerance)
        problem(QStringLiteral("a word wider than its item (%1 > %2)")
                    .arg(number(item, "contentWidth"), 0, 'f', 0)
                    .arg(width, 0, 'f', 0));
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
    if (sceneRect.width() + kTolerance < kMinTouchTarget ||
        sceneRect.height() + kTolerance < kMinTouchTarget)
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
    // A guided game's coach mark lies over the table on purpose: the controls it partly
    // covers are out of play for that step (the guide lets only the ringed one through).
    std::vector<QRectF> marks;
    for (const Target& target : targets) {
        if (insideCoachMark(target.item))
            marks.push_back(target.shown);
    }
    for (Target& target : targets) {
        if (insideCoachMark(target.item))
            continue;
        for (const QRectF& mark : marks)
            target.covered = target.covered || target.shown.intersects(mark);
    }
    for (std::size_t later = 0; later < targets.size(); ++later) {
        for (std::size_t earlier = 0; earlier < later; ++earlier) {
            if (contains(targets[later].shown, targets[earlier].shown) &&
                !targets[earlier].item->isAncestorOf(targets[later].item))
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
            if (common.width() <= kTolerance || common.height() <= kTolerance ||
                contains(first.shown, second.shown) || contains(second.shown, first.shown))
                continue;
            walk.problems.append(
                QStringLiteral("touch targets overlap: %1 and %2")
                    .arg(describe(first.item, first.shown), describe(second.item, second.shown)));
        }
    }
}

// A control a screen reader cannot name is a blank to a blind player: every item a finger,
// a drag or the keyboard can use says what it is.
void LayoutAudit::checkName(QQuickItem* item, const QRectF& shownRect, Walk& walk) {
    if (!item->isEnabled() ||
        !(isInteractive(item) || isDraggable(item) || item->activeFocusOnTab()))
        return;
    if (accessibleName(item).trimmed().isEmpty() && !hiddenFromReaders(item))
        walk.problems.append(QStringLiteral("interactive item without an accessible name: %1")
                                 .arg(describe(item, shownRect)));
}

// `Accessible.ignored: true` says so on purpose: a backdrop that only stops taps reaching
// the table under a dialog is nothing to announce.
bool LayoutAudit::hiddenFromReaders(QQuickItem* item) {
    const QObjectList& children = item->children(); // attached objects are the item's children
    return std::any_of(children.cbegin(), children.cend(), [](const QObject* child) {
        return child->inherits("QQuickAccessibleAttached") && child->property("ignored").toBool();
    });
}

bool LayoutAudit::isDraggable(QQuickItem* item) {
    const QObjectList& children = item->children();
    return std::any_of(children.cbegin(), children.cend(), [](const QObject* child) {
        return child->inherits("QQuickDragHandler") && child->property("enabled").toBool();
    });
}

// What a screen reader says for the item: its accessible interface's name (Accessible.name).
// A control with no name of its own takes its text as its name once a reader turns
// accessibility on; here (offscreen, no reader) nothing turns it on, so its text stands in.
QString LayoutAudit::accessibleName(QQuickItem* item) {
    QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(item);
    const QString name = accessible ? accessible->text(QAccessible::Name) : QString();
    if (name.trimmed().isEmpty() && item->inherits("QQuickAbstractButton"))
        return item->property("text").toString();
    return name;
}

bool LayoutAudit::insideCoachMark(const QQuickItem* item) {
    for (; item; item = item->parentItem()) {
        if (item->objectName() == QLatin1String("coachMark"))
            return true;
    }
    return false;
}

// The coach mark must leave in sight what it points at, or the learner reads about what it
// hides: the control it rings (GuideOverlay's "coachRing") and what the step's words are
// about (the overlay's `keptItems`, from its keepInSight: Wok Up's wok and the learner's
// edge, Komme gleich!'s orders beside the ringed hand), ringed step or not.
void LayoutAudit::checkCoachMark(QQuickItem* root, Walk& walk) {
    QQuickItem* markItem = nullptr;
    QQuickItem* ringItem = nullptr;
    QList<QQuickItem*> pending = {root};
    while (!pending.isEmpty()) {
        QQuickItem* item = pending.takeLast();
        if (!item->isVisible())
            continue;
        if (!markItem && item->objectName() == QLatin1String("coachMark"))
            markItem = item;
        if (!ringItem && item->objectName() == QLatin1String("coachRing"))
            ringItem = item;
        pending += item->childItems();
    }
    if (!markItem)
        return;
    const auto sceneBox = [](const QQuickItem* item) {
        return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    };
    const QRectF mark = sceneBox(markItem);
    const auto reportCover = [&walk, &mark](const QString& what, const QRectF& box) {
        const QRectF common = mark.intersected(box);
        if (box.isEmpty() || common.width() <= kTolerance || common.height() <= kTolerance)
            return;
        walk.problems.append(QStringLiteral("the coach mark covers %1: mark (%2,%3 %4x%5), "
                                            "it (%6,%7 %8x%9)")
                                 .arg(what)
                                 .arg(mark.x())
                                 .arg(mark.y())
                                 .arg(mark.width())
                                 .arg(mark.height())
                                 .arg(box.x())
                                 .arg(box.y())
                                 .arg(box.width())
                                 .arg(box.height()));
    };
    if (ringItem)
        reportCover(QStringLiteral("the control it points at"), sceneBox(ringItem));
    const QObject* overlay = markItem->parentItem();
    for (const QQuickItem* kept : keptInSight(overlay)) {
        if (kept->isVisible())
            reportCover(QStringLiteral("what its step is about, '%1',").arg(kept->objectName()),
                        sceneBox(kept));
    }
}

// The overlay's `keptItems` (a JavaScript array of items in QML).
QList<const QQuickItem*> LayoutAudit::keptInSight(const QObject* overlay) {
    QList<const QQuickItem*> items;
    if (!overlay)
        return items;
    QVariant value = overlay->property("keptItems");
    if (value.metaType() == QMetaType::fromType<QJSValue>())
        value = value.value<QJSValue>().toVariant();
    const QVariantList list = value.toList();
    for (const QVariant& entry : list) {
        if (const auto* item = qobject_cast<const QQuickItem*>(entry.value<QObject*>()))
            items.append(item);
    }
    return items;
}

bool LayoutAudit::isInteractive(QQuickItem* item) {
    if (!item->isEnabled())
        return false;
    static const char* const kinds[] = {
        "QQuickAbstractButton", "QQuickMouseArea", "QQuickComboBox", "QQuickSlider",
        "QQuickSpinBox",        "QQuickTextField", "PressPad"};
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
