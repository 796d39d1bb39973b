// AutosaveProbe: looks at the autosave when the menu opens. A valid one is offered for
// resuming; a broken one is moved aside (autosave.bad.json) and reported, never loaded.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

class AutosaveProbe : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool available READ available NOTIFY checked)
    Q_PROPERTY(QString gameId READ gameId NOTIFY checked)
    // True once a check found a save it could not read (and set it aside), until a later
    // check finds a new save.
    Q_PROPERTY(bool setAside READ setAside NOTIFY checked)
    Q_PROPERTY(QString problem READ problem NOTIFY checked)
    // The save file's text, for a game screen's resume(saveJson).
    Q_PROPERTY(QString saveJson READ saveJson NOTIFY checked)

  public:
    explicit AutosaveProbe(QObject* parent = nullptr);

    Q_INVOKABLE void check();

    bool available() const { return !gameId_.isEmpty(); }
    QString gameId() const { return gameId_; }
    bool setAside() const { return !problem_.isEmpty(); }
    QString problem() const { return problem_; }
    QString saveJson() const { return saveJson_; }

  signals:
    void checked();

  private:
    QString gameId_;
    QString problem_;
    QString saveJson_;
};
