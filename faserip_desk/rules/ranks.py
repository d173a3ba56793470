"""The fourteen ranks, their Rule-of-10 numbers, parsing and column shifts."""

from __future__ import annotations

from enum import IntEnum


class RankError(ValueError):
    """A text that names no rank."""


class Rank(IntEnum):
    """A rank, ordered as the columns of the Universal Table (Shift 0 … Shift Z)."""

    SHIFT_0 = 0
    FEEBLE = 1
    POOR = 2
    TYPICAL = 3
    GOOD = 4
    EXCELLENT = 5
    REMARKABLE = 6
    INCREDIBLE = 7
    AMAZING = 8
    MONSTROUS = 9
    UNEARTHLY = 10
    SHIFT_X = 11
    SHIFT_Y = 12
    SHIFT_Z = 13

    @property
    def full_name(self) -> str:
        """The rank's name as the rules print it, e.g. "Remarkable" or "Shift X"."""
        return _NAMES[self][0]

    @property
    def short(self) -> str:
        """The short name on the Universal Table, e.g. "Rm" or "X"."""
        return _NAMES[self][1]

    @property
    def number(self) -> int:
        """The rank's Rule-of-10 number: damage dealt, armor protection and so on."""
        return _NAMES[self][2]

    def shift(self, columns: int) -> Rank:
        """The rank `columns` columns to the right (negative: left), stopping at the ends."""
        return Rank(min(max(self.value + columns, Rank.SHIFT_0), Rank.SHIFT_Z))

    def __str__(self) -> str:
        return self.full_name

    @classmethod
    def parse(cls, text: str | Rank) -> Rank:
        """Read a rank from its name or short name in any case ("remarkable", "RM", "shift x").

        Raises RankError naming the text and the accepted names when nothing matches.
        """
        if isinstance(text, Rank):
            return text
        key = " ".join(str(text).replace("-", " ").split()).casefold()
        rank = _LOOKUP.get(key)
        if rank is None:
            raise RankError(
                f"unknown rank {text!r}; expected one of "
                + ", ".join(r.full_name for r in cls)
                + " (or a short name such as Ty, Rm, Un, X)"
            )
        return rank


_NAMES: dict[Rank, tuple[str, str, int]] = {
    Rank.SHIFT_0: ("Shift 0", "0", 0),
    Rank.FEEBLE: ("Feeble", "Fe", 0),
    Rank.POOR: ("Poor", "Pr", 0),
    Rank.TYPICAL: ("Typical", "Ty", 1),
    Rank.GOOD: ("Good", "Gd", 1),
    Rank.EXCELLENT: ("Excellent", "Ex", 2),
    Rank.REMARKABLE: ("Remarkable", "Rm", 3),
    Rank.INCREDIBLE: ("Incredible", "In", 4),
    Rank.AMAZING: ("Amazing", "Am", 5),
    Rank.MONSTROUS: ("Monstrous", "Mn", 7),
    Rank.UNEARTHLY: ("Unearthly", "Un", 10),
    Rank.SHIFT_X: ("Shift X", "X", 13),
    Rank.SHIFT_Y: ("Shift Y", "Y", 16),
    Rank.SHIFT_Z: ("Shift Z", "Z", 20),
}


def _build_lookup() -> dict[str, Rank]:
    lookup: dict[str, Rank] = {}
    for rank, (name, short, _number) in _NAMES.items():
        lookup[name.casefold()] = rank
        lookup[short.casefold()] = rank
        lookup[rank.name.replace("_", " ").casefold()] = rank
    # "Shift Zero" and "shift-0" spellings, and the enum-style names.
    lookup["shift zero"] = Rank.SHIFT_0
    lookup["zero"] = Rank.SHIFT_0
    return lookup


_LOOKUP = _build_lookup()
