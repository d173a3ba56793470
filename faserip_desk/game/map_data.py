"""A `BoardMap` as plain data, so a save carries the whole map and opens without the library."""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, model_validator

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
from faserip_desk.game.trusted import build
from faserip_desk.rules.ranks import Rank
from faserip_desk.safe_read import MAX_MAP_SIDE, FileReadError, image_kind, read_bytes

EMBED_LIMIT = 8 * 1024 * 1024
"""Background images up to this size (bytes) travel inside the save."""


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class CellData(_Data):
    """The qualities of one kind of square."""

    atmosphere: Atmosphere = Atmosphere.OUTDOOR
    elevation: Elevation = Elevation.GROUND
    types: tuple[TerrainType, ...] = ()
    fire_rank: str = "Good"
    label: str = ""

    @classmethod
    def of(cls, cell: Cell, *, validate: bool = True) -> CellData:
        """The data of `cell` (`validate`: False to trust the board's cell as it is)."""
        return build(
            cls,
            validate,
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
    background_image: str = ""
    """The background image's bytes (base64), so the save opens the same on any machine."""

    @model_validator(mode="after")
    def _check(self) -> MapData:
        """Every square and cell-kind index a save names must lie on the map."""
        problem = _map_problem(self)
        if problem:
            raise ValueError(problem)
        return self

    @classmethod
    def of(cls, board_map: BoardMap, *, validate: bool = True) -> MapData:
        """The data of `board_map`. `validate`: False to trust the board's map as it is (a
        map the library loaded: its loader checked every square; see
        `GameSetup.from_library`)."""
        kinds: list[CellData] = []
        index: dict[CellData, int] = {}
        grid: list[tuple[int, ...]] = []
        of_cell: dict[Cell, int] = {}  # a map has a few kinds of square: each made once
        for row in board_map.cells:
            line = []
            for cell in row:
                found = of_cell.get(cell)
                if found is None:
                    data = CellData.of(cell, validate=validate)
                    if data not in index:
                        index[data] = len(kinds)
                        kinds.append(data)
                    found = of_cell[cell] = index[data]
                line.append(found)
            grid.append(tuple(line))
        bg = board_map.background

        def walls(ws: frozenset[Wall]) -> tuple[WallData, ...]:
            ordered = sorted(ws, key=lambda w: (w.square.row, w.square.col, w.edge.value))
            return tuple(build(WallData, validate, square=w.square, edge=w.edge) for w in ordered)

        return build(
            cls,
            validate,
            name=board_map.name,
            width=board_map.width,
            height=board_map.height,
            cells=tuple(kinds),
            grid=tuple(grid),
            walls=walls(board_map.walls),
            features=tuple(
                build(FeatureData, validate, kind=f.kind, bottom=f.bottom, top=f.top)
                for f in board_map.features
            ),
            zones=tuple(
                build(
                    ZoneData,
                    validate,
                    name=z.name,
                    squares=tuple(sorted(z.squares, key=lambda s: (s.row, s.col))),
                )
                for z in board_map.zones
            ),
            description=board_map.description,
            atmosphere=board_map.atmosphere,
            background=None
            if bg is None
            else (str(bg.image), float(bg.offset_x), float(bg.offset_y), float(bg.square_size)),
            background_image="" if bg is None else embedded_image(bg.image),
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


def _map_problem(data: MapData) -> str:
    """What is wrong with the shape of `data` (empty when nothing is)."""
    if not (1 <= data.width <= MAX_MAP_SIDE and 1 <= data.height <= MAX_MAP_SIDE):
        return (
            f"expected a map of 1…{MAX_MAP_SIDE} squares a side, found {data.width}×{data.height}"
        )
    if len(data.grid) != data.height:
        return f"grid: expected {data.height} rows, found {len(data.grid)}"
    kinds = len(data.cells)
    for r, row in enumerate(data.grid):
        if len(row) != data.width:
            return f"grid row {r + 1}: expected {data.width} squares, found {len(row)}"
        for c, index in enumerate(row):
            if not 0 <= index < kinds:
                return (
                    f"grid row {r + 1} square {c + 1}: expected a cell kind 0…{kinds - 1}, "
                    f"found {index}"
                )
    squares = [
        *(("walls", w.square) for w in (*data.walls, *data.destroyed_walls)),
        *(("features", sq) for f in data.features for sq in (f.bottom, f.top)),
        *((f"zones {z.name!r}", sq) for z in data.zones for sq in z.squares),
        *(("rubble", sq) for sq in data.rubble),
    ]
    for where, sq in squares:
        if not (0 <= sq.col < data.width and 0 <= sq.row < data.height):
            size = f"{data.width}×{data.height}"
            return f"{where}: expected a square on the {size} map, found {sq.name}"
    return ""


def embedded_image(path: str) -> str:
    """The base64 bytes of the PNG or JPEG at `path` (empty when unreadable or too large)."""
    try:
        data = read_bytes(path, "image")
    except FileReadError:
        return ""
    if len(data) > EMBED_LIMIT or image_kind(data) is None:
        return ""
    return base64.b64encode(data).decode("ascii")


def unpack_background(data: MapData, folder: Path, cache: Path) -> MapData:
    """`data` with its background path made usable here: a relative path is taken from
    `folder` (the save's); when that file is missing, the image embedded in the save is
    written once into `cache` and used instead."""
    bg = data.background
    if bg is None:
        return data
    image = Path(os.path.normpath(folder / bg[0]))  # an absolute bg[0] stays as it is
    if not image.is_file() and data.background_image:
        try:
            raw = base64.b64decode(data.background_image, validate=True)
        except (binascii.Error, ValueError):
            raw = b""
        kind = image_kind(raw)
        if kind is not None:
            name = hashlib.sha256(raw).hexdigest()[:32] + "." + kind
            image = cache / name
            if not image.is_file():
                cache.mkdir(parents=True, exist_ok=True)
                image.write_bytes(raw)
    return data.model_copy(update={"background": (str(image), bg[1], bg[2], bg[3])})
