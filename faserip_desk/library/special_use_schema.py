"""Parts of a special's `on_use:` that act on the board as an action (docs/formats.md "On
use"): being placed (with an ally) and repeated attacks. The game applies them with one
event (`UseSpecialEffect`); `use_schema.OnUse` holds them beside the other effects."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from faserip_desk.library.validation import Schema


class PlacePart(Schema):
    """He (and, with `ally`, one Ready teammate) is placed up to `squares` away, passing
    through terrain and figures; `ally_tired`: the ally is marked Tired afterwards."""

    squares: Annotated[int, Field(ge=1)]
    ally: bool = False
    ally_tired: bool = False


class AttacksPart(Schema):
    """The action is `count` attacks of one mode (Hypersonic Battery: three Brawls)."""

    mode: Literal["brawling", "shooting"]
    count: Annotated[int, Field(ge=2)]
