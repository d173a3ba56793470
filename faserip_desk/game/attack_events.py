"""The events of an attack's steps, of objects, of area effects and of terrain destroyed.

An attack is declared with `DeclareAttack` (events.py) and walked through step by step:
`ShapeshiftFeat` (only against a Shapeshifted target) → `DangerSenseFeat` (a target's
danger sense, the first attack on it in a Page) → `Evade` (the defender, Brawling
only, optional) → `AttackRoll` → `ChooseResult` (a lower colour, the Bullseye choice, a
transfer of damage) → `EnduranceFeat` (Stun?, Slam? or Kill?, with the 1d5 of a Slam) →
`ResolveAttack`, which applies the outcome. `Reroll` (5 Karma) replaces the roll just made,
right after it (``AttackRoll(reroll=True)`` does the same for the attack roll).
`CancelAttack` drops an attack under way. Each is undone on its own.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from faserip_desk.game.event_base import BaseEvent, ColorName, Percentile, Shifts
from faserip_desk.game.fields import SquareField

BullseyeName = Literal["extra_damage", "weaken"]


class ShapeshiftFeat(BaseEvent):
    """The attacker's Intuition FEAT against a Shapeshifted target: Green or better, or the
    attack fails."""

    op: Literal["shapeshift_feat"] = "shapeshift_feat"
    roll: Percentile
    shifts: Shifts = ()


class DangerSenseFeat(BaseEvent):
    """The target's Intuition FEAT of a danger sense (Spider Senses) on the first attack on
    it in a Page: Green or better, and the attack fails."""

    op: Literal["danger_sense_feat"] = "danger_sense_feat"
    roll: Percentile
    shifts: Shifts = ()


class Evade(BaseEvent):
    """The defender Evades the Brawling attack under way: a Fighting FEAT before the attack
    roll; the defender is marked Tired. `shifts` are extra ones (e.g. Jungle Reflexes)."""

    op: Literal["evade"] = "evade"
    roll: Percentile
    shifts: Shifts = ()


class AttackRoll(BaseEvent):
    """The attacker's to-hit roll. ``reroll=True`` replaces the roll just made for 5 Karma
    (paid by `payer`, default the attacker), right after it."""

    op: Literal["attack_roll"] = "attack_roll"
    roll: Percentile
    reroll: bool = False
    payer: str | None = None


class Reroll(BaseEvent):
    """Karma's re-roll (5 Karma, paid by `payer`, default the figure that rolled) of the
    roll just made: the Intuition FEAT against Shapeshift, the Evade, the attack roll or the
    Endurance FEAT (`step`). It comes right after that roll, before anything else; the new
    roll replaces the old one. `slam_distance` is the 1d5 a new White Slam? calls for."""

    op: Literal["reroll"] = "reroll"
    step: Literal["shapeshift", "evade", "attack", "endurance"]
    roll: Percentile
    payer: str | None = None
    slam_distance: Annotated[int, Field(ge=1, le=5)] | None = None


class ChooseResult(BaseEvent):
    """Choices after the attack roll: a lower colour (before the defender's Endurance FEAT),
    the Bullseye choice, and the figure the damage is transferred to (Bodyguard, Made Man)."""

    op: Literal["attack_choice"] = "attack_choice"
    lower_to: ColorName | None = None
    bullseye: BullseyeName | None = None
    transfer_to: str | None = None


class EnduranceFeat(BaseEvent):
    """The target's Endurance FEAT against a Stun, Slam or Kill. ``karma=True`` first spends
    2 Karma (paid by `payer`) for +1CS Endurance until the end of the Page; `shifts` are extra
    ones (e.g. Throat Rip!); `slam_distance` is the 1d5 a White Slam? calls for."""

    op: Literal["endurance_feat"] = "endurance_feat"
    roll: Percentile
    karma: bool = False
    payer: str | None = None
    shifts: Shifts = ()
    slam_distance: Annotated[int, Field(ge=1, le=5)] | None = None


class ResolveAttack(BaseEvent):
    """The last step: the outcome is applied (damage, effects, push, KO). `bullseye` and
    `transfer_to` may be chosen here too; `object_square` is where the opponent places the
    object a KO'ed target carried."""

    op: Literal["resolve_attack"] = "resolve_attack"
    bullseye: BullseyeName | None = None
    transfer_to: str | None = None
    object_square: SquareField | None = None


class CancelAttack(BaseEvent):
    """The attack under way is dropped (nothing it did so far is taken back; use undo)."""

    op: Literal["cancel_attack"] = "cancel_attack"


class AreaOutcome(BaseModel):
    """What an area effect does to one figure: damage (a rank through its Armor), conditions,
    Weaken tokens."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    figure: str
    damage: str | None = None
    damage_type: str = "Blunt"
    conditions: tuple[str, ...] = ()
    weaken: Annotated[int, Field(ge=0)] = 0


class AreaEffect(BaseEvent):
    """An effect on every figure within `radius` squares of `origin` with line of effect,
    resolved figure by figure (`outcomes`); `by` is the figure whose special it is."""

    op: Literal["area_effect"] = "area_effect"
    origin: SquareField
    radius: Annotated[int, Field(ge=0)]
    source: str = ""
    by: str | None = None
    outcomes: tuple[AreaOutcome, ...] = ()


class PickUpObject(BaseEvent):
    """An Easy action: pick up an adjacent object (Strength ≥ its material rank)."""

    op: Literal["pick_up"] = "pick_up"
    figure: str
    object: str


class DropObject(BaseEvent):
    """An Easy action: drop the carried object on a free adjacent non-Solid square."""

    op: Literal["drop_object"] = "drop_object"
    figure: str
    square: SquareField


class PlaceDroppedObject(BaseEvent):
    """The opponent places the object of a KO'ed carrier on another free non-Solid square
    next to where the carrier stood."""

    op: Literal["place_dropped"] = "place_dropped"
    object: str
    square: SquareField


class DestroyObject(BaseEvent):
    """An Attack action that destroys an object or artifact on the map: the attack's
    non-Psychic damage must be at least its material rank; it succeeds automatically."""

    op: Literal["destroy_object"] = "destroy_object"
    figure: str
    object: str
    attack: str


class DestroyTerrain(BaseEvent):
    """An Attack action that destroys a Solid square (or the wall on `side` of `square`)
    with Remarkable or greater non-Psychic damage."""

    op: Literal["destroy_terrain"] = "destroy_terrain"
    figure: str
    attack: str
    square: SquareField
    side: Literal["north", "east", "south", "west"] | None = None
