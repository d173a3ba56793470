"""A map may be as large as `MAX_MAP_SIDE` squares each way (200×200): its grid, one text of
80,000 characters, is not held to the limit on single texts (20,000 characters), which would
cap maps at 100×100. Anything past 200 is still refused, naming the limit."""

from __future__ import annotations

from pathlib import Path

import pytest

from faserip_desk.library import LibraryError, load_map
from faserip_desk.safe_read import MAX_MAP_SIDE, MAX_TEXT_LENGTH


def map_file(folder: Path, width: int, height: int) -> Path:
    rows = "\n".join("  " + " ".join(["."] * width) for _ in range(height))
    path = folder / f"m{width}x{height}.map.yaml"
    path.write_text(f"name: Wide\ngrid: |\n{rows}\nlegend:\n  '.': {{}}\n", encoding="utf-8")
    return path


def test_a_map_of_the_largest_size_loads(tmp_path: Path) -> None:
    path = map_file(tmp_path, MAX_MAP_SIDE, MAX_MAP_SIDE)
    assert len(path.read_text(encoding="utf-8")) > 2 * MAX_TEXT_LENGTH
    board = load_map(path)
    assert (board.width, board.height) == (MAX_MAP_SIDE, MAX_MAP_SIDE)


def test_a_map_past_the_largest_size_is_still_refused(tmp_path: Path) -> None:
    with pytest.raises(LibraryError, match="expected a map of at most 200×200 squares"):
        load_map(map_file(tmp_path, MAX_MAP_SIDE, MAX_MAP_SIDE + 1))


def test_other_long_texts_are_still_refused(tmp_path: Path) -> None:
    path = map_file(tmp_path, 3, 3)
    text = path.read_text(encoding="utf-8").replace("name: Wide", "name: " + "a" * 30_000)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LibraryError, match="expected a text of at most 20000 characters"):
        load_map(path)
