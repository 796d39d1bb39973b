// ReadingSheet: a screen's texts cut out where they are painted, each turned upright and
// made dark on light, stacked on one white page for OCR to read in one pass. Each cut-out
// holds the real pixels, so a label drawn over a label, cut off, or lost in its background
// reads as badly as a person would find it; the page around the texts (icons, card art,
// texts facing other seats) no longer confuses Tesseract's page layout.
#pragma once

#include "layoutaudit.h"

#include <QImage>
#include <vector>

namespace ReadingSheet {

// `screen` is the grabbed window, `pixelsPerDp` its pixels per scene unit.
QImage compose(const QImage& screen, qreal pixelsPerDp, const std::vector<SeenText>& texts);

} // namespace ReadingSheet
