"""The schemas of plots and of objects and artifacts (docs/formats.md)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from faserip_desk.library.fields import Name, RankField, RenownField, Text, words
from faserip_desk.library.validation import Schema
from faserip_desk.library.vocabulary import (
    Ability,
    Action,
    Color,
    ObjectKind,
    PlotAffiliationKind,
)


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
    tokens: Annotated[int, Field(ge=1)] = 2
    own_values: list[Name] = Field(default_factory=list)
    source: Text | None = None


class GameObject(Schema):
    """An object (carried, thrown) or an artifact (fixed where placed)."""

    kind: Annotated[ObjectKind, words(ObjectKind)] = ObjectKind.OBJECT
    name: Name
    renown: RenownField
    material: RankField
    text: Text = ""
    own_values: list[Name] = Field(default_factory=list)
    source: Text | None = None

    @property
    def is_artifact(self) -> bool:
        """Artifacts cannot be carried."""
        return self.kind is ObjectKind.ARTIFACT
