"""The seven FASERIP abilities."""

from __future__ import annotations

from enum import Enum


class Ability(Enum):
    """The seven FASERIP abilities."""

    FIGHTING = "fighting"
    AGILITY = "agility"
    STRENGTH = "strength"
    ENDURANCE = "endurance"
    REASON = "reason"
    INTUITION = "intuition"
    PSYCHE = "psyche"

    def __str__(self) -> str:
        return self.value.capitalize()
