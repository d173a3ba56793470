"""How close a figure's look in the previous photo must be to move or confirm it
(`AGREE`, `CLOSE`), the figures it leaves alone or finds elsewhere, and when it makes an
asked move sure (`sync.looks`)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, replace

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.either_way import could_swap
from faserip_desk.sync.matching import CONFIRM, Matching, ProposedMove
from faserip_desk.sync.reach import reaches
from faserip_desk.sync.spill import LEAN_SIDE, camera_side

AGREE = 6.0
"""How close (Lab units) the look on a move's new square must be to its figure's for the
move to become sure. On the tuning photos (seeds 0–319, 9000–9299 and 23000–23299, each read
with its previous photo), 276 of 409 right moves that were asked agreed within 6; of 27
wrong moves, 16 showed a look and the closest was 10.8 away."""

CLOSE = 10.0
"""How close (Lab units) a square's look must be to a figure's for the figure to be moved
there from a proposed square that does not show it. On tuning seeds 0–319 (the photo after
read with the previous photo's looks) no rightly proposed move had another free square
closer than 12.7; on seed 23086 the right square, L5, was 6.3 away."""


@dataclass(frozen=True)
class Weighed:
    """Two ways of pairing figures with new squares that the looks weighed: `kept` as
    proposed, `other` the other way; `gain` is how much better the other agrees."""

    gain: float
    kept: tuple[ProposedMove, ...]
    other: tuple[ProposedMove, ...]


def confirm_by_looks(
    state: GameState,
    matching: Matching,
    cost: Callable[[str, Square], float | None],
    margin: float,
    wide: frozenset[Square] | None = None,
    bases: frozenset[Square] = frozenset(),
    nadir: tuple[float, float] | None = None,
    doubted: Collection[str] = (),
) -> None:
    """An asked move becomes sure (`CONFIRM`) when its new square shows its figure's look
    (within `AGREE`), shows a base-wide disc (`wide`, when given) or else shows a base
    (`bases`: held, or a pale base's rim) over which no body may lean from beside
    (`_leaned_over`; `nadir`: the map point under the camera), and nothing else casts
    doubt on it: the looks did not change it, it may not be the other way round with
    another move (`either_way.could_swap`), its square is in the photo, no held square
    beside it is left unexplained (the base may stand there, with this square only its
    body), and every other figure whose look is known and that could have reached the
    square looks unlike it by `margin`. Moves the looks changed, whose pair they told
    apart, read from a token, or `doubted` (figures whose old square shows their look
    too: `stay_looks.kept_under_hand`) are left as they are. Such moves are listed in
    `matching.look_sure`."""
    changed = {*matching.look_moved, *settled_figures(matching), *doubted}
    beside = {n for s in matching.unexplained for n in (s, *s.neighbours())}
    placed = matching.figure_squares()
    for i, m in enumerate(matching.moves):
        if not m.needs_check or m.unseen or m.figure in changed or m.target in beside:
            continue
        # Neither a base-wide disc nor a base: a look alone may be anything (fresh 42083:
        # print clipped white by strong light, 4.8 from a white base's look).
        if (
            wide is not None
            and m.target not in wide
            and (m.target not in bases or _leaned_over(m, placed, bases, nadir))
        ):
            continue
        own = cost(m.figure, m.target)
        if own is None or own > AGREE:
            continue
        # The reach checks last: they walk the map, the looks are cached.
        if any(could_swap(state, m, b) for b in matching.moves):
            continue
        if another_looks_alike(state, m.figure, m.target, own, cost, margin):
            continue
        matching.moves[i] = replace(m, confidence=max(m.confidence, CONFIRM))
        matching.look_sure.append(m.figure)


def _leaned_over(
    move: ProposedMove,
    placed: set[Square],
    bases: frozenset[Square],
    nadir: tuple[float, float] | None,
) -> bool:
    """Whether a figure's body may lean over `move`'s new square from a square beside it:
    the move's own old square, one showing a base (`bases`) no figure is `placed` on, or a
    figure's square from which bodies lean that way (away from `nadir`, the map point
    under the camera; fresh 47230, read once with 5aaf2d2: Cloak's green body leaned from
    N22 over N23, which showed Iron Fist's green look within 1.1, and his asked move there
    was made sure, wrongly, while he stood on D23. On 7,800 photos read in sequence, 15 of
    5,800 right moves made sure by their look stay asked for it)."""
    return any(
        n == move.source
        or (n in bases and n not in placed)
        or (n in placed and camera_side(n, move.target, nadir) > LEAN_SIDE)
        for n in move.target.neighbours()
    )


def another_looks_alike(
    state: GameState,
    fid: str,
    square: Square,
    own: float,
    cost: Callable[[str, Square], float | None],
    margin: float,
    anywhere: bool = False,
    found: Collection[str] = (),
) -> bool:
    """Whether a figure other than `fid` that could have reached `square` (any figure, when
    `anywhere`) looks there within `margin` of `own`, `fid`'s look's distance there (the
    reach checked last: it walks the map, the looks are cached). Figures `found` elsewhere
    are left out."""
    return any(
        (c := cost(f.id, square)) is not None
        and c - own <= margin
        and (anywhere or (f.square is not None and reaches(state, f.id, square)))
        for f in state.figures
        if f.id != fid and f.id not in found
    )


def shown_in_place(
    matching: Matching,
    cost: Callable[[str, Square], float | None],
    hidden: frozenset[Square],
) -> set[str]:
    """The figures whose square, where they stay or are proposed to go, shows their look
    within `AGREE` (squares the photo does not show, `hidden`, left out): found there, they
    stand nowhere else."""
    placed = {**matching.stayed, **{m.figure: m.target for m in matching.moves}}
    return {
        f
        for f, s in placed.items()
        if s not in hidden and (c := cost(f, s)) is not None and c <= AGREE
    }


def settled_figures(matching: Matching) -> set[str]:
    """The figures whose squares the looks leave as they are: those of the pairs the looks
    told apart (swapped or kept) and those read from a token."""
    return {*(f for pair in matching.told_apart for f in pair), *matching.by_token}
