"""What Karma buys: the costs every figure may pay, once per Page."""

from __future__ import annotations

from enum import Enum


class KarmaUse(Enum):
    """The three ways every figure can spend Karma, with their cost."""

    SPEED = "speed"
    ABILITY = "ability"
    REROLL = "reroll"

    @property
    def cost(self) -> int:
        """Karma paid, always by one figure (costs are never split)."""
        return {KarmaUse.SPEED: 1, KarmaUse.ABILITY: 2, KarmaUse.REROLL: 5}[self]

    @property
    def effect(self) -> str:
        """What the Karma buys, in a few words."""
        return {
            KarmaUse.SPEED: "+1 Speed until the end of the Page",
            KarmaUse.ABILITY: "+1CS to one ability (not a fixed rank) until the end of the Page",
            KarmaUse.REROLL: "roll again a roll just made, before anything else happens",
        }[self]


KARMA_SPENDS_PER_PAGE = 1
"""A figure may spend Karma once each Page (its own or a teammate's)."""
