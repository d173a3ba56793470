"""Build a Board from an ASCII grid and a figure list, for the board tests.

Symbols (one per square, separated by spaces, row 1 first): `.` clear Ground, `#` outdoor
Solid (an Elevated roof), `W` indoor Solid, `E` Elevated (not Solid), `d` Difficult,
`a` Aquatic, `s` Smoke, `f` Fire, `k` Slick, `r` rubble of a destroyed Solid square
(Difficult, climbs onto Solid roofs next to it).
"""

from __future__ import annotations

from faserip_desk.board.figures import Board, Figure, Plot
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
from faserip_desk.board.squares import Square

T = TerrainType
SYMBOLS = {
    ".": Cell(),
    "#": Cell(types=frozenset({T.SOLID})),
    "W": Cell(types=frozenset({T.SOLID}), atmosphere=Atmosphere.INDOOR),
    "E": Cell(elevation=Elevation.ELEVATED),
    "d": Cell(types=frozenset({T.DIFFICULT})),
    "a": Cell(types=frozenset({T.AQUATIC})),
    "s": Cell(types=frozenset({T.SMOKE})),
    "f": Cell(types=frozenset({T.FIRE})),
    "k": Cell(types=frozenset({T.SLICK})),
    "r": Cell(types=frozenset({T.DIFFICULT})),
}


def grid_map(
    grid: str,
    *,
    walls: tuple[str, ...] = (),
    ladders: tuple[tuple[str, str], ...] = (),
    stairs: tuple[tuple[str, str], ...] = (),
) -> BoardMap:
    """A map from rows of symbols; walls as "C3 east"; features as (bottom, top) names."""
    rows = [line.split() for line in grid.strip().splitlines()]
    cells = tuple(tuple(SYMBOLS[s] for s in row) for row in rows)
    rubble = frozenset(
        Square(c, r) for r, row in enumerate(rows) for c, s in enumerate(row) if s == "r"
    )
    wall_set = frozenset(Wall(Square.parse(w.split()[0]), Edge(w.split()[1])) for w in walls)
    features = tuple(
        Feature(kind, Square.parse(bottom), Square.parse(top))
        for kind, pairs in ((FeatureKind.LADDER, ladders), (FeatureKind.STAIR, stairs))
        for bottom, top in pairs
    )
    return BoardMap("test", len(rows[0]), len(rows), cells, wall_set, features, rubble=rubble)


def fig(name: str, square: str, player: str, *affiliations: str, **kw: object) -> Figure:
    """A figure called `name` on `square` for `player` with these affiliations."""
    return Figure(
        id=name.casefold(),
        name=name,
        square=Square.parse(square),
        player=player,
        affiliations=frozenset(affiliations),
        **kw,  # type: ignore[arg-type]
    )


def board(grid: str, *figures: Figure, plots: tuple[Plot, ...] = (), **map_kw: object) -> Board:
    """A Board on `grid_map(grid, **map_kw)` with these figures and plots."""
    return Board(grid_map(grid, **map_kw), figures, plots)  # type: ignore[arg-type]


def sq(name: str) -> Square:
    """Shorthand for Square.parse."""
    return Square.parse(name)


def names(squares: object) -> list[str]:
    """Sorted square names."""
    return sorted(s.name for s in squares)  # type: ignore[attr-defined]
