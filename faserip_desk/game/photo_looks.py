"""The figures' looks in the last photo synced, kept with the save (`photo_looks`): at a
table the players sync after every move, and a game saved and opened again the next
evening still tells figures apart by them on its first photo (see `sync.looks`).

Plain data here (the game knows nothing of photos): figure id → {"base": [L, a, b] or
null, "body": [L, a, b] or null}. The looks only advise the reading, so a damaged record
never stops a game from opening: it is left out, and a notice says why."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

PhotoLooks = dict[str, dict[str, list[float] | None]]
PARTS = ("base", "body")


def checked_photo_looks(raw: Any, name: str, figures: Iterable[str]) -> tuple[PhotoLooks, str]:
    """The looks of a save's `photo_looks` (absent: none) for the game's `figures` (others
    are dropped), and '' or a notice naming the save `name`, the field and what was wrong
    when the record was unusable (then no looks are kept)."""
    if raw is None:
        return {}, ""
    try:
        looks = _looks(raw)
    except ValueError as exc:
        return {}, (
            f"{name}: photo_looks: {exc}; the figures' looks from the last photo were left "
            "out (the next photo sync is read without them)"
        )
    known = set(figures)
    return {fid: look for fid, look in looks.items() if fid in known}, ""


def _looks(raw: Any) -> PhotoLooks:
    """`raw` as looks; ValueError saying what was expected and found."""
    if not isinstance(raw, dict):
        raise ValueError(f"expected a mapping of figure ids to looks, found {type(raw).__name__}")
    looks: PhotoLooks = {}
    for fid, look in raw.items():
        if not isinstance(look, dict) or set(look) - set(PARTS):
            raise ValueError(f"{fid}: expected {{'base': …, 'body': …}}, found {look!r:.80}")
        looks[str(fid)] = {part: _colour(look.get(part), f"{fid}.{part}") for part in PARTS}
    return looks


def _colour(raw: Any, where: str) -> list[float] | None:
    """A Lab colour (three finite numbers) or None."""
    if raw is None:
        return None
    if (
        isinstance(raw, list)
        and len(raw) == 3
        and all(isinstance(v, int | float) and not isinstance(v, bool) for v in raw)
        and all(math.isfinite(v) for v in raw)
    ):
        return [float(v) for v in raw]
    raise ValueError(f"{where}: expected three numbers (a Lab colour) or null, found {raw!r:.80}")
