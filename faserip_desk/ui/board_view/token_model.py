"""What a token on the map shows: plain data, built from the game state by
`faserip_desk.ui.token_adapter`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from faserip_desk.board.squares import Square


@dataclass(frozen=True)
class TokenModel:
    """One figure's token: who it is, where it stands, and what its badges say."""

    figure_id: str
    label: str
    initials: str
    player: int
    square: Square | None
    health: int
    max_health: int
    conditions: tuple[str, ...] = field(default=())
    tired: bool = False
    ko: bool = False
    flying: bool = False
    summary: str = ""
    """The folio in a few lines (abilities, Health, Karma, Speed, attacks, specials)."""

    @property
    def on_map(self) -> bool:
        """Shown on the map: it has a square and is not KO'ed."""
        return self.square is not None and not self.ko


def condition_badge(name: str) -> str:
    """The short letters of a condition badge: "Stunned" → "St", "Held" → "He"."""
    words = name.replace("-", " ").split()
    if len(words) >= 2:
        return "".join(w[0].upper() for w in words[:2])
    return name[:2].capitalize()


VOWELS = frozenset("aeiouy")


def base_initials(name: str) -> str:
    """The plain initials: "Luke Cage" → "LC" (up to three words), "Blob" → "Bl"."""
    words = [w for w in name.replace("-", " ").split() if w[:1].isalnum()]
    if len(words) >= 2:
        return "".join(w[0].upper() for w in words[:3])
    return name[:1].upper() + name[1:2].lower()


def _candidates(name: str) -> list[str]:
    """Two-letter labels for a name whose initials clash: its first letter, then each later
    letter of the name in turn, consonants first ("Daredevil": Dr, Dd, Dv, Dl, Da, De…)."""
    letters = [c for c in name if c.isalnum()]
    if not letters:
        return []
    first, rest = letters[0].upper(), [c.lower() for c in letters[1:]]
    ordered = [c for c in rest if c not in VOWELS] + [c for c in rest if c in VOWELS]
    return [first + c for c in dict.fromkeys(ordered)]


def unique_initials(names: Sequence[str]) -> list[str]:
    """Token labels for the figures of one game, in the same order, all different.

    A figure keeps its plain initials (`base_initials`) when no other figure has the same;
    figures whose initials clash each take their first letter and the first later letter
    of their name (consonants before vowels) that makes a label no other figure has
    ("Daredevil" and "Dagger": "Dr" and "Dg"). Figures with the same name are numbered
    ("Th1", "Th2")."""
    bases = [base_initials(n) for n in names]
    taken = {b for b in bases if bases.count(b) == 1}
    labels = list(bases)
    for i, name in enumerate(names):
        if bases.count(bases[i]) == 1:
            continue
        if sum(1 for n in names if n.casefold() == name.casefold()) > 1:
            same = [j for j, n in enumerate(names) if n.casefold() == name.casefold()]
            labels[i] = f"{bases[i]}{same.index(i) + 1}"
        else:
            free = [c for c in _candidates(name) if c not in taken]
            labels[i] = free[0] if free else f"{bases[i]}{i + 1}"
        taken.add(labels[i])
    return labels
