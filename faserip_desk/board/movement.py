"""Movement: the Speed cost of a path and the squares one Move action reaches (rules:
Movement and Terrain; Danger Room Training!; Size; Conditions; Phased; Flying Figures;
DESIGN.md §5).

A step goes to one of the eight neighbours and costs the Speed to enter the square: 1, or 2
for Difficult and Aquatic terrain the figure does not ignore. Indoor Solid squares and
non-teammate figures block; no move ends on another figure. Ground → Elevated needs a
ladder, a stair or the rubble of a destroyed Solid square; Elevated → Ground without one
is a fall (Excellent Blunt damage). Giants, Flyers, Phased figures and Wall Crawlers
change elevation freely.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from faserip_desk.board.adjacency import joined_by_feature, squares_adjacent
from faserip_desk.board.figures import Board, Condition, Figure
from faserip_desk.board.line_walk import corner_closed
from faserip_desk.board.map_model import TerrainType
from faserip_desk.board.squares import Square
from faserip_desk.rules.ranks import Rank

if TYPE_CHECKING:
    from faserip_desk.board.reach_engine import StepTable

FALL_DAMAGE = Rank.EXCELLENT


@dataclass(frozen=True, slots=True)
class Step:
    """One legal step: its Speed cost and whether it is a fall from Elevated terrain."""

    cost: int
    falls: bool = False


@dataclass(frozen=True, slots=True)
class StepRefused:
    """Why a step is not allowed."""

    reason: str


def effective_speed(figure: Figure, karma_bonus: int = 0) -> int:
    """Speed for one Move action: + Karma, halved (down) when Held, 0 when Stuck or KO'ed."""
    if figure.has(Condition.STUCK) or figure.has(Condition.KO):
        return 0
    speed = figure.speed + karma_bonus
    return speed // 2 if figure.has(Condition.HELD) else speed


def ignores(figure: Figure, kind: TerrainType) -> bool:
    """Does `figure` ignore terrain type `kind` when moving?"""
    if kind in figure.ignores_terrain or figure.phased:
        return True
    if figure.flies and kind in (TerrainType.DIFFICULT, TerrainType.AQUATIC, TerrainType.SLICK):
        return True
    return figure.is_giant and kind is TerrainType.DIFFICULT


def blocks_movement(mover: Figure, other: Figure) -> bool:
    """Does `other` stop `mover` passing through its square?"""
    if other.id == mover.id or mover.phased or mover.is_teammate_of(other):
        return False
    return not (mover.flies and not other.flight)


def _enter(board: Board, mover: Figure, a: Square, b: Square) -> Step | StepRefused:
    """Entering the neighbour `b` from `a`, ignoring walls and corners between them."""
    m = board.map
    if not m.contains(b):
        return StepRefused("the step leaves the map")
    if mover.phased:
        return Step(1)
    cell = m.cell(b)
    if cell.is_wall:
        return StepRefused(f"{b.name} is Indoor Solid terrain")
    other = board.figure_at(b)
    if other is not None and blocks_movement(mover, other):
        return StepRefused(f"{other.label} stands in {b.name}")
    falls = False
    if m.is_elevated(a) != m.is_elevated(b):
        free = mover.flies or mover.is_giant or mover.ignores_elevation
        if not (free or joined_by_feature(m, a, b)):
            if m.is_elevated(b):
                if not (a in m.rubble and cell.is_solid):
                    return StepRefused(
                        f"{b.name} is Elevated and no ladder, stair or rubble leads up from "
                        f"{a.name}"
                    )
            else:
                falls = True
    cost = 1
    for kind in (TerrainType.DIFFICULT, TerrainType.AQUATIC):
        if cell.has(kind) and not ignores(mover, kind):
            cost = 2
    return Step(cost, falls)


def step(board: Board, mover: Figure, a: Square, b: Square) -> Step | StepRefused:
    """Whether `mover` may step from `a` to the neighbouring `b`, and at what cost."""
    if a.distance(b) != 1:
        return StepRefused(f"{a.name} and {b.name} are not neighbours")
    entered = _enter(board, mover, a, b)
    if isinstance(entered, StepRefused) or mover.phased:
        return entered
    m = board.map
    if a.col == b.col or a.row == b.row:
        if m.wall_between(a, b):
            return StepRefused(f"a wall stands between {a.name} and {b.name}")
    elif corner_closed(m, a, b, lambda s: isinstance(_enter(board, mover, a, s), StepRefused)):
        return StepRefused(
            f"the diagonal step {a.name} → {b.name} squeezes between two blocked squares"
        )
    return entered


def can_end_on(board: Board, mover: Figure, square: Square) -> str | None:
    """Why `mover` cannot end a move on `square`, or None when it can."""
    other = board.figure_at(square)
    if other is not None and other.id != mover.id:
        return f"{other.label} already stands in {square.name}"
    if board.map.cell(square).is_wall:
        return f"{square.name} is Indoor Solid terrain"
    return None


def opportunity_attackers(board: Board, mover: Figure, a: Square, b: Square) -> list[Figure]:
    """Opposing figures able to attack `mover` as it steps from `a` out of their adjacency."""
    found = []
    for other in board.on_map():
        if other.square.distance(a) > 1 or other.id == mover.id or not other.is_opposing(mover):
            continue
        if not other.can_make_opportunity_attack():
            continue
        if squares_adjacent(board.map, a, other.square) and not squares_adjacent(
            board.map, b, other.square
        ):
            found.append(other)
    return found


class PathTree:
    """The previous square of every square a search reached (flat indices), from which a
    path is read on demand."""

    __slots__ = ("found", "width")

    def __init__(self, found: dict[int, tuple[int, int]], width: int) -> None:
        self.found = found
        self.width = width

    def path(self, lin: int) -> tuple[Square, ...] | None:
        """The path from the start to `lin`, or None when the search did not reach it."""
        if lin not in self.found:
            return None
        w, out = self.width, []
        while lin >= 0:
            out.append(Square(lin % w, lin // w))
            lin = self.found[lin][1]
        return tuple(reversed(out))


class Reach:
    """A square one Move action reaches: the cheapest cost and path, and (if any) a path
    within the Speed that provokes no attack of opportunity.

    Paths may be given, or read on demand from the searches' `PathTree`s (most squares'
    paths are never looked at)."""

    __slots__ = ("_lin", "_path", "_safe", "_safe_tree", "_tree", "cost", "square")

    def __init__(
        self,
        square: Square,
        cost: int,
        path: tuple[Square, ...] | None = None,
        safe_path: tuple[Square, ...] | None = None,
        *,
        trees: tuple[PathTree, PathTree] | None = None,
        lin: int = -1,
    ) -> None:
        self.square, self.cost, self._lin = square, cost, lin
        self._path, self._safe = path, safe_path
        self._tree: PathTree | None = trees[0] if trees else None
        self._safe_tree: PathTree | None = trees[1] if trees else None

    @property
    def path(self) -> tuple[Square, ...]:
        """The cheapest path, start square first (the first found among equals)."""
        if self._path is None and self._tree is not None:
            self._path = self._tree.path(self._lin)
        return self._path or (self.square,)

    @property
    def safe_path(self) -> tuple[Square, ...] | None:
        """The cheapest path that provokes no attack of opportunity, if any."""
        if self._safe_tree is not None:
            self._safe, self._safe_tree = self._safe_tree.path(self._lin), None
        return self._safe

    @property
    def is_safe(self) -> bool:
        """True when some path within the Speed provokes no attack of opportunity."""
        if self._safe_tree is not None:
            return self._lin in self._safe_tree.found
        return self._safe is not None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Reach):
            return NotImplemented
        return (self.square, self.cost, self.path, self.safe_path) == (
            other.square,
            other.cost,
            other.path,
            other.safe_path,
        )

    def __hash__(self) -> int:
        return hash((self.square, self.cost))

    def __repr__(self) -> str:
        return f"Reach({self.square.name}, cost={self.cost}, path={[s.name for s in self.path]})"


def _search_setup(board: Board, mover: Figure) -> tuple[StepTable, int, set[int], set[int]]:
    """The mover's step table, start square, the squares that block it and the squares
    it may not end on (flat indices)."""
    from faserip_desk.board import reach_engine as engine

    w = board.map.width
    table = engine.step_table(board.map, mover)
    blockers = (
        set()
        if mover.phased
        else {f.square.col + f.square.row * w for f in board.on_map() if blocks_movement(mover, f)}
    )
    taken = {f.square.col + f.square.row * w for f in board.on_map() if f.id != mover.id}
    return table, mover.square.col + mover.square.row * w, blockers, taken


def reachable_squares(
    board: Board,
    mover: Figure,
    *,
    karma_bonus: int = 0,
    budget: int | None = None,
    goals: Collection[Square] | None = None,
) -> dict[Square, Reach]:
    """Every square `mover` can end one Move action on (its own included, cost 0).

    `budget` replaces the figure's Speed (e.g. double Speed for a charge); with `goals`,
    only those squares are sought and answered (the search stops early). Same answers
    (squares, costs and paths) as `reference_impl.reachable_squares`, from cached step
    tables (see `reach_engine`).
    """
    from faserip_desk.board import reach_engine as engine

    limit = effective_speed(mover, karma_bonus) if budget is None else budget
    m = board.map
    w = m.width
    table, start, blockers, taken = _search_setup(board, mover)
    wanted = None if goals is None else {s.col + s.row * w for s in goals if m.contains(s)}
    best = engine.search(table, start, limit, blockers, None, False, wanted)
    zones = engine.threat_zones(board, mover)
    safe = best
    if zones and engine.tree_provokes(best, zones, start, mover.flies):
        safe = engine.search(table, start, limit, blockers, zones, mover.flies, wanted)
    walls = table.wall
    trees = (PathTree(best, w), PathTree(safe, w))
    result: dict[Square, Reach] = {}
    for lin, (cost, _) in best.items():
        if lin != start and (lin in taken or walls[lin]):
            continue
        if wanted is not None and lin not in wanted:
            continue
        sq = Square(lin % w, lin // w)
        result[sq] = Reach(sq, cost, trees=trees, lin=lin)
    return result


def reach_costs(board: Board, mover: Figure, budget: int) -> dict[Square, int]:
    """The cheapest Speed cost of every square `mover` may end a move on within `budget`
    (the squares and costs of `reachable_squares`, without the paths)."""
    from faserip_desk.board import reach_engine as engine

    w = board.map.width
    table, start, blockers, taken = _search_setup(board, mover)
    walls = table.wall
    found = engine.search(table, start, budget, blockers, None, False)
    return {
        Square(lin % w, lin // w): cost
        for lin, (cost, _) in found.items()
        if lin == start or not (lin in taken or walls[lin])
    }
