#include "action.h"

#include <charconv>
#include <vector>

namespace fc::kandarklash {

namespace {

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ')
            ++i;
        if (i > start)
            out.push_back(text.substr(start, i - start));
    }
    return out;
}

bool readInt(std::string_view text, int& out) {
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc{} && ptr == end && !text.empty();
}

bool readCell(std::string_view text, Cell& out) {
    const std::size_t comma = text.find(',');
    return comma != std::string_view::npos && readInt(text.substr(0, comma), out.x) &&
           readInt(text.substr(comma + 1), out.y);
}

Result<Action> fail(std::string_view text, std::string_view why) {
    return Result<Action>::fail("\"" + std::string(text) +
                                "\" is not a Kandar Klash! action: " + std::string(why));
}

} // namespace

Result<Action> parseAction(std::string_view text) {
    const std::vector<std::string_view> w = words(text);
    Action a;
    if (w.size() < 2 || w[0].size() < 2 || w[0][0] != '@' || !readInt(w[0].substr(1), a.stamp))
        return fail(text, "it must start with the time, as in \"@1520 siap\"");
    if (a.stamp < 0 || a.stamp > kMaxStamp)
        return fail(text, "the time must be 0 to " + std::to_string(kMaxStamp) + " ms");
    const std::string_view verb = w[1];
    if (verb == "siap" && w.size() == 2) {
        a.kind = ActionKind::Siap;
    } else if (verb == "done" && w.size() == 2) {
        a.kind = ActionKind::Done;
    } else if (verb == "take" && w.size() == 3) {
        a.kind = ActionKind::Take;
        if (!readInt(w[2], a.placement.card))
            return fail(text, "take needs a card number");
    } else if (verb == "ketchup" && w.size() == 4 && w[2] == "at") {
        a.kind = ActionKind::Ketchup;
        if (!readCell(w[3], a.cell))
            return fail(text, "the ketchup needs a cell x,y");
    } else if (verb == "place" && w.size() == 8 && w[5] == "at") {
        a.kind = ActionKind::Place;
        Placement& p = a.placement;
        if (!readInt(w[2], p.card))
            return fail(text, "place needs a card number");
        if (w[3].size() != 2 || w[3][0] != 'r' || !readInt(w[3].substr(1), p.rotation))
            return fail(text, "the turn is r0, r1, r2 or r3");
        if (w[4] != "front" && w[4] != "back")
            return fail(text, "say front or back");
        p.back = w[4] == "back";
        Cell corner;
        if (!readCell(w[6], corner))
            return fail(text, "the position is x,y");
        p.x = corner.x;
        p.y = corner.y;
        if (w[7] != "over" && w[7] != "under")
            return fail(text, "say over or under");
        a.over = w[7] == "over";
    } else {
        return fail(text, "expected place, take, siap, ketchup or done");
    }
    return a;
}

std::string formatAction(const Action& a) {
    // Piece by piece: "literal" + std::string trips GCC 12's -Wrestrict at -O3 (Release).
    std::string out = "@";
    out += std::to_string(a.stamp);
    out += ' ';
    switch (a.kind) {
    case ActionKind::Place:
        return out + "place " + std::to_string(a.placement.card) + " r" +
               std::to_string(a.placement.rotation) + (a.placement.back ? " back" : " front") +
               " at " + std::to_string(a.placement.x) + "," + std::to_string(a.placement.y) +
               (a.over ? " over" : " under");
    case ActionKind::Take:
        return out + "take " + std::to_string(a.placement.card);
    case ActionKind::Siap:
        return out + "siap";
    case ActionKind::Ketchup:
        return out + "ketchup at " + std::to_string(a.cell.x) + "," + std::to_string(a.cell.y);
    case ActionKind::Done:
        return out + "done";
    }
    return out;
}

} // namespace fc::kandarklash
