"""The attack under way, kept in the game state between its steps."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from faserip_desk.game.fields import SquareField

ShapeshiftState = Literal["needed", "passed", "failed"]


class AreaQueue(BaseModel):
    """The area attack a pending attack belongs to: its centre and radius, and the figures
    in the area still to be attacked after this one, in order (game/attacks/area_attack.py)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    centre: SquareField
    within: int
    rest: tuple[str, ...] = ()
    done: tuple[str, ...] = ()


class PendingAttack(BaseModel):
    """An attack between its declaration and its resolution: who attacks whom with what,
    the shifts entered by hand (with their sources), the rolls so far and the choices.

    The automatic column shifts (conditions, Dodge, Karma, specials) are worked out from
    the state at each step, so Karma bought before the roll counts.
    """

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    attacker: str
    target: str
    attack: str
    mode: str
    action: Literal["attack", "tough", "none"] = "attack"
    manual_shifts: tuple[tuple[int, str], ...] = ()
    opportunity: bool = False
    object: str | None = None
    object_name: str | None = None
    object_text: str = ""
    thrown_material: str | None = None
    charged_from: SquareField | None = None
    granted_by: str | None = None  # the special that granted it (Hypersonic Battery)
    shapeshift: ShapeshiftState | None = None
    danger_sense: str | None = None  # the special whose Intuition FEAT is still to make
    evade_roll: int | None = None
    evade_shifts: tuple[tuple[int, str], ...] = ()
    attack_roll: int | None = None
    rerolled: bool = False
    lower_to: Literal["white", "green", "yellow", "red"] | None = None
    bullseye: Literal["extra_damage", "weaken"] = "extra_damage"
    transfer_to: str | None = None
    endurance_roll: int | None = None
    endurance_shifts: tuple[tuple[int, str], ...] = ()
    slam_distance: int | None = None
    area: AreaQueue | None = None  # one figure's attack of an area attack

    @property
    def rolled(self) -> bool:
        """True once the attack roll is made."""
        return self.attack_roll is not None
