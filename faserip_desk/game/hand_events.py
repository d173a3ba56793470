"""Events a player enters by hand: what specials need done by hand (figures placed or added,
terrain changed, Health, conditions, markers, FEATs and column shifts) and manual
corrections of a figure's values, the Victory Points and the turn. Part of `game.events`'
`Event` union (re-exported there)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from faserip_desk.game.event_base import AbilityName, BaseEvent, Percentile
from faserip_desk.game.fields import SquareField
from faserip_desk.game.state import Expiry

# -- what specials need by hand ---------------------------------------------------------------


class PlaceFigure(BaseEvent):
    """A figure is placed on any square (a special such as Dark Dimension); no attacks of
    opportunity."""

    op: Literal["place_figure"] = "place_figure"
    figure: str
    square: SquareField
    source: str = ""


class AddFigure(BaseEvent):
    """A figure joins the game (under Command, or brought in by a special)."""

    op: Literal["add_figure"] = "add_figure"
    id: str
    player: int
    folio: dict[str, Any]
    square: SquareField | None = None
    commander: str | None = None
    readiness: Literal["ready", "tired"] = "ready"


class ChangeTerrain(BaseEvent):
    """Terrain changed in play: types added or removed, a Solid square or a wall destroyed."""

    op: Literal["terrain"] = "terrain"
    kind: Literal["types", "destroy_solid", "destroy_wall"] = "types"
    square: SquareField
    add: tuple[str, ...] = ()
    remove: tuple[str, ...] = ()
    fire_rank: str | None = None
    side: Literal["north", "east", "south", "west"] | None = None
    source: str = ""


class Heal(BaseEvent):
    """A figure heals (never above its starting Health)."""

    op: Literal["heal"] = "heal"
    figure: str
    amount: Annotated[int, Field(ge=0)]
    source: str = ""


class Damage(BaseEvent):
    """A figure loses Health (after Armor); at 0 it is KO'ed. `by` is the attacking figure."""

    op: Literal["damage"] = "damage"
    figure: str
    amount: Annotated[int, Field(ge=0)]
    by: str | None = None
    source: str = ""


class CounterSpecial(BaseEvent):
    """`by` counters `figure`'s special until the start of its own next activation."""

    op: Literal["counter"] = "counter"
    figure: str
    special: str
    by: str
    until: Expiry = "start_of_next_activation"


class UncounterSpecial(BaseEvent):
    """A countered special works again."""

    op: Literal["uncounter"] = "uncounter"
    figure: str
    special: str


class MakeFeat(BaseEvent):
    """Any FEAT on an ability of the figure or on a fixed rank (Spider Senses and the like)."""

    op: Literal["feat"] = "feat"
    figure: str | None = None
    ability: AbilityName | None = None
    rank: str | None = None
    roll: Percentile
    shifts: tuple[tuple[int, str], ...] = ()


class AddShift(BaseEvent):
    """A column shift put on a figure."""

    op: Literal["add_shift"] = "add_shift"
    figure: str
    amount: int
    applies_to: str = "all FEATs"
    source: str = ""
    expires: Expiry = "end_of_page"


class AddCondition(BaseEvent):
    """A figure gains a condition (Stunned, Held, Stuck, Staggered, Confused, Shapeshift,
    Phased)."""

    op: Literal["add_condition"] = "add_condition"
    figure: str
    condition: str
    source: str = ""


class RemoveCondition(BaseEvent):
    """A condition is removed."""

    op: Literal["remove_condition"] = "remove_condition"
    figure: str
    condition: str


class AddMarker(BaseEvent):
    """A free marker with an expiry."""

    op: Literal["add_marker"] = "add_marker"
    figure: str
    name: str
    expires: Expiry = "end_of_page"


class RemoveMarker(BaseEvent):
    """A marker is removed."""

    op: Literal["remove_marker"] = "remove_marker"
    figure: str
    name: str


# -- manual corrections -----------------------------------------------------------------------

SettableField = Literal[
    "health",
    "karma",
    "square",
    "readiness",
    "weaken",
    "dodge",
    "karma_spent",
    "speed_bonus",
    "commander",
    "affiliations",
    "carrying",
    "flying",
]


class SetFigureValue(BaseEvent):
    """A manual correction of one value of a figure."""

    op: Literal["set_value"] = "set_value"
    figure: str
    field: SettableField
    value: Any = None


class SetVictoryPoints(BaseEvent):
    """A manual correction of a player's Victory Points."""

    op: Literal["set_vp"] = "set_vp"
    player: int
    value: Annotated[int, Field(ge=0)]


class SetTurn(BaseEvent):
    """A manual correction of the Page, Panel, acting player and activations left."""

    op: Literal["set_turn"] = "set_turn"
    page: int | None = None
    panel: int | None = None
    panel_player: int | None = None
    activations_left: int | None = None
