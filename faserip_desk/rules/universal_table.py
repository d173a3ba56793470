"""The Universal Table: the colour of a percentile roll on a rank's column, and its odds."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from faserip_desk.data_files import parse_bundled_yaml, read_resource_text
from faserip_desk.rules.colors import Color
from faserip_desk.rules.ranks import Rank, RankError

if TYPE_CHECKING:
    from fractions import Fraction


class RollError(ValueError):
    """A percentile roll outside 1–100 (or not a number)."""


class TableError(ValueError):
    """Universal Table data that cannot be a table (missing column, thresholds out of order)."""


@dataclass(frozen=True)
class Thresholds:
    """The lowest roll giving Green, Yellow and Red on one column."""

    green: int
    yellow: int
    red: int

    def color(self, roll: int) -> Color:
        """The colour of `roll` on this column."""
        if roll >= self.red:
            return Color.RED
        if roll >= self.yellow:
            return Color.YELLOW
        if roll >= self.green:
            return Color.GREEN
        return Color.WHITE


def check_roll(roll: int) -> int:
    """Return `roll` if it is a percentile result 1–100, else raise RollError."""
    if isinstance(roll, bool) or not isinstance(roll, int):
        raise RollError(f"a percentile roll must be a whole number from 1 to 100, not {roll!r}")
    if not 1 <= roll <= 100:
        raise RollError(f"a percentile roll is 1 to 100 (00 on both dice is 100), not {roll}")
    return roll


@dataclass(frozen=True)
class UniversalTable:
    """The table: one column of thresholds per rank."""

    columns: Mapping[Rank, Thresholds]

    def color(self, rank: Rank, roll: int) -> Color:
        """The colour of percentile `roll` on `rank`'s column."""
        return self.columns[rank].color(check_roll(roll))

    def probabilities(self, rank: Rank) -> dict[Color, Fraction]:
        """The exact chance of each colour on `rank`'s column (they sum to 1)."""
        from fractions import Fraction  # only odds need it: a FEAT does not load it

        t = self.columns[rank]
        return {
            Color.WHITE: Fraction(t.green - 1, 100),
            Color.GREEN: Fraction(t.yellow - t.green, 100),
            Color.YELLOW: Fraction(t.red - t.yellow, 100),
            Color.RED: Fraction(101 - t.red, 100),
        }

    def percentages(self, rank: Rank) -> dict[Color, float]:
        """The chance of each colour in percent."""
        return {c: float(p * 100) for c, p in self.probabilities(rank).items()}

    def with_columns(self, overrides: Mapping[str, Any]) -> UniversalTable:
        """A copy with some columns replaced (house rules), validated like the defaults."""
        merged = {r.full_name: vars(t) for r, t in self.columns.items()}
        merged.update(overrides)
        return table_from_mapping(merged)


def table_from_mapping(data: Mapping[str, Any]) -> UniversalTable:
    """Build a table from `{rank name: {green, yellow, red}}`, checking every column."""
    columns: dict[Rank, Thresholds] = {}
    for name, entry in data.items():
        try:
            rank = Rank.parse(name)
        except RankError as exc:
            raise TableError(f"universal table: {exc}") from None
        if not isinstance(entry, Mapping) or set(entry) != {"green", "yellow", "red"}:
            raise TableError(
                f"universal table: column {name!r} needs exactly green, yellow and red, "
                f"found {entry!r}"
            )
        values = [entry["green"], entry["yellow"], entry["red"]]
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            raise TableError(f"universal table: column {name!r} thresholds must be whole numbers")
        g, y, r = values
        if not 1 <= g <= y <= r <= 101:
            raise TableError(
                f"universal table: column {name!r} needs 1 ≤ green ≤ yellow ≤ red ≤ 101, "
                f"found {g}, {y}, {r}"
            )
        columns[rank] = Thresholds(g, y, r)
    missing = [r.full_name for r in Rank if r not in columns]
    if missing:
        raise TableError("universal table: missing columns for " + ", ".join(missing))
    return UniversalTable(columns)


@cache
def default_table() -> UniversalTable:
    """The bundled Universal Table (resources/rules/universal_table.yaml)."""
    data = parse_bundled_yaml(read_resource_text("rules", "universal_table.yaml"))
    return table_from_mapping(data["universal_table"])
