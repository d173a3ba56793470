"""Renown: the five playable levels and Beyond, their KO Victory Points and result limits."""

from __future__ import annotations

from enum import IntEnum


class RenownError(ValueError):
    """A text that names no renown."""


class Renown(IntEnum):
    """A figure's (or object's) renown, lowest first."""

    MINION = 0
    BOLD = 1
    HEROIC = 2
    LEGENDARY = 3
    COSMIC = 4
    BEYOND = 5

    @property
    def title(self) -> str:
        """The renown as the rules write it: "Minion", "Bold", … "Beyond"."""
        return self.name.capitalize()

    @property
    def ko_victory_points(self) -> int:
        """Victory Points the opponent scores when a figure of this renown is KO'ed."""
        return _KO_VP[self]

    def __str__(self) -> str:
        return self.title

    @classmethod
    def parse(cls, text: str | Renown) -> Renown:
        """Read a renown by name in any case ("heroic", "Beyond!")."""
        if isinstance(text, Renown):
            return text
        key = str(text).strip().rstrip("!").upper()
        try:
            return cls[key]
        except KeyError:
            raise RenownError(
                f"unknown renown {text!r}; expected one of " + ", ".join(r.title for r in cls)
            ) from None


_KO_VP: dict[Renown, int] = {
    Renown.MINION: 1,
    Renown.BOLD: 2,
    Renown.HEROIC: 3,
    Renown.LEGENDARY: 6,
    Renown.COSMIC: 10,
    Renown.BEYOND: 10,
}


def can_bullseye_or_kill(attacker: Renown, target: Renown) -> bool:
    """Bullseye and Kill results reach targets up to one renown level above the attacker."""
    return target <= attacker + 1
