"""Column shifts with their sources, and the FEAT: rank + shifts + roll → colour."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from faserip_desk.rules.colors import Color
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.rules_data import table_in_force
from faserip_desk.rules.universal_table import UniversalTable, check_roll

if TYPE_CHECKING:
    from fractions import Fraction


@dataclass(frozen=True)
class ColumnShift:
    """A column shift and where it comes from, e.g. −2CS from "Staggered"."""

    amount: int
    source: str = ""

    def describe(self) -> str:
        """E.g. "−2CS (Staggered)" or "+1CS (Karma)"."""
        sign = "+" if self.amount >= 0 else "−"
        text = f"{sign}{abs(self.amount)}CS"
        return f"{text} ({self.source})" if self.source else text


def shifted_rank(rank: Rank, shifts: Sequence[ColumnShift]) -> Rank:
    """The column used after all shifts: they add up, and the result stops at the ends."""
    return rank.shift(sum(s.amount for s in shifts))


def explain_shifts(rank: Rank, shifts: Sequence[ColumnShift]) -> str:
    """E.g. "Remarkable −2CS (Staggered) −2CS (target Obscured) = Typical"."""
    final = shifted_rank(rank, shifts)
    if not shifts:
        return f"{rank.full_name} (no column shifts)"
    parts = " ".join(s.describe() for s in shifts)
    text = f"{rank.full_name} {parts} = {final.full_name}"
    total = sum(s.amount for s in shifts)
    if rank.value + total != final.value:
        text += f" (the table stops at {final.full_name})"
    return text


@dataclass(frozen=True)
class FeatResult:
    """A resolved FEAT: the rank asked for, its shifts, the column used, the roll, the colour."""

    rank: Rank
    shifts: tuple[ColumnShift, ...]
    column: Rank
    roll: int
    color: Color
    explanation: str = field(default="")

    @property
    def succeeded(self) -> bool:
        """Any colour but White succeeds."""
        return self.color.succeeded


def resolve_feat(
    rank: Rank,
    roll: int,
    shifts: Sequence[ColumnShift] = (),
    table: UniversalTable | None = None,
) -> FeatResult:
    """Resolve a FEAT: shift the rank, read the roll's colour on the resulting column."""
    table = table or table_in_force()
    check_roll(roll)
    column = shifted_rank(rank, shifts)
    color = table.color(column, roll)
    explanation = f"{explain_shifts(rank, shifts)}; roll {roll} on {column.full_name} is {color}"
    return FeatResult(rank, tuple(shifts), column, roll, color, explanation)


def feat_odds(
    rank: Rank, shifts: Sequence[ColumnShift] = (), table: UniversalTable | None = None
) -> dict[Color, Fraction]:
    """The exact chance of each colour for a FEAT on `rank` after `shifts`."""
    table = table or table_in_force()
    return table.probabilities(shifted_rank(rank, shifts))
