"""Operations as serialisable events: one pydantic model per kind, told apart by `op`.

An event carries every input of its operation, dice results included, so replaying the
event log from the setup gives back the game exactly. `override=True` applies an event
whose checks fail (the table is the authority); the override is logged with its reason.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, TypeAdapter

from faserip_desk.game.area_events import AreaRoll, DeclareAreaAttack
from faserip_desk.game.attack_events import (
    AreaEffect,
    AttackRoll,
    CancelAttack,
    ChooseResult,
    DangerSenseFeat,
    DestroyObject,
    DestroyTerrain,
    DropObject,
    EnduranceFeat,
    Evade,
    PickUpObject,
    PlaceDroppedObject,
    Reroll,
    ResolveAttack,
    ShapeshiftFeat,
)
from faserip_desk.game.attack_events import (
    AreaOutcome as AreaOutcome,
)
from faserip_desk.game.event_base import (
    AbilityName as AbilityName,
)
from faserip_desk.game.event_base import (
    ActionKind as ActionKind,
)
from faserip_desk.game.event_base import (
    BaseEvent as BaseEvent,
)
from faserip_desk.game.event_base import (
    KarmaUseName as KarmaUseName,
)
from faserip_desk.game.event_base import (
    Percentile as Percentile,
)
from faserip_desk.game.event_base import (
    Shifts as Shifts,
)
from faserip_desk.game.fields import SquareField
from faserip_desk.game.special_use_events import UseSpecialEffect
from faserip_desk.game.state import Expiry

# -- setting up the Issue ---------------------------------------------------------------------


class IssueInitiative(BaseEvent):
    """The Issue's Initiative: each round is one roll per player; a tied round is rolled again."""

    op: Literal["issue_initiative"] = "issue_initiative"
    rolls: tuple[tuple[Percentile, Percentile], ...]


class ChooseMap(BaseEvent):
    """The Initiative winner chooses the map."""

    op: Literal["choose_map"] = "choose_map"
    player: int
    map_name: str


class ChooseSide(BaseEvent):
    """A player chooses the side (deployment zone) to set up on."""

    op: Literal["choose_side"] = "choose_side"
    player: int
    side: str


class DeployFigure(BaseEvent):
    """A figure is set up on a square of its player's deployment zone."""

    op: Literal["deploy"] = "deploy"
    figure: str
    square: SquareField


class PlacePlot(BaseEvent):
    """A plot token is placed (by the plot owner's opponent)."""

    op: Literal["place_plot"] = "place_plot"
    token: str
    square: SquareField


class PlaceObject(BaseEvent):
    """An object or artifact is placed."""

    op: Literal["place_object"] = "place_object"
    object: str
    square: SquareField


class StartOfIssueChoice(BaseEvent):
    """A start-of-Issue choice: ``team_up`` (option), ``joins_team``, ``loyalty`` (target,
    option) or ``command`` (the figures it adds are then added with `AddFigure`)."""

    op: Literal["start_of_issue"] = "start_of_issue"
    figure: str
    kind: Literal["team_up", "joins_team", "loyalty", "command"]
    option: str | None = None
    target: str | None = None
    special: str | None = None


class BeginIssue(BaseEvent):
    """Setup is complete: the Issue begins (Page 1 starts with `StartPage`)."""

    op: Literal["begin_issue"] = "begin_issue"


# -- Pages, Panels and activations ------------------------------------------------------------


class StartPage(BaseEvent):
    """A Page begins with an Initiative roll (rounds as in `IssueInitiative`)."""

    op: Literal["start_page"] = "start_page"
    rolls: tuple[tuple[Percentile, Percentile], ...]


class ChooseFirstPanel(BaseEvent):
    """The Page's Initiative winner acts in the first Panel or defers."""

    op: Literal["choose_first"] = "choose_first"
    player: int
    go_first: bool


class Activate(BaseEvent):
    """A Ready figure is activated."""

    op: Literal["activate"] = "activate"
    figure: str


class EndActivation(BaseEvent):
    """The figure's activation ends: it becomes Tired (or Ready again by a special)."""

    op: Literal["end_activation"] = "end_activation"
    figure: str


class EndPage(BaseEvent):
    """The Page ends: victory check, expiries, every figure Ready."""

    op: Literal["end_page"] = "end_page"


# -- actions ----------------------------------------------------------------------------------


class Move(BaseEvent):
    """A Move action to `to`, along `path` (squares after the start) or the cheapest path.

    `slick_rolls` are the Green Agility FEATs Slick terrain asks for along the path, in
    order; a failed one ends the move in that square. Fire and falls on the way deal damage.
    """

    op: Literal["move"] = "move"
    figure: str
    to: SquareField
    path: tuple[SquareField, ...] | None = None
    slick_rolls: tuple[Percentile, ...] = ()


class UseSpecial(BaseEvent):
    """A special is used; it spends the action its folio names (`action` overrides that).
    `roll` is the FEAT its `on_use` calls for; `choice` the target's special it counters."""

    op: Literal["use_special"] = "use_special"
    figure: str
    special: str
    action: ActionKind | Literal["none"] | None = None
    targets: tuple[str, ...] = ()
    roll: Percentile | None = None
    choice: str | None = None


class TakeAction(BaseEvent):
    """Any other action, recorded by its kind."""

    op: Literal["take_action"] = "take_action"
    figure: str
    action: ActionKind


class Dodge(BaseEvent):
    """A Dodge: an Agility FEAT with an Attack action (or the action of `special`)."""

    op: Literal["dodge"] = "dodge"
    figure: str
    roll: Percentile
    special: str | None = None


class DeclareAttack(BaseEvent):
    """The first step of an attack: attacker, attack (listed, or the default Brawling,
    Charging or Grappling; ``throw`` to throw the carried object) and target.

    Starts the pending attack (`GameState.attack`). `shifts` are column shifts entered by
    hand; `move_to` is the square a Charge ends on (default: the first the board offers);
    `object` is the carried object used in a Brawling attack; `opportunity` makes it the
    attack of opportunity offered when the target moved away (no action, no Tired).
    `roll`, when given, is the attack roll made at once (as `AttackRoll`).
    """

    op: Literal["attack"] = "attack"
    figure: str
    attack: str
    target: str
    roll: Percentile | None = None
    shifts: Shifts = ()
    move_to: SquareField | None = None
    object: str | None = None
    opportunity: bool = False


class AdvancePlot(BaseEvent):
    """An attempt to advance an own plot: the plot's action and FEAT with its roll;
    `bonus_target` is the figure its bonus picks, when it picks one."""

    op: Literal["advance_plot"] = "advance_plot"
    figure: str
    token: str
    roll: Percentile
    shifts: Shifts = ()
    bonus_target: str | None = None


class SpendKarma(BaseEvent):
    """Karma spent for `figure` (the one that benefits), paid by `payer` (default itself)."""

    op: Literal["spend_karma"] = "spend_karma"
    figure: str
    use: KarmaUseName
    payer: str | None = None
    ability: AbilityName | None = None


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


Event = Annotated[
    IssueInitiative
    | ChooseMap
    | ChooseSide
    | DeployFigure
    | PlacePlot
    | PlaceObject
    | StartOfIssueChoice
    | BeginIssue
    | StartPage
    | ChooseFirstPanel
    | Activate
    | EndActivation
    | EndPage
    | Move
    | UseSpecial
    | TakeAction
    | Dodge
    | DeclareAttack
    | AdvancePlot
    | SpendKarma
    | PlaceFigure
    | AddFigure
    | ChangeTerrain
    | Heal
    | Damage
    | CounterSpecial
    | UncounterSpecial
    | MakeFeat
    | AddShift
    | AddCondition
    | RemoveCondition
    | AddMarker
    | RemoveMarker
    | SetFigureValue
    | SetVictoryPoints
    | SetTurn
    | ShapeshiftFeat
    | DangerSenseFeat
    | Evade
    | AttackRoll
    | Reroll
    | ChooseResult
    | EnduranceFeat
    | ResolveAttack
    | CancelAttack
    | AreaEffect
    | DeclareAreaAttack
    | AreaRoll
    | PickUpObject
    | DropObject
    | PlaceDroppedObject
    | DestroyObject
    | DestroyTerrain
    | UseSpecialEffect,
    Field(discriminator="op"),
]
"""Any operation's event."""

# Built on first use, not at import (the schema of every event is most of this module's
# import time; opening a game needs none of it).
_DEFERRED = ConfigDict(defer_build=True)
EVENT_ADAPTER: TypeAdapter[Event] = TypeAdapter(Event, config=_DEFERRED)
EVENT_LIST_ADAPTER: TypeAdapter[list[Event]] = TypeAdapter(list[Event], config=_DEFERRED)
