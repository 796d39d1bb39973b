// AuditRunner: for --audit: shows every view of the app (menu, settings, about, the family
// history, each stall's setup and rules, each built game's table started with a default
// setup, the same table with its hand-off curtain lifted as the first player would, and its
// end-of-game screen after a match bots played through) at every audited
// device size, re-laying out one window rather than starting a process per render,
// and prints what LayoutAudit finds. Ends the app: 0 clean, 1 problems.
//
// With `ocrSize` ("tablet" or "phone") it audits at that one size and also reads every
// view back by OCR (ScreenReading), page by page down a long scrolling view: a view with
// under 85% of its shown words read fails, as a person could not read it either.
//
// A device size is pixels at a device pixel ratio; the layout sees dp = pixels / ratio, so
// one process at ratio 1 lays out exactly what each device would (text is shaped in dp
// too). Phone-shaped sizes get a notch and a home indicator through the Device singleton.
// The run first writes a scripted family into its throw-away home (auditfamily.h), so the
// history, the setup's player chips and the end screens show real names and avatars.
// Time moves only as the audit steps it (AuditTime): each view is seen at a fixed moment,
// a real-time table's at its named moments (the countdown, the signal word, mid-round),
// so two runs see, and report, the same screens.
#pragma once

#include <QMarginsF>
#include <QObject>
#include <QSize>
#include <QString>
#include <QStringList>
#include <utility>
#include <vector>

#include "auditprofile.h"
#include "auditsettle.h"
#include "audittime.h"
#include "ocrreader.h"
#include "ocrwords.h"

class QQuickWindow;
class QQuickItem;

struct AuditedSize {
    QSize pixels;
    int ratio = 1;
    QSize dp() const { return pixels / ratio; }
    QString name() const;
};

struct AuditSettings {
    // When not empty, also saves one PNG per view and size at ratio 2 there (with OCR:
    // every page read, and the text read beside it).
    QString shotsDir;
    // Views whose findings are printed as known and do not fail the run (a game screen
    // with fixes pending); a view in it that turns out clean is reported, so the list
    // shrinks as screens are fixed. OCR findings are never allowed.
    QStringList allowed;
    // When not empty, just the views whose names start with one of these prefixes.
    QStringList only;
    // "tablet" or "phone": audit at that size only, and OCR every view.
    QString ocrSize;
    QString language = QStringLiteral("en"); // the views' language, for OCR
};

class AuditRunner : public QObject {
    Q_OBJECT
  public:
    AuditRunner(QQuickWindow* window, AuditSettings settings, QObject* parent = nullptr);

    // The device sizes audited: phones and tablets both ways round at ratios 1-3, leaving
    // out combinations smaller than any supported screen (under 320 dp on the short side).
    static std::vector<AuditedSize> auditedSizes();
    // The insets a phone of this shape has (notch, home indicator), none for a tablet.
    static QMarginsF simulatedInsets(QSize dp);
    // The one size an OCR run reads at: a 1280x800 dp tablet or a 360x780 dp phone.
    static AuditedSize ocrSize(const QString& kind);

  private:
    // Where a real-time table is stepped to before its view is audited (AuditTime): a
    // fixed moment, so every run sees the same screen.
    enum class Moment {
        Opened,   // as opened, once it settled (a real-time table: its countdown's "3")
        Signal,   // the countdown just over: the game's signal word in the middle
        MidRound, // a few seconds into the first round: the bots have moved
        // (No round's result: a round ends on the people's moves, which nobody makes here.)
    };
    struct View {
        QString name;   // for the report: "menu", "setup/wokup", "game/tindahan", ...
        QString screen; // Main.openScreen() name, or "game"
        QString stall;
        bool revealHand = false; // a game: also lift its hand-off curtain (game/<id>/hand)
        bool finished = false;   // a game played to its end: its end-of-game screen (end/<id>)
        QString overlay = {};    // the objectName of a question on the screen to show open
        Moment moment = Moment::Opened; // other than Opened: a real-time table only
        QString (*scene)() = nullptr;   // a scripted position resumed (auditscenes.h)
    };
    enum class Shown { Yes, Failed, NotApplicable };
    void run();
    void seedFamily();
    std::vector<View> views() const;
    bool selected(const View& view) const;
    Shown show(const View& view);
    Shown open(const View& view);
    Shown reachMoment(Moment moment);
    QObject* table() const;
    bool revealHands();
    // Brings the window to rest (AuditSettle); false when no frame came at all.
    bool settled(const QString& where);
    // Lays the view out at sizes of one dp size and checks it (grabbed once for all the
    // sizes shot): the problems for each size, in their order.
    std::vector<QStringList> auditAt(const View& view, const std::vector<AuditedSize>& same);
    QString shotPath(const View& view, const AuditedSize& size, const QString& suffix) const;
    // OCR of the view as laid out now, every page of its longest scrolling list.
    WordTally readBack(const View& view, const AuditedSize& size, QStringList* errors);
    QQuickItem* longestFlickable() const;
    bool readAndReport(const View& view, const AuditedSize& size,
                       std::vector<std::pair<QString, WordTally>>& readings);
    static void reportWorst(std::vector<std::pair<QString, WordTally>> readings);

    QQuickWindow* window_;
    QObject* main_; // Main.qml's root
    AuditSettings settings_;
    AuditTime time_; // before any table is made: every one runs on it
    AuditSettle settle_{window_, [this] { time_.tickAnimations(); }};
    OcrReader reader_;
    AuditProfile profile_; // FOODCOURT_AUDIT_PROFILE=1: where the time goes
    // QML's warnings while a view was shown: a screen that failed to load (a type
    // unavailable, a binding error) must not pass as a clean one.
    QStringList qmlWarnings_;
};
