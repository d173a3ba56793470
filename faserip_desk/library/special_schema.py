"""The schema of a figure's specials and their structured parts (docs/formats.md)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from faserip_desk.library.fields import DamageTypeField, Name, RankField, Text, words
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
