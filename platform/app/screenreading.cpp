#include "screenreading.h"

#include "layoutaudit.h"
#include "readingsheet.h"

#include <QFile>
#include <QQuickItem>
#include <QQuickWindow>

ScreenReading ScreenReading::of(QQuickWindow* window, const OcrReader& reader) {
    std::vector<ScreenReading> readings = {capture(window)};
    readAll(readings, reader);
    return readings.front();
}

ScreenReading ScreenReading::capture(QQuickWindow* window) {
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
    if (!shown.empty())
        reading.sheet = ReadingSheet::compose(reading.screen,
                                              reading.screen.width() / windowRect.width(), shown);
    return reading;
}

void ScreenReading::readAll(std::vector<ScreenReading>& readings, const OcrReader& reader) {
    // Read as a page first; where that misses words, as sparse labels too (each mode finds
    // text the other misses), and count what either read.
    std::vector<ScreenReading*> pending;
    std::vector<QImage> sheets;
    for (ScreenReading& reading : readings) {
        if (!reading.sheet.isNull()) {
            pending.push_back(&reading);
            sheets.push_back(reading.sheet);
        }
    }
    QString error;
    const std::optional<QStringList> pages =
        reader.readAll(sheets, OcrReader::Layout::Page, &error);
    std::vector<ScreenReading*> sparse;
    sheets.clear();
    for (std::size_t i = 0; i < pending.size(); ++i) {
        ScreenReading& reading = *pending[i];
        if (!pages) {
            reading.error = error;
            continue;
        }
        reading.read = pages->at(qsizetype(i));
        if (OcrWords::tally(reading.meant, reading.read).share() < kMinWordsRead) {
            sparse.push_back(&reading);
            sheets.push_back(reading.sheet);
        }
    }
    const std::optional<QStringList> labels =
        reader.readAll(sheets, OcrReader::Layout::Sparse, &error);
    for (std::size_t i = 0; i < sparse.size(); ++i) {
        if (labels)
            sparse[i]->read += QLatin1Char('\n') + labels->at(qsizetype(i));
        else
            sparse[i]->error = error;
    }
    for (ScreenReading* reading : pending) {
        if (reading->error.isEmpty())
            reading->tally = OcrWords::tally(reading->meant, reading->read);
        else
            reading->read.clear();
    }
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
