// AuditRunner: for --audit: shows every view of the app (menu, settings, about, each
// stall's setup and rules, each built game's table started with a default setup, and the
// same table with its hand-off curtain lifted as the first player would) at every audited
// device size, re-laying out one window rather than starting a process per render,
// and prints what LayoutAudit finds. Ends the app: 0 clean, 1 problems.
//
// A device size is pixels at a device pixel ratio; the layout sees dp = pixels / ratio, so
// one process at ratio 1 lays out exactly what each device would (text is shaped in dp
// too). Phone-shaped sizes get a notch and a home indicator through the Device singleton.
#pragma once

#include <QMarginsF>
#include <QObject>
#include <QSize>
#include <QString>
#include <QStringList>
#include <vector>

class QQuickWindow;

struct AuditedSize {
    QSize pixels;
    int ratio = 1;
    QSize dp() const { return pixels / ratio; }
    QString name() const;
};

class AuditRunner : public QObject {
    Q_OBJECT
  public:
    // shotsDir: when not empty, also saves one PNG per view and size at ratio 2 there.
    // allowed: views whose findings are printed as known and do not fail the run (a game
    // screen with fixes pending); a view in it that turns out clean is reported, so the
    // list shrinks as screens are fixed.
    // only: when not empty, just the views whose names start with one of these prefixes.
    AuditRunner(QQuickWindow* window, QString shotsDir, QStringList allowed, QStringList only,
                QObject* parent = nullptr);

    // The device sizes audited: phones and tablets both ways round at ratios 1-3, leaving
    // out combinations smaller than any supported screen (under 320 dp on the short side).
    static std::vector<AuditedSize> auditedSizes();
    // The insets a phone of this shape has (notch, home indicator), none for a tablet.
    static QMarginsF simulatedInsets(QSize dp);

  private:
    struct View {
        QString name;   // for the report: "menu", "setup/wokup", "game/tindahan", ...
        QString screen; // Main.openScreen() name, or "game"
        QString stall;
        bool revealHand = false; // a game: also lift its hand-off curtain (game/<id>/hand)
    };
    enum class Shown { Yes, Failed, NotApplicable };
    void run();
    std::vector<View> views() const;
    bool selected(const View& view) const;
    Shown show(const View& view);
    bool revealHands();
    bool waitForFrame();
    QStringList auditAt(const View& view, const AuditedSize& size);

    QQuickWindow* window_;
    QObject* main_; // Main.qml's root
    QString shotsDir_;
    QStringList allowed_;
    QStringList only_;
};
