// The OCR check's word matcher: what counts as a word, and when a word counts as read.
#include "ocrwords.h"

#include <QTest>

class TestOcrWords : public QObject {
    Q_OBJECT
  private slots:
    void wordsAreLettersOnlyFoldedAndDistinct() {
        QCOMPARE(OcrWords::words(QStringLiteral("Draw a CARD, then draw: card-play l'ordre 2024")),
                 (QStringList{"draw", "card", "then", "play", "ordre"}));
        QCOMPARE(OcrWords::words(QStringLiteral("Zurück über Straße; Réalisée")),
                 (QStringList{"zuruck", "uber", "straße", "realisee"}));
        QVERIFY(OcrWords::words(QStringLiteral("a bc def 1234 !!")).isEmpty());
    }

    void oneEditApart() {
        QVERIFY(OcrWords::withinOneEdit("serveur", "serveur"));
        QVERIFY(OcrWords::withinOneEdit("serveur", "serveut"));  // substituted
        QVERIFY(OcrWords::withinOneEdit("serveur", "serveurs")); // one added
        QVERIFY(OcrWords::withinOneEdit("serveur", "sereur"));   // one dropped
        QVERIFY(!OcrWords::withinOneEdit("serveur", "servant"));
        QVERIFY(!OcrWords::withinOneEdit("serveur", "serve"));
    }

    void tallyCountsMeantWordsFoundInTheReading() {
        const QStringList meant = {"Most tips wins", "The start player passes to the left"};
        const WordTally all =
            OcrWords::tally(meant, "most tips WINS.\nThe start player\npasses to the left");
        QCOMPARE(all.meant, 7); // most tips wins start player passes left
        QCOMPARE(all.read, 7);
        QVERIFY(all.missed.isEmpty());
        QCOMPARE(all.share(), 1.0);

        // A long word misread by one letter still counts; a short one does not.
        const WordTally misread =
            OcrWords::tally(meant, "rnost tips wins The start playcr passes left");
        QCOMPARE(misread.read, 6);
        QCOMPARE(misread.missed, QStringList{"most"});
    }

    void textDrawnOverItselfReadsAsLittle() {
        // What Tesseract made of a rules page whose paragraphs were painted on one line.
        const WordTally garbled = OcrWords::tally(
            {"You are waiters serving orders.", "Match your hand to the row of menu cards"},
            "Yowaeswitesesivingrdrs Mach yourhand tthe row ofmenu");
        QVERIFY2(garbled.share() < 0.5, qPrintable(QString::number(garbled.share())));
    }

    void nothingMeantIsFullyRead() { QCOMPARE(OcrWords::tally({"a b c"}, "").share(), 1.0); }
};

QTEST_APPLESS_MAIN(TestOcrWords)
#include "tst_ocrwords.moc"
