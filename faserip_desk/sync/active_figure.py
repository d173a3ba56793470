"""The active figure is the one expected to move: when its square still reads held only
because something beside it spills over, a new base in its reach may be where it went."""

from __future__ import annotations

from collections.abc import Callable

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.matching import UNSURE, Matching
from faserip_desk.sync.reach import ranked_options, reach_of
from faserip_desk.sync.spill import OCCUPIED, beside


def active_still_read(
    state: GameState,
    result: Matching,
    active: str | None,
    fresh: dict[Square, float],
    cores: frozenset[Square],
    ringed: Callable[[Square], bool],
    occupancy: dict[Square, float],
    hidden: frozenset[Square],
    taken: set[Square],
    directions: dict[Square, float] | None = None,
) -> None:
    """The active figure is the one expected to move. When its square still reads held,
    but without a base-wide disc or a base's rim, beside a figure that stayed (whose base
    or body may spill into it), and a new base that no figure explains lies within one
    Move, it may have gone there: proposed, asked. So too when a square beside it is
    such a new base, a whole one (a base-wide disc or a rim) whose ring changed in more
    directions (`directions`) than its own: a step to the next square, the new base's
    body or shadow falling back over the old one. `ringed` tells whether a square shows a
    base's rim."""
    if active is None or active not in result.stayed:
        return
    figure = state.figure(active)
    square = figure.square
    if square is None or square in hidden or square in cores:
        return
    if occupancy.get(square, 0.0) < OCCUPIED or ringed(square):
        return
    standing = {s for fid, s in result.stayed.items() if fid != active}
    new = {s: p for s, p in fresh.items() if s not in taken and p >= OCCUPIED}
    ring = directions or {}
    stepped = [
        n
        for n in square.neighbours()
        if n in new and (n in cores or ringed(n)) and ring.get(n, 0.0) > ring.get(square, 0.0)
    ]
    if not new or not (beside(square, standing) or stepped):
        return
    reached = {s: r for s, r in reach_of(state, figure, list(new)).items() if r == 1}
    found = ranked_options(new, reached, UNSURE)
    if not found:
        return
    result.move_out(active, figure.name, square, found, 1.0, taken)
