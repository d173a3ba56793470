"""The schemas of teams and setups (docs/formats.md, "Teams" and "Setups")."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field, PlainValidator

from faserip_desk.library.fields import Name, SquareField, words
from faserip_desk.library.validation import Schema
from faserip_desk.library.vocabulary import Ability, Color, Condition, Side
from faserip_desk.rules.game_levels import GameLevelError, game_level, game_levels


def _level_name(value: Any) -> str:
    names = ", ".join(level.name for level in game_levels())
    if not isinstance(value, str):
        raise ValueError(f"expected a game level: {names}")
    try:
        return game_level(value).name
    except GameLevelError:
        raise ValueError(f"expected a game level: {names}") from None


LevelName = Annotated[str, PlainValidator(_level_name)]


class TeamFile(Schema):
    """A whole ``*.team.yaml`` file."""

    name: Name
    side: Annotated[Side, words(Side)]
    level: LevelName
    figures: list[Name] = Field(min_length=1)
    plots: list[Name] = Field(default_factory=list)
    objects: list[Name] = Field(default_factory=list)


class TokensSpec(Schema):
    """Tokens on a figure's folio in a setup."""

    weaken: Annotated[int, Field(ge=0)] = 0
    dodge: Annotated[Color, words(Color)] | None = None
    karma_spent: bool = False


class PlacedFigureSpec(Schema):
    """A figure placed in a setup, with its optional state."""

    figure: Name
    id: Name | None = None
    square: SquareField
    health: Annotated[int, Field(ge=0)] | None = None
    karma: Annotated[int, Field(ge=0)] | None = None
    conditions: list[Annotated[Condition, words(Condition)]] = Field(default_factory=list)
    tokens: TokensSpec | None = None
    commander: Name | None = None
    affiliations: list[Name] | None = None
    flying: bool = False
    phased: bool = False
    switched_on: list[Name] = Field(default_factory=list)
    used_this_page: list[Name] = Field(default_factory=list)
    karma_on: list[Annotated[Ability, words(Ability)]] = Field(default_factory=list)
    carrying: Name | None = None


class PlacedPlotSpec(Schema):
    """A plot's tokens placed in a setup."""

    plot: Name
    squares: list[SquareField] = Field(default_factory=list)


class PlacedObjectSpec(Schema):
    """An object or artifact placed in a setup."""

    object: Name
    square: SquareField


class PlayerSpec(Schema):
    """One player of a setup."""

    name: Name
    side: Annotated[Side, words(Side)]
    map_side: Name | None = None
    team: Name | None = None
    figures: list[PlacedFigureSpec] = Field(default_factory=list)
    plots: list[PlacedPlotSpec] = Field(default_factory=list)
    objects: list[PlacedObjectSpec] = Field(default_factory=list)


class SetupFile(Schema):
    """A whole ``*.setup.yaml`` file."""

    name: Name
    map: Name
    level: LevelName
    players: list[PlayerSpec] = Field(min_length=1, max_length=2)
    team_rules: bool = True
    """False lets figures listed without a team file break the team rules (a scenario or a
    test position); validate then says so instead of refusing the setup."""
