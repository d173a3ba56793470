"""Building a map size's line tables ahead of the first question, step by step.

The whole-map questions (who sees what, DESIGN.md §5) read tables that depend on the map's
size (`ray_table`, `ray_bits`): built on the first question about a size (a second or so
for a 150×150 map on a slow machine when the disk cache does not have them), then read
back from memory or the cache. `prepare_tables` builds them while a game is being opened,
telling a `Progress` before each table, so the wait is shown there and can be cancelled
between tables (a table built is only a cache entry: nothing is half made).
"""

from __future__ import annotations

from collections.abc import Callable

from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.ray_bits import MAX_SIDE, ray_bits
from faserip_desk.board.ray_table import canonical, ray_table, wall_table
from faserip_desk.progress import Progress, steps


def table_builders(board_map: BoardMap) -> list[tuple[str, Callable[[], object]]]:
    """(what, build) for every table the whole-map questions on `board_map` read."""
    w, h = board_map.width, board_map.height
    n = max(w, h) - 1
    builders: list[tuple[str, Callable[[], object]]] = [
        ("lines", lambda: canonical(n)),
        ("line table", lambda: ray_table(w, h)),
    ]
    if max(w, h) <= MAX_SIDE:
        builders.append(("sight sets", lambda: ray_bits(n)))
    if board_map.walls:
        builders.append(("walls", lambda: wall_table(w, h)))
    return builders


def prepare_tables(board_map: BoardMap, progress: Progress | None = None) -> None:
    """Build (or read back) every table the whole-map questions on `board_map` read,
    telling `progress` "Preparing the W×H map: …" before each; may raise `Cancelled`
    between tables."""
    what = f"Preparing the {board_map.width}×{board_map.height} map"
    for build in steps(progress, table_builders(board_map), what):
        build()
