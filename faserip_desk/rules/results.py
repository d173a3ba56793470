"""Results columns: what each colour of an attack FEAT does, and the defence and check columns.

All of it is data (resources/rules/results_columns.yaml) that house rules may override.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Any

from faserip_desk.data_files import parse_bundled_yaml, read_resource_text
from faserip_desk.rules.colors import Color
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank


class ResultsDataError(ValueError):
    """Results-column data that is incomplete or names unknown results."""


class AttackMode(Enum):
    """The six attack modes."""

    BRAWLING = "brawling"
    SHOOTING = "shooting"
    CHARGING = "charging"
    GRAPPLING = "grappling"
    MENTAL = "mental"
    MAGICAL = "magical"

    @property
    def is_ranged(self) -> bool:
        """Shooting, Mental and Magical attacks have a range."""
        return self in (AttackMode.SHOOTING, AttackMode.MENTAL, AttackMode.MAGICAL)

    @classmethod
    def parse(cls, text: str | AttackMode) -> AttackMode:
        """Read a mode by name in any case."""
        if isinstance(text, AttackMode):
            return text
        try:
            return cls(str(text).strip().lower())
        except ValueError:
            raise ResultsDataError(
                f"unknown attack mode {text!r}; expected one of " + ", ".join(m.value for m in cls)
            ) from None


class AttackResult(Enum):
    """What an attack FEAT produced, as the results columns name it."""

    MISS = "miss"
    HIT = "hit"
    SLAM = "slam"
    STUN = "stun"
    KILL = "kill"
    BULLSEYE = "bullseye"
    HELD = "held"  # a hit, and the target is Held
    STUCK = "stuck"  # a hit, and the target is Stuck

    @property
    def hits(self) -> bool:
        """Every result but a miss deals the attack's damage."""
        return self is not AttackResult.MISS

    @property
    def is_special(self) -> bool:
        """Results beyond a plain hit (damage worth 0 never creates them)."""
        return self not in (AttackResult.MISS, AttackResult.HIT)

    @property
    def label(self) -> str:
        """E.g. "Bullseye", "Hit + Held"."""
        return {AttackResult.HELD: "Hit + Held", AttackResult.STUCK: "Hit + Stuck"}.get(
            self, self.value.capitalize()
        )


@dataclass(frozen=True)
class AttackColumn:
    """One attack results column: a result per colour."""

    key: str
    label: str
    results: Mapping[Color, AttackResult]

    def result(self, color: Color) -> AttackResult:
        """The result of `color` on this column."""
        return self.results[color]

    def choices(self, color: Color) -> list[tuple[Color, AttackResult]]:
        """The results the attacker may take: the rolled colour's, or any lower colour's."""
        return [(c, self.results[c]) for c in Color if c <= color]


def effective_result(result: AttackResult, damage_rank: Rank) -> AttackResult:
    """Damage worth 0 (Shift 0, Feeble, Poor) never creates special results: they become hits."""
    if result.is_special and damage_rank.number == 0:
        return AttackResult.HIT
    return result


@dataclass(frozen=True)
class CheckOutcome:
    """What a colour does on a defence or check column (Stun?, Slam?, Kill?)."""

    condition: str | None = None
    push: str | None = None  # "1d5" or "1"
    health_loss: int = 0

    def describe(self) -> str:
        """E.g. "Staggered, pushed 1d5" or "no effect"."""
        parts = []
        if self.condition:
            parts.append(self.condition)
        if self.push:
            parts.append(f"pushed {self.push} square" + ("s" if self.push != "1" else ""))
        if self.health_loss:
            parts.append(f"−{self.health_loss} Health")
        return ", ".join(parts) or "no effect"


@dataclass(frozen=True)
class ResultsColumns:
    """Every results column: attacks, Evading, Dodging and the Endurance checks."""

    attack: Mapping[str, AttackColumn]
    column_for_mode: Mapping[AttackMode, Mapping[str, str]]
    evading: Mapping[Color, str]
    dodging: Mapping[Color, int]
    stun_check: Mapping[Color, CheckOutcome]
    slam_check: Mapping[Color, CheckOutcome]
    kill_check: Mapping[Color, CheckOutcome]

    def column_for(self, mode: AttackMode, damage_type: DamageType) -> AttackColumn:
        """The attack column for an attack of `mode` dealing `damage_type` damage."""
        choices = self.column_for_mode[mode]
        key = choices.get(damage_type.value.lower(), choices["other"])
        return self.attack[key]


def _colors(entry: Any, where: str) -> dict[Color, Any]:
    if not isinstance(entry, Mapping):
        raise ResultsDataError(f"results columns: {where} must be a mapping of colours")
    missing = [c.key for c in Color if c.key not in entry]
    if missing:
        raise ResultsDataError(f"results columns: {where} lacks {', '.join(missing)}")
    return {c: entry[c.key] for c in Color}


def _outcome(value: Any, where: str) -> CheckOutcome:
    if not isinstance(value, Mapping) or set(value) - {"condition", "push", "health_loss"}:
        raise ResultsDataError(f"results columns: {where}: expected condition/push/health_loss")
    push = value.get("push")
    return CheckOutcome(
        value.get("condition"),
        None if push is None else str(push),
        int(value.get("health_loss", 0)),
    )


EVADE_EFFECTS = ("auto_hit", "half_damage", "no_damage", "auto_miss")


def _evading(entry: Any) -> dict[Color, str]:
    found = {c: str(v) for c, v in _colors(entry, "evading").items()}
    for color, effect in found.items():
        if effect not in EVADE_EFFECTS:
            raise ResultsDataError(
                f"results columns: evading {color.key} is {effect!r}; expected one of "
                + ", ".join(EVADE_EFFECTS)
            )
    return found


def results_from_mapping(data: Mapping[str, Any]) -> ResultsColumns:
    """Build the results columns from their data, checking every name."""
    try:
        attack = {
            key: AttackColumn(
                key,
                str(entry.get("label", key)),
                {c: AttackResult(v) for c, v in _colors(entry, key).items()},
            )
            for key, entry in data["attack_columns"].items()
        }
        modes = {AttackMode.parse(m): dict(v) for m, v in data["column_for_mode"].items()}
        for mode in AttackMode:
            choice = modes.get(mode)
            if choice is None or "other" not in choice:
                raise ResultsDataError(f"results columns: no column for mode {mode.value}")
            for key in choice.values():
                if key not in attack:
                    raise ResultsDataError(f"results columns: unknown column {key!r}")
        return ResultsColumns(
            attack=attack,
            column_for_mode=modes,
            evading=_evading(data["evading"]),
            dodging={c: int(v) for c, v in _colors(data["dodging"], "dodging").items()},
            stun_check={
                c: _outcome(v, "stun_check")
                for c, v in _colors(data["stun_check"], "stun_check").items()
            },
            slam_check={
                c: _outcome(v, "slam_check")
                for c, v in _colors(data["slam_check"], "slam_check").items()
            },
            kill_check={
                c: _outcome(v, "kill_check")
                for c, v in _colors(data["kill_check"], "kill_check").items()
            },
        )
    except KeyError as exc:
        raise ResultsDataError(f"results columns: missing {exc.args[0]!r}") from None
    except (ValueError, AttributeError, TypeError) as exc:
        if isinstance(exc, ResultsDataError):
            raise
        raise ResultsDataError(f"results columns: {exc}") from None


@cache
def default_results() -> ResultsColumns:
    """The bundled results columns (resources/rules/results_columns.yaml)."""
    return results_from_mapping(
        parse_bundled_yaml(read_resource_text("rules", "results_columns.yaml"))
    )
