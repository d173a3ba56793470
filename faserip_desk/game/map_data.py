"""A `BoardMap` as plain data, so a save carries the whole map and opens without the library."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from faserip_desk.board.map_model import (
    Atmosphere,
    Background,
    BoardMap,
    Cell,
    DeploymentZone,
    Edge,
    Elevation,
    Feature,
    FeatureKind,
    TerrainType,
    Wall,
)
from faserip_desk.game.fields import SquareField
from faserip_desk.rules.ranks import Rank


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CellData(_Data):
    """The qualities of one kind of square."""

    atmosphere: Atmosphere = Atmosphere.OUTDOOR
    elevation: Elevation = Elevation.GROUND
    types: tuple[TerrainType, ...] = ()
    fire_rank: str = "Good"
    label: str = ""

    @classmethod
    def of(cls, cell: Cell) -> CellData:
        """The data of `cell`."""
        return cls(
            atmosphere=cell.atmosphere,
            elevation=cell.elevation,
            types=tuple(sorted(cell.types, key=lambda t: t.value)),
            fire_rank=cell.fire_rank.full_name,
            label=cell.label,
        )

    def cell(self) -> Cell:
        """The board's cell."""
        return Cell(
            self.atmosphere,
            self.elevation,
            frozenset(self.types),
            Rank.parse(self.fire_rank),
            self.label,
        )


class WallData(_Data):
    """A wall on one side of a square."""

    square: SquareField
    edge: Edge


class FeatureData(_Data):
    """A ladder or stair."""

    kind: FeatureKind
    bottom: SquareField
    top: SquareField


class ZoneData(_Data):
    """A deployment zone."""

    name: str
    squares: tuple[SquareField, ...]


class MapData(_Data):
    """Every fact of a map: the distinct cells, a grid of indices into them, walls and so on."""

    name: str
    width: int
    height: int
    cells: tuple[CellData, ...]
    grid: tuple[tuple[int, ...], ...]
    walls: tuple[WallData, ...] = ()
    features: tuple[FeatureData, ...] = ()
    zones: tuple[ZoneData, ...] = ()
    description: str = ""
    atmosphere: Atmosphere = Atmosphere.OUTDOOR
    background: tuple[str, float, float, float] | None = None
    destroyed_walls: tuple[WallData, ...] = ()
    rubble: tuple[SquareField, ...] = Field(default=())

    @classmethod
    def of(cls, board_map: BoardMap) -> MapData:
        """The data of `board_map`."""
        kinds: list[CellData] = []
        index: dict[CellData, int] = {}
        grid: list[tuple[int, ...]] = []
        for row in board_map.cells:
            line = []
            for cell in row:
                data = CellData.of(cell)
                if data not in index:
                    index[data] = len(kinds)
                    kinds.append(data)
                line.append(index[data])
            grid.append(tuple(line))
        bg = board_map.background

        def walls(ws: frozenset[Wall]) -> tuple[WallData, ...]:
            ordered = sorted(ws, key=lambda w: (w.square.row, w.square.col, w.edge.value))
            return tuple(WallData(square=w.square, edge=w.edge) for w in ordered)

        return cls(
            name=board_map.name,
            width=board_map.width,
            height=board_map.height,
            cells=tuple(kinds),
            grid=tuple(grid),
            walls=walls(board_map.walls),
            features=tuple(
                FeatureData(kind=f.kind, bottom=f.bottom, top=f.top) for f in board_map.features
            ),
            zones=tuple(
                ZoneData(
                    name=z.name, squares=tuple(sorted(z.squares, key=lambda s: (s.row, s.col)))
                )
                for z in board_map.zones
            ),
            description=board_map.description,
            atmosphere=board_map.atmosphere,
            background=None if bg is None else (bg.image, bg.offset_x, bg.offset_y, bg.square_size),
            destroyed_walls=walls(board_map.destroyed_walls),
            rubble=tuple(sorted(board_map.rubble, key=lambda s: (s.row, s.col))),
        )

    def board_map(self) -> BoardMap:
        """The board's map."""
        cells = [c.cell() for c in self.cells]
        bg = self.background
        return BoardMap(
            name=self.name,
            width=self.width,
            height=self.height,
            cells=tuple(tuple(cells[i] for i in row) for row in self.grid),
            walls=frozenset(Wall(w.square, w.edge) for w in self.walls),
            features=tuple(Feature(f.kind, f.bottom, f.top) for f in self.features),
            zones=tuple(DeploymentZone(z.name, frozenset(z.squares)) for z in self.zones),
            description=self.description,
            atmosphere=self.atmosphere,
            background=None if bg is None else Background(bg[0], bg[1], bg[2], bg[3]),
            destroyed_walls=frozenset(Wall(w.square, w.edge) for w in self.destroyed_walls),
            rubble=frozenset(self.rubble),
        )
