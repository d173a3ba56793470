"""The active figure is the one expected to move: when its square still reads held only
because something beside it spills over, a new base in its reach may be where it went."""

from __future__ import annotations

from collections.abc import Callable

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.matching import UNSURE, Matching, token_squares
from faserip_desk.sync.reach import ranked_options, reach_of
from faserip_desk.sync.spill import LEAN_SIDE, OCCUPIED, beside, camera_side, reaches_over

TORN = 0.5
"""Share of ring directions changed up to which a square showing a base-wide disc, beside
a whole new base whose ring changed in more, may be a square the active figure left: a
base still standing there shows its ring changed nearly all round (fresh 53394, read
once with a6b02f2: Luke Cage stepped T8 → U7, T8 read 0.91 with a disc, its ring changed
in half its directions, and he was kept there)."""


def active_still_read(
    state: GameState,
    result: Matching,
    active: str | None,
    fresh: dict[Square, float],
    cores: frozenset[Square],
    ringed: Callable[[Square], bool],
    whole: Callable[[Square], bool],
    occupancy: dict[Square, float],
    hidden: frozenset[Square],
    taken: set[Square],
    directions: dict[Square, float] | None = None,
    nadir: tuple[float, float] | None = None,
    height: float | None = None,
) -> None:
    """The active figure is the one expected to move. When its square still reads held,
    but without a base-wide disc or a base's rim, beside a figure that stayed (whose base
    or body may spill into it), and a new base that no figure explains lies within one
    Move, it may have gone there: proposed, asked. So too when a square beside it is
    such a new base, a whole one (`whole`: a base-wide disc, a rim or a ring changed all
    round), as first read, whose ring changed in more directions (`directions`) than its
    own: a step to the next square, the new base's body or shadow falling back over the
    old one (and lowering the new one's reading). With no figure active, when no move is
    proposed, the one figure whose square reads so is looked at as the active one.
    `ringed` tells whether a square shows a base's rim. The old square may even show a
    base-wide disc when such a new base beside it lies on its camera side (`nadir`, the map
    point under the camera, and the camera's `height`, see `sync.spill.reaches_over`): the
    new base's body leans over the old square and reads there like a base, or when the old
    square's ring changed in no more than `TORN` of its directions."""
    new = {s: p for s, p in fresh.items() if s not in taken and p >= OCCUPIED}
    ring = directions or {}
    # Whole new bases as first read: beside the square left, the spill rules lower them.
    figures = {f.square for f in state.figures if f.square is not None} | token_squares(state)

    def stepped_from(square: Square) -> list[Square]:
        """The whole new bases beside it whose ring changed in more directions than its
        own."""
        return [
            n
            for n in square.neighbours()
            if ring.get(n, 0.0) > ring.get(square, 0.0) and occupancy.get(n, 0.0) >= OCCUPIED
            if n not in taken and n not in figures and n not in hidden and whole(n)
        ]

    def leaned_over(square: Square) -> bool:
        """Beside such a new base on its camera side, whose body can lean over it."""
        return any(
            camera_side(square, n, nadir) < -LEAN_SIDE and reaches_over(n, nadir, height)
            for n in stepped_from(square)
        )

    def torn(square: Square) -> bool:
        """Its ring changed in few directions, beside a whole new base."""
        return ring.get(square, 1.0) <= TORN and bool(stepped_from(square))

    def held_only(square: Square | None) -> bool:
        """Read held, but without a base's rim, and without a base-wide disc unless a new
        base's body leans over it."""
        if square is None or square in hidden or ringed(square):
            return False
        if square in cores and (nadir is None or not leaned_over(square)) and not torn(square):
            return False
        return occupancy.get(square, 0.0) >= OCCUPIED

    def stepped(square: Square) -> bool:
        """Beside a whole new base whose ring changed in more directions than its own."""
        return bool(stepped_from(square))

    if active is None and not result.moves:
        # With no figure active any figure may have moved: when no move is proposed, the
        # one figure whose square reads so beside a whole new base is looked at.
        steppers = [f for f, s in result.stayed.items() if held_only(s) and stepped(s)]
        active = steppers[0] if len(steppers) == 1 else None
    if active is not None and active in result.stayed:
        _step_out(state, result, active, new, occupancy, stepped_from, held_only, taken)


def _step_out(
    state: GameState,
    result: Matching,
    active: str,
    new: dict[Square, float],
    occupancy: dict[Square, float],
    stepped_from: Callable[[Square], list[Square]],
    held_only: Callable[[Square | None], bool],
    taken: set[Square],
) -> None:
    """The active figure, whose square reads held only, beside a figure that stayed or a
    whole new base it may have stepped onto: proposed, asked, to the best new base within
    one Move (`new`), or a whole one beside it, as first read (`occupancy`)."""
    figure = state.figure(active)
    square = figure.square
    if square is None or not held_only(square):
        return
    near = {s: occupancy[s] for s in stepped_from(square)}
    standing = {s for fid, s in result.stayed.items() if fid != active}
    if not (near or (new and beside(square, standing))):
        return
    options = {**new, **near}
    reached = {s: r for s, r in reach_of(state, figure, list(options)).items() if r == 1}
    found = ranked_options(options, reached, UNSURE)
    if found:
        result.move_out(active, figure.name, square, found, 1.0, taken)
