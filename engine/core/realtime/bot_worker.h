// BotWorker: where a real-time table's bots think. run() does `job` away from the caller's
// thread and then `deliver` back on the caller's thread (the one the table's clock fires
// on), so a bot's thinking never holds up the screen. The app's worker is a thread pool
// (qml/Common/pooled_bot_worker.h); InlineBotWorker does both at once, in the call, for
// tests and tools that step a ManualClock and must see every answer exactly when asked.
#pragma once

#include <functional>

namespace fc::realtime {

class BotWorker {
  public:
    virtual ~BotWorker() = default;
    // `job` may touch only what it owns (its captures): it runs on another thread.
    virtual void run(std::function<void()> job, std::function<void()> deliver) = 0;
};

class InlineBotWorker final : public BotWorker {
  public:
    void run(std::function<void()> job, std::function<void()> deliver) override {
        job();
        deliver();
    }
};

} // namespace fc::realtime
