#include "ocrwords.h"

#include <QSet>
#include <algorithm>

WordTally& WordTally::operator+=(const WordTally& other) {
    meant += other.meant;
    read += other.read;
    missed += other.missed;
    return *this;
}

namespace OcrWords {

namespace {

QString folded(const QString& word) {
    QString plain;
    for (const QChar c : word.normalized(QString::NormalizationForm_KD)) {
        if (c.category() != QChar::Mark_NonSpacing)
            plain.append(c);
    }
    return plain.toLower();
}

} // namespace

QStringList words(const QString& text) {
    QStringList found;
    QSet<QString> seen;
    QString current;
    const auto flush = [&] {
        if (current.size() >= kMinLetters) {
            const QString word = folded(current);
            if (!seen.contains(word)) {
                seen.insert(word);
                found.append(word);
            }
        }
        current.clear();
    };
    for (const QChar c : text) {
        if (c.isLetter() || (c.category() == QChar::Mark_NonSpacing && !current.isEmpty()))
            current.append(c);
        else
            flush();
    }
    flush();
    return found;
}

bool withinOneEdit(const QString& a, const QString& b) {
    const QString& shorter = a.size() <= b.size() ? a : b;
    const QString& longer = a.size() <= b.size() ? b : a;
    if (longer.size() - shorter.size() > 1)
        return false;
    qsizetype i = 0;
    while (i < shorter.size() && shorter[i] == longer[i])
        ++i;
    if (i == shorter.size())
        return true; // equal, or one letter added at the end
    // First difference: skip one letter of the longer word, or of both (a substitution).
    const qsizetype skipShorter = shorter.size() == longer.size() ? 1 : 0;
    return QStringView(shorter).mid(i + skipShorter) == QStringView(longer).mid(i + 1);
}

WordTally tally(const QStringList& meantTexts, const QString& readText) {
    const QStringList readWords = words(readText);
    const QSet<QString> readSet(readWords.cbegin(), readWords.cend());
    const QStringList meant = words(meantTexts.join(QLatin1Char('\n')));
    WordTally result;
    result.meant = int(meant.size());
    for (const QString& word : meant) {
        const bool found =
            readSet.contains(word) ||
            (word.size() >= kForgivingLength &&
             std::any_of(readWords.cbegin(), readWords.cend(), [&word](const QString& candidate) {
                 return withinOneEdit(word, candidate);
             }));
        if (found)
            ++result.read;
        else
            result.missed.append(word);
    }
    return result;
}

} // namespace OcrWords
