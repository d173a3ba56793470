"""Charging: the lane, and the squares a charge may end on (rules: Charging; DESIGN.md §5).

The lane is a straight line from the charger's square to the defender's square or a square
next to it that crosses no Difficult terrain (unless the charger ignores it) and no figure
but the charger's teammates and the defender. The charge ends on a legal attacking square
at least Speed and at most double Speed squares from the start, reached by a legal path
costing at most double Speed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from faserip_desk.board.adjacency import in_attack_reach
from faserip_desk.board.figures import Board, Condition, Figure
from faserip_desk.board.geometry_rules import counted_distance, lane_corners_either
from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.board.line_walk import corner_closed, line_between
from faserip_desk.board.map_model import TerrainType
from faserip_desk.board.movement import Reach, effective_speed, ignores, reachable_squares
from faserip_desk.board.squares import Square


@dataclass(frozen=True, slots=True)
class LaneVerdict:
    """A straight charge lane from the charger to `end`: clear or not, and why."""

    end: Square
    clear: bool
    reason: str
    crossed: tuple[Square, ...]


@dataclass(frozen=True, slots=True)
class ChargeSquare:
    """A square a charge may end on, its distance from the start and a path there."""

    square: Square
    distance: int
    cost: int
    path: tuple[Square, ...]


@dataclass(frozen=True, slots=True)
class ChargeVerdict:
    """Whether `charger` may charge `target`, the clear lanes, and the attacking squares."""

    possible: bool
    reason: str
    lanes: tuple[LaneVerdict, ...] = ()
    squares: tuple[ChargeSquare, ...] = ()


def lane_block(board: Board, charger: Figure, target: Figure, square: Square) -> str | None:
    """Why `square` blocks `charger`'s lane to `target`, or None."""
    cell = board.map.cell(square)
    if (
        cell.has(TerrainType.DIFFICULT)
        and TerrainType.DIFFICULT not in charger.charge_ignores
        and not ignores(charger, TerrainType.DIFFICULT)
    ):
        return f"{square.name} is Difficult terrain"
    other = board.figure_at(square)
    if other is None or other.id in (charger.id, target.id) or charger.is_teammate_of(other):
        return None
    if (charger.flies and not other.flight) or charger.charge_over_figures:
        return None
    return f"{other.label} stands in {square.name}"


def charge_lane(
    board: Board,
    charger: Figure,
    target: Figure,
    end: Square,
    block: Callable[[Square], str | None] | None = None,
) -> LaneVerdict:
    """The straight lane from `charger`'s square to `end` (the target's square or one next
    to it): the end square itself must be free of what blocks a lane too. `block` answers
    as `lane_block` does (a memo shared by the lanes of one charge)."""
    line = line_between(charger.square, end)
    if block is None:

        def block(s: Square) -> str | None:
            return lane_block(board, charger, target, s)

    either = lane_corners_either()
    for a, b in line.steps():
        if a.col != b.col and a.row != b.row:
            side = corner_closed(
                board.map, a, b, lambda s: block(s) is not None, walls=False, either=either
            )
            if side is not None:
                return LaneVerdict(
                    end,
                    False,
                    f"the lane squeezes through the corner between {a.name} and {b.name}",
                    line.crossed,
                )
        why = block(b)
        if why is not None:
            return LaneVerdict(end, False, why, line.crossed)
    return LaneVerdict(end, True, "clear", line.crossed)


def charge_options(
    board: Board, charger: Figure, target: Figure, *, karma_bonus: int = 0
) -> ChargeVerdict:
    """Whether `charger` may charge `target`, with every square the charge may end on."""
    return charge_options_with(board, charger, target, karma_bonus, reachable_squares)


def charge_options_with(
    board: Board,
    charger: Figure,
    target: Figure,
    karma_bonus: int,
    reach: Callable[..., Mapping[Square, Reach]],
) -> ChargeVerdict:
    """`charge_options` with `reach` finding the squares (the reference search in tests)."""
    if not charger.is_opposing(target):
        return ChargeVerdict(False, "a charge targets an opposing figure")
    for cond, why in (
        (Condition.HELD, "Held figures can't Charge"),
        (Condition.STUCK, "Stuck figures can't move"),
        (Condition.STUNNED, "Stunned figures may only take a Move action"),
        (Condition.KO, "KO'ed figures are out of play"),
    ):
        if charger.has(cond):
            return ChargeVerdict(False, why)
    sight = line_of_sight(board, charger, target)
    if not sight.visible:
        return ChargeVerdict(False, f"no line of sight: {sight.reason}")
    ends = [target.square, *(n for n in target.square.neighbours() if board.map.contains(n))]
    memo: dict[Square, str | None] = {}

    def block(s: Square) -> str | None:
        if s not in memo:
            memo[s] = lane_block(board, charger, target, s)
        return memo[s]

    lanes = tuple(charge_lane(board, charger, target, e, block) for e in ends)
    clear = tuple(lane for lane in lanes if lane.clear)
    if not clear:
        return ChargeVerdict(False, "every lane is blocked: " + lanes[0].reason, lanes)
    speed = effective_speed(charger, karma_bonus)
    start = charger.square
    options = []
    # only squares within attack reach of the target can be attacking squares
    r = max(1, charger.attack_reach)
    t = target.square
    near = [
        Square(t.col + dc, t.row + dr)
        for dr in range(-r, r + 1)
        for dc in range(-r, r + 1)
        if speed <= counted_distance(start, Square(t.col + dc, t.row + dr)) <= 2 * speed
    ]
    for sq, found in sorted(reach(board, charger, budget=2 * speed, goals=near).items()):
        dist = counted_distance(start, sq)  # house rule `distance`
        if speed <= dist <= 2 * speed and in_attack_reach(board, charger, target, sq):
            options.append(ChargeSquare(sq, dist, found.cost, found.safe_path or found.path))
    options.sort(key=lambda o: (o.square.row, o.square.col))
    if not options:
        return ChargeVerdict(
            False,
            f"no attacking square lies {speed} to {2 * speed} squares away within reach",
            clear,
        )
    names = ", ".join(o.square.name for o in options)
    return ChargeVerdict(True, f"charge may end on {names}", clear, tuple(options))
