"""Operations as serialisable events: one pydantic model per kind, told apart by `op`.

An event carries every input of its operation, dice results included, so replaying the
event log from the setup gives back the game exactly. `override=True` applies an event
whose checks fail (the table is the authority); the override is logged with its reason.
"""

from __future__ import annotations

from typing import Annotated, Literal

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
from faserip_desk.game.hand_events import (
    AddCondition as AddCondition,
)
from faserip_desk.game.hand_events import (
    AddFigure as AddFigure,
)
from faserip_desk.game.hand_events import (
    AddMarker as AddMarker,
)
from faserip_desk.game.hand_events import (
    AddShift as AddShift,
)
from faserip_desk.game.hand_events import (
    ChangeTerrain as ChangeTerrain,
)
from faserip_desk.game.hand_events import (
    CounterSpecial as CounterSpecial,
)
from faserip_desk.game.hand_events import (
    Damage as Damage,
)
from faserip_desk.game.hand_events import (
    Heal as Heal,
)
from faserip_desk.game.hand_events import (
    MakeFeat as MakeFeat,
)
from faserip_desk.game.hand_events import (
    PlaceFigure as PlaceFigure,
)
from faserip_desk.game.hand_events import (
    RemoveCondition as RemoveCondition,
)
from faserip_desk.game.hand_events import (
    RemoveMarker as RemoveMarker,
)
from faserip_desk.game.hand_events import (
    SetFigureValue as SetFigureValue,
)
from faserip_desk.game.hand_events import (
    SetTurn as SetTurn,
)
from faserip_desk.game.hand_events import (
    SetVictoryPoints as SetVictoryPoints,
)
from faserip_desk.game.hand_events import (
    UncounterSpecial as UncounterSpecial,
)
from faserip_desk.game.special_use_events import UseSpecialEffect

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
