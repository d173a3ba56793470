"""The map as plain data: squares and their qualities, walls, ladders and stairs, zones.

The library loads `*.map.yaml` files into these classes; the board's geometry modules
answer questions about them. Everything here is immutable; a terrain change during play
returns a new `BoardMap` (see `BoardMap.with_cell`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from functools import cached_property
from operator import attrgetter

from faserip_desk.board.squares import Square
from faserip_desk.rules.ranks import Rank


class Elevation(Enum):
    """A square's elevation."""

    GROUND = "ground"
    ELEVATED = "elevated"


class Atmosphere(Enum):
    """A square's atmosphere."""

    INDOOR = "indoor"
    OUTDOOR = "outdoor"


class TerrainType(Enum):
    """The terrain types a square may have (any number of them; none is Clear)."""

    DIFFICULT = "difficult"
    AQUATIC = "aquatic"
    SOLID = "solid"
    SMOKE = "smoke"
    FIRE = "fire"
    SLICK = "slick"


class Edge(Enum):
    """A side of a square."""

    NORTH = "north"
    EAST = "east"
    SOUTH = "south"
    WEST = "west"


class FeatureKind(Enum):
    """Features that join Ground and Elevated squares."""

    LADDER = "ladder"
    STAIR = "stair"


@dataclass(frozen=True, slots=True)
class Cell:
    """The qualities of one square.

    `elevation` is as written on the map; use `is_elevated` for the rules' meaning, which
    also makes every outdoor solid square elevated (figures stand on top of it).
    """

    atmosphere: Atmosphere = Atmosphere.OUTDOOR
    elevation: Elevation = Elevation.GROUND
    types: frozenset[TerrainType] = frozenset()
    fire_rank: Rank = Rank.GOOD
    label: str = ""

    def has(self, kind: TerrainType) -> bool:
        """True when the square has terrain type `kind` (fire squares are smoke too)."""
        if kind is TerrainType.SMOKE and TerrainType.FIRE in self.types:
            return True
        return kind in self.types

    @property
    def is_solid(self) -> bool:
        """Solid terrain: nothing moves into or through it."""
        return TerrainType.SOLID in self.types

    @property
    def is_elevated(self) -> bool:
        """Elevated by the map, or outdoor solid (a roof to stand on)."""
        return self.elevation is Elevation.ELEVATED or (
            self.is_solid and self.atmosphere is Atmosphere.OUTDOOR
        )

    @property
    def is_wall(self) -> bool:
        """Indoor solid: nothing can stand there."""
        return self.is_solid and self.atmosphere is Atmosphere.INDOOR

    @property
    def is_clear(self) -> bool:
        """No terrain type at all."""
        return not self.types


@dataclass(frozen=True, slots=True)
class Wall:
    """A Solid feature along one edge of a square (stored once, by its north or west side)."""

    square: Square
    edge: Edge

    def normalised(self) -> Wall:
        """The same wall named from the square to its south or east, if it is on those sides.

        A wall on C3's east is the wall on D3's west; both normalise to the same value.
        """
        c, r = self.square
        if self.edge is Edge.EAST:
            return Wall(Square(c + 1, r), Edge.WEST)
        if self.edge is Edge.SOUTH:
            return Wall(Square(c, r + 1), Edge.NORTH)
        return self


@dataclass(frozen=True, slots=True)
class Feature:
    """A ladder or stair joining a Ground square (`bottom`) and an Elevated one (`top`).

    The top square of a stair counts as Elevated for every purpose (DESIGN.md §5).
    """

    kind: FeatureKind
    bottom: Square
    top: Square


@dataclass(frozen=True, slots=True)
class DeploymentZone:
    """Where one side of the map sets up its figures."""

    name: str
    squares: frozenset[Square]


@dataclass(frozen=True, slots=True)
class Background:
    """A photo or scan of the printed map and where the grid lies on it, in its pixels."""

    image: str
    offset_x: float = 0.0
    offset_y: float = 0.0
    square_size: float = 64.0


@dataclass(frozen=True)
class BoardMap:
    """A whole map: a width × height grid of cells plus walls, features and zones."""

    name: str
    width: int
    height: int
    cells: tuple[tuple[Cell, ...], ...]  # cells[row][col]
    walls: frozenset[Wall] = frozenset()
    features: tuple[Feature, ...] = ()
    zones: tuple[DeploymentZone, ...] = ()
    description: str = ""
    atmosphere: Atmosphere = Atmosphere.OUTDOOR
    background: Background | None = None
    destroyed_walls: frozenset[Wall] = field(default=frozenset())
    #: Squares that were Solid and were destroyed: their Difficult rubble climbs like a stair.
    rubble: frozenset[Square] = field(default=frozenset())

    def __post_init__(self) -> None:
        if len(self.cells) != self.height or any(len(row) != self.width for row in self.cells):
            raise ValueError(
                f"map {self.name!r}: cells do not form a {self.width}×{self.height} grid"
            )
        object.__setattr__(self, "walls", frozenset(w.normalised() for w in self.walls))

    def contains(self, square: Square) -> bool:
        """True when `square` lies on the map."""
        return 0 <= square.col < self.width and 0 <= square.row < self.height

    def cell(self, square: Square) -> Cell:
        """The qualities of `square` (IndexError off the map)."""
        if not self.contains(square):
            raise IndexError(f"{square.name} is off the {self.width}×{self.height} map")
        return self.cells[square.row][square.col]

    def wall_between(self, a: Square, b: Square) -> bool:
        """True when a wall stands on the edge shared by the orthogonal neighbours `a`, `b`."""
        if a.row == b.row and abs(a.col - b.col) == 1:
            return Wall(Square(max(a.col, b.col), a.row), Edge.WEST) in self.walls
        if a.col == b.col and abs(a.row - b.row) == 1:
            return Wall(Square(a.col, max(a.row, b.row)), Edge.NORTH) in self.walls
        return False

    def has_wall(self, square: Square, edge: Edge) -> bool:
        """True when a wall stands on `edge` of `square`."""
        return Wall(square, edge).normalised() in self.walls

    def stair_tops(self) -> frozenset[Square]:
        """The top squares of the stairs (they count as Elevated)."""
        return frozenset(f.top for f in self.features if f.kind is FeatureKind.STAIR)

    @cached_property
    def _stair_top_set(self) -> frozenset[Square]:
        return self.stair_tops()

    def is_elevated(self, square: Square) -> bool:
        """Elevated for the rules: an elevated cell, outdoor solid, or a stair's top square."""
        return self.cell(square).is_elevated or square in self._stair_top_set

    @cached_property
    def cell_kinds(self) -> tuple[tuple[Cell, ...], tuple[int, ...]]:
        """The distinct cells of the map, and per square (row by row) its cell's index
        among them: whole-map tables ask each distinct cell once, not every square."""
        flat = [cell for row in self.cells for cell in row]
        # Enum members are unique, so their ids stand for them (and hash much faster).
        keys = zip(
            map(id, map(attrgetter("atmosphere"), flat)),
            map(id, map(attrgetter("elevation"), flat)),
            map(attrgetter("types"), flat),
            map(id, map(attrgetter("fire_rank"), flat)),
            map(attrgetter("label"), flat),
            strict=True,
        )
        index: dict[tuple[object, ...], int] = {}
        codes = [index.setdefault(key, len(index)) for key in keys]
        first: dict[int, Cell] = {}
        for code, cell in zip(codes, flat, strict=True):
            first.setdefault(code, cell)
        return tuple(first[c] for c in range(len(first))), tuple(codes)

    def squares(self) -> list[Square]:
        """Every square of the map, row by row."""
        return [Square(c, r) for r in range(self.height) for c in range(self.width)]

    def zone(self, name: str) -> DeploymentZone | None:
        """The deployment zone called `name` (case-insensitive), if the map has one."""
        for z in self.zones:
            if z.name.casefold() == name.casefold():
                return z
        return None

    def with_cell(self, square: Square, cell: Cell) -> BoardMap:
        """A copy of the map with `square` changed to `cell` (terrain changes in play)."""
        rows = [list(row) for row in self.cells]
        rows[square.row][square.col] = cell
        return replace(self, cells=tuple(tuple(row) for row in rows))

    def without_wall(self, wall: Wall) -> BoardMap:
        """A copy of the map with `wall` removed (it was destroyed)."""
        w = wall.normalised()
        return replace(self, walls=self.walls - {w}, destroyed_walls=self.destroyed_walls | {w})
