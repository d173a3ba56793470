"""The schema of a figure folio (docs/formats.md, "Figure")."""

from __future__ import annotations

import datetime
from typing import Annotated, Literal

from pydantic import Field, model_validator

from faserip_desk.library.attack_schema import DEFAULT_ATTACKS, Attack, default_attack
from faserip_desk.library.fields import DateField, Name, RankField, RenownField, Text, words
from faserip_desk.library.special_schema import Special
from faserip_desk.library.validation import Schema
from faserip_desk.library.vocabulary import Ability, Disposition, Size
from faserip_desk.rules.ranks import Rank

SQUAD = "squad"


class Abilities(Schema):
    """The seven FASERIP ranks."""

    fighting: RankField
    agility: RankField
    strength: RankField
    endurance: RankField
    reason: RankField
    intuition: RankField
    psyche: RankField

    def rank(self, ability: Ability) -> Rank:
        """The rank of `ability`."""
        value: Rank = getattr(self, ability.value)
        return value


class FigureFolio(Schema):
    """A figure's folio exactly as the file gives it."""

    kind: Literal["figure"] = "figure"
    number: Name
    name: Name
    alias: Name | None = None
    renown: RenownField
    disposition: Annotated[Disposition, words(Disposition)]
    affiliations: list[Name] = Field(default_factory=list)
    abilities: Abilities
    health: Annotated[int, Field(ge=1)]
    karma: Annotated[int, Field(ge=0)]
    speed: Annotated[int, Field(ge=0)]
    size: Annotated[Size, words(Size)] = Size.NORMAL
    traits: list[Name] = Field(default_factory=list)
    attacks: Annotated[list[Attack], Field(min_length=1)]
    specials: list[Special] = Field(default_factory=list)
    flavor: Text = ""
    picture: Text | None = None
    own_values: list[Name] = Field(default_factory=list)
    source: Text | None = None

    @model_validator(mode="after")
    def _unique_parts(self) -> FigureFolio:
        for what, names in (
            ("attack", [a.name.casefold() for a in self.attacks]),
            ("special", [s.name.casefold() for s in self.specials]),
        ):
            twice = sorted({n for n in names if names.count(n) > 1})
            if twice:
                raise ValueError(f"expected each {what} name once; repeated: {', '.join(twice)}")
        return self

    @property
    def full_name(self) -> str:
        """``Name - Alias`` (or the name alone)."""
        return f"{self.name} - {self.alias}" if self.alias else self.name

    @property
    def is_squad(self) -> bool:
        """Squad figures may appear on a team any number of times."""
        return (self.alias or "").casefold() == SQUAD

    def all_attacks(self) -> list[Attack]:
        """The listed attacks plus the default Brawling, Charging and Grappling ones."""
        modes = {a.mode for a in self.attacks}
        return list(self.attacks) + [default_attack(m) for m in DEFAULT_ATTACKS if m not in modes]

    def specials_with(self, part: str) -> list[Special]:
        """The specials that have the structured part `part` (e.g. ``"team_up"``)."""
        return [s for s in self.specials if getattr(s, part) not in (None, False, [])]

    @property
    def can_fly(self) -> bool:
        """True when a special gives Flight."""
        return any(s.flight for s in self.specials)


class AppliedErratum(Schema):
    """An erratum that changed a loaded figure."""

    date: DateField
    source: Name
    note: Text = ""
    changed: list[str] = Field(default_factory=list)


class Figure(FigureFolio):
    """A loaded figure: the folio with its errata applied (`errata` lists them)."""

    errata: tuple[AppliedErratum, ...] = ()

    @property
    def errata_dates(self) -> list[datetime.date]:
        """The dates of the errata that apply."""
        return [e.date for e in self.errata]
