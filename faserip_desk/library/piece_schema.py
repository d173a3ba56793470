"""The schemas of plots and of objects and artifacts (docs/formats.md)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from faserip_desk.library.attack_schema import AlsoDamage, OnHit
from faserip_desk.library.fields import DamageTypeField, Name, RankField, RenownField, Text, words
from faserip_desk.library.validation import Schema
from faserip_desk.library.vocabulary import (
    HIT_CONDITIONS,
    Ability,
    Action,
    Color,
    Condition,
    ObjectKind,
    PlotAffiliationKind,
)


class PlotBonus(Schema):
    """The bonus of a plot as data: what it gives the matching figure that advanced it
    (`heal`, `karma`, `dodge_evade_cs` until the Page ends), or does to an opposing figure
    it chooses within `target_within` squares of the token (`condition`, `weaken`)."""

    heal: Annotated[int, Field(ge=1)] | None = None
    karma: Annotated[int, Field(ge=1)] | None = None
    dodge_evade_cs: int | None = None
    target_within: Annotated[int, Field(ge=1)] | None = None
    target_trait: Name | None = None
    condition: Annotated[Condition, words(Condition, HIT_CONDITIONS)] | None = None
    weaken: Annotated[int, Field(ge=1)] | None = None

    @model_validator(mode="after")
    def _something(self) -> PlotBonus:
        on_target = self.condition is not None or self.weaken is not None
        if on_target != (self.target_within is not None):
            raise ValueError("expected target_within: with condition: or weaken: (and only then)")
        if not (on_target or self.heal or self.karma or self.dodge_evade_cs):
            raise ValueError(
                "expected heal:, karma:, dodge_evade_cs: or a target's condition/weaken"
            )
        return self

    @property
    def asks(self) -> bool:
        """Does the bonus call for a choice (which opposing figure)?"""
        return self.target_within is not None


class Plot(Schema):
    """A plot: an objective advanced with an action and a FEAT."""

    kind: Literal["plot"] = "plot"
    name: Name
    affiliation: Name | None = None
    affiliation_kind: Annotated[PlotAffiliationKind, words(PlotAffiliationKind)] = (
        PlotAffiliationKind.TEAM
    )
    action: Annotated[Action, words(Action)] = Action.ATTACK
    feat: Annotated[Ability, words(Ability)]
    color: Annotated[Color, words(Color)] = Color.GREEN
    text: Text = ""
    bonus: Text = ""
    bonus_effects: PlotBonus | None = None
    tokens: Annotated[int, Field(ge=1)] = 2
    own_values: list[Name] = Field(default_factory=list)
    source: Text | None = None


class ObjectBrawling(Schema):
    """What an object adds to a Brawling attack made with it, on a hit (rules: Attacking with
    an Object): a second damage, conditions, and a reach beyond the adjacent square."""

    also: AlsoDamage | None = None
    on_hit: list[OnHit] = Field(default_factory=list)
    reach: Annotated[int, Field(ge=2)] | None = None


class ArtifactTrap(Schema):
    """An artifact that goes off when an opposing figure ends a move next to it: that figure
    takes the damage, and the artifact is removed from the game (Claymore)."""

    damage: RankField
    damage_type: DamageTypeField


class ArtifactTeleport(Schema):
    """A figure next to the artifact may take an action to be placed in an unoccupied,
    non-Solid square within `within` squares of it (Nexus of All Realities)."""

    within: Annotated[int, Field(ge=1)]
    action: Annotated[Action, words(Action)] = Action.TOUGH

    @property
    def asks(self) -> bool:
        """The square is the player's choice."""
        return True


class GameObject(Schema):
    """An object (carried, thrown) or an artifact (fixed where placed)."""

    kind: Annotated[ObjectKind, words(ObjectKind)] = ObjectKind.OBJECT
    name: Name
    renown: RenownField
    material: RankField
    text: Text = ""
    brawling: ObjectBrawling | None = None
    trap: ArtifactTrap | None = None
    teleport: ArtifactTeleport | None = None
    own_values: list[Name] = Field(default_factory=list)
    source: Text | None = None

    @property
    def is_artifact(self) -> bool:
        """Artifacts cannot be carried."""
        return self.kind is ObjectKind.ARTIFACT
