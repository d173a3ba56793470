"""Square names like a chessboard seen from above: column letters from the left, rows from the top.

`A1` is the top-left square; columns run A … Z, AA, AB …; rows count from 1.
Internally a square is a zero-based (col, row) pair.
"""

from __future__ import annotations

import re
from typing import NamedTuple


class SquareError(ValueError):
    """A text that is not a square name."""


_SQUARE_RE = re.compile(r"^\s*([A-Za-z]{1,3})\s*(\d{1,4})\s*$")


def column_letters(col: int) -> str:
    """Letters of the zero-based column `col`: 0 → A, 25 → Z, 26 → AA."""
    if col < 0:
        raise SquareError(f"column {col} is negative")
    letters = ""
    n = col + 1
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return letters


def column_index(letters: str) -> int:
    """Zero-based column of `letters`: A → 0, Z → 25, AA → 26."""
    n = 0
    for ch in letters.upper():
        if not "A" <= ch <= "Z":
            raise SquareError(f"{letters!r} is not a column name (letters A–Z)")
        n = n * 26 + (ord(ch) - ord("A") + 1)
    return n - 1


class Square(NamedTuple):
    """A square by zero-based column and row."""

    col: int
    row: int

    @property
    def name(self) -> str:
        """The square's name, e.g. "C7"."""
        return f"{column_letters(self.col)}{self.row + 1}"

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str | Square) -> Square:
        """Read a square name such as "C7" or "ab12" (case does not matter)."""
        if isinstance(text, Square):
            return text
        match = _SQUARE_RE.match(str(text))
        if not match or int(match.group(2)) < 1:
            raise SquareError(
                f"{text!r} is not a square name; expected column letters then a row number "
                "from 1, like C7"
            )
        return cls(column_index(match.group(1)), int(match.group(2)) - 1)

    def distance(self, other: Square) -> int:
        """Squares between two squares, diagonals counting 1 (DESIGN.md §5)."""
        return max(abs(self.col - other.col), abs(self.row - other.row))

    def neighbours(self) -> tuple[Square, ...]:
        """The eight squares around this one (some may lie off the map)."""
        c, r = self
        return tuple(Square(c + dc, r + dr) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dc or dr)


def parse_square_range(text: str) -> list[Square]:
    """Squares of "C7" or of the rectangle "A1:T2" (corners in either order), row by row."""
    if ":" not in text:
        return [Square.parse(text)]
    first, _, last = text.partition(":")
    a, b = Square.parse(first), Square.parse(last)
    return [
        Square(c, r)
        for r in range(min(a.row, b.row), max(a.row, b.row) + 1)
        for c in range(min(a.col, b.col), max(a.col, b.col) + 1)
    ]
