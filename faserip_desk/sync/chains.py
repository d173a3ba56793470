"""Chains: a figure read as still in place may be the one that moved, the figure read as
gone having stepped onto its square. The only figure read as gone is then not surely the
mover."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.matching import Matching
from faserip_desk.sync.reach import reaches

STEP_ASIDE = 1
"""Distance (squares) within which, with no figure active, a figure that stayed may have
made way for the one read as gone: it moved on, and the other stepped onto its square."""


def may_be_chain(
    state: GameState,
    result: Matching,
    gone: str,
    target: Square,
    active: str | None,
    hidden: frozenset[Square],
) -> bool:
    """Whether a figure read as staying could have gone to `target`, the new square of
    `gone` (the only figure read as gone), while `gone` took its square. The active figure
    is the one expected to move: it alone is looked at when it stays. With no figure active
    (between activations, the Setup phase) any figure may have moved: one standing right
    beside `gone`'s old square that reaches `target` in one Move is looked at (a step
    aside and a step into its place)."""
    if active is not None:
        if active == gone or active not in result.stayed:
            return False
        return reaches(state, active, target)
    source = state.figure(gone).square
    if source is None:
        return False
    return any(
        square not in hidden
        and square.distance(source) <= STEP_ASIDE
        and reaches(state, fid, target, 1)
        for fid, square in result.stayed.items()
    )


def chain_targets(
    state: GameState, result: Matching, active: str | None, hidden: frozenset[Square]
) -> set[Square]:
    """New squares of figures other than the active one that the active figure, read as
    still in place on a square the photo shows, could have reached while the mover took
    its square: the photo reads the same either way, so such a move is asked. Fresh 51409
    (read once with 372560d, a wrong move made sure): Cloak, active, left J13 for I11 and
    Daredevil stepped onto J13; the photo alone kept Cloak on J13 and sent Daredevil to I11
    at 80 %."""
    kept = result.stayed.get(active or "")
    if active is None or kept is None or kept in hidden:
        return set()
    return {
        m.target
        for m in result.moves
        if m.figure != active
        and reaches(state, active, m.target, gone={m.figure})
        and reaches(state, m.figure, kept, gone={active})
    }
