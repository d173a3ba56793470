"""The events of an area attack (rules: Line of Effect): `DeclareAreaAttack` chooses the
area and takes the action; each figure in the area is then attacked in turn, either step by
step with the single attack's events (attack_events.py) or with one `AreaRoll` per figure
that carries all of that figure's dice and choices."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from faserip_desk.game.event_base import BaseEvent, ColorName, Percentile, Shifts
from faserip_desk.game.fields import SquareField


class DeclareAreaAttack(BaseEvent):
    """`figure` makes its area attack `attack`. `centre` is the figure the attack targets
    (an area with ``origin: target``; its square is the area's centre); an area centred on
    the attacker needs none. Every figure the area covers is then attacked in turn, in the
    order the declaration logs; `shifts` are column shifts entered by hand for every roll."""

    op: Literal["area_attack"] = "area_attack"
    figure: str
    attack: str
    centre: str | None = None
    shifts: Shifts = ()


class AreaRoll(BaseEvent):
    """One figure's attack of the area attack under way, resolved as a single attack: the
    rolls it needs (the attack roll; an Evade before it, Brawling only; the Intuition FEAT
    against Shapeshift or of a danger sense; the Endurance FEAT with its 1d5 for a Slam) and
    the choices (a lower colour, the Bullseye, a transfer, 2 Karma on Endurance).
    `figure` names the figure attacked now (it must be the one whose turn it is)."""

    op: Literal["area_roll"] = "area_roll"
    figure: str
    roll: Percentile
    shapeshift_roll: Percentile | None = None
    danger_roll: Percentile | None = None
    evade_roll: Percentile | None = None
    evade_shifts: Shifts = ()
    lower_to: ColorName | None = None
    bullseye: Literal["extra_damage", "weaken"] | None = None
    transfer_to: str | None = None
    endurance_roll: Percentile | None = None
    endurance_karma: bool = False
    payer: str | None = None
    slam_distance: Annotated[int, Field(ge=1, le=5)] | None = None
    object_square: SquareField | None = None
