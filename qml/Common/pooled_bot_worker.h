// PooledBotWorker: the app's fc::realtime::BotWorker. A bot's job runs on a thread pool of
// its own and its answer is delivered back, queued, on the thread that made the worker
// (the table's), so the screen never waits for a bot to think. Destroying the worker waits
// for the jobs still running and drops the answers not yet delivered.
#pragma once

#include "core/realtime/bot_worker.h"

#include <QMetaObject>
#include <QObject>
#include <QThreadPool>

#include <utility>

namespace fc::realtime {

class PooledBotWorker final : public BotWorker {
  public:
    PooledBotWorker() = default;
    PooledBotWorker(const PooledBotWorker&) = delete;
    PooledBotWorker& operator=(const PooledBotWorker&) = delete;
    ~PooledBotWorker() override { pool_.waitForDone(); } // then receiver_ takes its queue

    void run(std::function<void()> job, std::function<void()> deliver) override {
        pool_.start([this, job = std::move(job), deliver = std::move(deliver)]() mutable {
            job();
            QMetaObject::invokeMethod(&receiver_, std::move(deliver), Qt::QueuedConnection);
        });
    }

  private:
    QObject receiver_; // lives on the maker's thread: the answers are delivered there
    QThreadPool pool_; // destroyed first (members go in reverse)
};

} // namespace fc::realtime
