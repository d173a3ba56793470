"""Loading a ``*.map.yaml`` file into the board's `BoardMap`, with every problem named by line."""

from __future__ import annotations

import os

from faserip_desk.board.map_model import (
    Atmosphere,
    Background,
    BoardMap,
    Cell,
    DeploymentZone,
    Elevation,
    Feature,
    Wall,
)
from faserip_desk.board.squares import Square
from faserip_desk.library.errors import LibraryError, Problems
from faserip_desk.library.map_schema import LegendEntry, MapFile
from faserip_desk.library.validation import validate
from faserip_desk.library.yaml_source import YamlDocument, read_documents
from faserip_desk.rules.ranks import Rank
from faserip_desk.safe_read import MAX_MAP_SIDE, FileReadError, file_head, image_kind


def _cell(entry: LegendEntry, atmosphere: Atmosphere) -> Cell:
    return Cell(
        atmosphere=entry.atmosphere or atmosphere,
        elevation=entry.elevation or Elevation.GROUND,
        types=frozenset(entry.types),
        fire_rank=entry.fire_rank or Rank.GOOD,
        label=entry.label,
    )


def _grid(spec: MapFile, doc: YamlDocument, problems: Problems) -> list[list[Cell]]:
    first_line = doc.block_starts.get(("grid",), doc.line_of(("grid",)))
    legend = {symbol: _cell(entry, spec.atmosphere) for symbol, entry in spec.legend.items()}
    rows: list[list[Cell]] = []
    width: int | None = None
    for offset, text in enumerate(spec.grid.split("\n")):
        symbols = text.split()
        if not symbols:
            continue
        line = first_line + offset
        row_no = len(rows) + 1
        if row_no > MAX_MAP_SIDE or len(symbols) > MAX_MAP_SIDE:
            problems.add(_too_large(doc, line, row_no, len(symbols)))
            return []
        if width is None:
            width = len(symbols)
        elif len(symbols) != width:
            problems.add(
                LibraryError(
                    doc.path,
                    f"row {row_no} has {len(symbols)} squares; expected {width} like row 1",
                    line=line,
                    field="grid",
                )
            )
        row: list[Cell] = []
        for col, symbol in enumerate(symbols):
            if symbol not in legend:
                square = Square(col, row_no - 1).name
                problems.add(
                    LibraryError(
                        doc.path,
                        f"unknown symbol at {square}; expected one of " + " ".join(sorted(legend)),
                        line=line,
                        field="grid",
                        found=symbol,
                    )
                )
                row.append(Cell(atmosphere=spec.atmosphere))
            else:
                row.append(legend[symbol])
        rows.append(row)
    if not rows:
        problems.add(doc.error(("grid",), "expected at least one row of symbols"))
    return rows


def _too_large(doc: YamlDocument, line: int, rows: int, width: int) -> LibraryError:
    found = f"{rows} rows" if rows > MAX_MAP_SIDE else f"a row of {width} squares"
    return LibraryError(
        doc.path,
        f"expected a map of at most {MAX_MAP_SIDE}×{MAX_MAP_SIDE} squares, found {found}",
        line=line,
        field="grid",
    )


def _background_problem(doc: YamlDocument, image: str) -> LibraryError | None:
    """A problem with the background image file (missing, not a file, not PNG or JPEG)."""
    try:
        head = file_head(image)
    except FileReadError as exc:
        return doc.error(("background", "image"), f"the image {image!r}: {exc.reason}")
    if image_kind(head) is None:
        return doc.error(
            ("background", "image"),
            f"expected a PNG or JPEG image, found a file that is neither: {image!r}",
        )
    return None


def _outside(
    doc: YamlDocument, loc: tuple[str | int, ...], square: Square, size: str
) -> LibraryError:
    return doc.error(loc, f"expected a square on the {size} map", found=square.name)


def build_map(spec: MapFile, doc: YamlDocument, images_from: str | None = None) -> BoardMap:
    """The `BoardMap` described by `spec`; raises LibraryErrors naming every problem's line.

    The background image is looked for relative to `images_from` (default: the file's
    folder; an editor checking a draft names the folder the map will be saved in).
    """
    problems = Problems()
    rows = _grid(spec, doc, problems)
    height, width = len(rows), len(rows[0]) if rows else 0
    size = f"{width}×{height}"

    def on_map(square: Square) -> bool:
        return 0 <= square.col < width and 0 <= square.row < height

    walls: set[Wall] = set()
    for i, wall in enumerate(spec.walls):
        for square in wall.squares():
            if not on_map(square):
                problems.add(_outside(doc, ("walls", i), square, size))
                break
            walls.add(Wall(square, wall.side))
    features: list[Feature] = []
    for i, feature in enumerate(spec.features):
        bad = [s for s in (feature.bottom, feature.top) if not on_map(s)]
        if bad:
            problems.add(_outside(doc, ("features", i), bad[0], size))
        else:
            features.append(Feature(feature.type, feature.bottom, feature.top))
    zones: list[DeploymentZone] = []
    for name, ranges in spec.deployment.items():
        squares = {s for r in ranges for s in r}
        outside = sorted(s for s in squares if not on_map(s))
        if outside:
            problems.add(_outside(doc, ("deployment", name), outside[0], size))
        zones.append(DeploymentZone(name, frozenset(s for s in squares if on_map(s))))
    background = None
    if spec.background is not None:
        bg = spec.background
        folder = images_from if images_from is not None else os.path.dirname(doc.path)
        image = os.path.normpath(os.path.join(folder, bg.image.replace("\\", "/")))
        bad_image = _background_problem(doc, image)
        if bad_image is not None:
            problems.add(bad_image)
        background = Background(
            image, float(bg.offset[0]), float(bg.offset[1]), float(bg.square_size)
        )
    problems.raise_if_any()
    return BoardMap(
        name=spec.name,
        width=width,
        height=height,
        cells=tuple(tuple(row) for row in rows),
        walls=frozenset(walls),
        features=tuple(features),
        zones=tuple(zones),
        description=spec.description,
        atmosphere=spec.atmosphere,
        background=background,
    )


def load_map(path: str | os.PathLike[str], images_from: str | None = None) -> BoardMap:
    """The map in the ``*.map.yaml`` file at `path`; raises LibraryErrors for any problem
    (its background image is looked for relative to `images_from`, default the file's)."""
    docs = [d for d in read_documents(path) if d.data is not None]
    if len(docs) != 1:
        raise LibraryError(path, f"expected one map in the file, found {len(docs)} documents")
    doc = docs[0]
    if not isinstance(doc.data, dict):
        raise doc.error((), "expected a mapping (key: value lines)")
    spec = validate(MapFile, doc.data, doc)
    return build_map(spec, doc, images_from)
