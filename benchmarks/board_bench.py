"""Board engine timings on generated maps (fixed seed, 15% Solid, 30 figures), each beside
a yardstick measured in the same run (alternating, medians), with the ratio and the
issue-15 target:

- line of sight / line of effect from one square to every square: a straightforward
  pure-Python line walk (Bresenham) over the same map; tcod's compiled field of view for
  scale (a simpler question);
- reachable squares at Speed 10 with every movement rule: a plain pure-Python Dijkstra
  over the same squares (8 neighbours, Solid and figures blocking, cost 1);
- charge options: the reference implementation (`reference_impl`);
- line of sight among every pair of 30 figures: `line_of_sight` pair by pair;
- first use of a map size: the first line of sight to every square on a new map of that
  size, with its tables in the disk cache and with nothing cached;
- the threat map on a 40×40 map with 10 figures;
- the options list (`faserip-desk options`) of a Speed 10 figure on the demo map.
"""

from __future__ import annotations

import gc
import heapq
import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from faserip_desk import disk_cache
from faserip_desk.board import line_walk, reference_impl
from faserip_desk.board.charge import charge_options
from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.board.map_model import BoardMap, Cell, TerrainType
from faserip_desk.board.movement import reachable_squares
from faserip_desk.board.ray_bits import offset_grids, ray_bits
from faserip_desk.board.ray_table import canonical, ray_table
from faserip_desk.board.sight_field import effect_field, sight_field
from faserip_desk.board.sight_pairs import sight_among
from faserip_desk.board.squares import Square
from faserip_desk.board.threat_map import threat_map

SOLID = Cell(types=frozenset({TerrainType.SOLID}))


def generated_board(size: int, seed: int = 2024, blocking: float = 0.15) -> Board:
    """A size × size map with `blocking` Solid squares and 30 figures on two sides."""
    rng = random.Random(seed)
    cells = tuple(
        tuple(SOLID if rng.random() < blocking else Cell() for _ in range(size))
        for _ in range(size)
    )
    m = BoardMap(f"bench{size}", size, size, cells)
    free = [s for s in m.squares() if not m.cell(s).is_solid]
    figs = tuple(
        Figure(f"f{i}", s, "ab"[i % 2], affiliations=frozenset({"team"}), speed=10)
        for i, s in enumerate(rng.sample(free, 30))
    )
    return Board(m, figs)


def naive_field(opaque: list[list[bool]], origin: Square) -> list[list[bool]]:
    """The straightforward way: walk a Bresenham line to every square in pure Python."""
    h, w = len(opaque), len(opaque[0])
    out = [[False] * w for _ in range(h)]
    x0, y0 = origin
    for ty in range(h):
        for tx in range(w):
            dx, dy = abs(tx - x0), -abs(ty - y0)
            sx, sy = (1 if x0 < tx else -1), (1 if y0 < ty else -1)
            err, x, y, ok = dx + dy, x0, y0, True
            while (x, y) != (tx, ty):
                e2 = 2 * err
                if e2 >= dy:
                    err += dy
                    x += sx
                if e2 <= dx:
                    err += dx
                    y += sy
                if (x, y) != (tx, ty) and opaque[y][x]:
                    ok = False
                    break
            out[ty][tx] = ok
    return out


def plain_dijkstra(passable: list[bool], width: int, start: int, budget: int) -> dict[int, int]:
    """The yardstick search: 8 neighbours, cost 1, no other rule."""
    height = len(passable) // width
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        cost, a = heapq.heappop(heap)
        if cost > best[a]:
            continue
        x, y = a % width, a // width
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                nx, ny = x + dx, y + dy
                if (dx or dy) and 0 <= nx < width and 0 <= ny < height:
                    n = nx + ny * width
                    if passable[n] and cost + 1 <= budget and cost + 1 < best.get(n, budget + 1):
                        best[n] = cost + 1
                        heapq.heappush(heap, (cost + 1, n))
    return best


@dataclass(frozen=True)
class Timing:
    """Median wall-clock and CPU milliseconds of one function."""

    wall: float
    cpu: float


def medians(fns: dict[str, Callable[[], object]], repeats: int) -> dict[str, Timing]:
    """Median ms of each function, calls alternating between them: wall-clock time, and
    this process's CPU time (the fairer reading when other programs share the cores: a
    call preempted halfway takes longer on the clock, not on the CPU)."""
    wall: dict[str, list[float]] = {k: [] for k in fns}
    cpu: dict[str, list[float]] = {k: [] for k in fns}
    for _ in range(repeats):
        for name, fn in fns.items():
            t, c = time.perf_counter(), time.process_time()
            fn()
            cpu[name].append(time.process_time() - c)
            wall[name].append(time.perf_counter() - t)
    return {
        k: Timing(statistics.median(wall[k]) * 1000, statistics.median(cpu[k]) * 1000) for k in fns
    }


def line(label: str, ours: Timing, yard_label: str, yard: Timing, target: str) -> None:
    """One figure, its yardstick and the ratio (wall clock, then CPU time)."""
    print(
        f"  {label:<34} {ours.wall:8.2f} ms (cpu {ours.cpu:6.2f}) | {yard_label:<26} "
        f"{yard.wall:8.2f} ms (cpu {yard.cpu:7.2f}) | ratio {yard.wall / ours.wall:6.1f}× "
        f"(cpu {yard.cpu / ours.cpu:6.1f}×) | target {target}"
    )


def first_use(size: int) -> tuple[float, float]:
    """Ms for the first line of sight to every square on a new map of this size: with the
    size's tables in the disk cache (as after any earlier use on this machine), and with
    nothing cached at all (built, then stored). Medians of 3, every cache in memory cleared."""

    def once() -> float:
        for clear in (canonical, ray_table, ray_bits, offset_grids):
            clear.cache_clear()
        board = generated_board(size, seed=size)  # a new map object: nothing cached on it
        t = time.perf_counter()
        sight_field(board, board.figures[0].square)
        return (time.perf_counter() - t) * 1000

    once()  # makes sure the disk cache holds the size
    cached = statistics.median(once() for _ in range(3))
    before = os.environ.get(disk_cache.CACHE_ENV)
    built = []
    try:
        for _ in range(3):
            with tempfile.TemporaryDirectory() as empty:
                os.environ[disk_cache.CACHE_ENV] = empty
                built.append(once())
    finally:
        if before is None:
            os.environ.pop(disk_cache.CACHE_ENV, None)
        else:
            os.environ[disk_cache.CACHE_ENV] = before
    return cached, statistics.median(built)


def bench(size: int, repeats: int) -> None:
    """Print the timings for one map size."""
    import tcod.map

    b = generated_board(size)
    m = b.map
    rng = random.Random(7)
    figs = list(b.on_map())
    # each size starts clean: the single-line caches filled by the yardsticks of an earlier
    # size hold ~10^5 objects that the collector would walk during this size's timings
    line_walk.canonical_path.cache_clear()
    line_walk.offset_path.cache_clear()
    gc.collect()
    cached_ms, built_ms = first_use(size)
    opaque_np = np.array([[c.is_solid for c in row] for row in m.cells])
    for f in figs:
        opaque_np[f.square.row, f.square.col] = True
    opaque = opaque_np.tolist()
    transparency = ~opaque_np
    passable = (~opaque_np).ravel().tolist()
    w = m.width
    print(f"{size}×{size} map, 15% Solid, 30 figures ({repeats} rounds, medians)")
    print(
        f"  {'first sight on a new map size':<34} {cached_ms:8.2f} ms | tables from the disk "
        f"cache (size seen before) | target ≤ 50 ms"
    )
    print(f"  {'  … nothing cached (built, stored)':<34} {built_ms:8.2f} ms")

    pick = {"o": figs[0]}

    def choose() -> None:
        pick["o"] = rng.choice(figs)

    # Sight and effect are timed in separate alternations, each right after the walk (and
    # tcod), so both start as cold as the other: whichever of two calls runs first after
    # a 20 ms pure-Python loop pays for reloading the tables into the CPU caches.
    sight = medians(
        {
            "choose": choose,
            "ours": lambda: sight_field(b, pick["o"].square),
            "naive": lambda: naive_field(opaque, pick["o"].square),
            "tcod": lambda: tcod.map.compute_fov(
                transparency, (pick["o"].square.row, pick["o"].square.col), 0, True
            ),
        },
        repeats,
    )
    effect = medians(
        {
            "choose": choose,
            "ours": lambda: effect_field(m, pick["o"].square),
            "naive": lambda: naive_field(opaque, pick["o"].square),
        },
        repeats,
    )
    line(
        "line of sight to every square",
        sight["ours"],
        "pure-Python line walk",
        sight["naive"],
        "≤ 2.5 ms, ≥ 20×",
    )
    line(
        "line of effect to every square",
        effect["ours"],
        "pure-Python line walk",
        effect["naive"],
        "≤ 2.5 ms, ≥ 20×",
    )
    print(
        f"  {'(scale) tcod.map.compute_fov':<34} {sight['tcod'].wall:8.2f} ms "
        f"(cpu {sight['tcod'].cpu:6.2f}) | tcod is {sight['ours'].cpu / sight['tcod'].cpu:.0f}× "
        f"faster than our sight, {sight['naive'].cpu / sight['tcod'].cpu:.0f}× faster than the "
        "walk (cpu); a simpler question: no corners, elevation or figures"
    )
    t = time.perf_counter()
    reachable_squares(b, figs[0])
    cold_ms = (time.perf_counter() - t) * 1000
    for f in figs:  # the map stays the same during play: its step tables are warm
        reachable_squares(b, f)
    reach = medians(
        {
            "choose": choose,
            "ours": lambda: reachable_squares(b, pick["o"]),
            "plain": lambda: plain_dijkstra(
                passable, w, pick["o"].square.col + pick["o"].square.row * w, 10
            ),
        },
        3 * repeats,  # cheap and noisy on a shared machine: more rounds
    )
    line(
        "reachable squares, Speed 10",
        reach["ours"],
        "plain pure-Python Dijkstra",
        reach["plain"],
        "≤ 3 ms, ≤ 2× the plain one (ratio ≥ 0.5)",
    )
    print(f"  {'(first reach on the new map)':<34} {cold_ms:8.2f} ms")
    pair = {"a": figs[0], "t": figs[1]}

    chargeable = [
        (a, t)
        for a in figs
        for t in figs
        if a.player != t.player and reference_impl.charge_options(b, a, t).possible
    ] or [(figs[0], figs[1])]

    def choose_pair() -> None:
        pair["a"], pair["t"] = rng.choice(chargeable)

    charge = medians(
        {
            "choose": choose_pair,
            "ours": lambda: charge_options(b, pair["a"], pair["t"]),
            "ref": lambda: reference_impl.charge_options(b, pair["a"], pair["t"]),
        },
        max(3, repeats // 3),
    )
    line(
        f"charge options ({len(chargeable)} possible)",
        charge["ours"],
        "reference implementation",
        charge["ref"],
        "≤ 5 ms",
    )
    pairs = medians(
        {
            "ours": lambda: sight_among(b),
            "one": lambda: [line_of_sight(b, f, g).visible for f in figs for g in figs if f != g],
        },
        max(3, repeats // 10),
    )
    line(
        "sight among 30 figures (all pairs)",
        pairs["ours"],
        "line_of_sight pair by pair",
        pairs["one"],
        "≤ 5 ms",
    )


def bench_threats(repeats: int) -> None:
    """The threat map on a 40×40 map with 10 figures (5 a side)."""
    b = generated_board(40)
    b = Board(b.map, b.figures[:10])
    t = time.perf_counter()
    threat_map(b, "a")  # first use of the map: tables and caches
    cold_ms = (time.perf_counter() - t) * 1000
    found = medians({"ours": lambda: threat_map(b, "a")}, repeats)
    print(f"40×40 map, 10 figures ({repeats} rounds, medians)")
    print(
        f"  {'threat map for one side':<34} {found['ours'].wall:8.2f} ms "
        f"(cpu {found['ours'].cpu:6.2f}) | target ≤ 150 ms"
    )
    print(f"  {'(first threat map on the map)':<34} {cold_ms:8.2f} ms")


def bench_options(repeats: int) -> None:
    """`figure_options` for Quicksilver (Speed 10) on the demo map, run forward to within a
    move of the five heroes (every target in play: moves, brawls, shots, charges)."""
    from faserip_desk.commands._setup_state import load_setup_state
    from faserip_desk.commands.options import figure_options

    state = load_setup_state("demo")
    quick = state.figure("Quicksilver")
    state = state.with_figure(quick.model_copy(update={"square": Square(12, 22)}))
    from faserip_desk.rules import attack_odds

    figure_options(state, quick.id)  # first use: tables and caches
    again = medians({"ours": lambda: figure_options(state, quick.id)}, repeats)
    # the first list for a position: no attack's odds remembered yet
    first = medians(
        {"forget": attack_odds._ODDS.clear, "ours": lambda: figure_options(state, quick.id)},
        repeats,
    )
    count = len(figure_options(state, quick.id).attacks)
    print(f"demo map, Quicksilver (Speed 10) within a move of 5 heroes ({repeats} rounds)")
    print(
        f"  {f'options list ({count} attacks)':<34} {first['ours'].wall:8.2f} ms "
        f"(cpu {first['ours'].cpu:6.2f}) | target ≤ 200 ms (every odds worked out)"
    )
    print(
        f"  {'  … asked again (odds remembered)':<34} {again['ours'].wall:8.2f} ms "
        f"(cpu {again['ours'].cpu:6.2f})"
    )


def main() -> None:
    """Run the board benchmarks."""
    bench(40, 30)
    bench(100, 20)
    bench_threats(10)
    bench_options(5)


if __name__ == "__main__":
    main()
