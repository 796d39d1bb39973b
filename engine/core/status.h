// Status and Result: how the engine says "no" without exceptions. An illegal move or a
// malformed save is an ordinary value carrying a message a player can read.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace fc {

// Why a move was refused, for a screen to say in the player's own language: a stable code
// ("must_follow") and its arguments as the engine names them ("bananas"). The English
// message beside it is for the command line and logs. An empty code means "no refusal".
struct Refusal {
    std::string code;
    std::vector<std::string> args;

    explicit operator bool() const { return !code.empty(); }
    bool operator==(const Refusal&) const = default;
};

namespace refusal {
// The codes every game's refusals share; each game's refusals.h names its own.
inline constexpr char kGameOver[] = "game_over";
inline constexpr char kNotYourTurn[] = "not_your_turn";
inline constexpr char kUnknownMove[] = "unknown_move";
} // namespace refusal

class [[nodiscard]] Status {
  public:
    static Status ok() { return Status{}; }
    static Status fail(std::string message) { return Status{std::move(message), {}}; }
    // A move refused by the rules: its code and arguments, and the English message.
    static Status refuse(Refusal refusal, std::string message) {
        return Status{std::move(message), std::move(refusal)};
    }

    bool isOk() const { return !message_.has_value(); }
    explicit operator bool() const { return isOk(); }
    // The reason for a refusal; empty when ok.
    const std::string& message() const {
        static const std::string none;
        return message_ ? *message_ : none;
    }
    // The rule's code and arguments when a rule refused; empty otherwise (ok, a bad save, a
    // malformed action).
    const Refusal& refusal() const { return refusal_; }

  private:
    Status() = default;
    Status(std::string m, Refusal r) : message_(std::move(m)), refusal_(std::move(r)) {}
    std::optional<std::string> message_;
    Refusal refusal_;
};

template <class T> class [[nodiscard]] Result {
  public:
    Result(T value) : data_(std::move(value)) {}
    Result(Status failure) : data_(std::move(failure)) {}
    static Result fail(std::string message) { return Result(Status::fail(std::move(message))); }

    bool isOk() const { return std::holds_alternative<T>(data_); }
    explicit operator bool() const { return isOk(); }
    T& value() & { return std::get<T>(data_); }
    const T& value() const& { return std::get<T>(data_); }
    T&& value() && { return std::get<T>(std::move(data_)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    const std::string& message() const {
        static const std::string none;
        return isOk() ? none : std::get<Status>(data_).message();
    }
    Status status() const { return isOk() ? Status::ok() : std::get<Status>(data_); }

  private:
    std::variant<T, Status> data_;
};

} // namespace fc
