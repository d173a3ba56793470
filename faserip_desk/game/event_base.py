"""What every event shares: the base model and the value types events use."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

Percentile = Annotated[int, Field(ge=1, le=100)]
ActionKind = Literal["easy", "move", "attack", "tough"]
KarmaUseName = Literal["speed", "ability", "reroll"]
AbilityName = Literal[
    "fighting", "agility", "strength", "endurance", "reason", "intuition", "psyche"
]
ColorName = Literal["white", "green", "yellow", "red"]
Shifts = tuple[tuple[int, str], ...]
"""Column shifts entered by hand: (amount, source)."""


class BaseEvent(BaseModel):
    """Fields every event has."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    override: bool = False
    note: str = ""
