"""The dice an attack asks for, and the step-by-step outcome of resolving it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from faserip_desk.rules.attack_profile import EvadeEffect
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import FeatResult
from faserip_desk.rules.condition_names import Condition
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.results import AttackResult, CheckOutcome


class RollKind(Enum):
    """The rolls an attack may call for, in the order they are made."""

    EVADE = "evade"  # the defender's Fighting FEAT, before the attack roll
    ATTACK = "attack"  # the attacker's FEAT (after any Karma re-roll)
    ENDURANCE = "endurance"  # the target's Stun?, Slam? or Kill? FEAT
    SLAM_DISTANCE = "slam_distance"  # 1d5 squares after a White Slam? FEAT


@dataclass(frozen=True)
class AttackRolls:
    """The dice results of one attack; rolls the attack does not need may be left out.

    Percentile results are 1–100; `slam_distance` is the 1d5 result (1–5). A Karma
    re-roll is the caller's business: pass the roll that stands.
    """

    attack: int | None = None
    evade: int | None = None
    endurance: int | None = None
    slam_distance: int | None = None


@dataclass(frozen=True)
class RollNeed:
    """A roll the attack needs next: what kind, on which column (percentile rolls) and why."""

    kind: RollKind
    column: Rank | None
    purpose: str


class MissingRollError(LookupError):
    """The attack needs a roll that was not given; `need` says which."""

    def __init__(self, need: RollNeed) -> None:
        super().__init__(f"the attack needs a roll: {need.purpose}")
        self.need = need


@dataclass(frozen=True)
class Step:
    """One step of the resolution with its explanation in the rules' terms."""

    kind: str
    text: str


@dataclass(frozen=True)
class DamageLine:
    """One damage dealt to one figure: the incoming amount, what got through, and why."""

    figure: str
    source: str  # "damage", "also" or "bullseye"
    incoming: int
    lost: int
    text: str


@dataclass(frozen=True)
class AttackOutcome:
    """The resolved attack, step by step.

    `rolled_color` is the attack FEAT's colour (after an Evade White turned a White into
    Green), `color` the colour taken (the attacker may take a lower one), `rolled_result`
    that colour's result on the results column, `result` the result that takes effect after
    the damage-worth-0 rule and the requirements (`result_note` says why it changed).
    """

    evade: FeatResult | None
    evade_effect: EvadeEffect | None
    attack: FeatResult | None
    rolled_color: Color | None
    color: Color | None
    column: str
    rolled_result: AttackResult
    result: AttackResult
    result_note: str
    hit: bool
    damage: tuple[DamageLine, ...]
    endurance: FeatResult | None
    endurance_check: CheckOutcome | None
    slam_distance: int | None
    conditions: tuple[Condition, ...]
    weaken_added: int
    target_health_lost: int
    target_health_after: int
    target_ko: bool
    receiver_health_lost: int | None
    receiver_health_after: int | None
    receiver_ko: bool | None
    steps: tuple[Step, ...]

    def explain(self) -> str:
        """Every step, one per line."""
        return "\n".join(s.text for s in self.steps)

    def step(self, kind: str) -> Step:
        """The first step of `kind` (KeyError naming it when there is none)."""
        for s in self.steps:
            if s.kind == kind:
                return s
        raise KeyError(f"no {kind!r} step in this outcome")
