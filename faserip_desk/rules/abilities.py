"""The seven FASERIP abilities, and the Health and Karma they usually add up to."""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from faserip_desk.rules.ranks import Rank


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


#: The abilities whose Rule-of-10 numbers a folio's Health and Karma are usually about.
DERIVED_FROM: dict[str, tuple[Ability, ...]] = {
    "health": (Ability.FIGHTING, Ability.AGILITY, Ability.STRENGTH, Ability.ENDURANCE),
    "karma": (Ability.REASON, Ability.INTUITION, Ability.PSYCHE),
}


def suggested_value(value: str, ranks: Mapping[Ability, Rank]) -> tuple[int, str]:
    """The usual `value` ("health": F+A+S+E, "karma": R+I+P) and its sum.

    E.g. ``(16, "F3+A5+S4+E4")`` for Spider-Man's Health (his folio prints 14: the rules
    only say "about").
    """
    parts = [(a.value[0].upper(), ranks[a].number) for a in DERIVED_FROM[value]]
    return sum(n for _, n in parts), "+".join(f"{letter}{n}" for letter, n in parts)
