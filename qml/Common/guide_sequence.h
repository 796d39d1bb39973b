// GuideSequence: the steps of a guided first game ("Learn to play") and which one is due,
// Qt-free so its rules are tested on their own. A step is one of three kinds:
//   Read:      the coach explains; the learner taps Next (the bots hold meanwhile).
//   Action:    a seat must make an action matching `waitFor` (the learner's through the
//              table's real controls, or a bot's, when `by` names a bot seat).
//   Condition: the screen must reach a state (a card chosen, a picker open) that no action
//              logs; the overlay says when it is met. It may let some of the learner's
//              actions through on the way (`allow`: a real-time dish built card by card
//              until it is right).
// While a step waits for the learner's action, only an action matching it is let through,
// so the fixed deal tells the story it was chosen for. A step may also hold the bots while
// the learner acts (`holdBots`: a real-time game's first customer, where a bot would
// otherwise finish first).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fc::guide {

constexpr int kLearner = -1; // `by` default: the learner's seat

struct Step {
    enum Kind : unsigned char { Read, Action, Condition };
    Kind kind = Read;
    std::string waitFor;    // Action: the pattern (see actionMatches)
    int by = kLearner;      // Action: the seat that must act (kLearner: the learner)
    std::string allow = {}; // Condition: the learner's actions let through meanwhile
    bool holdBots = false;  // the bots wait during this step too, not only while reading
};

// An action's words without real-time stamps ("@1520 siap" -> {"siap"}).
std::vector<std::string_view> actionWords(std::string_view action);

// Whether `action` (the engine's notation, as MatchSession::actionApplied reports it) is
// what `pattern` asks for. The pattern's words must appear among the action's in order,
// its first word being the action's kind: "play" is any card, "play M9" that card, "walk to
// C4" any walk ending on C4. Alternatives are separated by " | " ("play | seller").
bool actionMatches(std::string_view pattern, std::string_view action);

class Sequence {
  public:
    Sequence() = default;
    Sequence(std::vector<Step> steps, int learnerSeat);

    int index() const { return index_; }
    int size() const { return static_cast<int>(steps_.size()); }
    bool finished() const { return index_ >= size(); }
    // The step due (nullptr once finished).
    const Step* current() const { return finished() ? nullptr : &steps_[std::size_t(index_)]; }

    // The learner read a Read step: on to the next. False (nothing changes) otherwise.
    bool next();
    // The screen reached a Condition step's state: on to the next. False otherwise.
    bool conditionMet();
    // A seat's action was applied: on to the next when it is the one the Action step waits
    // for. False (nothing changes) for any other.
    bool actionApplied(int seat, std::string_view action);
    // Whether the learner may make this action now: only what the due Action step asks of
    // the learner, or what the due Condition step allows.
    bool admits(int seat, std::string_view action) const;
    // Whether the bots wait: while the learner reads, during a step that holds them, and
    // once the guide is over.
    bool holdsBots() const;
    // Stops where it is: nothing is admitted and the bots hold from now on.
    void leave() { left_ = true; }
    bool left() const { return left_; }

  private:
    int seatOf(const Step& step) const { return step.by == kLearner ? learner_ : step.by; }

    std::vector<Step> steps_;
    int learner_ = 0;
    int index_ = 0;
    bool left_ = false;
};

} // namespace fc::guide
