#include "readingsheet.h"

#include <QColor>
#include <QPainter>
#include <QQuickItem>
#include <QTransform>
#include <algorithm>

namespace ReadingSheet {

namespace {

constexpr qreal kMarginDp = 4; // around the glyphs, so no letter is cut
constexpr int kGapPx = 24;     // between cut-outs on the sheet
constexpr int kPagePaddingPx = 32;
constexpr qreal kReadPixelsPerDp = 2;

// Makes the cut-out ink on paper: its most common grey (the background the text sits on)
// becomes white and its darkest black. A tan table or a grey chip otherwise stays a
// mid grey that Tesseract's thresholding reads as part of the letters.
void inkOnPaper(QImage& grey) {
    int histogram[256] = {};
    int darkest = 255;
    for (int y = 0; y < grey.height(); ++y) {
        const uchar* line = grey.constScanLine(y);
        for (int x = 0; x < grey.width(); ++x) {
            ++histogram[line[x]];
            darkest = std::min(darkest, int(line[x]));
        }
    }
    const int background = int(std::max_element(histogram, histogram + 256) - histogram);
    if (background - darkest < 8)
        return; // flat: nothing to read, nothing to stretch
    for (int y = 0; y < grey.height(); ++y) {
        uchar* line = grey.scanLine(y);
        for (int x = 0; x < grey.width(); ++x)
            line[x] =
                uchar(std::clamp((int(line[x]) - darkest) * 255 / (background - darkest), 0, 255));
    }
}

QImage cutOut(const QImage& screen, qreal pixelsPerDp, const SeenText& text) {
    const QRectF area = text.painted.adjusted(-kMarginDp, -kMarginDp, kMarginDp, kMarginDp);
    const QRect pixels =
        QRectF(area.topLeft() * pixelsPerDp, area.size() * pixelsPerDp).toAlignedRect() &
        screen.rect();
    QImage grey = screen.copy(pixels).convertToFormat(QImage::Format_Grayscale8);
    if (text.angle != 0)
        grey = grey.transformed(QTransform().rotate(-text.angle));
    // Body text at one pixel per dp is too small for Tesseract: read it at two.
    if (pixelsPerDp < kReadPixelsPerDp)
        grey = grey.scaled(grey.size() * (kReadPixelsPerDp / pixelsPerDp), Qt::IgnoreAspectRatio,
                           Qt::SmoothTransformation);
    // Light text on a dark button becomes dark text on light, as Tesseract expects.
    const QColor ink = text.item->property("color").value<QColor>();
    if (ink.isValid() && ink.lightnessF() > 0.5)
        grey.invertPixels();
    inkOnPaper(grey);
    return grey;
}

} // namespace

QImage compose(const QImage& screen, qreal pixelsPerDp, const std::vector<SeenText>& texts) {
    std::vector<QImage> cuts;
    int width = 0;
    int height = kPagePaddingPx;
    for (const SeenText& text : texts) {
        QImage cut = cutOut(screen, pixelsPerDp, text);
        if (cut.isNull())
            continue;
        width = std::max(width, cut.width());
        height += cut.height() + kGapPx;
        cuts.push_back(std::move(cut));
    }
    QImage sheet(width + 2 * kPagePaddingPx, height + kPagePaddingPx, QImage::Format_Grayscale8);
    sheet.fill(Qt::white);
    QPainter painter(&sheet);
    int y = kPagePaddingPx;
    for (const QImage& cut : cuts) {
        painter.drawImage(kPagePaddingPx, y, cut);
        y += cut.height() + kGapPx;
    }
    return sheet;
}

} // namespace ReadingSheet
