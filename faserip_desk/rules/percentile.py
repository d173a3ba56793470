"""Percentile results read from the dice or typed in: two d10 faces (tens, ones; 0 and 0 is
100) or a number. Kept apart from `dice` (the roller) so `faserip-desk feat` reads a typed
roll without loading the roller and `random` (issue 17); `dice` offers these names too."""

from __future__ import annotations

from faserip_desk.rules.universal_table import RollError, check_roll


def percentile_from_digits(tens: int, ones: int) -> int:
    """The percentile result of two d10 faces 0–9: tens and ones, with 0 and 0 being 100."""
    for name, face in (("tens", tens), ("ones", ones)):
        if isinstance(face, bool) or not isinstance(face, int) or not 0 <= face <= 9:
            raise RollError(f"the {name} die shows 0 to 9, not {face!r}")
    value = tens * 10 + ones
    return 100 if value == 0 else value


def digits_of(value: int) -> tuple[int, int]:
    """The tens and ones faces that read as percentile `value` (100 is 0 and 0)."""
    check_roll(value)
    return (0, 0) if value == 100 else divmod(value, 10)


def parse_percentile(text: str) -> int:
    """Read a typed percentile result: "43", "7", "100", or the dice faces "00", "0 0", "4 3".

    "00" (both dice showing 0) is 100. A plain "0" or "101" is an error.
    """
    raw = str(text).strip()
    parts = raw.replace(",", " ").split()
    if len(parts) == 2 and all(p.isdigit() and len(p) == 1 for p in parts):
        return percentile_from_digits(int(parts[0]), int(parts[1]))
    if raw == "00":
        return 100
    if not raw.isdigit():
        raise RollError(f"a percentile roll is a number from 1 to 100, not {text!r}")
    return check_roll(int(raw))
