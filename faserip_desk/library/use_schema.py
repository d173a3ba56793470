"""What using a special does, as data the game applies (docs/formats.md, "On use").

A special with `on_use:` takes effect when it is used (`UseSpecial`): whom it may target,
and what happens to that figure. Where the rules leave a choice (which figure, which of
its specials), the game lists the legal choices and refuses others (advice: overridable).
"""

from __future__ import annotations

from enum import Enum
from typing import Annotated

from pydantic import Field, model_validator

from faserip_desk.library.fields import words
from faserip_desk.library.special_use_schema import AttacksPart, PlacePart
from faserip_desk.library.validation import Schema
from faserip_desk.library.vocabulary import Ability


class TerrainKind(Enum):
    """Terrain a special may put down for a while."""

    SMOKE = "smoke"
    FIRE = "fire"
    DIFFICULT = "difficult"
    SLICK = "slick"


class UseTarget(Enum):
    """Whom a used special acts on."""

    SELF = "self"
    ADJACENT_ALLY = "adjacent_ally"  # a teammate in a square next to him
    OPPOSING = "opposing"  # an opposing figure (with `within` and `line_of_sight`)
    ATTACK_TARGET = "attack_target"  # the target of the attack that hit (trigger: hits)


class TerrainLasts(Enum):
    """How long terrain a special puts down stays."""

    PAGE = "page"  # removed when the Page ends (Smoke and Mirrors)
    ISSUE = "issue"  # stays (Fire Constructs: the folio gives no end)


class UseTerrain(Schema):
    """Terrain the special puts down on squares the player picks: `squares` of them,
    each within `within` squares of him (anywhere when left out), touching each other
    when `contiguous`, for as long as `lasts` says."""

    type: Annotated[TerrainKind, words(TerrainKind)]
    squares: Annotated[int, Field(ge=1)]
    within: Annotated[int, Field(ge=1)] | None = None
    contiguous: bool = False
    lasts: Annotated[TerrainLasts, words(TerrainLasts)] = TerrainLasts.PAGE


class OnUse(Schema):
    """What the special does when used: a target, an optional FEAT that must succeed, and
    the effects on the target (heal, Weaken tokens, a shift on its next FEAT, a Countered
    special). On a special with a `trigger` the game applies it at that moment by itself."""

    target: Annotated[UseTarget, words(UseTarget)] = UseTarget.SELF
    within: Annotated[int, Field(ge=1)] | None = None
    line_of_sight: bool = False
    feat: Annotated[Ability, words(Ability)] | None = None
    heal: Annotated[int, Field(ge=1)] | None = None
    weaken: Annotated[int, Field(ge=1)] | None = None
    next_feat_cs: int | None = None
    counter_special: bool = False
    terrain: UseTerrain | None = None
    place: PlacePart | None = None
    attacks: AttacksPart | None = None
    dodge: bool = False

    @model_validator(mode="after")
    def _something(self) -> OnUse:
        effects = (self.heal, self.weaken, self.next_feat_cs, self.counter_special, self.terrain)
        if not any(effects) and not (self.place or self.attacks or self.dodge):
            raise ValueError(
                "expected heal:, weaken:, next_feat_cs:, counter_special: true, terrain:, "
                "place:, attacks: or dodge: true"
            )
        if self.terrain is not None and self.target is not UseTarget.SELF:
            raise ValueError("expected no target: with terrain: (the squares are picked)")
        if self.target is not UseTarget.OPPOSING and (self.counter_special or self.next_feat_cs):
            raise ValueError("expected target: opposing for next_feat_cs or counter_special")
        return self

    @property
    def asks(self) -> bool:
        """Does using it call for a choice (a target other than himself, a special)?"""
        chosen = self.target in (UseTarget.ADJACENT_ALLY, UseTarget.OPPOSING)
        picked = self.terrain is not None or self.place is not None or self.attacks is not None
        return chosen or self.counter_special or picked
