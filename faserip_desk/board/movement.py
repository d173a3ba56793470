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

import heapq
from dataclasses import dataclass

from faserip_desk.board.adjacency import joined_by_feature, squares_adjacent
from faserip_desk.board.figures import Board, Condition, Figure
from faserip_desk.board.line_walk import corner_closed
from faserip_desk.board.map_model import TerrainType
from faserip_desk.board.squares import Square
from faserip_desk.rules.ranks import Rank

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


@dataclass(frozen=True, slots=True)
class Reach:
    """A square one Move action reaches: the cheapest cost and path, and (if any) a path
    within the Speed that provokes no attack of opportunity."""

    square: Square
    cost: int
    path: tuple[Square, ...]
    safe_path: tuple[Square, ...] | None


def _search(
    board: Board, mover: Figure, budget: int, avoid_opportunity: bool
) -> dict[Square, tuple[int, Square | None]]:
    start = mover.square
    best: dict[Square, tuple[int, Square | None]] = {start: (0, None)}
    heap = [(0, start.row, start.col)]
    while heap:
        cost, r, c = heapq.heappop(heap)
        here = Square(c, r)
        if cost > best[here][0]:
            continue
        for nxt in here.neighbours():
            if not board.map.contains(nxt):
                continue
            s = step(board, mover, here, nxt)
            if isinstance(s, StepRefused) or cost + s.cost > budget:
                continue
            provokes = avoid_opportunity and (here == start or not mover.flies)
            if provokes and opportunity_attackers(board, mover, here, nxt):
                continue
            total = cost + s.cost
            if nxt not in best or total < best[nxt][0]:
                best[nxt] = (total, here)
                heapq.heappush(heap, (total, nxt.row, nxt.col))
    return best


def _path(best: dict[Square, tuple[int, Square | None]], square: Square) -> tuple[Square, ...]:
    out = [square]
    prev = best[square][1]
    while prev is not None:
        out.append(prev)
        prev = best[prev][1]
    return tuple(reversed(out))


def reachable_squares(
    board: Board, mover: Figure, *, karma_bonus: int = 0, budget: int | None = None
) -> dict[Square, Reach]:
    """Every square `mover` can end one Move action on (its own included, cost 0).

    `budget` replaces the figure's Speed (e.g. double Speed for a charge).
    """
    limit = effective_speed(mover, karma_bonus) if budget is None else budget
    best = _search(board, mover, limit, avoid_opportunity=False)
    threats = any(o.is_opposing(mover) and o.can_make_opportunity_attack() for o in board.on_map())
    safe = _search(board, mover, limit, avoid_opportunity=True) if threats else best
    found: dict[Square, Reach] = {}
    for sq, (cost, _) in best.items():
        if sq != mover.square and can_end_on(board, mover, sq) is not None:
            continue
        found[sq] = Reach(sq, cost, _path(best, sq), _path(safe, sq) if sq in safe else None)
    return found
