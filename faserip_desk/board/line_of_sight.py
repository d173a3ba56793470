"""Line of sight between two squares or figures, with its reason (rules: Line of Sight;
Avengers Assemble!; Size; Adjacency; DESIGN.md §5 Readings).

Order of the checks: a special that hides the target from opposing figures; adjacent
figures always see each other; smoke or fire in either end square; then the line is walked
under the elevation rule that applies (two Ground ends, one Elevated end, two Elevated
ends). Figures between block unless they are the viewer's teammates, are ignored by a
special, or either end is a Giant.
"""

from __future__ import annotations

from dataclasses import dataclass

from faserip_desk.board.adjacency import squares_adjacent
from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.geometry_rules import end_squares_block
from faserip_desk.board.line_of_effect import effect_block, elevation_case, trace
from faserip_desk.board.line_walk import line_between
from faserip_desk.board.map_model import TerrainType
from faserip_desk.board.squares import Square
from faserip_desk.rules.rules_data import rules_in_force

Spot = Square | Figure


@dataclass(frozen=True, slots=True)
class SightVerdict:
    """Whether there is line of sight from `origin` to `target`, and why."""

    visible: bool
    origin: Square
    target: Square
    crossed: tuple[Square, ...]
    reason: str
    blocked_at: Square | None = None


def _resolve(board: Board, spot: Spot) -> tuple[Square, Figure | None]:
    if isinstance(spot, Figure):
        return spot.square, spot
    return spot, board.figure_at(spot)


def smoke_reason(board: Board, square: Square, whose: str) -> str | None:
    """Why smoke or fire in `square` (an end of the line) blocks it, or None."""
    cell = board.map.cell(square)
    if cell.has(TerrainType.FIRE):
        return f"{square.name} ({whose} square) is Fire, which blocks line of sight"
    if cell.has(TerrainType.SMOKE):
        return f"{square.name} ({whose} square) is Smoke, which blocks line of sight"
    return None


def figure_blocks(board: Board, viewer: Figure | None, other: Figure) -> bool:
    """Does `other`, standing between, block the line of `viewer` (None: no figure looks)?"""
    if board.is_ignored_for_los(other):
        return False
    if viewer is None or not viewer.is_teammate_of(other):
        return True
    return bool(rules_in_force().setting("teammates_asymmetric", "teammates_block_sight"))


def sight_block(
    board: Board, case: str, square: Square, viewer: Figure | None, ignore_figures: bool
) -> str | None:
    """Why a crossed `square` blocks line of sight under the elevation `case`, or None."""
    cell = board.map.cell(square)
    elevated = board.map.is_elevated(square)
    if case == "mixed" or (case == "elevated" and not elevated):
        return effect_block(board.map, case, square)
    if case == "ground":
        why = effect_block(board.map, case, square)
        if why is not None:
            return why
    if cell.has(TerrainType.FIRE):
        return f"{square.name} is Fire, which blocks line of sight"
    if cell.has(TerrainType.SMOKE):
        return f"{square.name} is Smoke, which blocks line of sight"
    other = board.figure_at(square)
    if other is not None and not ignore_figures and figure_blocks(board, viewer, other):
        if viewer is None:
            return f"{other.label} stands in {square.name}"
        return f"{other.label} stands in {square.name} and is not a teammate of {viewer.label}"
    return None


def line_of_sight(
    board: Board,
    origin: Spot,
    target: Spot,
    *,
    viewer: Figure | None = None,
    target_figure: Figure | None = None,
) -> SightVerdict:
    """Line of sight from `origin` to `target` (squares or figures).

    A square stands for the figure on it, if any; `viewer` / `target_figure` say which
    figure to imagine on the end squares instead (e.g. "could he see from here?").
    """
    a, a_fig = _resolve(board, origin)
    b, b_fig = _resolve(board, target)
    a_fig = viewer if viewer is not None else a_fig
    b_fig = target_figure if target_figure is not None else b_fig
    line = line_between(a, b)

    def verdict(visible: bool, reason: str, at: Square | None = None) -> SightVerdict:
        return SightVerdict(visible, a, b, line.crossed, reason, at)

    if a == b:
        return verdict(True, f"{a.name} is the viewer's own square")
    if a_fig is not None and b_fig is not None:
        if b_fig.is_opposing(a_fig) and board.is_ignored_for_los(b_fig):
            return verdict(False, f"{b_fig.label} is ignored for line of sight by a special", b)
        if squares_adjacent(board.map, a, b):
            return verdict(True, f"{a_fig.label} and {b_fig.label} are adjacent")
    ends = ((a, "the viewer's"), (b, "the target's")) if end_squares_block() else ()
    for square, whose in ends:
        why = smoke_reason(board, square, whose)
        if why is not None:
            return verdict(False, why, square)
    case = elevation_case(board.map, a, b)
    giant = (a_fig is not None and a_fig.is_giant) or (b_fig is not None and b_fig.is_giant)
    hit = trace(board.map, line, case, lambda s: sight_block(board, case, s, a_fig, giant))
    if hit is not None:
        return verdict(False, hit[1], hit[0])
    if not line.crossed:
        return verdict(True, "no square lies between them")
    return verdict(True, _clear_reason(case, giant))


def _clear_reason(case: str, giant: bool) -> str:
    if case == "mixed":
        return "no Elevated square lies between the Ground and the Elevated end"
    if case == "elevated":
        return "nothing stands on the Elevated squares between (Ground squares are ignored)"
    if giant:
        return "no blocking terrain between (figures are ignored to and from a Giant)"
    return "no blocking terrain or figure between"


def can_see(board: Board, viewer: Figure, target: Figure) -> bool:
    """Shorthand: does `viewer` have line of sight to `target`?"""
    return line_of_sight(board, viewer, target).visible


def who_sees_whom(board: Board) -> dict[str, list[str]]:
    """For every figure, the ids of the other figures it has line of sight to."""
    figs = list(board.on_map())
    return {f.id: sorted(g.id for g in figs if g.id != f.id and can_see(board, f, g)) for f in figs}
