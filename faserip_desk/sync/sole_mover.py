"""The only figure that left the position (`sole_mover`): no other figure is in question,
so its new square need not be the active figure's, and a square beside that square or a
figure that stayed, without a base-wide disc, is a body or shadow (`spill_of`)."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import FigureState
from faserip_desk.sync.matching import Matching
from faserip_desk.sync.rims import RIM_SURE

SOLE_READING = 0.8
"""Reading from which the new square of the only figure that left, when no base-wide disc
changed there, is still taken as its base (see `sole_mover`)."""


def sole_mover(
    scored: list[tuple[float, FigureState, Square, list[tuple[float, Square]]]],
    result: Matching,
    fresh: dict[Square, float],
    cores: frozenset[Square],
    occupancy: dict[Square, float],
    rims: dict[Square, float],
) -> str | None:
    """The figure, if any, that is surely the only one to have left: no other figure's
    square reads empty but those found nowhere (the caller checks they could not have
    reached the same square), none was placed by its token, its old square reads clearly empty,
    and its best new square is a fresh reading beside no other figure and not beside its
    old square (where its own body or shadow may fall), with no other base-wide disc
    anywhere that no figure explains, nor another of its options showing a base's rim all
    round (`rims`: the rim scores known; fresh 48158, read once with 1766a6b: Dagger's pale
    base on J8 showed only its rim, 1.0, and her move to H15, a reading of 0.95 among seven
    other squares nobody explained, was made sure, wrongly)."""
    if len(scored) != 1 or result.moves:
        return None
    _, f, target, options = scored[0]
    assert f.square is not None
    if target not in fresh or occupancy.get(f.square, 0.0) > 1.0 - SOLE_READING:
        return None
    if any(rims.get(s, 0.0) >= RIM_SURE for _, s in options if s != target):
        return None
    held = set(result.stayed.values())
    if any(n in held or n == f.square for n in target.neighbours()):
        return None
    near = held | {target} | {n for s in held | {target} for n in s.neighbours()}
    if any(s in cores and s not in near for s in fresh):
        return None
    return f.id


def spill_of(s: Square, target: Square, result: Matching, cores: frozenset[Square]) -> bool:
    """Whether a candidate square is explained as the body or shadow of a base beside it
    (a figure that stayed, or the new square `target`): it shows no base-wide disc."""
    if s in cores:
        return False
    return any(n == target or n in result.stayed.values() for n in s.neighbours())
