#include "action.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace fc::wokup {

namespace {

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    std::istringstream in{std::string(text)};
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

bool parseStamp(const std::string& word, long long& stamp) {
    if (word.size() < 2 || word[0] != '@')
        return false;
    const char* end = word.data() + word.size();
    const auto [ptr, ec] = std::from_chars(word.data() + 1, end, stamp);
    return ec == std::errc{} && ptr == end && stamp >= 0 && stamp <= kMaxStamp;
}

bool parseCentimetres(const std::string& word, double& value) {
    const char* end = word.data() + word.size();
    const auto [ptr, ec] = std::from_chars(word.data(), end, value);
    return ec == std::errc{} && ptr == end && std::isfinite(value);
}

int parseTokenName(const std::string& text) {
    if (text.size() != 3 || text[0] != 'T' || text[1] < '0' || text[1] > '9' || text[2] < '0' ||
        text[2] > '9')
        return -1;
    const int token = (text[1] - '0') * 10 + (text[2] - '0');
    return token < kTokenCount ? token : -1;
}

std::string centimetres(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", v);
    return text;
}

Result<Action> parseLand(const std::vector<std::string>& w, Action a) {
    if (w.size() < 4 || (w.size() - 4) % 4 != 0)
        return Result<Action>::fail("a landing reads \"@<ms> land <x> <y>\", then \"move <token> "
                                    "<x> <y>\" per pushed token");
    if (!parseCentimetres(w[2], a.rest.x) || !parseCentimetres(w[3], a.rest.y))
        return Result<Action>::fail("the landing place is not two numbers");
    for (std::size_t i = 4; i < w.size(); i += 4) {
        TableToken t;
        t.token = parseTokenName(w[i + 1]);
        if (w[i] != "move" || t.token < 0 || !parseCentimetres(w[i + 2], t.position.x) ||
            !parseCentimetres(w[i + 3], t.position.y))
            return Result<Action>::fail("\"" + w[i] + " " + w[i + 1] +
                                        "\" is not \"move T<nn> <x> <y>\"");
        a.moved.push_back(t);
    }
    return a;
}

} // namespace

Result<Action> parseAction(std::string_view text) {
    const std::vector<std::string> w = words(text);
    Action a;
    if (w.size() < 2 || !parseStamp(w[0], a.stamp))
        return Result<Action>::fail(
            "an action starts with the time of the input, e.g. \"@1200 pass\"");
    const std::string& verb = w[1];
    if (verb == "land") {
        a.kind = ActionKind::Land;
        return parseLand(w, std::move(a));
    }
    if (verb == "pass") {
        if (w.size() != 2)
            return Result<Action>::fail("\"pass\" takes nothing more");
        a.kind = ActionKind::Pass;
        return a;
    }
    if (verb == "turn") {
        a.kind = ActionKind::Turn;
        if (w.size() != 3)
            return Result<Action>::fail("\"turn\" names one stack, e.g. \"turn variety\"");
        a.stack = parseFamilyName(w[2]);
        if (a.stack < 0)
            return Result<Action>::fail("\"" + w[2] +
                                        "\" is not a stack (tokenset, quantity, variety, "
                                        "position, equality)");
        return a;
    }
    if (verb == "claim" || verb == "wokup") {
        a.kind = verb == "claim" ? ActionKind::Claim : ActionKind::WokUp;
        const std::size_t most = a.kind == ActionKind::Claim ? 2 : 1;
        if (w.size() < 3 || w.size() - 2 > most)
            return Result<Action>::fail(verb == "claim" ? "\"claim\" names one or two recipe cards"
                                                        : "\"wokup\" names the recipe card taken");
        for (std::size_t i = 2; i < w.size(); ++i) {
            const int card = parseCardName(w[i]);
            if (card < 0)
                return Result<Action>::fail("\"" + w[i] + "\" is not a recipe card");
            a.cards.push_back(card);
        }
        if (a.cards.size() == 2 && a.cards[0] == a.cards[1])
            return Result<Action>::fail("the two cards covered must differ");
        return a;
    }
    return Result<Action>::fail("unknown action \"" + verb + "\"");
}

std::string formatAction(const Action& a) {
    // Built by appending: a literal + a temporary string trips GCC 12's -Wrestrict false
    // positive at -O3, which broke Release builds with -Werror.
    std::string text = "@";
    text += std::to_string(a.stamp);
    switch (a.kind) {
    case ActionKind::Land:
        for (const std::string& part : {std::string(" land "), centimetres(a.rest.x),
                                        std::string(" "), centimetres(a.rest.y)})
            text += part;
        for (const TableToken& t : a.moved) {
            for (const std::string& part :
                 {std::string(" move "), tokenName(t.token), std::string(" "),
                  centimetres(t.position.x), std::string(" "), centimetres(t.position.y)})
                text += part;
        }
        return text;
    case ActionKind::Pass:
        return text + " pass";
    case ActionKind::Turn:
        text += " turn ";
        text += familyName(a.stack);
        return text;
    case ActionKind::Claim:
    case ActionKind::WokUp:
        text += a.kind == ActionKind::Claim ? " claim" : " wokup";
        for (int card : a.cards) {
            text += ' ';
            text += cardName(card);
        }
        return text;
    }
    return text;
}

} // namespace fc::wokup
