"""Differential check of the fast board engine against the simple exact implementations on
seeded random boards: walls, elevation, ladders, stairs, rubble, smoke, fire, difficult and
aquatic terrain, teammates, flyers, Giants, phased figures and conditions.

    python3 dev.py differential 1000      (or: python -m benchmarks.differential 1000)

Compared per board: reachable squares (squares, costs, paths and safe paths) for every
figure; charge options (squares, costs, paths) for one pair; line of sight to every square
from a figure and from an empty square; line of effect to every square; adjacency of every
pair of neighbouring squares (against the attack-of-opportunity zones the engine uses);
line of sight between every pair of figures.
"""

from __future__ import annotations

import random
import sys
import time

from faserip_desk.board import reference_impl
from faserip_desk.board.adjacency import adjacency_table, squares_adjacent
from faserip_desk.board.charge import charge_options
from faserip_desk.board.figures import Board, Condition, Figure, LosHiding, Size
from faserip_desk.board.line_of_effect import line_of_effect
from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.board.map_model import (
    Atmosphere,
    BoardMap,
    Cell,
    Edge,
    Elevation,
    Feature,
    FeatureKind,
    TerrainType,
    Wall,
)
from faserip_desk.board.movement import reachable_squares
from faserip_desk.board.reach_engine import threat_zones
from faserip_desk.board.sight_field import effect_field, sight_field
from faserip_desk.board.sight_pairs import sight_among
from faserip_desk.board.squares import Square

T = TerrainType
CELLS = [
    (Cell(), 40),
    (Cell(types=frozenset({T.SOLID})), 8),
    (Cell(types=frozenset({T.SOLID}), atmosphere=Atmosphere.INDOOR), 6),
    (Cell(elevation=Elevation.ELEVATED), 8),
    (Cell(types=frozenset({T.DIFFICULT})), 8),
    (Cell(types=frozenset({T.AQUATIC})), 4),
    (Cell(types=frozenset({T.SMOKE})), 3),
    (Cell(types=frozenset({T.FIRE})), 2),
    (Cell(types=frozenset({T.SLICK})), 2),
    (Cell(types=frozenset({T.DIFFICULT, T.AQUATIC})), 1),
    (Cell(atmosphere=Atmosphere.INDOOR, elevation=Elevation.ELEVATED), 2),
]


def random_board(seed: int) -> Board:
    """A small random position (5–14 squares a side, up to 8 figures), fixed by `seed`."""
    rng = random.Random(seed)
    w, h = rng.randint(5, 14), rng.randint(5, 14)
    kinds, weights = zip(*CELLS, strict=True)
    cells = tuple(tuple(rng.choices(kinds, weights)[0] for _ in range(w)) for _ in range(h))
    squares = [Square(c, r) for r in range(h) for c in range(w)]
    walls = frozenset(
        Wall(rng.choice(squares), rng.choice([Edge.WEST, Edge.NORTH, Edge.EAST, Edge.SOUTH]))
        for _ in range(rng.randint(0, w * h // 8))
    )
    if seed % 3 == 0:  # a third without walls: those take the bit-set sight path
        walls = frozenset()
    m0 = BoardMap("random", w, h, cells, walls)
    features = []
    for _ in range(rng.randint(0, 3)):
        bottom = rng.choice(squares)
        tops = [n for n in bottom.neighbours() if m0.contains(n) and m0.is_elevated(n)]
        if tops and not m0.is_elevated(bottom):
            kind = rng.choice([FeatureKind.LADDER, FeatureKind.STAIR])
            features.append(Feature(kind, bottom, rng.choice(tops)))
    rubble = frozenset(
        s for s in rng.sample(squares, rng.randint(0, 3)) if cells[s.row][s.col].has(T.DIFFICULT)
    )
    m = BoardMap("random", w, h, cells, walls, tuple(features), rubble=rubble)
    free = [s for s in squares if not m.cell(s).is_wall]
    figures = []
    for i, sq in enumerate(rng.sample(free, min(len(free), rng.randint(2, 8)))):
        conditions = frozenset(
            c
            for c in (Condition.TIRED, Condition.STUNNED, Condition.HELD, Condition.STUCK)
            if rng.random() < 0.08
        )
        figures.append(
            Figure(
                f"f{i}",
                sq,
                rng.choice(["red", "blue"]),
                affiliations=frozenset(rng.sample(["x", "y", "z"], rng.randint(0, 2))),
                size=Size.GIANT if rng.random() < 0.12 else Size.NORMAL,
                flight=rng.random() < 0.2,
                phased=rng.random() < 0.06,
                conditions=conditions,
                speed=rng.randint(2, 10),
                ignores_terrain=frozenset(
                    k for k in (T.DIFFICULT, T.AQUATIC) if rng.random() < 0.1
                ),
                ignores_elevation=rng.random() < 0.08,
                los_hiding=LosHiding.ALWAYS if rng.random() < 0.05 else LosHiding.NEVER,
            )
        )
    return Board(m, tuple(figures))


def compare(board: Board, seed: int) -> list[str]:
    """Every disagreement between the fast engine and the reference on `board`."""
    rng = random.Random(seed)
    m = board.map
    problems: list[str] = []
    figs = list(board.on_map())
    for f in figs:
        fast, ref = reachable_squares(board, f), reference_impl.reachable_squares(board, f)
        if fast != ref:
            only = set(fast) ^ set(ref)
            diff = [s.name for s in fast if s in ref and fast[s] != ref[s]]
            problems.append(f"reach of {f.id}: squares {sorted(s.name for s in only)} {diff[:3]}")
    a, b = rng.sample(figs, 2)
    if charge_options(board, a, b) != reference_impl.charge_options(board, a, b):
        problems.append(f"charge {a.id} → {b.id}")
    empty = [s for s in m.squares() if board.figure_at(s) is None]
    for origin in (a.square, rng.choice(empty)):
        field = sight_field(board, origin)
        for sq in m.squares():
            if bool(field[sq.row, sq.col]) != line_of_sight(board, origin, sq).visible:
                problems.append(f"sight {origin.name} → {sq.name}")
        effect = effect_field(m, origin)
        for sq in m.squares():
            if bool(effect[sq.row, sq.col]) != line_of_effect(m, origin, sq).clear:
                problems.append(f"effect {origin.name} → {sq.name}")
    among = sight_among(board)
    for f in figs:
        for g in figs:
            if f.id != g.id and (g.id in among[f.id]) != line_of_sight(board, f, g).visible:
                problems.append(f"sight between figures {f.id} → {g.id}")
    table = adjacency_table(board)
    for f in figs:
        want = sorted(
            o.id for o in figs if o.id != f.id and squares_adjacent(m, f.square, o.square)
        )
        if table[f.id] != want:
            problems.append(f"adjacency of {f.id}: {table[f.id]} != {want}")
        zones = threat_zones(board, f)
        for o in figs:
            if not (o.is_opposing(f) and o.can_make_opportunity_attack()):
                continue
            around = {
                x
                for s in (o.square, *o.square.neighbours())
                if m.contains(s) and squares_adjacent(m, s, o.square)
                for x in [s.col + s.row * m.width]
            }
            if around not in zones.get(o.square.col + o.square.row * m.width, []):
                problems.append(f"attack-of-opportunity zone of {o.id}")
    return problems


def run(count: int, first_seed: int = 0) -> int:
    """Compare on `count` boards; print a summary; the number of boards that disagree."""
    bad = 0
    t = time.perf_counter()
    for seed in range(first_seed, first_seed + count):
        problems = compare(random_board(seed), seed)
        if problems:
            bad += 1
            print(f"seed {seed}: {'; '.join(problems[:5])}")
    secs = time.perf_counter() - t
    print(f"{count} random boards compared in {secs:.1f} s: {count - bad} agree, {bad} differ")
    return bad


if __name__ == "__main__":
    sys.exit(1 if run(int(sys.argv[1]) if len(sys.argv) > 1 else 1000) else 0)
