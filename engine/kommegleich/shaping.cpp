#include "shaping.h"

namespace fc::kommegleich {

int nearRun(const Hand& hand, const Row& row) {
    int best = 0;
    for (int length = kMinRun; length <= kHandSize; ++length) {
        for (int first = 0; first + length <= hand.size; ++first) {
            for (int r = 0; r + length <= kRowSize; ++r) {
                int wrong = 0;
                for (int i = 0; i < length && wrong <= 1; ++i)
                    wrong += !serves(hand[first + i], row[static_cast<std::size_t>(r + i)]);
                if (wrong <= 1)
                    best = length;
            }
        }
    }
    return best;
}

int handScore(const Hand& hand, const Row& row) {
    return 100 * runWorth(longestRun(hand, row)) + 10 * nearRun(hand, row);
}

std::pair<int, Move> bestReduction(const Hand& six, const Row& row, bool cover) {
    std::pair<int, Move> best{-1, Move{}};
    for (int h = 0; h < six.size; ++h) {
        Hand five = six;
        const Card card = five.remove(h);
        if (!cover) {
            const int score = handScore(five, row);
            if (score > best.first)
                best = {score, Move::discard(h)};
            continue;
        }
        for (int r = 0; r < kRowSize; ++r) {
            Row changed = row;
            changed[static_cast<std::size_t>(r)] = card;
            const int score = handScore(five, changed);
            if (score > best.first)
                best = {score, Move::cover(h, r)};
        }
    }
    return best;
}

std::pair<int, Move> bestInsert(const Hand& hand, Card drawn, const Row& row, bool cover) {
    std::pair<int, Move> best{-1, Move{}};
    for (int slot = 0; slot <= hand.size; ++slot) {
        Hand six = hand;
        six.insert(slot, drawn);
        const int score = bestReduction(six, row, cover).first;
        if (score > best.first)
            best = {score, Move::insert(slot)};
    }
    return best;
}

std::pair<int, Move> bestMoveCard(const Hand& hand, const Row& row) {
    std::pair<int, Move> best{-1, Move{}};
    for (int from = 0; from < hand.size; ++from) {
        for (int to = 0; to < hand.size; ++to) {
            if (to == from || to == from - 1)
                continue; // as State::legalMoves lists them
            Hand moved = hand;
            moved.insert(to, moved.remove(from));
            const int score = handScore(moved, row);
            if (score > best.first)
                best = {score, Move::moveCard(from, to)};
        }
    }
    return best;
}

} // namespace fc::kommegleich
