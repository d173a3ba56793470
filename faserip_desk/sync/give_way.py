"""Two figures that left, one new base only one of them could reach, or one of them may
not have left at all: the other makes way."""

from __future__ import annotations

from dataclasses import replace

from faserip_desk.board.squares import Square
from faserip_desk.game.state import FigureState, GameState
from faserip_desk.sync.matching import UNSURE, Matching, ProposedMove
from faserip_desk.sync.reach import active_figure, reaches
from faserip_desk.sync.spill import OCCUPIED

EMPTY = 0.2
"""Reading (and changed share of the middle) below which a figure's old square is clearly
empty: no pale base of its left there."""

Options = list[tuple[float, Square]]
"""A figure's squares, each with its score (reading × prior), best first."""


def give_way(
    state: GameState,
    scored: list[tuple[float, FigureState, Square, list[tuple[float, Square]]]],
    result: Matching,
    occupancy: dict[Square, float],
    middles: dict[Square, float],
    taken: set[Square],
    out_of_sight: set[str] | None = None,
    veiled: set[str] | None = None,
) -> None:
    """A figure that surely left (its square reads clearly empty, nothing of a pale base
    there) but found no square because another figure took the only new base it could
    have reached, while that other figure could as well have gone to another free one:
    each is proposed to the square that leaves neither unplaced, and both are asked. When
    the other figure had no other square but its own still reads partly held (its base
    most likely still there), it stays and the figure that surely left gets the square,
    asked. So too when the other figure could have gone, with one Move, where the photo
    does not show (`out_of_sight`) and the one that surely left could not (it is not
    `veiled`), or when the other needs two Moves to get there and the one that surely
    left only one: the other is then not found.

    A figure whose square still shows part of a base (not surely left, yet not read held)
    is given the square only by the active figure, and only when the active figure's other
    free square reads held: left alone, that square would be a base nobody explains and
    the figure one not found (fresh 59406, read once with dc5849d: Quicksilver, active,
    took J2, Luke Cage's only new base, over O6; K1, Luke Cage's square, showed J2's body
    over a third of its middle). Both are asked."""
    out_of_sight, veiled = out_of_sight or set(), veiled or set()
    by_id = {f.id: (f, options) for _, f, _, options in scored}
    active = active_figure(state)
    for fid in list(result.missing):
        figure, mine = by_id.get(fid, (None, []))
        if figure is None or figure.square is None:
            continue
        left = surely_left(figure.square, occupancy, middles)
        for i, m in enumerate(result.moves):
            score = next((sc for sc, s in mine if s == m.target), None)
            other = [(sc, s) for sc, s in by_id.get(m.figure, (None, []))[1] if s not in taken]
            if score is None:
                continue
            if not left and not (
                m.figure == active and other and occupancy.get(other[0][1], 0.0) >= OCCUPIED
            ):
                continue
            if not other:
                still = _still_there(m.source, occupancy, middles)
                unseen = m.figure in out_of_sight and fid not in veiled
                if not (still or unseen or _one_move_against_two(state, fid, m)):
                    continue
                # The other figure's square still reads partly held (its base is most
                # likely still there), or it may have gone out of sight: the figure that
                # surely left, with nowhere else to go, took the square.
                result.moves[i] = ProposedMove(
                    fid, figure.name, figure.square, m.target, round(min(UNSURE, score), 3)
                )
                if still:
                    result.stayed[m.figure] = m.source
                else:
                    result.missing.append(m.figure)
                result.placed(fid)
                break
            taken.add(other[0][1])
            result.moves[i] = replace(
                m,
                target=other[0][1],
                confidence=round(min(UNSURE, other[0][0]), 3),
                alternatives=(m.target, *m.alternatives[:2]),
            )
            result.moves.append(
                ProposedMove(
                    fid, figure.name, figure.square, m.target, round(min(UNSURE, score), 3)
                )
            )
            result.placed(fid)
            break


def swapped(move: ProposedMove, target: Square) -> ProposedMove:
    """`move` sent to `target` instead, asked, its former square first among the others."""
    others = (move.target, *(s for s in move.alternatives if s != target))[:3]
    return replace(
        move, target=target, confidence=min(move.confidence, UNSURE), alternatives=others
    )


def _one_move_against_two(state: GameState, fid: str, move: ProposedMove) -> bool:
    """Whether `fid` reaches the square of `move` with one Move, and `move`'s figure only
    with two."""
    return reaches(state, fid, move.target, 1) and not reaches(state, move.figure, move.target, 1)


def surely_left(
    square: Square, occupancy: dict[Square, float], middles: dict[Square, float]
) -> bool:
    """Whether a figure's old square reads clearly empty: nothing of a pale base of its
    shows there, so it surely left."""
    return occupancy.get(square, 0.0) < EMPTY and middles.get(square, 0.0) < EMPTY


def _still_there(
    square: Square, occupancy: dict[Square, float], middles: dict[Square, float]
) -> bool:
    """Whether a figure's square still reads partly held: something of its base shows."""
    return occupancy.get(square, 0.0) >= EMPTY and middles.get(square, 0.0) >= EMPTY


def better_for_both(
    scored: list[tuple[float, FigureState, Square, Options]],
    result: Matching,
    taken: set[Square],
) -> None:
    """Two proposed moves, the first of which took a square the second could have gone to:
    when the first figure's best free square and the second figure on the first's square
    score more together (the product of their scores) than the two squares proposed, they
    go there instead, both asked. Squares go to figures one at a time, the active figure
    first, so a square one figure reads best may leave the other only the spill of that
    base beside it (fresh 57436, read once with 13d6e91: Iron Fist, active, took U5, a
    whole base, over R13, read less beside Dagger, and Mystique, who could reach only U5
    and U6, got U6, the body of her own base on U5). Moves read from a token's marker,
    and moves to squares the photo does not show, keep their squares."""
    by_id = {f.id: options for _, f, _, options in scored}
    moves = result.moves
    changed = True
    while changed:
        changed = False
        for i, j in ((i, j) for i in range(len(moves)) for j in range(len(moves)) if i != j):
            a, b = moves[i], moves[j]
            if {a.figure, b.figure} & result.by_token or a.unseen or b.unseen:
                continue
            mine, theirs = by_id.get(a.figure, []), by_id.get(b.figure, [])
            now = _score(mine, a.target) * _score(theirs, b.target)
            free = [(sc, s) for sc, s in mine if s not in taken and s != b.target]
            if not now or not free or free[0][0] * _score(theirs, a.target) <= now:
                continue
            taken.discard(b.target)
            taken.add(free[0][1])
            moves[j] = _rescored(swapped(b, a.target), _score(theirs, a.target))
            moves[i] = _rescored(swapped(a, free[0][1]), free[0][0])
            changed = True
            break


def _rescored(move: ProposedMove, score: float) -> ProposedMove:
    """`move`, asked, with the confidence its new square's `score` gives."""
    return replace(move, confidence=round(min(UNSURE, score), 3))


def _score(options: Options, square: Square) -> float:
    """The score of `square` among a figure's `options` (0 when it is not one of them)."""
    return next((sc for sc, s in options if s == square), 0.0)


def one_move_each(state: GameState, result: Matching) -> None:
    """Two proposed moves, one of which its figure could make only with a second Move
    action, while each figure could have reached the other's square with one Move: the
    squares are swapped (one Move each is likelier than a Move more for one of them), and
    both are asked. Moves read from a token's marker keep their square."""
    moves = result.moves
    for i, a in enumerate(moves):
        if a.figure in result.by_token or reaches(state, a.figure, a.target, 1):
            continue
        for j, b in enumerate(moves):
            if j == i or b.figure in result.by_token or a.unseen or b.unseen:
                continue
            if reaches(state, a.figure, b.target, 1) and reaches(state, b.figure, a.target, 1):
                moves[i] = swapped(a, b.target)
                moves[j] = swapped(b, a.target)
                break
