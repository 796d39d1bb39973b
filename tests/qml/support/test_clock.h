// TestClock: a ManualClock for Qt Quick Tests, registered by a test's setup as the QML
// type ManualClock of the module FoodCourt.Testing. A test puts a real-time table on it
// before the match starts and then steps time itself, so it sees every stage exactly when
// it is due, however slow the machine:
//
//     ManualClock { id: clock }                       (or one per test, as a temporary)
//     clock.drive(screen.table)
//     clock.advance(1000)     // fires every timeout due by then, in order, before returning
//
// Tables it drives go back to real time when it is destroyed first.
#pragma once

#include "core/realtime/clock.h"
#include "matchsession.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QtQml/qqml.h>

class TestClock : public QObject {
    Q_OBJECT
    // The clock's reading (ms); it starts at 0.
    Q_PROPERTY(double nowMs READ nowMs NOTIFY advanced)

  public:
    using QObject::QObject;
    ~TestClock() override {
        for (const QPointer<MatchSession>& session : std::as_const(driven_)) {
            if (session && &session->clock() == &clock_)
                session->setClock(nullptr);
        }
    }

    // Registers the type for QML (call it from the test setup's qmlEngineAvailable).
    static void registerType() {
        qmlRegisterType<TestClock>("FoodCourt.Testing", 1, 0, "ManualClock");
    }

    // Puts a table (any MatchSession) on this clock; false for anything else.
    Q_INVOKABLE bool drive(QObject* table) {
        auto* session = qobject_cast<MatchSession*>(table);
        if (!session)
            return false;
        session->setClock(&clock_);
        driven_.append(session);
        return true;
    }
    // Moves time on by `ms`, firing what falls due on the way (advance(0): what is due now).
    Q_INVOKABLE void advance(double ms) {
        clock_.advance(static_cast<fc::realtime::Ms>(ms));
        emit advanced();
    }
    // Moves time to the next timeout and fires it; false when nothing waits.
    Q_INVOKABLE bool advanceToNext() {
        const bool moved = clock_.advanceToNext();
        emit advanced();
        return moved;
    }
    // Milliseconds until the next timeout, -1 when nothing waits.
    Q_INVOKABLE double msToNext() const {
        return static_cast<double>(clock_.msToNext().value_or(-1));
    }
    Q_INVOKABLE int pending() const { return static_cast<int>(clock_.pending()); }

    double nowMs() const { return static_cast<double>(clock_.nowMs()); }
    fc::realtime::ManualClock& clock() { return clock_; }

  signals:
    void advanced();

  private:
    fc::realtime::ManualClock clock_;
    QList<QPointer<MatchSession>> driven_;
};
