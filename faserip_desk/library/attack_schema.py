"""The schema of a figure's attacks and their structured special rules (docs/formats.md)."""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Any

from pydantic import Field, model_validator

from faserip_desk.library.area_schema import AreaOrigin, AttackArea
from faserip_desk.library.fields import AbilityOrRank, DamageTypeField, Name, Text, words
from faserip_desk.library.special_schema import Effect
from faserip_desk.library.validation import Schema
from faserip_desk.library.vocabulary import (
    HIT_CONDITIONS,
    Ability,
    AttackMode,
    Condition,
    Disposition,
)
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank

#: The rules' default to-hit and damage of the attacks every figure has.
DEFAULT_ATTACKS: dict[AttackMode, tuple[Ability, Ability]] = {
    AttackMode.BRAWLING: (Ability.FIGHTING, Ability.STRENGTH),
    AttackMode.CHARGING: (Ability.ENDURANCE, Ability.STRENGTH),
    AttackMode.GRAPPLING: (Ability.STRENGTH, Ability.STRENGTH),
}


class OnHit(Schema):
    """One effect applied after damage on a hit: a condition or Weaken tokens."""

    condition: Annotated[Condition, words(Condition, HIT_CONDITIONS)] | None = None
    weaken: Annotated[int, Field(ge=1)] | None = None

    @model_validator(mode="after")
    def _one_effect(self) -> OnHit:
        if (self.condition is None) == (self.weaken is None):
            raise ValueError("expected exactly one of condition or weaken")
        if self.condition is not None and self.condition not in HIT_CONDITIONS:
            raise ValueError(
                "expected a condition an attack gives: "
                + ", ".join(str(c) for c in sorted(HIT_CONDITIONS, key=lambda c: c.value))
            )
        return self


class Against(Schema):
    """A filter on targets: a disposition, a trait or an affiliation."""

    disposition: Annotated[Disposition, words(Disposition)] | None = None
    trait: Name | None = None
    affiliation: Name | None = None

    @model_validator(mode="after")
    def _something(self) -> Against:
        if self.disposition is None and self.trait is None and self.affiliation is None:
            raise ValueError("expected at least one of disposition, trait or affiliation")
        return self


class AlsoDamage(Schema):
    """A second damage dealt on a hit, in addition to the normal one."""

    damage: AbilityOrRank
    damage_type: DamageTypeField = DamageType.BLUNT
    against: Against | None = None


class InsteadDamage(Schema):
    """Damage that replaces the normal one against matching targets."""

    damage: AbilityOrRank
    damage_type: DamageTypeField | None = None
    against: Against | None = None


class LaneIgnores(Enum):
    """What a charging attack's lane passes over."""

    FIGURES = "figures"
    DIFFICULT = "difficult"


class Attack(Schema):
    """One attack on a folio."""

    mode: Annotated[AttackMode, words(AttackMode)]
    name: Name
    to_hit: AbilityOrRank | None = None
    damage: AbilityOrRank | None = None
    damage_type: DamageTypeField = DamageType.BLUNT
    range: Annotated[int, Field(ge=1)] | None = None
    text: Text = ""
    on_hit: list[OnHit] = Field(default_factory=list)
    armor_reduction: Annotated[int, Field(ge=1)] | None = None
    also: AlsoDamage | None = None
    instead: InsteadDamage | None = None
    works_on_miss: bool = False
    effects: list[Effect] = Field(default_factory=list)
    charge_lane_ignores: list[Annotated[LaneIgnores, words(LaneIgnores)]] = Field(
        default_factory=list
    )
    after_hit_move: bool = False
    area: AttackArea | None = None

    @model_validator(mode="after")
    def _check_mode(self) -> Attack:
        centred_on_self = self.area is not None and self.area.origin is AreaOrigin.SELF
        if self.mode.is_ranged and self.range is None and not centred_on_self:
            raise ValueError(f"expected a range: a {self.mode.value} attack needs one")
        if self.area is not None and self.mode in (AttackMode.CHARGING, AttackMode.GRAPPLING):
            raise ValueError(f"expected no area: a {self.mode.value} attack has one target")
        if centred_on_self and self.range is not None:
            raise ValueError("expected no range: an area centred on the attacker (origin: self)")
        if self.charge_lane_ignores and self.mode is not AttackMode.CHARGING:
            raise ValueError("expected charge_lane_ignores only on a charging attack")
        if not self.mode.is_ranged and self.range is not None:
            raise ValueError(f"expected no range: a {self.mode.value} attack has none")
        default = DEFAULT_ATTACKS.get(self.mode)
        if default is None and (self.to_hit is None or self.damage is None):
            raise ValueError(
                f"expected to_hit and damage: a {self.mode.value} attack has no default"
            )
        return self

    @property
    def to_hit_value(self) -> Ability | Rank:
        """The to-hit ability or fixed rank, with the mode's default filled in."""
        if self.to_hit is not None:
            return self.to_hit
        return DEFAULT_ATTACKS[self.mode][0]

    @property
    def damage_value(self) -> Ability | Rank:
        """The damage ability or fixed rank, with the mode's default filled in."""
        if self.damage is not None:
            return self.damage
        return DEFAULT_ATTACKS[self.mode][1]


def default_attack(mode: AttackMode, *, validate: bool = False) -> Attack:
    """The rules' default Brawling, Charging or Grappling attack. Made from the rules'
    own table without checking it again (which would build the attack schema at each
    start, issue 17); ``validate=True`` checks it (tests compare the two)."""
    to_hit, damage = DEFAULT_ATTACKS[mode]
    name = mode.value.capitalize()
    if validate:
        return Attack(mode=mode, name=name, to_hit=to_hit, damage=damage)
    # The list fields are given: for a field left out, pydantic's `model_construct` reads
    # its default factory's signature (`inspect`) at every call, ~0.3 ms a field (issue 17).
    lists: dict[str, Any] = {"on_hit": [], "effects": [], "charge_lane_ignores": []}
    return Attack.model_construct(mode=mode, name=name, to_hit=to_hit, damage=damage, **lists)
