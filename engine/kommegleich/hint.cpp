#include "kommegleich/hint.h"

namespace fc::kommegleich {

namespace {

// The longest run of `hand` against `row`, in the order the rules list serves (longest
// first, then the leftmost hand card, then the leftmost order).
std::optional<Move> longestRunOf(const Hand& hand, const std::array<Card, kRowSize>& row) {
    for (int length = hand.size; length >= kMinRun; --length) {
        for (int first = 0; first + length <= hand.size; ++first) {
            for (int r = 0; r + length <= kRowSize; ++r) {
                if (runServes(hand, row, first, first + length - 1, r))
                    return Move::serve(first, first + length - 1, r);
            }
        }
    }
    return std::nullopt;
}

} // namespace

Hint hintFor(const State& state) {
    Hint hint;
    MoveList moves;
    state.legalMoves(moves);
    for (const Move& move : moves) {
        hint.canDraw |= move.kind == Move::Draw;
        hint.canInsert |= move.kind == Move::Insert;
        hint.canCover |= move.kind == Move::Cover;
        hint.canMoveCard |= move.kind == Move::MoveCard;
        hint.canDiscard |= move.kind == Move::Discard;
        hint.canServe |= move.kind == Move::Serve;
        hint.canEndTurn |= move.kind == Move::Done;
    }
    if (!state.isOver())
        hint.longestRun = longestRunOf(state.hands[state.toMove], state.row);
    return hint;
}

} // namespace fc::kommegleich
