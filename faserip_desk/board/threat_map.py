"""The threat map: for every square, which opposing figures could attack a figure of one
side standing there in their next activation (rules: Actions — a Move and an Attack, or
two Moves; Brawling; Shooting; Charging; Size).

Three ways count, each worked out once per opposing figure for the whole map:

- shooting from where it stands: line of sight, within its range, not adjacent (an
  adjacent square is a brawl), and the shooter not adjacent to an opposing non-Flying
  figure (it could not shoot then);
- moving and brawling: a square in attack reach of some square one Move action reaches
  (its own included);
- charging: line of sight, a clear straight lane to the square or a square next to it,
  and a square at Speed to double Speed squares, reached for at most double Speed, from
  which the square is in attack reach.

Readings the app takes (DESIGN.md §5 spirit; the board knows no attack profiles): every
figure is taken to have a Shooting attack with `DEFAULT_RANGE` unless `ranges` says
otherwise (0: none); shooting is from the figure's current square (moving and then
shooting is not counted); the imagined figure is an ordinary one (not Phased, Flying or
hidden); the figures stay where they stand, so the imagined figure does not block the
attacker's own path, and on a square where a figure of the side stands, that figure is
the one attacked.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from faserip_desk.board.adjacency import squares_adjacent
from faserip_desk.board.charge import lane_block
from faserip_desk.board.figures import Board, Condition, Figure
from faserip_desk.board.geometry_rules import counted_distance, counted_distances
from faserip_desk.board.line_of_effect import line_of_effect
from faserip_desk.board.map_model import BoardMap, TerrainType
from faserip_desk.board.movement import effective_speed, ignores, reach_costs
from faserip_desk.board.reach_engine import adjacent_set
from faserip_desk.board.sight_field import BoolGrid, lines_blocked, sight_field
from faserip_desk.board.squares import Square

DEFAULT_RANGE = 12
WAYS = ("shoots", "charges", "brawls")


@dataclass(frozen=True, slots=True)
class Attacker:
    """One opposing figure able to attack a square, and how."""

    figure_id: str
    label: str
    ways: tuple[str, ...]

    def summary(self) -> str:
        """E.g. "Pyro: shoots, charges"."""
        return f"{self.label}: {', '.join(self.ways)}"


@dataclass(frozen=True)
class ThreatMap:
    """For a side (`player`), the attackers of every square (squares with none left out)."""

    player: str
    attackers: Mapping[Square, tuple[Attacker, ...]]

    def count(self, square: Square) -> int:
        """How many opposing figures could attack a figure of the side on `square`."""
        return len(self.attackers.get(square, ()))

    def describe(self, square: Square) -> str:
        """The hover text for `square`."""
        found = self.attackers.get(square, ())
        if not found:
            return f"{square.name}: no opposing figure could attack there"
        return f"{square.name}: {len(found)} could attack — " + "; ".join(
            a.summary() for a in found
        )


def reach_squares(board_map: BoardMap, spot: Square, reach: int) -> frozenset[Square]:
    """The squares a figure on `spot` with attack reach `reach` attacks as if adjacent
    (as `in_attack_reach` judges them), `spot` left out; cached on the map."""
    cache: dict[tuple[Square, int], frozenset[Square]] | None = getattr(
        board_map, "_reach_squares", None
    )
    if cache is None:
        cache = {}
        object.__setattr__(board_map, "_reach_squares", cache)
    found = cache.get((spot, reach))
    if found is None:
        w = board_map.width
        near = {Square(x % w, x // w) for x in adjacent_set(board_map, spot)}
        for dr in range(-reach, reach + 1):
            for dc in range(-reach, reach + 1):
                sq = Square(spot.col + dc, spot.row + dr)
                if (
                    sq not in near
                    and board_map.contains(sq)
                    and line_of_effect(board_map, spot, sq).clear
                ):
                    near.add(sq)
        found = cache[(spot, reach)] = frozenset(near - {spot})
    return found


def _attackable(board: Board, attacker: Figure, spots: list[Square]) -> set[Square]:
    """Squares a figure of the other side could stand on and be attacked as if adjacent
    by `attacker` standing on one of `spots` (the target cannot stand on the spot)."""
    found: set[Square] = set()
    m, reach = board.map, attacker.attack_reach
    for spot in spots:
        found |= reach_squares(m, spot, reach)
    return found


def _shooting(board: Board, f: Figure, sight: BoolGrid, attack_range: int) -> set[Square]:
    m = board.map
    if attack_range <= 0 or f.has(Condition.CARRYING):
        return set()
    if any(
        o.is_opposing(f) and not o.flies and squares_adjacent(m, o.square, f.square)
        for o in board.on_map()
        if o.square.distance(f.square) == 1
    ):
        return set()
    rows, cols = np.nonzero(sight)
    near = counted_distances(cols - f.square.col, rows - f.square.row)
    keep = (near <= attack_range) & (near >= 1)
    found = {Square(int(c), int(r)) for r, c in zip(rows[keep], cols[keep], strict=True)}
    return {s for s in found if not squares_adjacent(m, f.square, s)}


def _difficult(board_map: BoardMap) -> BoolGrid:
    """Difficult squares as an array, cached on the (immutable) map."""
    grid: BoolGrid | None = getattr(board_map, "_difficult_grid", None)
    if grid is None:
        grid = np.array(
            [[cell.has(TerrainType.DIFFICULT) for cell in row] for row in board_map.cells],
            dtype=bool,
        ).reshape(board_map.height, board_map.width)
        object.__setattr__(board_map, "_difficult_grid", grid)
    return grid


def _charging(board: Board, f: Figure, sight: BoolGrid, costs: dict[Square, int]) -> set[Square]:
    if f.has(Condition.HELD) or f.has(Condition.STUCK):
        return set()
    m = board.map
    speed = effective_speed(f)
    start = f.square
    ends = [sq for sq in costs if speed <= counted_distance(start, sq) <= 2 * speed]
    if not ends:
        return set()
    targets = _attackable(board, f, ends)
    dodges = TerrainType.DIFFICULT in f.charge_ignores or ignores(f, TerrainType.DIFFICULT)
    difficult = np.zeros((m.height, m.width), bool) if dodges else _difficult(m)
    stoppers = difficult.copy()
    for o in board.on_map():
        if lane_block(board, f, f, o.square) is not None:
            stoppers[o.square.row, o.square.col] = True
    lane_ok = ~lines_blocked(m, start, stoppers)
    found = set()
    for sq in targets:
        if not sight[sq.row, sq.col]:
            continue
        # the lane may end on the square itself (its figure is the target) or next to it
        if lane_ok[sq.row, sq.col] and not difficult[sq.row, sq.col]:
            found.add(sq)
            continue
        for n in sq.neighbours():
            if m.contains(n) and lane_ok[n.row, n.col] and not stoppers[n.row, n.col]:
                found.add(sq)
                break
    return found


def threats_from(
    board: Board, f: Figure, attack_range: int = DEFAULT_RANGE
) -> dict[str, set[Square]]:
    """The squares `f` could attack next activation, by way ("shoots", "charges",
    "brawls"), for an ordinary figure of the other side standing there."""
    if f.phased or f.has(Condition.STUNNED) or f.has(Condition.KO):
        return {way: set() for way in WAYS}
    sight = sight_field(board, f).copy()
    for n in f.square.neighbours():  # adjacent figures always see each other
        if board.map.contains(n) and squares_adjacent(board.map, f.square, n):
            sight[n.row, n.col] = True
    speed = effective_speed(f)
    costs = reach_costs(board, f, 2 * speed)  # one search serves the Move and the charge
    brawl = _attackable(board, f, [sq for sq, cost in costs.items() if cost <= speed])
    return {
        "shoots": _shooting(board, f, sight, attack_range),
        "charges": _charging(board, f, sight, costs),
        "brawls": brawl,
    }


def threat_map(board: Board, player: str, ranges: Mapping[str, int] | None = None) -> ThreatMap:
    """Who could attack a figure of `player` on each square (`ranges`: Shooting range by
    figure id; figures not listed get `DEFAULT_RANGE`)."""
    ranges = ranges or {}
    m = board.map
    per_square: dict[Square, list[Attacker]] = {}
    for f in board.on_map():
        if f.player == player:
            continue
        ways = threats_from(board, f, ranges.get(f.id, DEFAULT_RANGE))
        squares = set().union(*ways.values())
        for sq in squares:
            other = board.figure_at(sq)
            if other is not None and other.player != player:
                continue  # the side cannot stand where an opposing figure stands
            if m.cell(sq).is_wall:
                continue
            how = tuple(way for way in WAYS if sq in ways[way])
            per_square.setdefault(sq, []).append(Attacker(f.id, f.label, how))
    return ThreatMap(
        player,
        {sq: tuple(sorted(a, key=lambda x: x.label)) for sq, a in per_square.items()},
    )
