// GuideRunner: runs a guided first game ("Learn to play") on a game's table. It reads the
// steps of a GuideScript (see docs/guide.md), steers the table's MatchSession as its
// MatchGuide (only the step's own action goes through, the bots hold while the learner
// reads, nothing is saved) and moves on when the step's action is applied, the learner
// taps Next, or the screen reaches the step's state. The sequencing itself is
// fc::guide::Sequence (guide_sequence.h, Qt-free); this is its QML face.
#pragma once

#include "guide_sequence.h"
#include "matchsession.h"

#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class GuideRunner : public QObject, public MatchGuide {
    Q_OBJECT
    QML_ELEMENT
    // The table the guide steers; set it before the match starts, so nothing is saved.
    Q_PROPERTY(MatchSession* session READ session WRITE setSession NOTIFY sessionChanged)
    // The steps: maps {target, text, waitFor, by, until} (docs/guide.md). Setting them
    // starts again at the first.
    Q_PROPERTY(QVariantList steps READ steps WRITE setSteps NOTIFY stepsChanged)
    Q_PROPERTY(int learnerSeat READ learnerSeat WRITE setLearnerSeat NOTIFY stepsChanged)
    Q_PROPERTY(int stepIndex READ stepIndex NOTIFY stepChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY stepsChanged)
    // The step due (an empty map once finished).
    Q_PROPERTY(QVariantMap step READ step NOTIFY stepChanged)
    // The step's fields, for QML ("" / the learner's seat once finished).
    Q_PROPERTY(QString stepTarget READ stepTarget NOTIFY stepChanged)
    Q_PROPERTY(QString stepText READ stepText NOTIFY stepChanged)
    Q_PROPERTY(QString stepUntil READ stepUntil NOTIFY stepChanged)
    Q_PROPERTY(int stepBy READ stepBy NOTIFY stepChanged)
    // "read", "action", "condition" ("" once finished).
    Q_PROPERTY(QString stepKind READ stepKind NOTIFY stepChanged)
    Q_PROPERTY(bool finished READ finished NOTIFY stepChanged)
    Q_PROPERTY(bool left READ left NOTIFY stepChanged)

  public:
    explicit GuideRunner(QObject* parent = nullptr);
    ~GuideRunner() override;

    MatchSession* session() const { return session_; }
    void setSession(MatchSession* session);
    QVariantList steps() const { return steps_; }
    void setSteps(const QVariantList& steps);
    int learnerSeat() const { return learnerSeat_; }
    void setLearnerSeat(int seat);
    int stepIndex() const { return sequence_.index(); }
    int stepCount() const { return sequence_.size(); }
    QVariantMap step() const;
    QString stepKind() const;
    QString stepTarget() const { return stepField("target"); }
    QString stepText() const { return stepField("text"); }
    QString stepUntil() const { return stepField("until"); }
    int stepBy() const;
    bool finished() const { return sequence_.finished(); }
    bool left() const { return sequence_.left(); }

    // The learner tapped Next on a step that only explains. False on any other step.
    Q_INVOKABLE bool next();
    // The screen reached the Condition step's state. False on any other step.
    Q_INVOKABLE bool conditionMet();
    // The same, from a binding that sees the state: done after the binding has settled
    // (the next pass of the event loop), and only if step `index` is still the one due.
    Q_INVOKABLE void conditionReached(int index);
    // The learner leaves: the bots stop and no action goes through any more.
    Q_INVOKABLE void leave();
    // The visible item under `root` (itself included) whose objectName is `name`, depth
    // first; nullptr when none shows. Coach marks point at real controls this way.
    Q_INVOKABLE QQuickItem* findItem(QQuickItem* root, const QString& name) const;

    // MatchGuide
    QString refusalOf(int seat, const QString& action) const override;
    bool holdsBots() const override { return sequence_.holdsBots(); }

  signals:
    void sessionChanged();
    void stepsChanged();
    void stepChanged();

  private:
    void rebuild();
    QString stepField(const char* name) const;
    void moved(); // the sequence moved on: tell QML and the session
    void onActionApplied(int seat, const QString& action);

    QPointer<MatchSession> session_;
    QMetaObject::Connection applied_;
    QVariantList steps_;
    int learnerSeat_ = 0;
    fc::guide::Sequence sequence_;
};
