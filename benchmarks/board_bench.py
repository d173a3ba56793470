"""Board geometry timings on generated maps (fixed seed): whole-map line of sight from one
square, and reachable squares for Speed 10, with ratios against a straightforward
pure-Python line walk and tcod's field of view on the same map, measured in the same run.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

import numpy as np

from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.map_model import BoardMap, Cell, TerrainType
from faserip_desk.board.movement import reachable_squares
from faserip_desk.board.ray_table import ray_table
from faserip_desk.board.sight_field import sight_field
from faserip_desk.board.squares import Square

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


def _median_ms(fn: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def bench(size: int, repeats: int) -> None:
    """Print the timings for one map size."""
    import tcod.map

    b = generated_board(size)
    m = b.map
    rng = random.Random(7)
    origins = [f.square for f in b.on_map()]
    t = time.perf_counter()
    ray_table(m.width, m.height)
    table_ms = (time.perf_counter() - t) * 1000
    opaque_np = np.array([[c.is_solid for c in row] for row in m.cells])
    for f in b.on_map():
        opaque_np[f.square.row, f.square.col] = True
    opaque = opaque_np.tolist()
    transparency = ~opaque_np

    def ours() -> None:
        sight_field(b, rng.choice(origins))

    def naive() -> None:
        naive_field(opaque, rng.choice(origins))

    def fov() -> None:
        o = rng.choice(origins)
        tcod.map.compute_fov(transparency, (o.row, o.col), radius=0, light_walls=True)

    def reach() -> None:
        reachable_squares(b, b.figure(f"f{rng.randrange(30)}"))

    ours_ms = _median_ms(ours, repeats)
    naive_ms = _median_ms(naive, max(3, repeats // 10))
    fov_ms = _median_ms(fov, repeats)
    reach_ms = _median_ms(reach, repeats)
    print(f"{size}×{size} map, 15% Solid, 30 figures (ray table built once: {table_ms:.0f} ms)")
    print(f"  line of sight to every square: {ours_ms:8.2f} ms median")
    ratio_naive, ratio_tcod = naive_ms / ours_ms, ours_ms / fov_ms
    print(
        f"    pure-Python Bresenham walk:  {naive_ms:8.2f} ms  (naive / ours = {ratio_naive:.2f})"
    )
    print(f"    tcod.map.compute_fov:        {fov_ms:8.2f} ms  (ours / tcod = {ratio_tcod:.0f})")
    print(f"  reachable squares, Speed 10:   {reach_ms:8.2f} ms median")


def main() -> None:
    """Run the board benchmarks."""
    bench(40, 50)
    bench(100, 30)


if __name__ == "__main__":
    main()
