"""Writing a `MapDraft` as a ``*.map.yaml`` text in the layout of docs/formats.md.

The grid is a block string, the legend one flow mapping per symbol, walls are joined into
runs (``{from: I5, to: K5, side: north}``) wherever neighbouring squares share a side, and
deployment zones are written as ``A1:T2`` rectangles.
"""

from __future__ import annotations

import os
from pathlib import Path

from faserip_desk.board.map_model import Edge, Wall
from faserip_desk.board.squares import Square
from faserip_desk.ui.editors.map_draft import MapDraft
from faserip_desk.ui.editors.yaml_out import dump_document, inline, number, quoted


def wall_runs(walls: set[Wall], width: int, height: int) -> list[dict[str, str]]:
    """The walls as file entries: runs along a line where they touch, single squares else.

    Walls are stored by their north or west side; a wall on the map's east or south border
    is written from the last column or row with side east or south.
    """
    lines: dict[tuple[str, int], list[int]] = {}
    for wall in walls:
        c, r = wall.square
        if wall.edge is Edge.WEST:
            lines.setdefault(("west", c), []).append(r)
        else:
            lines.setdefault(("north", r), []).append(c)
    out: list[dict[str, str]] = []
    for (side, at), positions in sorted(lines.items()):
        for start, end in _runs(sorted(positions)):
            out.append(_wall_entry(side, at, start, end, width, height))
    return out


def _runs(values: list[int]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    for v in values:
        if runs and runs[-1][1] == v - 1:
            runs[-1] = (runs[-1][0], v)
        else:
            runs.append((v, v))
    return runs


def _wall_entry(
    side: str, at: int, start: int, end: int, width: int, height: int
) -> dict[str, str]:
    if side == "west":
        col, written = (at - 1, "east") if at >= width else (at, "west")
        a, b = Square(col, start), Square(col, end)
    else:
        row, written = (at - 1, "south") if at >= height else (at, "north")
        a, b = Square(start, row), Square(end, row)
    if a == b:
        return {"square": a.name, "side": written}
    return {"from": a.name, "to": b.name, "side": written}


def image_reference(image: str, map_path: str | os.PathLike[str]) -> str:
    """The background image path as the file writes it: relative to the map's folder."""
    folder = Path(map_path).resolve().parent
    return Path(os.path.relpath(Path(image).resolve(), folder)).as_posix()


def map_text(draft: MapDraft, map_path: str | os.PathLike[str]) -> str:
    """The whole ``*.map.yaml`` text for `draft`, saved at `map_path`."""
    out = [f"name: {inline(draft.name)}"]
    if draft.description:
        out.append(dump_document({"description": draft.description}).rstrip("\n"))
    out.append(f"atmosphere: {draft.atmosphere}")
    out.append("grid: |")
    out += ["  " + " ".join(row) for row in draft.symbols]
    out.append("legend:")
    for symbol, entry in draft.legend.items():
        out.append(f"  {quoted(symbol)}: {inline(entry.as_data())}")
    if draft.walls:
        out.append("walls:")
        for wall in wall_runs(draft.walls, draft.width, draft.height):
            out.append(f"  - {inline(wall)}")
    if draft.features:
        out.append("features:")
        for f in draft.features:
            out.append(f"  - {{type: {f.kind}, bottom: {f.bottom.name}, top: {f.top.name}}}")
    if draft.zones:
        out.append("deployment:")
        for name, rects in draft.zones.items():
            ranges = [a.name if a == b else f"{a.name}:{b.name}" for a, b in rects]
            out.append(f"  {inline(name)}: [{', '.join(ranges)}]")
    if draft.background is not None:
        bg = draft.background
        out.append("background:")
        out.append(f"  image: {inline(image_reference(bg.image, map_path))}")
        out.append(f"  offset: [{number(bg.offset_x)}, {number(bg.offset_y)}]")
        out.append(f"  square_size: {number(bg.square_size)}")
    return "\n".join(out) + "\n"
