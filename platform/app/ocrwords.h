// OcrWords: compares the words a screen means to show with the words OCR read back from
// it, as a person would judge: case, punctuation and accents aside, one wrong letter in
// a long word forgiven (OCR misreads as a tired eye does; a wrong screen misses words).
#pragma once

#include <QString>
#include <QStringList>

struct WordTally {
    int meant = 0;      // distinct words of kMinLetters+ letters the screen means to show
    int read = 0;       // how many of them OCR read back
    QStringList missed; // the others
    double share() const { return meant == 0 ? 1.0 : double(read) / meant; }
    WordTally& operator+=(const WordTally& other);
};

namespace OcrWords {

constexpr int kMinLetters = 4;
// Long words may differ from what was read by one edit.
constexpr int kForgivingLength = 6;

// The distinct words of kMinLetters or more letters in `text`: lower case, accents
// removed, split at anything that is not a letter.
QStringList words(const QString& text);

// How many of the words in `meantTexts` appear in `readText`.
WordTally tally(const QStringList& meantTexts, const QString& readText);

// Whether two words are at most one insertion, deletion or substitution apart.
bool withinOneEdit(const QString& a, const QString& b);

} // namespace OcrWords
