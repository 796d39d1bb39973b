#include "move.h"

#include <initializer_list>
#include <vector>

namespace fc::kommegleich {

namespace {

struct Notation {
    Move::Kind kind;
    std::string_view word;
    int numbers;
};

constexpr std::array<Notation, 7> kNotation = {{{Move::Draw, "draw", 0},
                                                {Move::Insert, "insert", 1},
                                                {Move::Cover, "cover", 2},
                                                {Move::MoveCard, "move", 2},
                                                {Move::Discard, "discard", 1},
                                                {Move::Serve, "serve", 3},
                                                {Move::Done, "done", 0}}};

// The notation of a step of `kind` with these numbers (as many as the step takes).
std::string stepText(Move::Kind kind, std::initializer_list<int> numbers) {
    for (const Notation& n : kNotation) {
        if (n.kind != kind)
            continue;
        std::string text(n.word);
        for (int number : numbers)
            text += " " + std::to_string(number);
        return text;
    }
    return {};
}

} // namespace

std::string drawAction() {
    return stepText(Move::Draw, {});
}

std::string insertAction(int slot) {
    return stepText(Move::Insert, {slot});
}

std::string coverAction(int handSlot, int rowSlot) {
    return stepText(Move::Cover, {handSlot, rowSlot});
}

std::string moveAction(int from, int to) {
    return stepText(Move::MoveCard, {from, to});
}

std::string discardAction(int handSlot) {
    return stepText(Move::Discard, {handSlot});
}

std::string serveAction(int first, int last, int rowSlot) {
    return stepText(Move::Serve, {first, last, rowSlot});
}

std::string doneAction() {
    return stepText(Move::Done, {});
}

std::string moveToText(Move move) {
    for (const Notation& n : kNotation) {
        if (n.kind != move.kind)
            continue;
        std::string text(n.word);
        const std::array<std::uint8_t, 3> args = {move.a, move.b, move.c};
        for (int i = 0; i < n.numbers; ++i)
            text += " " + std::to_string(args[static_cast<std::size_t>(i)]);
        return text;
    }
    return {};
}

std::optional<Move> parseMove(std::string_view text) {
    // Words separated by single spaces; every number is one digit.
    std::vector<std::string_view> words;
    for (std::size_t start = 0; start <= text.size();) {
        const std::size_t space = std::min(text.find(' ', start), text.size());
        words.push_back(text.substr(start, space - start));
        start = space + 1;
    }
    for (const Notation& n : kNotation) {
        if (words.front() != n.word || static_cast<int>(words.size()) != n.numbers + 1)
            continue;
        std::array<std::uint8_t, 3> args{};
        for (int i = 0; i < n.numbers; ++i) {
            const std::string_view word = words[static_cast<std::size_t>(i + 1)];
            if (word.size() != 1 || word[0] < '0' || word[0] > '9')
                return std::nullopt;
            args[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(word[0] - '0');
        }
        return Move{n.kind, args[0], args[1], args[2]};
    }
    return std::nullopt;
}

} // namespace fc::kommegleich
