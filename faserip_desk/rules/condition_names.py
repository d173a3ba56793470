"""The names of the readiness levels, conditions and other states a figure may have."""

from __future__ import annotations

from enum import Enum


class Condition(Enum):
    """Conditions a figure may have."""

    READY = "ready"
    TIRED = "tired"
    KOED = "ko'ed"
    STUNNED = "stunned"
    HELD = "held"
    STUCK = "stuck"
    STAGGERED = "staggered"
    CONFUSED = "confused"
    WOUNDED = "wounded"
    CARRYING = "carrying"
    OBSCURED = "obscured"
    EXPOSED = "exposed"
    SHAPESHIFT = "shapeshift"
    PHASED = "phased"
    COMMAND = "command"

    def __str__(self) -> str:
        return "KO'ed" if self is Condition.KOED else self.value.capitalize()


HIT_CONDITIONS = frozenset(
    {Condition.STUNNED, Condition.HELD, Condition.STUCK, Condition.STAGGERED, Condition.CONFUSED}
)
