// Status and Result: how the engine says "no" without exceptions. An illegal move or a
// malformed save is an ordinary value carrying a message a player can read.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace fc {

class [[nodiscard]] Status {
public:
    static Status ok() { return Status{}; }
    static Status fail(std::string message) { return Status{std::move(message)}; }

    bool isOk() const { return !message_.has_value(); }
    explicit operator bool() const { return isOk(); }
    // The reason for a refusal; empty when ok.
    const std::string& message() const {
        static const std::string none;
        return message_ ? *message_ : none;
    }

private:
    Status() = default;
    explicit Status(std::string m) : message_(std::move(m)) {}
    std::optional<std::string> message_;
};

template <class T>
class [[nodiscard]] Result {
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
