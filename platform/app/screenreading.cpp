#include "screenreading.h"

#include "layoutaudit.h"
#include "readingsheet.h"

#include <QFile>
#include <QQuickItem>
#include <QQuickWindow>

ScreenReading ScreenReading::of(QQuickWindow* window, const OcrReader& reader) {
    ScreenReading reading;
    const QRectF windowRect(0, 0, window->width(), window->height());
    std::vector<SeenText> shown;
    for (const SeenText& text : LayoutAudit::seenTexts(window->contentItem(), windowRect)) {
        if (!text.scrolledAway && !text.hidden && text.angle >= 0 &&
            text.opacity >= kReadableOpacity && !OcrWords::words(text.text).isEmpty()) {
            shown.push_back(text);
            reading.meant.append(text.text);
        }
    }
    reading.screen = window->grabWindow();
    if (shown.empty())
        return reading;
    reading.sheet =
        ReadingSheet::compose(reading.screen, reading.screen.width() / windowRect.width(), shown);
    // Read as a page first; where that misses words, as sparse labels too (each mode finds
    // text the other misses), and count what either read.
    std::optional<QString> read =
        reader.read(reading.sheet, OcrReader::Layout::Page, &reading.error);
    if (read && OcrWords::tally(reading.meant, *read).share() < kMinWordsRead) {
        const std::optional<QString> sparse =
            reader.read(reading.sheet, OcrReader::Layout::Sparse, &reading.error);
        read = sparse ? std::optional<QString>(*read + QLatin1Char('\n') + *sparse) : sparse;
    }
    if (!read)
        return reading;
    reading.error.clear();
    reading.read = *read;
    reading.tally = OcrWords::tally(reading.meant, reading.read);
    return reading;
}

void ScreenReading::save(const QString& stem) const {
    screen.save(stem + QStringLiteral(".png"), "PNG", 80);
    if (!sheet.isNull())
        sheet.save(stem + QStringLiteral("-read.png"), "PNG", 80);
    QFile text(stem + QStringLiteral(".txt"));
    if (text.open(QIODevice::WriteOnly))
        text.write(QStringLiteral("MEANT:\n%1\n\nREAD:\n%2\n\nMISSED: %3\n%4")
                       .arg(meant.join('\n'), read, tally.missed.join(' '), error)
                       .toUtf8());
}
