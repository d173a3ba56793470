"""Maps load into the board's BoardMap; bad maps name the line of the problem."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from library_samples import MAP

from faserip_desk.board.map_model import Edge, FeatureKind, TerrainType
from faserip_desk.board.squares import Square
from faserip_desk.library import LibraryErrors, load_map

WriteFile = Callable[[str, str], Path]


def test_a_good_map(write_file: WriteFile) -> None:
    board = load_map(write_file("yard.map.yaml", MAP))
    assert (board.width, board.height) == (4, 4)
    assert board.cell(Square.parse("C1")).is_solid
    assert board.is_elevated(Square.parse("C2"))
    assert board.cell(Square.parse("B2")).has(TerrainType.DIFFICULT)
    assert board.has_wall(Square.parse("B1"), Edge.WEST)
    assert board.features[0].kind is FeatureKind.LADDER
    zone = board.zone("south")
    assert zone is not None and Square.parse("D4") in zone.squares


@pytest.mark.parametrize(
    ("old", "new", "line", "words"),
    [
        ("  . d # .\n", "  . d # x\n", 4, "unknown symbol at D2"),
        ("  . . . .\n  . . . .\n", "  . . . .\n  . . .\n", 6, "row 4 has 3 squares"),
        ("{square: A1, side: east}", "{square: E1, side: east}", 12, "found 'E1'"),
        ("{square: A1, side: east}", "{square: A1, side: up}", 12, "expected one of"),
        ("{square: A1, side: east}", "{square: 1A, side: east}", 12, "square name"),
        ("bottom: D2, top: C2", "bottom: D5, top: D4", 14, "found 'D5'"),
        ("bottom: D2, top: C2", "bottom: D2, top: A2", 14, "neighbouring"),
        ("south: [A4:D4]", "south: [A4:D9]", 17, "found 'A5'"),
        ('"d": {types: [difficult]}', '"d": {types: [lava]}', 10, "expected one of"),
        ('"d": {types: [difficult]}', '"d": {types: [difficult], fire_rank: Good}', 10, "fire"),
        ("name: Yard", "name: Yard\nsize: 4", 2, "unknown key"),
    ],
)
def test_each_kind_of_bad_map(
    write_file: WriteFile, old: str, new: str, line: int, words: str
) -> None:
    assert old in MAP
    with pytest.raises(LibraryErrors) as info:
        load_map(write_file("bad.map.yaml", MAP.replace(old, new)))
    assert any(e.line == line and words in str(e) for e in info.value.errors), str(info.value)


def test_every_map_problem_is_reported(write_file: WriteFile) -> None:
    text = MAP.replace("  . d # .\n", "  . d # x\n").replace("A1, side", "Z1, side")
    with pytest.raises(LibraryErrors) as info:
        load_map(write_file("bad.map.yaml", text))
    assert len(info.value.errors) == 2
