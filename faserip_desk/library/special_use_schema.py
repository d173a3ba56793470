"""The `on_use:` part of a special: what using it as an action does on the board
(docs/formats.md "On use"). The game applies it with one event (`UseSpecialEffect`)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from faserip_desk.library.validation import Schema


class PlacePart(Schema):
    """He (and, with `ally`, one Ready teammate) is placed up to `squares` away, passing
    through terrain and figures; `ally_tired`: the ally is marked Tired afterwards."""

    squares: Annotated[int, Field(ge=1)]
    ally: bool = False
    ally_tired: bool = False


class TerrainPart(Schema):
    """He puts down `squares` squares of a terrain type (Fire Constructs)."""

    type: Literal["fire", "smoke", "difficult", "slick"]
    squares: Annotated[int, Field(ge=1)]


class AttacksPart(Schema):
    """The action is `count` attacks of one mode (Hypersonic Battery: three Brawls)."""

    mode: Literal["brawling", "shooting"]
    count: Annotated[int, Field(ge=2)]


class OnUsePart(Schema):
    """What using the special does: placed, terrain put down, repeated attacks, or a Dodge
    FEAT made with the special's action instead of an Attack action."""

    place: PlacePart | None = None
    terrain: TerrainPart | None = None
    attacks: AttacksPart | None = None
    dodge: bool = False

    @model_validator(mode="after")
    def _something(self) -> OnUsePart:
        if not (self.place or self.terrain or self.attacks or self.dodge):
            raise ValueError("expected place:, terrain:, attacks: or dodge: true")
        return self
