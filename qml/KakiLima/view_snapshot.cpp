#include "view_snapshot.h"

#include "kakilima/content.h"
#include "kakilima/view.h"

#include <boost/json/array.hpp>
#include <boost/json/value.hpp>

#include <algorithm>

namespace fc::kakilima_ui {

namespace json = boost::json;
namespace kl = fc::kakilima;

namespace {

// Reads fields one by one; the first problem is kept and makes the rest harmless.
class Reader {
  public:
    QString error;

    const json::value* field(const json::object& from, std::string_view key) {
        const json::value* value = from.if_contains(key);
        if (!value && error.isEmpty())
            error = QStringLiteral("the Kaki Lima view has no '%1'")
                        .arg(QString::fromUtf8(key.data(), qsizetype(key.size())));
        return value;
    }
    QString text(const json::object& from, std::string_view key) {
        const json::value* value = field(from, key);
        if (value && value->is_string())
            return QString::fromStdString(std::string(value->get_string()));
        return {};
    }
    int number(const json::object& from, std::string_view key) {
        const json::value* value = field(from, key);
        return value && value->is_int64() ? int(value->get_int64()) : 0;
    }
    bool flag(const json::object& from, std::string_view key) {
        const json::value* value = field(from, key);
        return value && value->is_bool() && value->get_bool();
    }
    const json::array& list(const json::object& from, std::string_view key) {
        static const json::array none;
        const json::value* value = field(from, key);
        return value && value->is_array() ? value->get_array() : none;
    }
    const json::object& object(const json::object& from, std::string_view key) {
        static const json::object none;
        const json::value* value = field(from, key);
        return value && value->is_object() ? value->get_object() : none;
    }
    // A cell name, or -1 for null / absent.
    int cell(const json::object& from, std::string_view key) {
        const json::value* value = from.if_contains(key);
        if (!value || !value->is_string())
            return -1;
        return kl::parseCell(std::string_view(value->get_string())).value_or(-1);
    }
    QStringList texts(const json::array& array) {
        QStringList out;
        for (const json::value& item : array)
            out.append(item.is_string() ? QString::fromStdString(std::string(item.get_string()))
                                        : QString());
        return out;
    }
    QList<int> characters(const json::array& array) {
        QList<int> out;
        for (const json::value& item : array) {
            if (item.is_string())
                out.append(kl::parseCharacter(std::string_view(item.get_string())).value_or(-1));
        }
        return out;
    }
};

int characterOf(const QString& id) {
    return kl::parseCharacter(id.toStdString()).value_or(-1);
}

int stallNamed(const QString& name) {
    const std::string wanted = name.toStdString();
    const auto it = std::find(kl::kStallNames.begin(), kl::kStallNames.end(), wanted);
    return it == kl::kStallNames.end() ? -1 : int(it - kl::kStallNames.begin());
}

kl::Score readScore(Reader& read, const json::object& score) {
    kl::Score s;
    s.delivered = read.number(score, "delivered");
    s.orders = read.number(score, "orders");
    s.tokens = read.number(score, "tokens");
    s.tokenPoints = read.number(score, "tokenPoints");
    s.allTokens = read.number(score, "allTokens");
    s.steps = read.number(score, "steps");
    s.total = read.number(score, "total");
    return s;
}

} // namespace

bool readViewSnapshot(const json::object& view, ViewSnapshot& out, QString& error) {
    Reader read;
    ViewSnapshot s;
    s.phase = read.text(view, "phase");
    const json::value* walker = read.field(view, "walker");
    if (walker && walker->is_string())
        s.walker = characterOf(QString::fromStdString(std::string(walker->get_string())));
    s.position = read.cell(view, "position");
    if (const json::value* starts = view.if_contains("startCells"); starts && starts->is_array()) {
        for (const QString& name : read.texts(starts->get_array()))
            s.startCells.append(kl::parseCell(name.toStdString()).value_or(-1));
    }
    s.hand = read.texts(read.list(view, "hand"));
    s.discard = read.texts(read.list(view, "discard"));
    s.drawCount = read.number(view, "drawCount");
    s.tokens = read.number(view, "tokens");
    s.score = readScore(read, read.object(view, "score"));
    if (const json::value* ranking = view.if_contains("ranking"); ranking && ranking->is_string())
        s.ranking = QString::fromStdString(std::string(ranking->get_string()));

    const json::object& last = read.object(view, "last");
    s.last.from = read.cell(last, "from");
    s.last.to = read.cell(last, "to");
    if (const json::value* card = last.if_contains("card"); card && card->is_string())
        s.last.card = QString::fromStdString(std::string(card->get_string()));
    s.last.boosted = read.flag(last, "boosted");
    s.last.delivered = read.characters(read.list(last, "delivered"));
    s.last.pickedUp = read.characters(read.list(last, "pickedUp"));
    s.last.gainedToken = read.flag(last, "gainedToken");

    if (const json::value* legal = view.if_contains("legal"); legal && legal->is_array()) {
        for (const QString& action : read.texts(legal->get_array())) {
            if (const auto move = kl::parseMove(action.toStdString()))
                s.legal.push_back(*move);
        }
    }

    const json::array& map = read.list(view, "map");
    for (std::size_t i = 0; i < map.size(); ++i) {
        const json::object& entry = map[i].is_object() ? map[i].get_object() : json::object();
        MapEntry cell;
        cell.cell = int(i);
        cell.kind = read.text(entry, "kind");
        cell.title = read.text(entry, "name");
        if (const json::value* who = entry.if_contains("character"); who && who->is_string())
            cell.character = characterOf(QString::fromStdString(std::string(who->get_string())));
        s.map.append(cell);
    }
    for (const json::value& item : read.list(view, "characters")) {
        const json::object& entry = item.is_object() ? item.get_object() : json::object();
        CharacterEntry who;
        who.id = read.text(entry, "id");
        who.index = characterOf(who.id);
        who.name = read.text(entry, "name");
        who.house = read.cell(entry, "house");
        who.stall = stallNamed(read.text(entry, "stall"));
        who.place = read.text(entry, "order");
        s.characters.append(who);
    }
    if (read.error.isEmpty() &&
        (s.map.size() != kl::kCells || s.characters.size() != kl::kCharacters))
        read.error = QStringLiteral("the Kaki Lima view does not hold the whole map and cast");
    if (read.error.isEmpty() && !s.over()) {
        auto known = kl::knowledgeFromView(view);
        if (known)
            s.rules = std::move(known).value().state;
        else
            read.error = QString::fromStdString(known.message());
    }
    if (!read.error.isEmpty()) {
        error = read.error;
        return false;
    }
    out = std::move(s);
    return true;
}

} // namespace fc::kakilima_ui
