"""The schema of a figure's specials and their structured parts (docs/formats.md)."""

from __future__ import annotations

from enum import Enum
from typing import Annotated, Literal

from pydantic import Field, model_validator

from faserip_desk.library.fields import DamageTypeField, Name, RankField, Text, words
from faserip_desk.library.special_use_schema import OnUsePart
from faserip_desk.library.validation import Schema
from faserip_desk.library.vocabulary import (
    Action,
    Attackers,
    Frequency,
    HiddenFrom,
    MoveTerrain,
    Trigger,
)


class ArmorPart(Schema):
    """Armor: a rank against some damage types, with exceptions."""

    rank: RankField
    types: Annotated[list[DamageTypeField], Field(min_length=1)]
    except_: list[DamageTypeField] = Field(default=[], alias="except")


class TeamUpPart(Schema):
    """Team-Up: may lose the printed affiliations and add one of these (Strict: if all share it)."""

    options: Annotated[list[Name], Field(min_length=1)]
    strict: bool = False


class LoyaltyPart(Schema):
    """Loyalty: may take an affiliation of one of the named figures (or of any figure)."""

    figures: list[Name] = Field(default_factory=list)
    any_figure: bool = False

    @model_validator(mode="after")
    def _one(self) -> LoyaltyPart:
        if bool(self.figures) == self.any_figure:
            raise ValueError("expected either figures: [names] or any_figure: true")
        return self


class CommandPart(Schema):
    """Command: figures added under this figure's Command at the start of the Issue."""

    name: Name
    alias: Name | None = None
    count: Annotated[int, Field(ge=1)] = 1

    @property
    def full_name(self) -> str:
        """``Thug - Squad``: the added figure's name and alias."""
        return f"{self.name} - {self.alias}" if self.alias else self.name


class TransferDamagePart(Schema):
    """Made Man: he passes damage on to an adjacent teammate."""

    to: Literal["adjacent_teammate"]
    lower_renown: bool = False


class ReceivesDamagePart(Schema):
    """Bodyguard: he takes damage from an adjacent teammate."""

    from_: Literal["adjacent_teammate"] = Field(alias="from")


class AttackShiftPart(Schema):
    """Column shifts on attacks against him."""

    cs: int
    attackers: Annotated[Attackers, words(Attackers)] = Attackers.ALL


class EffectFeat(Enum):
    """The FEAT an effect shifts or makes (DESIGN.md §3: specials as data)."""

    OWN_FIGHTING = "own_fighting"  # his FEATs on Fighting: attacks that hit with it, Evades
    OWN_EVADING = "own_evading"  # his Evading FEATs only
    TARGET_KILL_ENDURANCE = "target_kill_endurance"  # the Endurance FEAT against his Kill
    OWN_INTUITION_STOPS_ATTACK = "own_intuition_stops_attack"  # a danger sense
    IGNORES_SHAPESHIFT = "ignores_shapeshift"  # no Intuition FEAT against a Shapeshifted target
    THIS_ATTACK = "this_attack"  # on an attack: shifts its to-hit FEAT


class EffectUntil(Enum):
    """When a switched-on effect ends."""

    START_OF_NEXT_ACTIVATION = "start_of_next_activation"
    END_OF_PAGE = "end_of_page"


class Effect(Schema):
    """One effect of a special: what it does (`feat`, with `cs` for a shift), and when.

    `in_terrain`: only while he stands in that terrain; `first_each_page`: only the first
    time in a Page (a danger sense); `after_move`: only after a Move action earlier in the
    same activation; `switched_on_until`: the special is off until he uses
    it, then on until that moment (its armor, Immune and effects count only while on).
    """

    feat: Annotated[EffectFeat, words(EffectFeat)] | None = None
    cs: int = 0
    in_terrain: Annotated[MoveTerrain, words(MoveTerrain)] | None = None
    first_each_page: bool = False
    after_move: bool = False
    switched_on_until: Annotated[EffectUntil, words(EffectUntil)] | None = None

    @model_validator(mode="after")
    def _something(self) -> Effect:
        if self.feat is None and self.switched_on_until is None:
            raise ValueError("expected feat: or switched_on_until:")
        shifting = self.feat in (
            EffectFeat.OWN_FIGHTING,
            EffectFeat.OWN_EVADING,
            EffectFeat.TARGET_KILL_ENDURANCE,
            EffectFeat.THIS_ATTACK,
        )
        if shifting and self.cs == 0:
            raise ValueError(f"expected cs: (a column shift) for {self.feat.value}")  # type: ignore[union-attr]
        return self


class Special(Schema):
    """One special on a folio: its rules text and, where the rules fix it, its structure."""

    name: Name
    text: Text = ""
    action: Annotated[Action, words(Action)] = Action.NONE
    trigger: Annotated[Trigger, words(Trigger)] | None = None
    frequency: Annotated[Frequency, words(Frequency)] | None = None
    armor: ArmorPart | None = None
    immune: list[DamageTypeField] = Field(default_factory=list)
    flight: bool = False
    giant: bool = False
    shapeshift: bool = False
    phased: bool = False
    team_up: TeamUpPart | None = None
    joins_team: bool = False
    loyalty: LoyaltyPart | None = None
    command: CommandPart | None = None
    reach: Annotated[int, Field(ge=1)] | None = None
    ignores_terrain: list[Annotated[MoveTerrain, words(MoveTerrain)]] = Field(default_factory=list)
    charge_ignores: list[Annotated[MoveTerrain, words(MoveTerrain)]] = Field(default_factory=list)
    hidden_from_los: Annotated[HiddenFrom, words(HiddenFrom)] | None = None
    transfer_damage: TransferDamagePart | None = None
    receives_damage: ReceivesDamagePart | None = None
    attack_shift: AttackShiftPart | None = None
    initiative_bonus: int | None = None
    karma_share: Literal["line_of_sight"] | None = None
    ready_again: bool = False
    effects: list[Effect] = Field(default_factory=list)
    on_use: OnUsePart | None = None

    @property
    def switched_on_until(self) -> EffectUntil | None:
        """When the special, once used, switches off (None: always on)."""
        for e in self.effects:
            if e.switched_on_until is not None:
                return e.switched_on_until
        return None
