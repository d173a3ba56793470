"""Dice: percentile rolls (two d10, tens and ones, 0 and 0 is 100), 1d10 and 1d5.

Physical dice come first: every roll can be typed in as read off the table, or rolled by a
seedable generator. Both go through the same code (`DiceRoller`), and both produce a `Roll`
record, so a game log replays the same whichever way the dice were thrown.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from faserip_desk.rules.percentile import digits_of as digits_of
from faserip_desk.rules.percentile import parse_percentile as parse_percentile
from faserip_desk.rules.percentile import percentile_from_digits as percentile_from_digits
from faserip_desk.rules.universal_table import RollError, check_roll


class DieKind(Enum):
    """The rolls the game asks for."""

    PERCENTILE = "d100"
    D10 = "d10"
    D5 = "d5"


@dataclass(frozen=True)
class Roll:
    """One roll: what kind, its value, the faces read (for d100: tens, ones) and how made."""

    kind: DieKind
    value: int
    faces: tuple[int, ...]
    typed: bool

    def describe(self) -> str:
        """E.g. "d100 = 100 (tens 0, ones 0, typed)"."""
        how = "typed" if self.typed else "rolled"
        if self.kind is DieKind.PERCENTILE:
            tens, ones = self.faces
            return f"d100 = {self.value} (tens {tens}, ones {ones}, {how})"
        if self.kind is DieKind.D5:
            return f"d5 = {self.value} (d10 showed {self.faces[0]}, {how})"
        return f"d10 = {self.value} ({how})"


def d5_from_d10(d10: int) -> int:
    """Halve a d10 into a d5 as the rules do: 1–2 is 1, 3–4 is 2 … 9–10 is 5."""
    _check_d10(d10)
    return (d10 + 1) // 2


def _check_d10(value: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 10:
        raise RollError(f"a d10 shows 1 to 10, not {value!r}")
    return value


class DiceRoller:
    """Makes rolls: from typed values when any are queued, else from a seeded generator."""

    def __init__(self, seed: int | None = None, typed: Iterable[int] = ()) -> None:
        self._rng = random.Random(seed)
        self._typed: deque[int] = deque(typed)

    def type_in(self, *values: int) -> None:
        """Queue values read off physical dice; the next rolls use them in order."""
        self._typed.extend(values)

    def _next(self, low: int, high: int) -> tuple[int, bool]:
        if self._typed:
            return self._typed.popleft(), True
        return self._rng.randint(low, high), False

    def percentile(self) -> Roll:
        """A percentile roll (typed values are results 1–100)."""
        value, typed = self._next(1, 100)
        check_roll(value)
        return Roll(DieKind.PERCENTILE, value, digits_of(value), typed)

    def d10(self) -> Roll:
        """A d10 roll, 1–10."""
        value, typed = self._next(1, 10)
        _check_d10(value)
        return Roll(DieKind.D10, value, (value,), typed)

    def d5(self) -> Roll:
        """A d5 roll, made from a d10 (typed values are the d10's face)."""
        face, typed = self._next(1, 10)
        return Roll(DieKind.D5, d5_from_d10(face), (face,), typed)


def typed_percentile(tens: int, ones: int) -> Roll:
    """A percentile roll typed in as the two faces read off the table."""
    value = percentile_from_digits(tens, ones)
    return Roll(DieKind.PERCENTILE, value, (tens, ones), True)
