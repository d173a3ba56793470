"""Forgiving names: a figure, an attack or a word found from what the player typed.

A typed name matches, best first: the id or the whole name (any case, spaces and
punctuation ignored); the start of the name or the id; the start of any word of the name,
or its initials ("ld" for "Light Daggers"). Only the best kind of match counts, and when
it finds several names the caller asks the player which one (it never guesses).
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

_WORD = re.compile(r"[a-z0-9]+")


@functools.lru_cache(maxsize=4096)
def squash(text: str) -> str:
    """`text` in lower case with everything but letters and digits dropped."""
    return "".join(_WORD.findall(text.lower()))


@dataclass(frozen=True)
class Named:
    """Something the player can name: its id (what the game uses) and its shown name."""

    id: str
    name: str

    def words(self) -> list[str]:
        """The name's words in lower case ("K'un-Lun Kata" gives kun, lun, kata)."""
        return [w for w in _WORD.findall(self.name.lower().replace("'", "")) if w]

    def initials(self) -> str:
        """The first letter of every word of the name."""
        return "".join(w[0] for w in self.words())


T = TypeVar("T", bound=Named)


def match_rank(typed: str, item: Named) -> int | None:
    """How well `typed` names `item`: 0 exactly, 1 its start, 2 a word's start or the
    initials; None when it does not name it."""
    key = squash(typed)
    if not key:
        return None
    whole, ident = squash(item.name), squash(item.id)
    if key in (whole, ident):
        return 0
    if whole.startswith(key) or ident.startswith(key):
        return 1
    if any(w.startswith(key) for w in item.words()):
        return 2
    if len(key) > 1 and item.initials().startswith(key):
        return 2
    return None


def best_matches(typed: str, items: Iterable[T]) -> list[T]:
    """The items `typed` names with the best kind of match (several: ambiguous)."""
    ranked: dict[int, list[T]] = {}
    for item in items:
        rank = match_rank(typed, item)
        if rank is not None:
            ranked.setdefault(rank, []).append(item)
    return ranked[min(ranked)] if ranked else []


def close_names(typed: str, names: Iterable[str], limit: int = 4) -> list[str]:
    """Names that look like `typed` (for "did you mean"), best first."""
    by_key: dict[str, str] = {}
    for name in names:
        by_key.setdefault(squash(name), name)
    keys = difflib.get_close_matches(squash(typed), list(by_key), n=limit, cutoff=0.5)
    return [by_key[k] for k in keys]


def listing(names: Sequence[str], limit: int = 8) -> str:
    """Names as one short line: "A, B or C" (the rest counted)."""
    shown = list(names[:limit])
    if len(names) > limit:
        shown.append(f"{len(names) - limit} more")
    if len(shown) < 2:
        return "".join(shown)
    return ", ".join(shown[:-1]) + " or " + shown[-1]
