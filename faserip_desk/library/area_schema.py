"""The schema of an area attack's area: every figure "within X squares" of a centre with
line of effect (rules: Line of Effect; docs/formats.md, "Area attacks")."""

from __future__ import annotations

from enum import Enum
from typing import Annotated

from pydantic import Field

from faserip_desk.library.fields import words
from faserip_desk.library.validation import Schema


class AreaOrigin(Enum):
    """Where the area's line of effect starts: the attacker's own square, or the square of
    the figure the attack targets (rules: Line of Effect, "it may be the target")."""

    SELF = "self"
    TARGET = "target"


class AreaAffects(Enum):
    """Which figures in the area are attacked: opposing figures only, or every figure."""

    OPPOSING = "opposing"
    ALL = "all"


class AttackArea(Schema):
    """An attack that hits every figure within `within` squares of its origin with line of
    effect, one attack roll per figure."""

    within: Annotated[int, Field(ge=1, le=20)]
    origin: Annotated[AreaOrigin, words(AreaOrigin)] = AreaOrigin.TARGET
    affects: Annotated[AreaAffects, words(AreaAffects)] = AreaAffects.OPPOSING
