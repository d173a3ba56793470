"""Armor and Immune: how much of a hit's damage gets through.

Armor prevents up to its protection rank's number of damage of the types it covers; types
in parentheses are excluded. Each Weaken token shifts every Armor on the folio −1CS, and
some attacks reduce the target's Armor by more (Adamantium Claws: −2CS). Immune ignores
damage of its types entirely and is never weakened.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank


@dataclass(frozen=True)
class Armor:
    """An Armor special: protection rank, covered types, excluded types."""

    rank: Rank
    types: tuple[DamageType, ...]
    excluded: tuple[DamageType, ...] = ()
    name: str = "Armor"

    def covers(self, damage_type: DamageType) -> bool:
        """True when this armor protects against `damage_type`."""
        return any(damage_type.is_a(t) for t in self.types) and not any(
            damage_type.is_a(e) for e in self.excluded
        )

    def protection_rank(self, weaken: int = 0, reduction: int = 0) -> Rank:
        """The protection rank after `weaken` tokens and an attack's armor `reduction` (in CS)."""
        return self.rank.shift(-(max(weaken, 0) + max(reduction, 0)))

    def describe(self) -> str:
        """E.g. "Armor : Good : Physical, Energy (Electricity, Sonic)"."""
        text = f"{self.name} : {self.rank.full_name} : " + ", ".join(t.value for t in self.types)
        if self.excluded:
            text += " (" + ", ".join(t.value for t in self.excluded) + ")"
        return text


_ARMOR_RE = re.compile(
    r"^\s*(?:armor\s*:)?\s*([^:]+?)\s*:\s*([^()]*?)\s*(?:\(([^)]*)\))?\s*$", re.IGNORECASE
)


def parse_armor(text: str, name: str = "Armor") -> Armor:
    """Read the rules' written form, e.g. "Armor : Good : Physical, Energy (Electric, Sonic)"."""
    match = _ARMOR_RE.match(text)
    if not match:
        raise ValueError(f"{text!r} is not an armor; expected 'Armor : Rank : Type, Type (Type)'")
    rank = Rank.parse(match.group(1))
    types = tuple(DamageType.parse(t) for t in match.group(2).split(",") if t.strip())
    excluded = tuple(DamageType.parse(t) for t in (match.group(3) or "").split(",") if t.strip())
    if not types:
        raise ValueError(f"{text!r}: armor names no damage types")
    return Armor(rank, types, excluded, name)


@dataclass(frozen=True)
class DamageOutcome:
    """Damage after defences: how much is dealt, how much was prevented, and why."""

    incoming: int
    dealt: int
    prevented: int
    explanation: str


def damage_after_defences(
    amount: int,
    damage_type: DamageType,
    armors: Sequence[Armor] = (),
    immune: Sequence[DamageType] = (),
    weaken: int = 0,
    armor_reduction: int = 0,
) -> DamageOutcome:
    """The Health a hit of `amount` `damage_type` damage takes away after Immune and Armor.

    Immune wins outright. Otherwise the best covering Armor applies (Armors do not add up;
    the app's reading), shifted by Weaken tokens and the attack's armor reduction.
    """
    amount = max(amount, 0)
    for kind in immune:
        if damage_type.is_a(kind):
            return DamageOutcome(
                amount, 0, amount, f"Immune {kind.value}: all {amount} {damage_type.value} ignored"
            )
    covering = [a for a in armors if a.covers(damage_type)]
    if not covering:
        why = "no armor covers " + damage_type.value if armors else "no armor"
        return DamageOutcome(amount, amount, 0, f"{amount} {damage_type.value} dealt ({why})")
    best = max(covering, key=lambda a: a.protection_rank(weaken, armor_reduction).number)
    rank = best.protection_rank(weaken, armor_reduction)
    prevented = min(amount, rank.number)
    shifts = []
    if weaken:
        shifts.append(f"−{weaken}CS Weaken")
    if armor_reduction:
        shifts.append(f"−{armor_reduction}CS armor reduction")
    armor_text = best.rank.full_name
    if shifts:
        armor_text += " " + " ".join(shifts) + f" = {rank.full_name}"
    explanation = (
        f"{amount} {damage_type.value} − {prevented} prevented by {best.name} "
        f"({armor_text}, {rank.number}) = {amount - prevented} dealt"
    )
    return DamageOutcome(amount, amount - prevented, prevented, explanation)
