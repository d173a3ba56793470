"""Everything one attack needs, as plain values: the input of resolution and exact odds.

The game layer builds an `AttackProfile` from the folios and the game state (it decides
which column shifts apply, whether the target matches an "also" or "instead" filter, who
receives transferred damage); the rules core then resolves the attack from dice results
(`attack_resolution.resolve_attack`) or computes its exact odds (`attack_odds.attack_odds`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from faserip_desk.rules.armor import Armor
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import ColumnShift
from faserip_desk.rules.condition_names import HIT_CONDITIONS, Condition
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.renown import Renown
from faserip_desk.rules.results import AttackMode

KARMA_ENDURANCE_SHIFT = ColumnShift(1, "Karma")
"""The +1CS a figure buys on its Endurance for 2 Karma before an Endurance FEAT."""


class BullseyeChoice(Enum):
    """What the attacker takes from a Bullseye."""

    EXTRA_DAMAGE = "extra_damage"  # 1 extra damage of the current damage type
    WEAKEN = "weaken"  # the attack's damage, then a Weaken token on the target


class EvadeEffect(Enum):
    """What the defender's Evading FEAT does to the Brawling attack (the Evading column)."""

    AUTO_HIT = "auto_hit"
    HALF_DAMAGE = "half_damage"
    NO_DAMAGE = "no_damage"
    AUTO_MISS = "auto_miss"

    @property
    def describe(self) -> str:
        """The effect in the rules' words."""
        return {
            EvadeEffect.AUTO_HIT: "automatic hit (an attack White counts as Green)",
            EvadeEffect.HALF_DAMAGE: "half damage (rounded down)",
            EvadeEffect.NO_DAMAGE: "no damage (other effects still happen)",
            EvadeEffect.AUTO_MISS: "automatic miss",
        }[self]


@dataclass(frozen=True)
class DamageSpec:
    """A damage rank and type, e.g. Incredible Blunt."""

    rank: Rank
    damage_type: DamageType

    @property
    def amount(self) -> int:
        """The Rule-of-10 number of the rank: the damage dealt."""
        return self.rank.number

    def describe(self) -> str:
        """E.g. "Incredible (4) Blunt"."""
        return f"{self.rank.full_name} ({self.amount}) {self.damage_type.value}"


@dataclass(frozen=True)
class Defences:
    """What stands between damage and a figure's Health: Armor, Immune and Weaken tokens."""

    armors: tuple[Armor, ...] = ()
    immune: tuple[DamageType, ...] = ()
    weaken: int = 0


@dataclass(frozen=True)
class AttackerProfile:
    """The attacking figure's values that matter to the result."""

    name: str
    renown: Renown
    endurance: Rank


@dataclass(frozen=True)
class TargetProfile:
    """The target: renown and Endurance for requirements and FEATs, Health and defences.

    `endurance_shifts` apply to its Endurance FEATs (e.g. −2CS from Throat Rip!);
    `karma_on_endurance` is the policy that it spends 2 Karma for +1CS before any Endurance
    FEAT this attack calls for (leave it off if it has already spent Karma this Page).
    """

    name: str
    renown: Renown
    endurance: Rank
    health: int
    defences: Defences = Defences()
    endurance_shifts: tuple[ColumnShift, ...] = ()
    karma_on_endurance: bool = False
    kill_endurance_shifts: tuple[ColumnShift, ...] = ()

    def endurance_feat_shifts(self, kill: bool = False) -> tuple[ColumnShift, ...]:
        """The shifts on its Endurance FEATs (against a Kill: with the attacker's shifts on
        that FEAT), with the Karma +1CS when the policy says so."""
        shifts = (*self.endurance_shifts, *(self.kill_endurance_shifts if kill else ()))
        if self.karma_on_endurance:
            return (*shifts, KARMA_ENDURANCE_SHIFT)
        return shifts


@dataclass(frozen=True)
class FeatGate:
    """A FEAT between declaring the attack and its result that can make it fail.

    `attack_needs_success`: the attacker's FEAT must succeed (Shapeshift); otherwise it is
    the defender's FEAT and its success stops the attack (a danger sense).
    """

    figure: str
    ability: str
    rank: Rank
    shifts: tuple[ColumnShift, ...]
    source: str
    attack_needs_success: bool

    def describe(self) -> str:
        """E.g. "Spider-Man's Intuition FEAT (Spider Senses): success stops the attack"."""
        then = (
            "the attack goes on only if it succeeds"
            if self.attack_needs_success
            else ("success stops the attack")
        )
        return f"{self.figure}'s {self.ability} FEAT ({self.source}): {then}"


@dataclass(frozen=True)
class Evade:
    """The defender Evades a Brawling attack: a Fighting FEAT before the attack roll."""

    fighting: Rank
    shifts: tuple[ColumnShift, ...] = ()


@dataclass(frozen=True)
class OnHitEffects:
    """What the attack's special text does after damage: conditions and Weaken tokens."""

    conditions: tuple[Condition, ...] = ()
    weaken: int = 0
    works_on_miss: bool = False

    @property
    def any(self) -> bool:
        """True when there is anything to apply."""
        return bool(self.conditions) or self.weaken > 0


@dataclass(frozen=True)
class DamageTransfer:
    """The damage goes to another figure (Bodyguard, Made Man); everything else stays.

    Only the damage moves, with its type, through the receiver's own defences: Stuns,
    Slams, Kills, Bullseyes and conditions stay on the target.
    """

    name: str
    health: int
    defences: Defences = Defences()


@dataclass(frozen=True)
class AttackProfile:
    """One attack against one target, as plain values (see the module docstring).

    `also` is a second damage of its own type dealt on a hit; `instead` replaces the normal
    damage; the caller has already checked that the target matches their filters.
    `lower_to` is the attacker's policy of taking a lower colour than the one rolled (None:
    take the rolled result).
    """

    mode: AttackMode
    to_hit: Rank
    damage: DamageSpec
    attacker: AttackerProfile
    target: TargetProfile
    shifts: tuple[ColumnShift, ...] = ()
    name: str = "Attack"
    armor_reduction: int = 0
    also: DamageSpec | None = None
    instead: DamageSpec | None = None
    on_hit: OnHitEffects = OnHitEffects()
    evade: Evade | None = None
    transfer: DamageTransfer | None = None
    bullseye: BullseyeChoice = BullseyeChoice.EXTRA_DAMAGE
    lower_to: Color | None = None
    notes: tuple[str, ...] = field(default=())
    gates: tuple[FeatGate, ...] = ()

    def __post_init__(self) -> None:
        if self.evade is not None and self.mode is not AttackMode.BRAWLING:
            raise ValueError(
                f"Evading answers Brawling attacks only, not a {self.mode.value} attack"
            )
        if self.target.health < 0:
            raise ValueError(f"{self.target.name}'s Health cannot be negative")
        if self.armor_reduction < 0 or self.on_hit.weaken < 0:
            raise ValueError("armor reduction and Weaken tokens cannot be negative")
        bad = [c for c in self.on_hit.conditions if c not in HIT_CONDITIONS]
        if bad:
            raise ValueError(f"an attack cannot give {', '.join(str(c) for c in bad)}")

    @property
    def main_damage(self) -> DamageSpec:
        """The damage the attack deals: the "instead" damage when it applies, else the normal."""
        return self.instead if self.instead is not None else self.damage


def dodge_shift(dodge: Color, mode: AttackMode, dodging: Mapping[Color, int]) -> ColumnShift | None:
    """The column shift a Dodge token of colour `dodge` puts on an attack of `mode`.

    Dodging hinders Shooting, Charging and Magical attacks only (not Mental, Brawling or
    Grappling); `dodging` is the Dodging column (``RulesData.results.dodging``).
    """
    if mode not in (AttackMode.SHOOTING, AttackMode.CHARGING, AttackMode.MAGICAL):
        return None
    amount = dodging[dodge]
    return ColumnShift(amount, f"{dodge} Dodge") if amount else None
