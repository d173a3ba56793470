"""The map being edited, as plain mutable data (no Qt): symbols, legend, walls, features.

`MapDraft` is what the map editor changes; `map_yaml.map_text` writes it in the layout of
docs/formats.md and the library's loader checks that text. Opening a file goes through the
library's schema, so a draft only ever starts from a map the loader accepts.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from faserip_desk.board.map_model import Edge, FeatureKind, Wall
from faserip_desk.board.squares import Square
from faserip_desk.library.errors import LibraryError
from faserip_desk.library.map_schema import FeatureSpec, LegendEntry, MapFile
from faserip_desk.library.validation import validate
from faserip_desk.library.yaml_source import read_documents


@dataclass
class LegendDraft:
    """The qualities of one symbol, as the file writes them (None: the map's default)."""

    types: list[str] = field(default_factory=list)
    label: str = ""
    fire_rank: str | None = None
    atmosphere: str | None = None
    elevation: str | None = None

    def as_data(self) -> dict[str, Any]:
        """The entry as YAML data, leaving out what is default."""
        data: dict[str, Any] = {}
        if self.elevation:
            data["elevation"] = self.elevation
        if self.atmosphere:
            data["atmosphere"] = self.atmosphere
        if self.types:
            data["types"] = list(self.types)
        if self.fire_rank and "fire" in self.types:
            data["fire_rank"] = self.fire_rank
        if self.label:
            data["label"] = self.label
        return data

    @classmethod
    def from_entry(cls, entry: LegendEntry) -> LegendDraft:
        """The draft of a loaded legend entry."""
        return cls(
            types=[t.value for t in entry.types],
            label=entry.label,
            fire_rank=str(entry.fire_rank) if entry.fire_rank is not None else None,
            atmosphere=entry.atmosphere.value if entry.atmosphere else None,
            elevation=entry.elevation.value if entry.elevation else None,
        )


@dataclass
class FeatureDraft:
    """A ladder or stair: bottom and top squares."""

    kind: str
    bottom: Square
    top: Square


@dataclass
class BackgroundDraft:
    """The background image (an absolute path while editing) and where the grid lies on it."""

    image: str
    offset_x: float = 0.0
    offset_y: float = 0.0
    square_size: float = 64.0


@dataclass
class MapDraft:
    """A map being edited."""

    name: str
    symbols: list[list[str]]
    legend: dict[str, LegendDraft]
    description: str = ""
    atmosphere: str = "outdoor"
    walls: set[Wall] = field(default_factory=set)  # normalised: north or west sides
    features: list[FeatureDraft] = field(default_factory=list)
    zones: dict[str, list[tuple[Square, Square]]] = field(default_factory=dict)
    background: BackgroundDraft | None = None
    path: str | None = None

    @classmethod
    def new(cls, width: int, height: int, name: str = "New map") -> MapDraft:
        """A blank `width` × `height` map of clear ground (symbol ``.``)."""
        return cls(
            name=name, symbols=[["."] * width for _ in range(height)], legend={".": LegendDraft()}
        )

    @classmethod
    def from_file(cls, path: str | os.PathLike[str]) -> MapDraft:
        """The draft of the ``*.map.yaml`` file at `path`; LibraryError when it has problems."""
        docs = [d for d in read_documents(path) if d.data is not None]
        if len(docs) != 1 or not isinstance(docs[0].data, dict):
            raise LibraryError(path, "expected one map (a mapping) in the file")
        spec = validate(MapFile, docs[0].data, docs[0])
        rows = [line.split() for line in spec.grid.split("\n") if line.split()]
        folder = Path(path).resolve().parent
        draft = cls(
            name=spec.name,
            symbols=rows,
            legend={s: LegendDraft.from_entry(e) for s, e in spec.legend.items()},
            description=spec.description,
            atmosphere=spec.atmosphere.value,
            path=os.fspath(path),
        )
        for wall in spec.walls:
            for square in wall.squares():
                draft.walls.add(Wall(square, wall.side).normalised())
        draft.features = [FeatureDraft(f.type.value, f.bottom, f.top) for f in spec.features]
        for name, ranges in spec.deployment.items():
            draft.zones[name] = [(r[0], r[-1]) for r in ranges if r]
        if spec.background is not None:
            bg = spec.background
            draft.background = BackgroundDraft(
                str(folder / bg.image),
                float(bg.offset[0]),
                float(bg.offset[1]),
                float(bg.square_size),
            )
        return draft

    @property
    def width(self) -> int:
        """Squares per row."""
        return len(self.symbols[0]) if self.symbols else 0

    @property
    def height(self) -> int:
        """Rows."""
        return len(self.symbols)

    def contains(self, square: Square) -> bool:
        """True when `square` is on the map."""
        return 0 <= square.col < self.width and 0 <= square.row < self.height

    def paint(self, square: Square, symbol: str) -> bool:
        """Draw `symbol` on `square`; True when something changed."""
        if not self.contains(square) or symbol not in self.legend:
            return False
        if self.symbols[square.row][square.col] == symbol:
            return False
        self.symbols[square.row][square.col] = symbol
        return True

    def has_wall(self, square: Square, edge: Edge) -> bool:
        """True when a wall stands on `edge` of `square`."""
        return Wall(square, edge).normalised() in self.walls

    def set_wall(self, square: Square, edge: Edge, present: bool) -> None:
        """Put up or take down the wall on `edge` of `square`."""
        wall = Wall(square, edge).normalised()
        if present:
            self.walls.add(wall)
        else:
            self.walls.discard(wall)

    def toggle_wall(self, square: Square, edge: Edge) -> bool:
        """Toggle the wall on `edge` of `square`; True when it now stands."""
        present = not self.has_wall(square, edge)
        self.set_wall(square, edge, present)
        return present

    def add_feature(self, kind: FeatureKind, bottom: Square, top: Square) -> str | None:
        """Add a ladder or stair; the schema's message when it refuses (e.g. not neighbours)."""
        data = {"type": kind.value, "bottom": bottom.name, "top": top.name}
        try:
            FeatureSpec.model_validate(data)
        except ValidationError as exc:
            error = exc.errors(include_url=False)[0]
            ctx = error.get("ctx", {}).get("error")
            return str(ctx) if ctx is not None else error["msg"]
        self.features = [f for f in self.features if {f.bottom, f.top} != {bottom, top}]
        self.features.append(FeatureDraft(kind.value, bottom, top))
        return None

    def remove_features_at(self, square: Square) -> bool:
        """Remove every ladder or stair touching `square`; True when one was removed."""
        kept = [f for f in self.features if square not in (f.bottom, f.top)]
        changed = len(kept) != len(self.features)
        self.features = kept
        return changed

    def add_zone_rect(self, name: str, a: Square, b: Square) -> None:
        """Add the rectangle `a`:`b` to the deployment zone `name`."""
        first = Square(min(a.col, b.col), min(a.row, b.row))
        last = Square(max(a.col, b.col), max(a.row, b.row))
        self.zones.setdefault(name, []).append((first, last))
